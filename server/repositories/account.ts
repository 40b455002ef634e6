import type { Queryable, SqlParam } from '../db/types';
import { toContract } from '../rules/stored-preferences';
import { partnerPreferencesRepository } from './partner-preferences';

/** What replaces each message of a deleted account, for the member who received it. */
export const DELETED_MESSAGE_TEXT = 'Message deleted';

export interface ErasedMember {
  /** Storage keys of every file of the member, to delete once the transaction commits. */
  fileKeys: string[];
  phone: string | null;
  idNumberHash: string | null;
  createdAt: string;
}

type Row = Record<string, unknown>;

/** A member's own data: deleting the account, and the export of everything stored about them. */
export function accountRepository(db: Queryable) {
  async function rows(sql: string, params: readonly SqlParam[]): Promise<Row[]> {
    return (await db.query<Row>(sql, params)).rows;
  }

  return {
    /**
     * Deletes the member in the caller's transaction: their messages first read "Message deleted" for the
     * other side, then the users row goes and with it (foreign keys) the profile, photos' records,
     * verification, codes, sessions, decisions, queues, blocks and reports. Answers what the caller keeps
     * (the keyed hashes, for the audit row) and the files to delete after commit; null when there is no member.
     */
    async erase(memberId: string, tx: Queryable): Promise<ErasedMember | null> {
      const { rows: found } = await tx.query<{
        phone: string | null;
        id_number_hash: string | null;
        created_at: Date | string;
        file_keys: string[];
      }>(
        `SELECT v.phone, v.id_number_hash, u.created_at,
           array_remove(ARRAY[v.selfie_file, v.id_file, p.degree_file, p.income_file]
             || ARRAY(SELECT i.file_key FROM profile_images i WHERE i.profile_id = u.id)
             || ARRAY(SELECT i.blurred_key FROM profile_images i WHERE i.profile_id = u.id), NULL) AS file_keys
         FROM users u JOIN profiles p ON p.id = u.id JOIN verifications v ON v.user_id = u.id
         WHERE u.id = $1 AND u.role = 'member' FOR UPDATE OF u`,
        [memberId],
      );
      const member = found[0];
      if (!member) return null;
      await tx.query('UPDATE chat_messages SET body = $2 WHERE sender_id = $1', [memberId, DELETED_MESSAGE_TEXT]);
      await tx.query(
        `UPDATE chat_channels c SET version = version + 1,
           last_message = (SELECT m.body FROM chat_messages m WHERE m.channel_id = c.id ORDER BY m.seq DESC LIMIT 1)
         WHERE c.member_a = $1 OR c.member_b = $1`,
        [memberId],
      );
      await tx.query('DELETE FROM users WHERE id = $1', [memberId]);
      return {
        fileKeys: member.file_keys,
        phone: member.phone,
        idNumberHash: member.id_number_hash,
        createdAt: new Date(member.created_at).toISOString(),
      };
    },

    /**
     * Everything stored about the member, table by table, and nothing about anyone else: other members
     * appear only as the profile ids the member decided on, blocked or reported; tokens and password and
     * code hashes are left out, and file keys are replaced by whether a file is held.
     */
    async export(memberId: string): Promise<Record<string, unknown>> {
      const [account] = await rows(
        `SELECT email, role, created_at AS "createdAt", notice_version AS "noticeVersion", consented_at AS "consentedAt"
         FROM users WHERE id = $1`,
        [memberId],
      );
      const [profile] = await rows(
        `SELECT first_name AS "firstName", last_name AS "lastName", to_char(dob, 'YYYY-MM-DD') AS dob, gender, height, weight,
           smoking, drinking, food, pets, religion, religious, brothers, sisters,
           fathers_occupation AS "fathersOccupation", mothers_occupation AS "mothersOccupation", languages,
           about_my_family AS "aboutMyFamily", about_me AS "aboutMe", latitude, longitude, city, country, degree, college,
           workplace, min_income AS "minIncome", max_income AS "maxIncome",
           degree_file IS NOT NULL AS "degreeCertificateHeld", income_file IS NOT NULL AS "incomeProofHeld",
           name_done AS "nameDone", basic_done AS "basicDetailsDone", lifestyle_done AS "lifestyleDone",
           family_done AS "familyDone", about_done AS "aboutMeDone", images_done AS "photosDone",
           profession_done AS "professionDone", published_at AS "publishedAt", created_at AS "createdAt",
           updated_at AS "updatedAt", photo_privacy AS "photoPrivacy", hidden AS paused, record_visits AS "recordVisits"
         FROM profiles WHERE id = $1`,
        [memberId],
      );
      const [verification] = await rows(
        `SELECT email_verified_at AS "emailVerifiedAt", phone, phone_verified_at AS "phoneVerifiedAt",
           selfie_file IS NOT NULL AS "selfieHeld", selfie_at AS "selfieAt", id_type AS "idType",
           id_number_masked AS "idNumberMasked", id_file IS NOT NULL AS "idDocumentHeld", id_at AS "idSubmittedAt",
           id_reviewed_at AS "idReviewedAt", id_removed_at AS "idDocumentRemovedAt", id_file_digest AS "idDocumentDigest",
           -- The review's outcome only (refused and why); the automatic checks behind it stay with staff.
           review_state AS "reviewState", review_reasons AS "reviewReasons", review_note AS "reviewNote",
           refused_at AS "refusedAt"
         FROM verifications WHERE user_id = $1`,
        [memberId],
      );
      const partnerPreferences = await partnerPreferencesRepository(db).find(memberId);
      const [notificationSettings] = await rows(
        'SELECT emails_off AS "emailsOff", updated_at AS "updatedAt" FROM notify_settings WHERE member_id = $1',
        [memberId],
      );
      return {
        account: account ?? null,
        profile: profile ?? null,
        verification: verification ?? null,
        photos: await rows(
          'SELECT position, created_at AS "uploadedAt" FROM profile_images WHERE profile_id = $1 ORDER BY position',
          [memberId],
        ),
        decisions: await rows(
          `SELECT to_id AS "profileId", interested, created_at AS "decidedAt" FROM match_decisions
           WHERE from_id = $1 ORDER BY created_at`,
          [memberId],
        ),
        requestsReceived: await rows(
          `SELECT from_id AS "profileId", created_at AS "receivedAt" FROM match_decisions
           WHERE to_id = $1 AND interested ORDER BY created_at`,
          [memberId],
        ),
        suggestionsQueued: await rows(
          'SELECT candidate_id AS "profileId", score FROM feed_queue WHERE member_id = $1 ORDER BY score DESC',
          [memberId],
        ),
        suggestionsShown: await rows(
          `SELECT candidate_id AS "profileId", shown_at AS "shownAt" FROM feed_impressions
           WHERE member_id = $1 ORDER BY shown_at`,
          [memberId],
        ),
        // Who the member is looking for, as they wrote it (partner preferences).
        partnerPreferences: partnerPreferences ? toContract(partnerPreferences) : null,
        learnedPreferences: await rows(
          'SELECT offsets, decisions, updated_at AS "updatedAt" FROM member_taste WHERE member_id = $1',
          [memberId],
        ),
        // Which kinds of email the member turned off (none until they change a switch or use an unsubscribe link).
        notificationSettings: notificationSettings ?? { emailsOff: [], updatedAt: null },
        // The browsers that take push for the member; their keys are secrets of those browsers and stay out.
        pushSubscriptions: await rows(
          `SELECT endpoint, created_at AS "createdAt" FROM push_subscriptions WHERE member_id = $1
           ORDER BY created_at, endpoint`,
          [memberId],
        ),
        // Privacy members control: the profiles the member opened (once a day each) and the chats their number is shared in.
        visitsMade: await rows(
          'SELECT owner_id AS "profileId", viewed_at AS "viewedAt" FROM profile_visits WHERE viewer_id = $1 ORDER BY viewed_at',
          [memberId],
        ),
        numberSharedIn: await rows(
          'SELECT channel_id AS "chatId", shared_at AS "sharedAt" FROM chat_phone_shares WHERE member_id = $1 ORDER BY shared_at',
          [memberId],
        ),
        // Calls: who, when and how long; nothing of what was said or shown is ever recorded.
        calls: await rows(
          `SELECT c.channel_id AS "chatId", CASE WHEN c.caller_id = $1 THEN 'outgoing' ELSE 'incoming' END AS direction,
             CASE WHEN c.caller_id = $1 THEN c.callee_id ELSE c.caller_id END AS "profileId", c.video, c.state,
             c.created_at AS "startedAt", c.answered_at AS "answeredAt", c.ended_at AS "endedAt"
           FROM calls c WHERE c.caller_id = $1 OR c.callee_id = $1 ORDER BY c.created_at, c.id`,
          [memberId],
        ),
        messagesSent: await rows(
          `SELECT m.channel_id AS "chatId", m.body AS message, m.created_at AS "sentAt"
           FROM chat_messages m WHERE m.sender_id = $1 ORDER BY m.channel_id, m.seq`,
          [memberId],
        ),
        chats: await rows(
          `SELECT id AS "chatId", created_at AS "matchedAt" FROM chat_channels
           WHERE member_a = $1 OR member_b = $1 ORDER BY created_at`,
          [memberId],
        ),
        blocked: await rows(
          'SELECT blocked_id AS "profileId", created_at AS "blockedAt" FROM blocks WHERE blocker_id = $1 ORDER BY created_at',
          [memberId],
        ),
        reportsMade: await rows(
          `SELECT reported_id AS "profileId", reason, note, status, created_at AS "reportedAt" FROM reports
           WHERE reporter_id = $1 ORDER BY created_at`,
          [memberId],
        ),
        sessions: await rows(
          'SELECT created_at AS "createdAt", expires_at AS "expiresAt" FROM sessions WHERE user_id = $1 ORDER BY created_at',
          [memberId],
        ),
        oneTimeCodes: await rows(
          `SELECT channel, target, created_at AS "sentAt", used_at AS "usedAt" FROM otps WHERE user_id = $1 ORDER BY channel`,
          [memberId],
        ),
        // Staff are named by role only: their accounts are someone else's data.
        documentAudit: await rows(
          `SELECT at, action, CASE WHEN actor_id IS NULL THEN 'service' ELSE 'staff' END AS "by", detail FROM audit_events
           WHERE subject_id = $1 AND action LIKE 'document.%' ORDER BY at, id`,
          [memberId],
        ),
      };
    },
  };
}
