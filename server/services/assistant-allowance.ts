import type { FastifyReply, FastifyRequest } from 'fastify';
import { hmac, newToken, safeEqual } from '../lib/crypto';

/**
 * How many questions the assistant takes, fit for carrier NAT (thousands of phones behind one address)
 * while one client still cannot flood it. Each client has its own allowance: a member by account, a
 * visitor by a signed pass the first answer gives it (a cookie). Asks without a pass share a larger
 * allowance of their address (new visitors arriving), and every address has a ceiling that all its
 * clients together stay under, so a client that drops its pass and starts over still meets a bound.
 */
export const ASSISTANT_ASKS_PER_MINUTE = 20;
/** Asks without a pass from one address a minute: each is a new visitor, or a client that drops its pass. */
export const ASSISTANT_NEW_VISITOR_ASKS_PER_MINUTE = 60;
/** All asks from one address a minute, whoever sends them. */
export const ASSISTANT_ASKS_PER_ADDRESS_PER_MINUTE = 600;

export const VISITOR_PASS_COOKIE = 'assistant_visitor';
const PASS_MAX_AGE_SECONDS = 30 * 24 * 3600;

/** The passes a visitor of the assistant is known by, signed so a client cannot make up new ones. */
export function visitorPasses(secret: string) {
  const sign = (id: string) => hmac(secret, `assistant-visitor\n${id}`).slice(0, 32);

  return {
    /** The pass the request carries, when it is one this server signed; else null. */
    read(request: FastifyRequest): string | null {
      for (const part of (request.headers.cookie ?? '').split(';')) {
        const [name, value = ''] = part.trim().split('=');
        if (name !== VISITOR_PASS_COOKIE) continue;
        const [id, signature] = value.split('.');
        if (id && signature && id.length <= 64 && safeEqual(sign(id), signature)) return id;
      }
      return null;
    },

    /** Gives the visitor a pass with the answer. */
    give(request: FastifyRequest, reply: FastifyReply): void {
      const id = newToken().slice(0, 32);
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${VISITOR_PASS_COOKIE}=${id}.${sign(id)}; Path=/api/assistant; Max-Age=${PASS_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
      );
    },
  };
}
