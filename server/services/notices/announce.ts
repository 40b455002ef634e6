/**
 * announce(tx, notice): tells a member something, in the transaction of the change that causes it, through
 * every channel the catalogue (contract/notices.ts) gives its kind: the bell's item, the live event with the
 * counts after it, and the email and push rows the outbox worker sends later. The hot-path statements (the
 * decision, the chat send) write the same rows with the SQL steps of repositories/notices-sql.ts
 * (announceSql); announce.test.ts holds the two together.
 */
import { NOTICES } from '../../../contract/notices';
import type { Queryable } from '../../db/types';
import { languageRepository } from '../../repositories/language';
import { noticesRepository } from '../../repositories/notices';
import { noticesOutboxRepository } from '../../repositories/notices-outbox';
import { refusalSummary } from './wording';

export type Notice =
  /** Both said yes (member and about): the pair's chat. mailed: false for the one who made it on screen. */
  | { kind: 'match'; member: string; about: string; chat: string; mailed: boolean }
  /** `about` said yes to the member (decision: its id), who has not answered yet. */
  | { kind: 'request'; member: string; about: string; decision: string }
  /** `about` sent the member a message in a chat (createdAt: epoch ms). */
  | { kind: 'message'; member: string; about: string; chat: string; message: string; body: string; createdAt: number }
  /** Staff published the member's profile: told once after each publish. */
  | { kind: 'published'; member: string }
  /**
   * Staff refused the member's profile: the reasons (codes of contract REFUSAL_REASONS, each told in the member's
   * language where it is read; any other text is told as written) and staff's own note.
   */
  | { kind: 'refused'; member: string; reasons: readonly string[]; note: string | null }
  /** `about` called the member in a chat and the call rang unanswered. */
  | { kind: 'missedCall'; member: string; about: string; chat: string; call: string; video: boolean };

/** Tells the member of the notice; call it with the transaction of the change, so all lands together or not. */
export async function announce(tx: Queryable, notice: Notice): Promise<void> {
  const notices = noticesRepository(tx);
  const outbox = noticesOutboxRepository(tx);
  // Each case reads its own kind's channels, so a kind with no live event or email cannot be sent one.
  const { bell } = NOTICES[notice.kind];
  const { member } = notice;
  switch (notice.kind) {
    case 'match': {
      const name = await notices.firstName(notice.about);
      await notices.addEvent(member, NOTICES[notice.kind].live, {
        channelId: notice.chat,
        profileId: notice.about,
        name,
      });
      await notices.addBell(member, bell, { channelId: notice.chat, name });
      if (notice.mailed)
        await outbox.enqueue(member, NOTICES[notice.kind].email, { about: notice.about, chat: notice.chat });
      break;
    }
    case 'request': {
      await notices.addEvent(member, NOTICES[notice.kind].live, { id: notice.decision, profileId: notice.about });
      await notices.addBell(member, bell, { profileId: notice.about, name: await notices.firstName(notice.about) });
      await outbox.enqueue(member, NOTICES[notice.kind].email, { about: notice.about, chat: null });
      break;
    }
    case 'message': {
      const { chat } = notice;
      await notices.addEvent(member, NOTICES[notice.kind].live, {
        channelId: chat,
        id: notice.message,
        message: notice.body,
        createdAt: notice.createdAt,
      });
      // A run of unread messages in one chat is one bell item: later messages bump its count.
      if (!(await notices.bumpMessageBell(member, chat))) {
        await notices.addBell(member, bell, { channelId: chat, name: await notices.firstName(notice.about), count: 1 });
      }
      await outbox.enqueue(member, NOTICES[notice.kind].email, { about: notice.about, chat });
      break;
    }
    case 'published': {
      // Publishing again (staff clicking twice) tells nothing new; the outbox keeps its own rule for the email.
      await outbox.enqueueReview(member, { status: 'published', reasons: [], note: null });
      if (await notices.toldPublished(member)) return;
      await notices.addEvent(member, NOTICES[notice.kind].live, { outcome: 'published' });
      await notices.addBell(member, bell, {});
      break;
    }
    case 'refused': {
      // The live event carries its text, written now in the member's language; the bell and the email keep
      // the reasons and write them when read and when sent.
      const language = await languageRepository(tx).of(member);
      const reason = refusalSummary(notice.reasons, notice.note, language);
      await notices.addEvent(member, NOTICES[notice.kind].live, { outcome: 'refused', reason });
      await notices.addBell(member, bell, { reasons: [...notice.reasons], note: notice.note });
      await outbox.enqueueReview(member, { status: 'refused', reasons: [...notice.reasons], note: notice.note });
      break;
    }
    case 'missedCall': {
      const name = await notices.firstName(notice.about);
      await notices.addBell(member, bell, { channelId: notice.chat, name, video: notice.video });
      // Pushed, not emailed: the phone in a pocket hears of the call it missed.
      await outbox.enqueueCallPush(
        member,
        { about: notice.about, chat: notice.chat },
        { event: 'missed', callId: notice.call, video: notice.video },
        null,
      );
      break;
    }
  }
  await notices.addEvent(member, 'counts');
}
