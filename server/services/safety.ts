import type { AdminReportsResponse, ReportRequest } from '../../contract/schemas';
import { GRIEVANCE_EMAIL } from '../../contract/enums';
import type { Db, Queryable } from '../db/types';
import { badRequest, conflict, notFound } from '../lib/errors';
import { auditRepository } from '../repositories/audit';
import { chatRepository } from '../repositories/chat';
import { feedRepository } from '../repositories/feed';
import { phoneSharesRepository } from '../repositories/privacy';
import { safetyRepository } from '../repositories/safety';
import { endCallBetween } from './calls';
import type { FileStore } from './files';
import { staffPhotoUrls } from './photos';
import type { Mailer } from './messaging';
import { tellPhoneShare } from './privacy';

export const TARGET_MISSING_MESSAGE = 'Please choose the member to block or report.';
export const SELF_BLOCK_MESSAGE = 'You cannot block or report yourself.';
export const REPORT_CLOSED_MESSAGE = 'This report has already been handled.';
/** Lines of the chat kept with a report made from it. */
export const REPORT_EXCERPT_LINES = 20;

/** What a warned member receives by mail. */
export function warningText(): string {
  return `A member reported your behaviour on our service, and our team reviewed it. Please keep every conversation respectful and never ask anyone for money or personal details. Another report may lead to your account being suspended. If you think this is a mistake, write to ${GRIEVANCE_EMAIL}.`;
}

/** The other member of a block or report: named by profile id or by the chat with them. */
export interface SafetyTarget {
  profileId?: string;
  channelId?: string;
}

/** A block withdraws the numbers the pair shared in their chat (my number on my terms), each withdrawal audited. */
async function withdrawSharedPhones(tx: Queryable, blocker: string, blocked: string): Promise<void> {
  const withdrawn = await phoneSharesRepository(tx).withdrawPair(blocker, blocked);
  for (const share of withdrawn) {
    await auditRepository(tx).record({
      actorId: blocker,
      action: 'phone.withdrawn',
      subjectId: share.member_id,
      detail: { channelId: share.channel_id, by: 'block' },
    });
    const other = share.member_id === blocker ? blocked : blocker;
    await tellPhoneShare(tx, { channelId: share.channel_id, sharer: share.member_id, other });
  }
}

/**
 * Member safety (a block; a report, which also blocks) and the staff's review
 * of reports (dismiss, warn by mail, suspend), each audited.
 */
export function createSafetyService(deps: { db: Db; files: FileStore; mailer: Mailer }) {
  const { db, files, mailer } = deps;
  const safety = safetyRepository(db);
  const chat = chatRepository(db);
  const feed = feedRepository(db);
  const link = (key: string | null) => (key ? files.signedUrl(key) : null);

  async function targetOf(userId: string, body: SafetyTarget): Promise<string> {
    const target = body.profileId ?? (body.channelId ? await chat.otherMember(body.channelId, userId) : null);
    if (!target)
      throw (body.profileId ?? body.channelId) ? notFound('Profile not found.') : badRequest(TARGET_MISSING_MESSAGE);
    if (target === userId) throw badRequest(SELF_BLOCK_MESSAGE);
    if (!(await safety.isMember(target))) throw notFound('Profile not found.');
    return target;
  }

  return {
    async block(userId: string, body: SafetyTarget): Promise<void> {
      const target = await targetOf(userId, body);
      await db.transaction(async (tx) => {
        await safety.block(userId, target, tx);
        await feed.forgetBlockedPair(userId, target, tx);
        await withdrawSharedPhones(tx, userId, target);
        await endCallBetween(tx, userId, target);
      });
    },

    async report(userId: string, body: ReportRequest): Promise<void> {
      const { reason, note, channelId } = body;
      const target = await targetOf(userId, body);
      // Staff read the chat as it stood: once blocked, the reporter no longer sees it.
      const excerpt = channelId ? await chat.excerpt(channelId, userId, REPORT_EXCERPT_LINES) : null;
      await db.transaction(async (tx) => {
        const id = await safety.report(
          { reporterId: userId, reportedId: target, reason, note: note || null, channelId: channelId ?? null, excerpt },
          tx,
        );
        await safety.block(userId, target, tx);
        await feed.forgetBlockedPair(userId, target, tx);
        await withdrawSharedPhones(tx, userId, target);
        await endCallBetween(tx, userId, target);
        await auditRepository(tx).record({
          actorId: userId,
          action: 'report.created',
          subjectId: target,
          detail: { reportId: id, reason },
        });
      });
    },

    async openReports(): Promise<AdminReportsResponse> {
      const rows = await safety.openReports();
      return {
        reports: rows.map((row) => ({
          id: row.id,
          reason: row.reason,
          note: row.note,
          createdAt: Number(row.created_ms),
          excerpt: row.excerpt,
          reported: {
            id: row.reported_id,
            firstName: row.first_name,
            lastName: row.last_name,
            photoImageUrl: link(row.selfie_file),
            panImageUrl: link(row.id_file),
            documentRemoved: row.id_removed,
            imageUrls: staffPhotoUrls(files, row.image_keys),
          },
        })),
      };
    },

    async resolve(staffId: string, id: string, action: 'dismiss' | 'warn' | 'suspend'): Promise<void> {
      const status = ({ dismiss: 'DISMISSED', warn: 'WARNED', suspend: 'SUSPENDED' } as const)[action];
      const resolved = await db.transaction(async (tx) => {
        const found = await safety.resolve(id, status, staffId, tx);
        if (!found) return null;
        const audit = auditRepository(tx);
        await audit.record({
          actorId: staffId,
          action: `report.${status.toLowerCase()}`,
          subjectId: found.reportedId,
          detail: { reportId: id },
        });
        if (action === 'suspend') {
          await safety.suspend(found.reportedId, staffId, tx);
          await audit.record({
            actorId: staffId,
            action: 'member.suspended',
            subjectId: found.reportedId,
            detail: { reportId: id },
          });
        }
        return found;
      });
      if (!resolved) throw conflict(REPORT_CLOSED_MESSAGE);
      if (action === 'warn') {
        await mailer.send({ to: resolved.email, subject: 'A note about your conduct', text: warningText() });
      }
    },
  };
}
