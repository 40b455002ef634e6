import type { FastifyRequest } from 'fastify';
import {
  CallConnectionSchema,
  CallParamsSchema,
  CallSignalRequestSchema,
  CallsQuerySchema,
  CallsResponseSchema,
  OkSchema,
  StartCallRequestSchema,
  StartCallResponseSchema,
} from '../../contract/schemas';
import { HttpError } from '../lib/errors';
import { currentUser } from '../plugins/auth';
import { createCallsService } from '../services/calls';
import type { RoutePlugin } from './types';

export const CALL_SIGNALS_TOO_FAST_MESSAGE = 'Too many call signals. Please wait a moment.';
/** Signals one member may send per minute (an offer, an answer and a few dozen candidates per call). */
export const CALL_SIGNALS_PER_MINUTE = 300;
/** How often each instance looks for calls that rang out (the database decides which; any instance tells). */
export const CALL_SWEEP_MS = 2000;

/** Voice and video calls between matches (contract/schemas/calls.ts). */
export const callsRoutes: RoutePlugin = async (app, { db, auth, config }) => {
  const calls = createCallsService({ db, config });
  if (!config.turn)
    app.log.warn(
      "Calls: no TURN relay configured (TURN_URLS, TURN_SECRET). Calls connect directly, which works on one machine or network only and shows each side the other one's address.",
    );

  const sweep = setInterval(() => {
    calls.settle().catch((error: unknown) => app.log.error({ err: error }, 'settling rung-out calls failed'));
  }, CALL_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.post(
    '/calls',
    {
      preHandler: auth.requireMember,
      schema: { body: StartCallRequestSchema, response: { 200: StartCallResponseSchema } },
    },
    async (request) => calls.start(currentUser(request).userId, request.body),
  );

  app.get(
    '/calls',
    {
      preHandler: auth.requireMember,
      schema: { querystring: CallsQuerySchema, response: { 200: CallsResponseSchema } },
    },
    async (request) => {
      const { channelId, start, limit } = request.query;
      return { calls: await calls.lines(currentUser(request).userId, channelId, start, limit) };
    },
  );

  app.post(
    '/calls/:callId/answer',
    { preHandler: auth.requireMember, schema: { params: CallParamsSchema, response: { 200: CallConnectionSchema } } },
    async (request) => calls.answer(currentUser(request).userId, request.params.callId),
  );

  app.post(
    '/calls/:callId/decline',
    { preHandler: auth.requireMember, schema: { params: CallParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await calls.decline(currentUser(request).userId, request.params.callId);
      return {};
    },
  );

  app.post(
    '/calls/:callId/end',
    { preHandler: auth.requireMember, schema: { params: CallParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await calls.end(currentUser(request).userId, request.params.callId);
      return {};
    },
  );

  app.post(
    '/calls/:callId/signal',
    {
      preHandler: auth.requireMember,
      config: {
        rateLimit: {
          max: CALL_SIGNALS_PER_MINUTE,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `call-signal:${currentUser(request).userId}`,
          errorResponseBuilder: () => new HttpError(429, CALL_SIGNALS_TOO_FAST_MESSAGE),
        },
      },
      schema: { params: CallParamsSchema, body: CallSignalRequestSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      const { kind, data } = request.body;
      await calls.signal(currentUser(request).userId, request.params.callId, kind, data);
      return {};
    },
  );
};
