import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';

/** A route module: registered under /api with the app context as its options. */
export type RoutePlugin = FastifyPluginAsyncZod<AppContext>;
