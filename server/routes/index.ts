import { healthRoutes } from './health';
import type { RoutePlugin } from './types';

/**
 * Every API route module, registered under /api in this order. Part 2 (feed,
 * matches, chat, assistant) adds its modules here.
 */
export const API_ROUTES: RoutePlugin[] = [healthRoutes];
