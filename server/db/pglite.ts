import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, protocol, types } from '@electric-sql/pglite';
import { UnavailableError } from '../lib/failures';
import { DATABASE_BUSY_MESSAGE, classified } from './failures';
import { lockDataDir } from './data-dir-lock';
import type { Db, Queryable, QueryResult, SqlParam } from './types';

interface PgliteLike {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(sql: string): Promise<unknown>;
}

function wrap(target: PgliteLike): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []): Promise<QueryResult<Row>> {
      const result = await classified(() => target.query<Row>(sql, [...params]));
      return { rows: result.rows };
    },
    async exec(sql: string): Promise<void> {
      await classified(() => target.exec(sql));
    },
  };
}

/**
 * The embedded engine runs one statement at a time, so every call waits its
 * turn here, in order. A call that would wait longer than the acquire timeout
 * is refused (503) without ever running: a stuck transaction then costs its
 * callers a quick refusal instead of a hang, as the pool's acquire timeout
 * does on PostgreSQL.
 */
function createTurns(acquireTimeoutMs: number) {
  let held = false;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else held = false;
  };
  function acquire(): Promise<void> {
    if (!held) {
      held = true;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        if (timer) clearTimeout(timer);
        resolve();
      };
      const timer =
        acquireTimeoutMs > 0
          ? setTimeout(() => {
              const index = waiting.indexOf(grant);
              if (index >= 0) waiting.splice(index, 1);
              reject(new UnavailableError(DATABASE_BUSY_MESSAGE));
            }, acquireTimeoutMs)
          : undefined;
      waiting.push(grant);
    });
  }
  return async function inTurn<T>(run: () => Promise<T>): Promise<T> {
    await acquire();
    try {
      return await run();
    } finally {
      release();
    }
  };
}

/** Statements kept prepared at once; the server's SQL is a fixed set of constants, so this is a safety net. */
const MAX_PREPARED = 500;

/**
 * Queries outside transactions as named prepared statements (for the
 * performance budget of the feed and chat on the embedded database). PGlite's
 * own query() makes six round trips into the WASM engine and parses the SQL
 * every time; here a statement is parsed and described once, and each call is
 * one round trip (bind, describe, execute, sync), several times faster. Both of
 * PGlite's locks are taken, as query() does, so a call never runs inside
 * another caller's open transaction.
 */
function preparedQueries(pg: PGlite) {
  const statements = new Map<
    string,
    Promise<{ name: string; readOnly: boolean; serialize: ((value: unknown) => string)[] }>
  >();

  function prepare(sql: string) {
    let statement = statements.get(sql);
    if (!statement) {
      const name = `p${statements.size + 1}`;
      statement = (async () => {
        const described = await pg.describeQuery(sql);
        const types = described.queryParams.map((param) => param.dataTypeID);
        await pg._runExclusiveTransaction(() =>
          pg._runExclusiveQuery(() =>
            pg.execProtocol(concat([protocol.serialize.parse({ name, text: sql, types }), protocol.serialize.sync()]), {
              syncToFs: false,
            }),
          ),
        );
        return {
          name,
          // Syncing the file system after a plain read costs more than the read itself; writes still sync.
          readOnly: /^\s*select\b/i.test(sql) && !/\b(insert|update|delete)\b/i.test(sql),
          serialize: described.queryParams.map((param) => (value: unknown) => {
            const custom = pg.serializers[param.dataTypeID];
            return custom ? custom(value) : String(value);
          }),
        };
      })();
      // A failed preparation (a bad statement) is not cached: the error reaches the caller each time.
      statement.catch(() => statements.delete(sql));
      statements.set(sql, statement);
    }
    return statement;
  }

  return async function query<Row>(sql: string, params: readonly SqlParam[]): Promise<QueryResult<Row> | null> {
    if (!statements.has(sql) && statements.size >= MAX_PREPARED) return null;
    const statement = await prepare(sql);
    const values = params.map((value, i) => (value === null ? null : statement.serialize[i](value)));
    const message = concat([
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    const result = await pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(() => pg.execProtocol(message, { syncToFs: !statement.readOnly })),
    );
    return { rows: rowsOf<Row>(result.messages, pg.parsers) };
  };
}

type BackendMessages = Awaited<ReturnType<PGlite['execProtocol']>>['messages'];

/**
 * Rows of one statement's answer. PGlite's own parseResults copies its whole
 * table of type parsers on every call, which cost more than the query; this
 * reads the same messages with the same parsers.
 */
function rowsOf<Row>(messages: BackendMessages, parsers: PGlite['parsers']): Row[] {
  let fields: readonly { name: string; dataTypeID: number }[] = [];
  const rows: Row[] = [];
  for (const message of messages) {
    if (message instanceof protocol.messages.RowDescriptionMessage) {
      fields = message.fields;
    } else if (message instanceof protocol.messages.DataRowMessage) {
      const row: Record<string, unknown> = {};
      message.fields.forEach((value, i) => {
        const field = fields[i];
        row[field.name] = types.parseType(value, field.dataTypeID, parsers);
      });
      rows.push(row as Row);
    }
  }
  return rows;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * The embedded engine's buffer cache (PGLITE_SHARED_BUFFERS). PGlite starts
 * PostgreSQL with the stock 128 MB, and the WASM engine touches all of it at
 * start, so it stays resident for the life of the process. The default holds the
 * whole of a 10,000-profile database (32 MB) with room to grow; a page read
 * from the data folder instead costs the feed several times its time.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '48MB';

/** The PostgreSQL major version of the embedded engine (the data folder records the one that created it). */
const PGLITE_MAJOR = '18';

function startParams(sharedBuffers: string): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
}

/**
 * Creates a new data folder in a short-lived child process. Creating one runs
 * initdb in a second WASM engine of several hundred MB, which this process
 * would otherwise keep as resident memory until a full garbage collection.
 */
function initDataDir(dataDir: string): Promise<void> {
  const script = `const { PGlite } = await import(${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))});
const pg = new PGlite(${JSON.stringify(dataDir)});
await pg.waitReady;
await pg.close();`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '--eval', script], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`creating the embedded database in ${dataDir} failed: ${stderr.trim()}`)),
    );
  });
}

/** A data folder of another PostgreSQL major version cannot be opened; say so instead of failing deep in the engine. */
function checkVersion(dataDir: string): void {
  const version = readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim();
  if (version !== PGLITE_MAJOR) {
    throw new Error(
      `The embedded database in ${dataDir} was created by PostgreSQL ${version}; this server embeds PostgreSQL ${PGLITE_MAJOR}. ` +
        'Move that folder away (or dump it with that version and restore it here) and start again.',
    );
  }
}

/**
 * Embedded PostgreSQL (WASM): the default so a fresh clone runs with nothing
 * to install. A data folder keeps the data across restarts; no folder means
 * an in-memory database (tests).
 */
export interface PgliteOptions {
  sharedBuffers?: string;
  /** A call waiting longer for its turn is refused with 503; 0 or absent: wait forever. */
  acquireTimeoutMs?: number;
  /**
   * An in-memory database starts from this data folder (a dumpDataDir() tarball) instead of a new one: the
   * server tests start every file from one migrated copy.
   */
  loadDataDir?: Blob;
}

export async function createPgliteDb(
  dataDir?: string,
  { sharedBuffers = DEFAULT_PGLITE_SHARED_BUFFERS, acquireTimeoutMs = 0, loadDataDir }: PgliteOptions = {},
): Promise<Db> {
  let unlock = () => undefined as void;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // Two engines on one folder overwrite each other's pages: the second process is refused before it opens anything.
    unlock = lockDataDir(dataDir);
  }
  try {
    if (dataDir && !existsSync(join(dataDir, 'PG_VERSION'))) await initDataDir(dataDir);
    if (dataDir) checkVersion(dataDir);
    const options = { startParams: startParams(sharedBuffers) };
    const pg = dataDir ? new PGlite(dataDir, options) : new PGlite({ ...options, loadDataDir });
    await pg.waitReady;
    await pg.exec("SET TIME ZONE 'UTC'");
    const base = wrap(pg);
    const prepared = preparedQueries(pg);
    const turns = createTurns(acquireTimeoutMs);
    let closed = false;
    // A closed engine fails deep inside its WASM module on a prepared statement; refuse before it (503).
    const inTurn = <T>(run: () => Promise<T>): Promise<T> =>
      closed ? Promise.reject(new UnavailableError(DATABASE_BUSY_MESSAGE)) : turns(run);
    return {
      kind: 'pglite',
      query<Row>(sql: string, params: readonly SqlParam[] = []): Promise<QueryResult<Row>> {
        return inTurn(async () => (await classified(() => prepared<Row>(sql, params))) ?? base.query<Row>(sql, params));
      },
      exec: (sql) => inTurn(() => base.exec(sql)),
      transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
        inTurn(() => classified(() => pg.transaction((tx) => fn(wrap(tx))))),
      async close() {
        closed = true;
        try {
          await pg.close();
        } finally {
          unlock();
        }
      },
      async listen(channel, onPayload) {
        const unlisten = await pg.listen(channel, onPayload);
        // Once the engine is closed there is nothing left to stop listening to.
        return async () => (closed ? undefined : unlisten());
      },
      async subscribe(channel, onPayload) {
        // The server process is the engine's one client: nothing announced can be missed.
        const unlisten = await pg.listen(channel, onPayload);
        return { live: true, close: async () => (closed ? undefined : unlisten()) };
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
