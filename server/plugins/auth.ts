import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_REQUEST_ID_HEADER, ADMIN_REQUEST_ID_VALUE } from '../../contract/enums';
import type { Db } from '../db/types';
import { sha256 } from '../lib/crypto';
import { profilesRepository } from '../repositories/profiles';
import { sessionsRepository } from '../repositories/sessions';
import { auditRepository } from '../repositories/audit';
import { type SessionUser, usersRepository } from '../repositories/users';
import { HttpError, NOT_ACTIVE_MESSAGE, forbidden, unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards below once the Authorization token is checked. */
    auth: SessionUser | null;
    /** Set by `memberOrFamily` when a relative acts for a member: whose data, and the action the audit records. */
    family: FamilyAct | null;
  }
}

/** A relative's call on a route open to family access. */
export interface FamilyAct {
  memberId: string;
  relativeId: string;
  action: string;
}

export const MEMBERS_ONLY_MESSAGE = 'This is available to members only.';
/** Every member route but those open to family access answers this to a relative. */
export const FAMILY_REFUSED_MESSAGE =
  'Family access covers suggestions, search and the shortlist. Only the member can do this.';
export const FAMILY_ONLY_MESSAGE = 'This is for family access only.';
export const ADMINS_ONLY_MESSAGE = 'This is available to admins only.';
export const ADMIN_REQUEST_REFUSED_MESSAGE = 'This request was not sent by the admin portal.';
export const ADMIN_SESSION_IDLE_MESSAGE = 'Your session ended after a period of inactivity. Please log in again.';
/** Kept in lib so services that refuse inactive members say it too; exported here for the routes. */
export { NOT_ACTIVE_MESSAGE };

/** The channel of migration 021: 't:<token hash>' (a session ended), 'u:<user id>' (an account changed). */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/**
 * How long this instance trusts a token it has checked, at most. Within it a
 * session ends here the moment the database announces its end (logout,
 * suspension, password change, on any instance), so this bound is only a
 * safety net against a change made behind the announcements' back.
 */
export const SESSION_TRUST_MAX_MS = 5 * 60_000;
/** Sessions remembered at once; the oldest entry makes room for a new one. */
const SESSION_CACHE_MAX = 10_000;
/** A member's session is marked used (the Account section's "last used") at most this often per instance. */
export const SESSION_TOUCH_EVERY_MS = 5 * 60_000;

function createSessionCache(maxAgeMs: number, maxEntries: number) {
  const entries = new Map<string, { session: SessionUser; until: number }>();
  const byUser = new Map<string, Set<string>>();
  function remove(tokenHash: string): void {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    const tokens = byUser.get(entry.session.userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) byUser.delete(entry.session.userId);
  }
  return {
    get(tokenHash: string, now: number): SessionUser | null {
      const entry = entries.get(tokenHash);
      if (!entry) return null;
      if (entry.until > now) return entry.session;
      remove(tokenHash);
      return null;
    },
    set(session: SessionUser, now: number): void {
      if (entries.size >= maxEntries) remove(entries.keys().next().value as string);
      entries.set(session.tokenHash, { session, until: Math.min(session.expiresAt, now + maxAgeMs) });
      const tokens = byUser.get(session.userId) ?? new Set<string>();
      tokens.add(session.tokenHash);
      byUser.set(session.userId, tokens);
    },
    delete: remove,
    deleteUser(userId: string): void {
      for (const tokenHash of [...(byUser.get(userId) ?? [])]) remove(tokenHash);
    },
    clear(): void {
      entries.clear();
      byUser.clear();
    },
  };
}

export interface AuthGuards {
  /** preHandler: any signed-in account, member or admin. */
  requireSession(request: FastifyRequest): Promise<void>;
  /** preHandler: any signed-in member. */
  requireMember(request: FastifyRequest): Promise<void>;
  /**
   * preHandler of the few member routes a relative may call too (suggestions, search, the shortlist): a relative
   * acts on the member they help (`memberIdOf`), and each such call that succeeds is audited as `action`.
   */
  memberOrFamily(action: string): (request: FastifyRequest) => Promise<void>;
  /** preHandler: a relative with family access. */
  requireRelative(request: FastifyRequest): Promise<void>;
  /** onSend hook: records a relative's successful call in the audit before the answer leaves. */
  auditFamily(request: FastifyRequest, reply: { statusCode: number }): Promise<void>;
  /** preHandler: an admin, judged from the Authorization header only (a cross-site request carries cookies). */
  requireAdmin(request: FastifyRequest): Promise<void>;
  /** preHandler: a member who is verified, onboarded and published (feed and matching). */
  requireActiveMember(request: FastifyRequest): Promise<void>;
  /**
   * The admin whose portal cookie `token` (spec 4) the request carries, else null: what an image tag
   * of the portal sends, since it cannot send headers. Counts as a call for the idle limit.
   */
  adminOfCookie(request: FastifyRequest): Promise<SessionUser | null>;
  /** The caller's session when the call carries a valid token, else null (calls open to everyone). */
  sessionOf(request: FastifyRequest): Promise<SessionUser | null>;
  /** Ends a session (logout): here at once, on every other instance when the database announces it. */
  revoke(session: SessionUser): Promise<void>;
  /** Stops listening for session changes (the app closes). */
  close(): Promise<void>;
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

/** The value of the cookie `token`, where the portal keeps the admin token (spec 4). */
function cookieToken(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'token') {
      const token = decodeURIComponent(value.join('=')).trim();
      return token.length > 0 && token.length <= 200 ? token : null;
    }
  }
  return null;
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('family', null);
}

/**
 * Admin calls come from the portal's own page: it always sends the fixed request-id header (spec 7), and
 * a browser marks a request another site made it send as cross-site. A form or image on another site
 * can do neither, so a signed-in admin's browser cannot be made to act for someone else.
 */
export async function requireAdminRequestHeaders(request: FastifyRequest): Promise<void> {
  const requestId = request.headers[ADMIN_REQUEST_ID_HEADER.toLowerCase()];
  const site = request.headers['sec-fetch-site'];
  if (requestId !== ADMIN_REQUEST_ID_VALUE || site === 'cross-site') {
    request.log.warn({ event: 'admin.request_refused', site: site ?? null }, 'admin call refused');
    throw forbidden(ADMIN_REQUEST_REFUSED_MESSAGE);
  }
}

/**
 * The guards of every route. A checked session is remembered only while this
 * instance hears the database's announcements of session changes (migration
 * 021): a logout, suspension or password change on any instance then ends it
 * here within the time a notification takes. Without them (a database that
 * cannot announce, or a lost listening connection) every call asks the
 * database.
 */
export async function createAuthGuards(db: Db, options: { adminIdleMinutes: number }): Promise<AuthGuards> {
  const users = usersRepository(db);
  const profiles = profilesRepository(db);
  const cache = createSessionCache(SESSION_TRUST_MAX_MS, SESSION_CACHE_MAX);
  const sessions = sessionsRepository(db);
  const audit = auditRepository(db);
  /** When this instance last marked each member session used. */
  const touched = new Map<string, number>();
  /** Counts announcements and gaps: a lookup that overlapped one may have read a session as it was before it. */
  let changes = 0;
  const subscription = db.subscribe
    ? await db.subscribe(
        SESSION_CHANGES_CHANNEL,
        (payload) => {
          changes++;
          if (payload.startsWith('t:')) cache.delete(payload.slice(2));
          else if (payload.startsWith('u:')) cache.deleteUser(payload.slice(2));
        },
        () => {
          changes++;
          cache.clear();
        },
      )
    : null;

  async function lookup(token: string): Promise<SessionUser | null> {
    const tokenHash = sha256(token);
    const trusted = subscription?.live === true;
    if (trusted) {
      const cached = cache.get(tokenHash, Date.now());
      if (cached) return cached;
    }
    const before = changes;
    const session = await users.findSession(tokenHash);
    // Admin sessions are read afresh on every call: their idle limit is kept in the database.
    if (session && session.role === 'member' && trusted && subscription.live && changes === before) {
      cache.set(session, Date.now());
    }
    return session;
  }

  /** Marks the session used without holding up the call; a failed mark only leaves "last used" older. */
  function markUsed(tokenHash: string, request: FastifyRequest): void {
    const now = Date.now();
    if ((touched.get(tokenHash) ?? 0) > now - SESSION_TOUCH_EVERY_MS) return;
    if (touched.size >= SESSION_CACHE_MAX) touched.clear();
    touched.set(tokenHash, now);
    sessions.touch(tokenHash).catch((error: unknown) => request.log.warn({ err: error }, 'session use not recorded'));
  }

  async function authenticate(request: FastifyRequest): Promise<SessionUser> {
    if (request.auth) return request.auth;
    const token = tokenOf(request);
    if (!token) throw unauthorized();
    const session = await lookup(token);
    if (!session) throw unauthorized('Your session has expired. Please log in again.');
    request.auth = session;
    if (session.role === 'member') markUsed(session.tokenHash, request);
    return session;
  }

  /** The one rule of family access: a relative's token is refused on every member route not opened to it. */
  async function requireMember(request: FastifyRequest): Promise<void> {
    const session = await authenticate(request);
    if (session.role === 'relative') throw forbidden(FAMILY_REFUSED_MESSAGE);
    if (session.role !== 'member') throw forbidden(MEMBERS_ONLY_MESSAGE);
  }

  return {
    async requireSession(request) {
      await authenticate(request);
    },
    requireMember,
    memberOrFamily(action) {
      return async (request) => {
        const session = await authenticate(request);
        if (session.role === 'relative' && session.helping) {
          request.family = { memberId: session.helping, relativeId: session.userId, action };
          return;
        }
        await requireMember(request);
      };
    },
    async requireRelative(request) {
      const session = await authenticate(request);
      if (session.role !== 'relative' || !session.helping) throw forbidden(FAMILY_ONLY_MESSAGE);
    },
    async auditFamily(request, reply) {
      const act = request.family;
      if (!act || reply.statusCode !== 200) return;
      const params = request.params as Record<string, string> | undefined;
      await audit.record({
        actorId: act.relativeId,
        action: act.action,
        subjectId: act.memberId,
        detail: { ...(params?.profileId ? { profileId: params.profileId } : {}), query: request.query ?? {} },
      });
    },
    async requireAdmin(request) {
      await requireAdminRequestHeaders(request);
      const session = await authenticate(request);
      if (session.role !== 'admin') throw forbidden(ADMINS_ONLY_MESSAGE);
      if (!(await users.touchSession(session.tokenHash, options.adminIdleMinutes))) {
        request.auth = null;
        request.log.info({ event: 'admin.session_idle', userId: session.userId }, 'admin session ended by idle limit');
        throw unauthorized(ADMIN_SESSION_IDLE_MESSAGE);
      }
    },
    async requireActiveMember(request) {
      await requireMember(request);
      if (!(await profiles.isActiveMember(currentUser(request).userId))) throw forbidden(NOT_ACTIVE_MESSAGE);
    },
    async adminOfCookie(request) {
      if (request.headers['sec-fetch-site'] === 'cross-site') return null;
      const token = cookieToken(request.headers.cookie);
      const session = token ? await lookup(token) : null;
      if (session?.role !== 'admin') return null;
      return (await users.touchSession(session.tokenHash, options.adminIdleMinutes)) ? session : null;
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
    async close() {
      await subscription?.close();
    },
  };
}

/** The member a call acts on: the caller, or for a relative with family access the member they help. */
export function memberIdOf(request: FastifyRequest): string {
  return request.family?.memberId ?? currentUser(request).userId;
}

/** The signed-in account of a request that passed a guard. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.auth) throw new HttpError(401, 'Please log in to continue.');
  return request.auth;
}
