import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Queryable, QueryResult, SqlParam } from './types';

export interface PostgresOptions {
  connectionString: string;
  /** Puts every connection on this schema (test isolation: one schema per test file). */
  schema?: string;
  max?: number;
}

interface ClientLike {
  query(
    sql: string | { name: string; text: string; values: unknown[] },
    params?: unknown[],
  ): Promise<{ rows: unknown[] }>;
}

/** One name per SQL text, the same on every connection. */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

function wrap(client: ClientLike): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []): Promise<QueryResult<Row>> {
      // Named prepared statements (API server part 2, feed budget): each connection parses and plans a
      // statement once, and later calls send only its parameters, not the SQL text.
      const result = await client.query({ name: statementName(sql), text: sql, values: [...params] });
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
