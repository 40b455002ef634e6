import type { FastifyRequest } from 'fastify';
import { AssistantAskRequestSchema, AssistantAskResponseSchema } from '../../contract/schemas';
import type { AssistantService } from '../app-context';
import { HttpError } from '../lib/errors';
import { assistantRepository } from '../repositories/assistant';
import { enforceCaps } from '../services/caps';
import { createAssistant, fromAcceptLanguage, type AssistantMember, type OwnProfile } from '../services/assistant';
import { preferencesAccess, proposalStore } from '../services/assistant/preferences-access';
import {
  ASSISTANT_ASKS_PER_ADDRESS_PER_MINUTE,
  ASSISTANT_ASKS_PER_MINUTE,
  ASSISTANT_NEW_VISITOR_ASKS_PER_MINUTE,
  visitorPasses,
} from '../services/assistant-allowance';
import type { RoutePlugin } from './types';

export const ASSISTANT_RATE_LIMITED_MESSAGE = 'Too many questions at once. Please wait a moment and ask again.';
/** Questions per client and minute (the spec sets no rate): services/assistant-allowance.ts. */
export { ASSISTANT_ASKS_PER_MINUTE };

/** Reads a value once, on first use, however often it is asked for. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
}

/**
 * POST /assistant/ask (spec 7: no auth). A valid member token is optional and
 * lets the answer use that member's own data, read by the caller's id only.
 */
export const assistantRoutes: RoutePlugin = async (app, { db, config, assistant, auth, feed }) => {
  let service: AssistantService;
  if (assistant) {
    service = assistant;
  } else {
    const created = createAssistant({
      llm: config.assistant,
      onLlmError: (error) => app.log.warn({ err: error }, 'assistant model failed; answering with the built-in answer'),
    });
    const { kind, ms } = await created.ready;
    app.log.info(`assistant intent model ${kind} in ${Math.round(ms)} ms`);
    service = created;
  }
  const own = assistantRepository(db);
  const passes = visitorPasses(config.signingSecret ?? '');
  const refused = () => new HttpError(429, ASSISTANT_RATE_LIMITED_MESSAGE);

  /** Who asks, for the allowance: a member by account, a visitor by pass, else the address's new visitors. */
  async function clientOf(request: FastifyRequest): Promise<string> {
    const session = await auth.sessionOf(request);
    if (session?.role === 'member') return `assistant:member:${session.userId}`;
    const pass = passes.read(request);
    return pass ? `assistant:pass:${pass}` : `assistant:new:${request.ip}`;
  }
  // The client's own allowance first: asks it is refused do not use up its address's ceiling.
  const perClient = app.rateLimit({
    keyGenerator: clientOf,
    max: async (_request, key) =>
      key.startsWith('assistant:new:') ? ASSISTANT_NEW_VISITOR_ASKS_PER_MINUTE : ASSISTANT_ASKS_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: refused,
  });
  // Counted where every instance sees it (one limiter of the plugin runs per request).
  const perAddress = async (request: FastifyRequest) =>
    enforceCaps(db, [
      {
        key: `assistant:address:${request.ip}`,
        limit: ASSISTANT_ASKS_PER_ADDRESS_PER_MINUTE,
        windowMs: 60_000,
        message: ASSISTANT_RATE_LIMITED_MESSAGE,
      },
    ]);

  async function memberOf(request: FastifyRequest): Promise<AssistantMember | undefined> {
    const session = await auth.sessionOf(request);
    if (!session || session.role !== 'member') return undefined;
    const id = session.userId;
    return {
      id,
      profile: once((): Promise<OwnProfile | null> => own.ownProfile(id)),
      counts: once(() => own.counts(id)),
      // The suggestion Home shows now, from the feed itself: only its first name and its reasons go on.
      suggestion: once(async () => {
        const current = await feed.current(id);
        return current ? { firstName: current.name.firstName, reasons: current.compatibility?.reasons ?? [] } : null;
      }),
      // Saved only through the preferences service, after the member confirmed the read-back.
      preferences: preferencesAccess(db, id),
      proposals: proposalStore(db, id),
    };
  }

  app.post(
    '/assistant/ask',
    {
      preHandler: [perClient, perAddress],
      schema: { body: AssistantAskRequestSchema, response: { 200: AssistantAskResponseSchema } },
    },
    async (request, reply) => {
      if (!passes.read(request) && !request.headers.authorization) passes.give(request, reply);
      const input = {
        message: request.body.message,
        chatSessionId: request.body.chatSessionId,
        member: await memberOf(request),
        // Hindi or Tamil when the app asks for it; a question written in Hindi or Tamil is answered in it anyway.
        language: fromAcceptLanguage(request.headers['accept-language']),
      };
      if (service.reply) return service.reply(input);
      return { message: await service.ask(input) };
    },
  );
};
