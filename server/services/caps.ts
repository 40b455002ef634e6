import type { Queryable } from '../db/types';
import { tooMany } from '../lib/errors';
import { rateLimitsRepository } from '../repositories/rate-limits';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** One counter: at most `limit` hits of `key` per window of `windowMs`; `message` answers the hit beyond. */
export interface Cap {
  key: string;
  limit: number;
  windowMs: number;
  message: string;
}

/**
 * Counts one hit on every cap in the database every instance shares (the
 * counters of @fastify/rate-limit's shared store) and refuses with the first
 * cap that is over its limit (429). Every cap counts even when another one
 * refuses: an attacker spreading a burst over accounts or addresses still
 * fills the caps of the one destination or account they aim at.
 */
export async function enforceCaps(db: Queryable, caps: readonly Cap[]): Promise<void> {
  const counters = rateLimitsRepository(db);
  let refusal: Cap | null = null;
  for (const cap of caps) {
    const { hits } = await counters.hit(`cap:${cap.key}`, cap.windowMs);
    if (hits > cap.limit && !refusal) refusal = cap;
  }
  if (refusal) throw tooMany(refusal.message);
}
