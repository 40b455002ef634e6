/**
 * The one-line hooks that write a notice in the transaction of the change that causes it (STYLE 12): the
 * worker (worker.ts) sends it later, so a decision, a message or a review never waits for a mail server.
 * A decision's notice is one step of the decision's own statement (repositories/matches.ts DECIDE_SQL).
 */
import type { Queryable } from '../../db/types';
import { notifyRepository } from '../../repositories/notify';

/** After a chat message: the receiver hears of unread messages, at most once per conversation in a while. */
export async function enqueueMessageNotice(tx: Queryable, channelId: string, senderId: string): Promise<void> {
  await notifyRepository(tx).enqueueMessage(channelId, senderId);
}

export interface ReviewOutcome {
  status: 'published' | 'refused';
  /** The reasons staff chose for a refusal, as the member should read them. */
  reasons?: readonly string[];
  /** Staff's own words to the member, if any. */
  note?: string | null;
}

/** After staff publish or refuse a profile: the member reads the outcome (and a refusal's reasons). */
export async function enqueueReviewEmail(tx: Queryable, memberId: string, review: ReviewOutcome): Promise<void> {
  await notifyRepository(tx).enqueueReview(memberId, {
    status: review.status,
    reasons: [...(review.reasons ?? [])],
    note: review.note ?? null,
  });
}
