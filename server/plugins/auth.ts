import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_REQUEST_ID_HEADER } from '../../contract/enums';
import type { Db } from '../db/types';
import { sha256 } from '../lib/crypto';
import { activeMemberSql } from '../services/matching/eligibility';
import { type SessionUser, usersRepository } from '../repositories/users';
import { HttpError, forbidden, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards below once the Authorization token is checked. */
    auth: SessionUser | null;
  }
}

export const MEMBERS_ONLY_MESSAGE = 'This is available to members only.';
export const ADMINS_ONLY_MESSAGE = 'This is available to admins only.';
export const NOT_ACTIVE_MESSAGE =
  'Your profile is not published yet. Suggestions start once verification and every profile step are complete and our team has reviewed and published your profile.';

/**
 * How long this instance trusts a token it has checked before it asks the
 * database again. Every authenticated call would otherwise begin with the same
 * session lookup. Logging out on this instance takes effect at once, and a
 * session's own end is always honoured; a logout on another instance reaches
 * this one within this time (the server's README, "Several instances").
 */
export const SESSION_CACHE_MS = 30_000;
/** Sessions remembered at once; the oldest entry makes room for a new one. */
const SESSION_CACHE_MAX = 10_000;

function createSessionCache(maxAgeMs: number, maxEntries: number) {
  const entries = new Map<string, { session: SessionUser; until: number }>();
  return {
    get(tokenHash: string, now: number): SessionUser | null {
      const entry = entries.get(tokenHash);
      if (!entry) return null;
      if (entry.until > now) return entry.session;
      entries.delete(tokenHash);
      return null;
    },
    set(session: SessionUser, now: number): void {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(session.tokenHash, { session, until: Math.min(session.expiresAt, now + maxAgeMs) });
    },
    delete(tokenHash: string): void {
      entries.delete(tokenHash);
    },
  };
}

export interface AuthGuards {
  /** preHandler: any signed-in account, member or admin. */
  requireSession(request: FastifyRequest): Promise<void>;
  /** preHandler: any signed-in member. */
  requireMember(request: FastifyRequest): Promise<void>;
  /** preHandler: an admin, judged from the Authorization header only (issue 7: never a cookie). */
  requireAdmin(request: FastifyRequest): Promise<void>;
  /** preHandler: a member who is verified, onboarded and published (feed and matching). */
  requireActiveMember(request: FastifyRequest): Promise<void>;
  /** The caller's session when the call carries a valid token, else null (calls open to everyone). */
  sessionOf(request: FastifyRequest): Promise<SessionUser | null>;
  /** Ends a session (logout), on this instance at once. */
  revoke(session: SessionUser): Promise<void>;
}

/** The raw token travels in the Authorization header, without "Bearer" (spec 7). */
function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const token = header.trim();
  // Tolerate a "Bearer " prefix from tools such as curl users may reach for.
  const raw = token.startsWith('Bearer ') ? token.slice(7).trim() : token;
  return raw.length > 0 && raw.length <= 200 ? raw : null;
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}

/** Answers "is this member verified, onboarded and published?" (the gate of the feed and matching). */
export async function isActiveMember(db: Db, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    `SELECT ${activeMemberSql('p', 'v')} AS ok FROM profiles p JOIN verifications v ON v.user_id = p.id WHERE p.id = $1`,
    [userId],
  );
  return rows[0]?.ok === true;
}

export function createAuthGuards(db: Db): AuthGuards {
  const users = usersRepository(db);
  const cache = createSessionCache(SESSION_CACHE_MS, SESSION_CACHE_MAX);

  async function lookup(token: string): Promise<SessionUser | null> {
    const tokenHash = sha256(token);
    const cached = cache.get(tokenHash, Date.now());
    if (cached) return cached;
    const session = await users.findSession(tokenHash);
    if (session) cache.set(session, Date.now());
    return session;
  }

  async function authenticate(request: FastifyRequest): Promise<SessionUser> {
    if (request.auth) return request.auth;
    const token = tokenOf(request);
    if (!token) throw unauthorized();
    const session = await lookup(token);
    if (!session) throw unauthorized('Your session has expired. Please log in again.');
    request.auth = session;
    return session;
  }

  async function requireMember(request: FastifyRequest): Promise<void> {
    const session = await authenticate(request);
    if (session.role !== 'member') throw forbidden(MEMBERS_ONLY_MESSAGE);
  }

  return {
    async requireSession(request) {
      await authenticate(request);
    },
    requireMember,
    async requireAdmin(request) {
      const session = await authenticate(request);
      if (session.role !== 'admin') throw forbidden(ADMINS_ONLY_MESSAGE);
      request.log.debug({ adminRequestId: request.headers[ADMIN_REQUEST_ID_HEADER.toLowerCase()] }, 'admin call');
    },
    async requireActiveMember(request) {
      await requireMember(request);
      if (!(await isActiveMember(db, currentUser(request).userId))) throw forbidden(NOT_ACTIVE_MESSAGE);
    },
    async sessionOf(request) {
      if (request.auth) return request.auth;
      const token = tokenOf(request);
      return token ? lookup(token) : null;
    },
    async revoke(session) {
      cache.delete(session.tokenHash);
      await users.revokeSession(session.tokenHash);
    },
  };
}

/** The signed-in account of a request that passed a guard. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.auth) throw new HttpError(401, 'Please log in to continue.');
  return request.auth;
}
