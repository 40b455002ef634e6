import { z } from 'zod';
import { UnavailableError } from '../lib/failures';
import { healthRepository } from '../repositories/health';
import type { RoutePlugin } from './types';

const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
const LiveSchema = z.object({ status: z.literal('ok') });

/** Readiness answers within this, whatever the database does: a load balancer's probe must not hang with it. */
export const READINESS_TIMEOUT_MS = 1000;
export const NOT_READY_MESSAGE = 'The service cannot reach its database right now. Please try again in a moment.';

/** Whether the promise settles successfully within the time; a late answer is ignored. */
async function answersWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health (readiness, for load balancers): 200 while the database
 * answers a statement within a second, else 503 with Retry-After, also when
 * every connection is busy. GET /api/health/live (liveness): 200 while the
 * process serves requests at all, without touching the database, so a
 * database outage does not get healthy instances restarted.
 */
export const healthRoutes: RoutePlugin = async (app, { db }) => {
  const health = healthRepository(db);
  app.get('/health', { schema: { response: { 200: HealthSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!(await answersWithin(health.ping(), READINESS_TIMEOUT_MS))) {
      throw new UnavailableError(NOT_READY_MESSAGE, 1);
    }
    return { status: 'ok' as const, database: db.kind };
  });

  app.get('/health/live', { schema: { response: { 200: LiveSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
};
