import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/types';
import { rateLimitsRepository } from '../repositories/rate-limits';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
/** The route a child store counts for: the plugin passes the route under routeInfo, which its published type leaves out. */
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
type RouteInfo = { routeInfo?: { method?: unknown; url?: unknown } };

/**
 * Rate-limit counters in the database every instance shares (migration 020),
 * for @fastify/rate-limit's `store` option: a limit then holds across
 * instances instead of once per instance. Each route counts apart, as the
 * plugin's own stores do.
 */
export function databaseRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  const counters = rateLimitsRepository(db);
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    // The plugin passes the route's window as a third argument, which its published type leaves out.
    incr(key: string, done: IncrCallback, timeWindow?: number): void {
      counters.hit(`${this.prefix}${key}`, timeWindow ?? 60_000).then(
        ({ hits, ttlMs }) => done(null, { current: hits, ttl: ttlMs }),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(route: RouteOptions): DatabaseRateLimitStore {
      const info = (route as unknown as RouteInfo).routeInfo;
      return new DatabaseRateLimitStore(undefined, `${String(info?.method ?? '')} ${String(info?.url ?? '')} `);
    }
  };
}
