import type { FastifyBaseLogger } from 'fastify';
import { APP_PATHS } from '../../contract/app-paths';
import type { FamilyState } from '../../contract/schemas/family';
import type { Config } from '../config';
import type { Db } from '../db/types';
import { isCommonPassword } from '../lib/common-passwords';
import { hashPassword, newToken, sha256 } from '../lib/crypto';
import { badRequest, conflict, notFound } from '../lib/errors';
import { auditRepository } from '../repositories/audit';
import { type FamilyRow, familyRepository } from '../repositories/family';
import { usersRepository } from '../repositories/users';
import { DAY_MS, enforceCaps } from './caps';
import type { Mailer } from './messaging';
import { COMMON_PASSWORD_MESSAGE } from './registration';

/*
 * Family access: a member invites one relative by email; the relative sets a password from the link and logs
 * in to an account of their own that reads the member's suggestions, search and shortlist (the guard in
 * plugins/auth.ts refuses every other member route); the member ends it at any time. Each step is audited.
 */

/** How long an invitation link works. */
export const FAMILY_INVITE_TTL_HOURS = 7 * 24;
/** Invitations a member may send in a day (each is an email to an address they typed). */
export const FAMILY_INVITES_PER_DAY = 5;

export const FAMILY_MESSAGES = {
  alreadyActive: 'A family member already has access. End it first to invite someone else.',
  self: 'Please invite a family member with their own email, not yours.',
  tooMany: 'You have sent several invitations today. Please try again tomorrow.',
  linkInvalid: 'This invitation link has expired or was already used. Please ask for a new invitation.',
  emailTaken:
    'This email already has a Matrimony account. Please ask your family member to invite you with another email.',
  none: 'There is no family access to end.',
} as const;

/** The invitation email, in English as every email the server sends. */
export const FAMILY_EMAIL = {
  subject: (name: string) => `${name} invites you to help with their Matrimony search`,
  text: (name: string, link: string, days: number, login: string) =>
    `${name} invites you to help with their search on Matrimony. With family access you can see ${name}'s suggestions, search, and add to ${name}'s shortlist; you cannot chat, decide or see documents for them, and ${name} can end it at any time.\n\nSet your password here (the link works for ${days} days): ${link}\n\nAfterwards, log in at ${login}\n\nIf you do not know ${name}, ignore this email.`,
} as const;

function stateOf(row: FamilyRow): FamilyState['relative'] {
  const state = row.relative_id
    ? 'ACTIVE'
    : row.invite_expires_at && row.invite_expires_at.getTime() > Date.now()
      ? 'PENDING'
      : 'EXPIRED';
  return {
    email: row.email,
    state,
    invitedAt: new Date(row.invited_at).toISOString(),
    acceptedAt: row.accepted_at ? new Date(row.accepted_at).toISOString() : null,
  };
}

export function createFamilyAccess(deps: { db: Db; config: Config; mailer: Mailer }) {
  const { db, config, mailer } = deps;
  const family = familyRepository(db);
  const users = usersRepository(db);

  return {
    async state(memberId: string): Promise<FamilyState> {
      const row = await family.find(memberId);
      return { relative: row ? stateOf(row) : null };
    },

    /** Invites (or invites again) the relative named by `email`; the link goes by email after the write. */
    async invite(memberId: string, email: string, log: FastifyBaseLogger): Promise<FamilyState> {
      const member = await users.findById(memberId);
      if (member && member.email.toLowerCase() === email.trim().toLowerCase()) throw badRequest(FAMILY_MESSAGES.self);
      const existing = await family.find(memberId);
      if (existing?.relative_id) throw conflict(FAMILY_MESSAGES.alreadyActive);
      await enforceCaps(db, [
        {
          key: `family:invite:${memberId}`,
          limit: FAMILY_INVITES_PER_DAY,
          windowMs: DAY_MS,
          message: FAMILY_MESSAGES.tooMany,
        },
      ]);
      const token = newToken();
      const to = email.trim();
      const invited = await db.transaction(async (tx) => {
        if (!(await family.invite(memberId, to, sha256(token), FAMILY_INVITE_TTL_HOURS, tx))) return false;
        await auditRepository(tx).record({
          actorId: memberId,
          action: 'family.invite',
          subjectId: memberId,
          detail: { email: to },
        });
        return true;
      });
      if (!invited) throw conflict(FAMILY_MESSAGES.alreadyActive);
      const name = (await family.memberName(memberId)) || 'A Matrimony member';
      const link = `${config.publicUrl}${APP_PATHS.familyAccept}?token=${encodeURIComponent(token)}`;
      await mailer.send({
        to,
        subject: FAMILY_EMAIL.subject(name),
        text: FAMILY_EMAIL.text(
          name,
          link,
          FAMILY_INVITE_TTL_HOURS / 24,
          `${config.publicUrl}${APP_PATHS.familyLogin}`,
        ),
        code: token,
      });
      log.info({ event: 'family.invited', userId: memberId }, 'family access invitation sent');
      return this.state(memberId);
    },

    /** The relative sets a password from the link: their account is made and logged in (answers a token). */
    async accept(token: string, password: string, log: FastifyBaseLogger): Promise<string> {
      const passwordHash = await hashPassword(password, config.passwordHashCost);
      const session = await db.transaction(async (tx) => {
        const row = await family.findInvitation(sha256(token), tx);
        if (!row) throw badRequest(FAMILY_MESSAGES.linkInvalid);
        if (isCommonPassword(password) || password.toLowerCase() === row.email.toLowerCase()) {
          throw badRequest(COMMON_PASSWORD_MESSAGE);
        }
        const relativeId = await users.create({ email: row.email, passwordHash, role: 'relative' }, tx);
        if (!relativeId) throw badRequest(FAMILY_MESSAGES.emailTaken);
        await family.accept(row.member_id, relativeId, tx);
        await auditRepository(tx).record({
          actorId: relativeId,
          action: 'family.accept',
          subjectId: row.member_id,
          detail: { email: row.email },
        });
        return { relativeId, token: await users.createSession(relativeId, config.tokenTtlHours, tx) };
      });
      log.info({ event: 'family.accepted', userId: session.relativeId }, 'family access accepted');
      return session.token;
    },

    /** Ends access (or withdraws an invitation): the relative's account and every session of it end at once. */
    async end(memberId: string, log: FastifyBaseLogger): Promise<void> {
      const ended = await db.transaction(async (tx) => {
        const row = await family.end(memberId, tx);
        if (row) {
          await auditRepository(tx).record({
            actorId: memberId,
            action: 'family.end',
            subjectId: memberId,
            detail: { email: row.email, relativeId: row.relative_id },
          });
        }
        return row;
      });
      if (!ended) throw notFound(FAMILY_MESSAGES.none);
      log.info({ event: 'family.ended', userId: memberId }, 'family access ended');
    },

    async helping(memberId: string): Promise<{ memberId: string; firstName: string }> {
      return { memberId, firstName: await family.memberName(memberId) };
    },
  };
}
