import pg from 'pg';
import type { Db, Queryable, QueryResult, SqlParam } from './types';

export interface PostgresOptions {
  connectionString: string;
  /** Puts every connection on this schema (test isolation: one schema per test file). */
  schema?: string;
  max?: number;
}

interface ClientLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

function wrap(client: ClientLike): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(sql, [...params]);
      return { rows: result.rows as Row[] };
    },
    async exec(sql: string): Promise<void> {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

/** PostgreSQL through a node-postgres pool: the production choice, shared by every instance. */
export async function createPostgresDb(options: PostgresOptions): Promise<Db> {
  const settings = ['-c timezone=UTC'];
  if (options.schema) settings.push(`-c search_path=${options.schema}`);
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    options: settings.join(' '),
  });
  // A failing idle client must not crash the process; the next query reports the problem.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
