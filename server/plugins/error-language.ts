import type { FastifyInstance } from 'fastify';
import { pickLanguage } from '../../contract/languages';
import { translateError } from '../lib/error-language';

/**
 * Every failure's `{ errorMessage }` in the language the app asks for (`Accept-Language`: Hindi or
 * Tamil), English otherwise, whichever handler wrote it. A hook on the way out, so every route, the error
 * handler, the rate limiter and the not-found answer are covered by one place.
 */
export function registerErrorLanguage(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    const asked = request.headers['accept-language'];
    if (asked === undefined) return payload;
    reply.header('vary', 'Accept-Language');
    const language = pickLanguage(asked);
    if (language === 'en' || !payload.startsWith('{')) return payload;
    try {
      const body = JSON.parse(payload) as { errorMessage?: unknown };
      if (typeof body.errorMessage !== 'string') return payload;
      return JSON.stringify({ ...body, errorMessage: translateError(body.errorMessage, language) });
    } catch {
      return payload;
    }
  });
}
