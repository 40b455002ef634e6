import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult, SqlParam } from './types';

interface PgliteLike {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(sql: string): Promise<unknown>;
}

function wrap(target: PgliteLike): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, [...params]);
      return { rows: result.rows };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL (WASM): the default so a fresh clone runs with nothing
 * to install. A data folder keeps the data across restarts; no folder means
 * an in-memory database (tests).
 */
export async function createPgliteDb(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  await pg.exec("SET TIME ZONE 'UTC'");
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
