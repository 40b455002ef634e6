import type { Config } from '../config';
import type { Db } from '../db/types';
import type { FileStore } from '../services/files';
import { seedDemoMatches } from './matches';
import { seedDemoMembers } from './members';

export interface SeedContext {
  db: Db;
  files: FileStore;
  config: Config;
  log: (message: string) => void;
  /** How many generated members to add (tests use a few; the default is the full demo). */
  demoMembers?: number;
}

export type Seeder = (context: SeedContext) => Promise<void>;

/**
 * Demo seeders, run in order on an empty database. seedDemoMembers comes first
 * (accounts, profiles, photos, documents); seedDemoMatches (mutual matches,
 * chats, pending requests) needs those members.
 */
export const DEMO_SEEDERS: Seeder[] = [seedDemoMembers, seedDemoMatches];

/** Seeds the demo when no account exists yet; answers whether it seeded. */
export async function seedDemoIfEmpty(context: SeedContext): Promise<boolean> {
  const { rows } = await context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if ((rows[0]?.n ?? 0) > 0) return false;
  for (const seeder of DEMO_SEEDERS) await seeder(context);
  return true;
}
