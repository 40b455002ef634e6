import type { PrivacySettings, PrivacySettingsRequest, ProfileViewersResponse } from '../../contract/schemas';
import type { Db, Queryable } from '../db/types';
import { badRequest, conflict, notFound } from '../lib/errors';
import { auditRepository } from '../repositories/audit';
import { chatRepository } from '../repositories/chat';
import { noticesRepository } from '../repositories/notices';
import { phoneSharesRepository, privacyRepository, visitsRepository } from '../repositories/privacy';
import { CHANNEL_NOT_FOUND_MESSAGE } from './chat';
import type { FileStore } from './files';
import { firstPhotoOf, firstPhotoUrl } from './photos';

export const PRIVACY_MESSAGES = {
  profileMissing: 'Profile not found.',
  phoneNotVerified: 'Please verify your phone number before sharing it.',
  chatClosed: 'You can share your number only with a match you can still chat with.',
} as const;

/**
 * Tells the other member of a chat, on their live stream, the number now shared with them there (null once
 * withdrawn, by the sharer or by a block), so an open chat header follows without a reload. Called in the
 * transaction of the share or withdrawal.
 */
export async function tellPhoneShare(
  tx: Queryable,
  share: { channelId: string; sharer: string; other: string },
): Promise<void> {
  const sharedPhone = await phoneSharesRepository(tx).sharedPhone(share.channelId, share.sharer);
  await noticesRepository(tx).addEvent(share.other, 'phone-share', { channelId: share.channelId, sharedPhone });
}

/**
 * Privacy members control: who sees my photos, a pause, who viewed me, and
 * my number shared with one match inside our chat (each share and withdrawal
 * audited).
 */
export function createPrivacyService(deps: { db: Db; files: FileStore }) {
  const { db, files } = deps;
  const privacy = privacyRepository(db);
  const visits = visitsRepository(db);
  const chat = chatRepository(db);

  return {
    async settings(memberId: string): Promise<PrivacySettings> {
      const row = await privacy.settings(memberId);
      if (!row) throw notFound(PRIVACY_MESSAGES.profileMissing);
      return { photos: row.photo_privacy, hidden: row.hidden, recordVisits: row.record_visits };
    },

    async save(memberId: string, input: PrivacySettingsRequest): Promise<PrivacySettings> {
      const row = await privacy.save(memberId, {
        photos: input.photos ?? null,
        hidden: input.hidden ?? null,
        recordVisits: input.recordVisits ?? null,
      });
      if (!row) throw notFound(PRIVACY_MESSAGES.profileMissing);
      return { photos: row.photo_privacy, hidden: row.hidden, recordVisits: row.record_visits };
    },

    /** Who viewed me; nothing for a member who does not record visits (it works both ways). */
    async viewers(memberId: string, start: number, limit: number): Promise<ProfileViewersResponse> {
      const own = await privacy.settings(memberId);
      if (!own?.record_visits) return { viewers: [], total: 0 };
      const { rows, total } = await visits.viewers(memberId, start, limit);
      return {
        viewers: rows.map((row) => ({
          profileId: row.profile_id,
          firstName: row.first_name ?? '',
          photo: firstPhotoUrl(files, firstPhotoOf(row), row.photo_relation),
          viewedAt: Number(row.viewed_ms),
        })),
        total,
      };
    },

    /** Shares the member's verified number with the match of this chat, or withdraws it. */
    async sharePhone(memberId: string, channelId: string, share: boolean): Promise<void> {
      const state = await chat.state(channelId, memberId);
      if (state === 'missing') throw notFound(CHANNEL_NOT_FOUND_MESSAGE);
      if (share && state === 'closed') throw conflict(PRIVACY_MESSAGES.chatClosed);
      const other = await chat.otherMember(channelId, memberId);
      await db.transaction(async (tx) => {
        const shares = phoneSharesRepository(tx);
        if (share && !(await shares.verifiedPhone(memberId))) throw badRequest(PRIVACY_MESSAGES.phoneNotVerified);
        const changed = share ? await shares.share(channelId, memberId) : await shares.withdraw(channelId, memberId);
        if (!changed) return;
        await auditRepository(tx).record({
          actorId: memberId,
          action: share ? 'phone.shared' : 'phone.withdrawn',
          subjectId: other,
          detail: { channelId },
        });
        if (other) await tellPhoneShare(tx, { channelId, sharer: memberId, other });
      });
    },
  };
}
