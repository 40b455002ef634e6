import type { Config } from '../config';
import type { Db } from '../db/types';
import type { FileStore } from '../services/files';

export interface SeedContext {
  db: Db;
  files: FileStore;
  config: Config;
  log: (message: string) => void;
  /** How many generated members to add (tests use a few; the default is the full demo). */
  demoMembers?: number;
}

export type Seeder = (context: SeedContext) => Promise<void>;
