import { z } from 'zod';
import type { RoutePlugin } from './types';

const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** GET /api/health for load balancers: answers 200 only while the database answers. */
export const healthRoutes: RoutePlugin = async (app, { db }) => {
  app.get('/health', { schema: { response: { 200: HealthSchema } } }, async (_request, reply) => {
    await db.query('SELECT 1');
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, database: db.kind };
  });
};
