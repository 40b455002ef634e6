import { seedDemoMatches } from './matches';
import { seedDemoMembers } from './members';
import type { SeedContext, Seeder } from './types';

export type { SeedContext, Seeder } from './types';

/**
 * Demo seeders, run in order on an empty database. seedDemoMembers comes first
 * (accounts, profiles, photos, documents); the demo matches and chats build on them.
 */
export const DEMO_SEEDERS: Seeder[] = [seedDemoMembers, seedDemoMatches];

/** Seeds the demo when no account exists yet; answers whether it seeded. */
export async function seedDemoIfEmpty(context: SeedContext): Promise<boolean> {
  const { rows } = await context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if ((rows[0]?.n ?? 0) > 0) return false;
  for (const seeder of DEMO_SEEDERS) await seeder(context);
  return true;
}
