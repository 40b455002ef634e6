import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_DIR, migrate } from '../db/migrate';
import { createPostgresDb } from '../db/postgres';
import type { Db, Queryable } from '../db/types';

/**
 * Migrating a new database takes seconds (43 files, and on the embedded engine a new data folder first), and
 * every test file needs one of its own. So the server suite migrates once: a PGlite data folder kept in the
 * temporary folder, named by what made it, or a template database on PostgreSQL. Each test file starts from a
 * copy.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database of this run (PostgreSQL only): test-database.ts. */
    templateDatabase?: string;
  }
}

/** Names the migrated data folder by the migrations and the engine that made it: any change makes a new one. */
function snapshotKey(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    hash
      .update(name)
      .update('\0')
      .update(readFileSync(join(MIGRATIONS_DIR, name)))
      .update('\0');
  }
  const engine = statSync(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm'));
  hash.update(`${engine.size}:${engine.mtimeMs}`);
  return hash.digest('hex').slice(0, 16);
}

/** The migration runner's view of a bare engine (the snapshot is dumped from it, so it is not the server's adapter). */
function bare(pglite: PGlite): Db {
  const on = (target: PGlite | Transaction): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return { rows: (await target.query<Row>(sql, [...params])).rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...on(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(on(tx))),
    close: () => pglite.close(),
  };
}

/**
 * The path of a migrated, empty embedded data folder (an uncompressed dumpDataDir() tarball), made if missing.
 * Written under another name and renamed, so a parallel run never reads half a file.
 */
export async function pgliteSnapshot(): Promise<string> {
  const path = join(tmpdir(), `matrimony-test-pglite-${snapshotKey()}.tar`);
  if (existsSync(path)) return path;
  const engine = new PGlite();
  try {
    await migrate(bare(engine));
    const dump = await engine.dumpDataDir('none');
    const partial = `${path}.${process.pid}-${randomBytes(4).toString('hex')}`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, path).catch(async (error: unknown) => {
      await rm(partial, { force: true });
      throw error;
    });
  } finally {
    await engine.close();
  }
  return path;
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function urlOf(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.toString();
}

/** A new migrated database on the server of `url` that others are copied from; dropped by the returned function. */
export async function createTemplateDatabase(url: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `test_template_${randomBytes(5).toString('hex')}`;
  await admin(url, `CREATE DATABASE ${name}`);
  const db = await createPostgresDb({ connectionString: urlOf(url, name), max: 1 });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  return { name, drop: () => admin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * One test file's database, a copy of the template. Commits do not wait for the disk (a test database never
 * outlives a crash), which the suite's many small writes feel.
 */
export async function createTestDatabase(
  url: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin(url, `ALTER DATABASE ${name} SET synchronous_commit = off`);
  return { url: urlOf(url, name), drop: () => admin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
