import { createHash } from 'node:crypto';
import pg from 'pg';
import { classified, classifyDbError } from './failures';
import type { Db, Queryable, QueryResult, SqlParam, Subscription } from './types';

export interface PostgresOptions {
  connectionString: string;
  /** Puts every connection on this schema (test isolation: one schema per test file). */
  schema?: string;
  max?: number;
  /** A statement running longer is cancelled (statement_timeout); 0 or absent: no limit. */
  statementTimeoutMs?: number;
  /** Waiting longer for a row or table lock fails the statement (lock_timeout); 0 or absent: no limit. */
  lockTimeoutMs?: number;
  /** A transaction left open and idle longer is ended by the server; 0 or absent: no limit. */
  idleInTransactionTimeoutMs?: number;
  /** Waiting longer for a free connection of the pool fails the call with 503; 0 or absent: wait forever. */
  acquireTimeoutMs?: number;
  /** How this server's connections show in pg_stat_activity. */
  applicationName?: string;
}

export const DEFAULT_APPLICATION_NAME = 'matrimony-api';

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
      // Named prepared statements (the feed's performance budget): each connection parses and plans a
      // statement once, and later calls send only its parameters, not the SQL text.
      const result = await classified(() => client.query({ name: statementName(sql), text: sql, values: [...params] }));
      return { rows: result.rows as Row[] };
    },
    async exec(sql: string): Promise<void> {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await classified(() => client.query(sql));
    },
  };
}

/**
 * Statements on the pool's connections. node-postgres's own pool.query() discards its connection on any error,
 * also a statement's own (a key already taken, a lock or statement timeout): the next call then pays for a new
 * server process and every named statement planned again. Here a connection is discarded only when it failed,
 * or when a script of several statements (exec) failed part way and may have left a transaction open on it.
 */
function pooled(pool: pg.Pool): Queryable {
  async function onConnection<T>(run: (client: pg.PoolClient) => Promise<T>, oneStatement: boolean): Promise<T> {
    const client = await classified(() => pool.connect());
    let failed: Error | undefined;
    const onError = (error: Error) => {
      failed = error;
    };
    client.on('error', onError);
    try {
      return await run(client);
    } catch (error) {
      // The server's answer to a statement leaves the connection as it was, unless the server is ending it.
      const statementOnly =
        oneStatement && error instanceof pg.DatabaseError && error.severity !== 'FATAL' && error.severity !== 'PANIC';
      if (!statementOnly) failed ??= error instanceof Error ? error : new Error(String(error));
      throw classifyDbError(error);
    } finally {
      client.removeListener('error', onError);
      client.release(failed);
    }
  }
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []): Promise<QueryResult<Row>> {
      const result = await onConnection(
        (client) => client.query({ name: statementName(sql), text: sql, values: [...params] }),
        true,
      );
      return { rows: result.rows as Row[] };
    },
    async exec(sql: string): Promise<void> {
      await onConnection((client) => client.query(sql), false);
    },
  };
}

/** Server settings of every connection: UTC, the schema, and the timeouts that keep one stuck call from holding the rest. */
function connectionSettings(options: PostgresOptions): string {
  const settings = ['-c timezone=UTC'];
  if (options.schema) settings.push(`-c search_path=${options.schema}`);
  if (options.statementTimeoutMs) settings.push(`-c statement_timeout=${Math.round(options.statementTimeoutMs)}`);
  if (options.lockTimeoutMs) settings.push(`-c lock_timeout=${Math.round(options.lockTimeoutMs)}`);
  if (options.idleInTransactionTimeoutMs) {
    settings.push(`-c idle_in_transaction_session_timeout=${Math.round(options.idleInTransactionTimeoutMs)}`);
  }
  return settings.join(' ');
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;
/** How often the listening connection proves it is alive, and how long the proof may take. */
const LISTENER_HEARTBEAT_MS = 5_000;
const LISTENER_HEARTBEAT_TIMEOUT_MS = 2_000;
const LISTENER_RECONNECT_MS = 500;

interface ChannelHandlers {
  onPayload: (payload: string) => void;
  onGap: () => void;
}

/**
 * LISTEN on one connection of its own, outside the pool, for announcements
 * that every instance must see (a session ended anywhere). While it is not
 * connected, `live` is false and nothing may be trusted on its word; losing
 * it calls every onGap, since announcements may have been missed. It
 * reconnects by itself and proves itself alive every few seconds, so a
 * silently dead connection is noticed too.
 */
function createListener(options: PostgresOptions) {
  const channels = new Map<string, ChannelHandlers[]>();
  let client: pg.Client | null = null;
  let opening: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;

  const gap = () => {
    for (const handlers of channels.values()) for (const handler of handlers) handler.onGap();
  };

  function lost(which: pg.Client): void {
    if (client !== which) return;
    client = null;
    gap();
    which.end().catch(() => undefined);
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void open();
    }, LISTENER_RECONNECT_MS);
    retry.unref();
  }

  function open(): Promise<void> {
    if (closed) return Promise.resolve();
    opening ??= (async () => {
      const next = new pg.Client({
        connectionString: options.connectionString,
        application_name: options.applicationName ?? DEFAULT_APPLICATION_NAME,
        keepAlive: true,
        connectionTimeoutMillis: LISTENER_HEARTBEAT_TIMEOUT_MS * 2,
      });
      next.on('notification', (message) => {
        for (const handler of channels.get(message.channel) ?? []) handler.onPayload(message.payload ?? '');
      });
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      try {
        await next.connect();
        for (const channel of channels.keys()) await next.query(`LISTEN ${channel}`);
        if (closed) {
          await next.end();
          return;
        }
        client = next;
        // Whatever was announced before this connection listened is unknown.
        gap();
      } catch {
        next.end().catch(() => undefined);
        scheduleReconnect();
      }
    })().finally(() => {
      opening = null;
    });
    return opening;
  }

  async function beat(): Promise<void> {
    const current = client;
    if (!current) return;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('listener heartbeat timed out')), LISTENER_HEARTBEAT_TIMEOUT_MS);
    });
    try {
      await Promise.race([current.query('SELECT 1'), late]);
    } catch {
      lost(current);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async subscribe(channel: string, handlers: ChannelHandlers): Promise<Subscription> {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
      const known = channels.get(channel);
      if (known) known.push(handlers);
      else channels.set(channel, [handlers]);
      if (!heartbeat) {
        heartbeat = setInterval(() => void beat(), LISTENER_HEARTBEAT_MS);
        heartbeat.unref();
      }
      if (client && !known) {
        await client.query(`LISTEN ${channel}`).catch(() => lost(client as pg.Client));
      } else if (!client) {
        await open();
      }
      return {
        get live() {
          return client !== null;
        },
        close: async () => {
          const list = channels.get(channel) ?? [];
          channels.set(
            channel,
            list.filter((entry) => entry !== handlers),
          );
        },
      };
    },
    async close(): Promise<void> {
      closed = true;
      if (retry) clearTimeout(retry);
      if (heartbeat) clearInterval(heartbeat);
      await opening;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

/** PostgreSQL through a node-postgres pool: the production choice, shared by every instance. */
export async function createPostgresDb(options: PostgresOptions): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    options: connectionSettings(options),
    connectionTimeoutMillis: options.acquireTimeoutMs || undefined,
    application_name: options.applicationName ?? DEFAULT_APPLICATION_NAME,
    keepAlive: true,
    // A fixed-size pool: idle connections stay open. node-postgres closes them after 10 s idle by default, so every
    // lull of a few seconds cost new server processes and their named statements planned again at the next burst (a
    // decision's statement took about 3 ms to plan, on one call in five under a stop-and-go load; server README).
    idleTimeoutMillis: 0,
  });
  // A failing idle client must not crash the process; the next query reports the problem.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');
  const base = pooled(pool);
  const listener = createListener(options);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await classified(() => pool.connect());
      // A checked-out client has no listener of the pool's: a backend terminated mid-transaction must not
      // become an uncaught 'error' event. The failing statement reports it.
      const ignore = () => undefined;
      client.on('error', ignore);
      let broken: Error | undefined;
      try {
        await classified(() => client.query('BEGIN'));
        const result = await fn(wrap(client));
        await classified(() => client.query('COMMIT'));
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          // The connection itself failed: the pool must not hand it out again.
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw classifyDbError(error);
      } finally {
        client.removeListener('error', ignore);
        client.release(broken);
      }
    },
    async subscribe(channel, onPayload, onGap) {
      return listener.subscribe(channel, { onPayload, onGap });
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
