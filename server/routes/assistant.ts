import type { FastifyRequest } from 'fastify';
import { AssistantAskRequestSchema, AssistantAskResponseSchema } from '../../contract/schemas';
import type { AssistantService } from '../app';
import { HttpError } from '../plugins/errors';
import { feedRepository, type ProgressRow } from '../repositories/feed';
import { createAssistant, type AssistantMember } from '../services/assistant';
import type { RoutePlugin } from './types';

export const ASSISTANT_RATE_LIMITED_MESSAGE = 'Too many questions at once. Please wait a moment and ask again.';
/** Questions per client address and minute (the spec sets no rate). */
export const ASSISTANT_ASKS_PER_MINUTE = 20;

/** Spec 4 member gating order: verification steps, then profile steps. */
const STEP_LABELS: [keyof ProgressRow, string][] = [
  ['email', 'verify your email'],
  ['phone', 'verify your phone number'],
  ['selfie', 'upload your selfie'],
  ['identity', 'upload your identity document'],
  ['name_done', 'add your name'],
  ['basic_done', 'add your basic details'],
  ['lifestyle_done', 'add your lifestyle details'],
  ['family_done', 'add your family details'],
  ['about_done', 'write about yourself'],
  ['images_done', 'add your photos'],
  ['profession_done', 'add your professional details'],
];

/**
 * POST /assistant/ask (spec 7: no auth). A valid member token is optional and
 * lets the answer use that member's own progress, never anyone else's.
 */
export const assistantRoutes: RoutePlugin = async (app, { db, config, assistant, auth }) => {
  const service: AssistantService =
    assistant ??
    createAssistant({
      llm: config.assistant,
      onLlmError: (error) => app.log.warn({ err: error }, 'assistant model failed; answering from retrieval'),
    });
  const feed = feedRepository(db);

  async function memberOf(request: FastifyRequest): Promise<AssistantMember | undefined> {
    const session = await auth.sessionOf(request);
    if (!session || session.role !== 'member') return undefined;
    const progress = await feed.progress(session.userId);
    if (!progress) return undefined;
    return {
      id: session.userId,
      firstName: progress.first_name ?? '',
      missingSteps: STEP_LABELS.filter(([key]) => progress[key] !== true).map(([, label]) => label),
      published: progress.published,
    };
  }

  app.post(
    '/assistant/ask',
    {
      config: {
        rateLimit: {
          max: ASSISTANT_ASKS_PER_MINUTE,
          timeWindow: 60_000,
          errorResponseBuilder: () => new HttpError(429, ASSISTANT_RATE_LIMITED_MESSAGE),
        },
      },
      schema: { body: AssistantAskRequestSchema, response: { 200: AssistantAskResponseSchema } },
    },
    async (request) => {
      const member = await memberOf(request);
      const message = await service.ask({
        message: request.body.message,
        chatSessionId: request.body.chatSessionId,
        member,
      });
      return { message };
    },
  );
};
