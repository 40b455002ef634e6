import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp, type AppDeps, type AssistantService } from '../app';
import { loadConfig, type Config } from '../config';
import { migrate } from '../db/migrate';
import { createPgliteDb } from '../db/pglite';
import { createPostgresDb } from '../db/postgres';
import type { Db } from '../db/types';
import { hashPassword } from '../lib/crypto';
import { usersRepository, type Role } from '../repositories/users';
import { createLocalFileStore, type FileStore } from '../services/files';
import type { MatchingOptions } from '../services/matching/engine';
import type { Checker } from '../services/checks/checker';
import type { Mailer, OutgoingMessage, Sms } from '../services/messaging';

/** Test-only argon2id memory (KiB): 1 MiB instead of the production 19 MiB keeps the suite fast. */
export const TEST_PASSWORD_HASH_COST = 2 ** 10;
export const TEST_SIGNING_SECRET = 'test-signing-secret-0123456789abcdef';

export interface SentMessage extends OutgoingMessage {
  channel: 'email' | 'sms';
}

/** Captures what the server would deliver, so tests can read OTP codes. */
export class MemoryOutbox {
  readonly messages: SentMessage[] = [];
  readonly mailer: Mailer = { send: async (message) => void this.messages.push({ ...message, channel: 'email' }) };
  readonly sms: Sms = { send: async (message) => void this.messages.push({ ...message, channel: 'sms' }) };

  lastCode(channel: 'email' | 'sms', to?: string): string {
    const found = [...this.messages].reverse().find((m) => m.channel === channel && (to === undefined || m.to === to));
    if (!found?.code) throw new Error(`no ${channel} code was sent${to ? ` to ${to}` : ''}`);
    return found.code;
  }

  clear(): void {
    this.messages.length = 0;
  }
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  files: FileStore;
  outbox: MemoryOutbox;
  config: Config;
  /**
   * Another instance of the app on the same PostgreSQL schema, with its own pool and listening connection
   * (as a second server process would have); PostgreSQL only. Closed with the test.
   */
  secondInstance(): Promise<FastifyInstance>;
  /** Creates an account straight in the database and answers its id and a session token. */
  createAccount(role: Role, email?: string, password?: string): Promise<{ id: string; token: string; email: string }>;
}

export interface TestServerOptions {
  config?: Partial<Config>;
  assistant?: AssistantService;
  /** How matching ranks and learns, and its clock (the product's defaults when absent). */
  matching?: MatchingOptions;
  /** Where emails go instead of the memory outbox (a real SMTP server the test started). */
  mailer?: Mailer;
  /** The notice outbox's live-stream check, web push and timings (app-context.ts). */
  isOnline?: AppDeps['isOnline'];
  push?: AppDeps['push'];
  notify?: AppDeps['notify'];
  /** Where the automatic checks run, when the config turns them on (a child process with the models by default). */
  checker?: Checker;
}

/** Schema for one test file on the shared PostgreSQL: test files run in parallel workers. */
async function createSchema(url: string): Promise<string> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  return schema;
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}

/**
 * Empties every table, whoever's migration created it, but the migration
 * record and profile_generation (migration 011: its one row must always exist).
 */
const TRUNCATE_ALL = `DO $$
DECLARE names text;
BEGIN
  SELECT string_agg(format('%I', tablename), ', ') INTO names
  FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('schema_migrations', 'profile_generation');
  IF names IS NOT NULL THEN EXECUTE 'TRUNCATE TABLE ' || names || ' CASCADE'; END IF;
END $$`;

/**
 * Builds the real app for a test file: in-memory PGlite by default, PostgreSQL
 * (a schema of its own) when DATABASE_URL is set. Every test starts on empty
 * tables with a freshly built app (so rate limits start over too).
 */
export function useTestServer(options: TestServerOptions = {}): TestServer {
  const databaseUrl = process.env.DATABASE_URL;
  let db: Db;
  let schema: string | undefined;
  let dataDir: string;
  const server = {} as TestServer;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'matrimony-test-'));
    if (databaseUrl) {
      schema = await createSchema(databaseUrl);
      db = await createPostgresDb({ connectionString: databaseUrl, schema, max: 4 });
    } else {
      db = await createPgliteDb();
    }
    await migrate(db);
  });

  beforeEach(async () => {
    await db.exec(TRUNCATE_ALL);
    const config: Config = {
      ...loadConfig({ DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), LOG_LEVEL: 'silent' }),
      signingSecret: TEST_SIGNING_SECRET,
      passwordHashCost: TEST_PASSWORD_HASH_COST,
      // The checks' models take seconds to load: only the test files about them turn them on.
      checks: { enabled: false, leaseSeconds: 120, idleSeconds: 60, attempts: 5, retrySeconds: 60 },
      ...options.config,
    };
    const outbox = new MemoryOutbox();
    const files = createLocalFileStore({ root: join(dataDir, 'files'), secret: TEST_SIGNING_SECRET });
    const app = await buildApp({
      db,
      files,
      mailer: options.mailer ?? outbox.mailer,
      sms: outbox.sms,
      assistant: options.assistant,
      matching: options.matching,
      isOnline: options.isOnline,
      push: options.push,
      notify: options.notify,
      checker: options.checker,
      config,
      logger: false,
    });
    await app.ready();
    Object.assign(server, {
      app,
      db,
      files,
      outbox,
      config,
      async secondInstance() {
        if (!databaseUrl || !schema) throw new Error('a second instance needs PostgreSQL (DATABASE_URL)');
        const otherDb = await createPostgresDb({ connectionString: databaseUrl, schema, max: 4 });
        const other = await buildApp({
          db: otherDb,
          files,
          mailer: outbox.mailer,
          sms: outbox.sms,
          assistant: options.assistant,
          matching: options.matching,
          config,
          logger: false,
        });
        await other.ready();
        extra.push({ app: other, db: otherDb });
        return other;
      },
      async createAccount(role: Role, email?: string, password = 'Password@123') {
        const address = email ?? `${role}-${randomBytes(4).toString('hex')}@example.com`;
        const users = usersRepository(db);
        const id = await db.transaction(async (tx) =>
          users.create(
            { email: address, passwordHash: await hashPassword(password, TEST_PASSWORD_HASH_COST), role },
            tx,
          ),
        );
        if (!id) throw new Error(`account ${address} exists`);
        return { id, token: await users.createSession(id, 1), email: address };
      },
    });
  });

  const extra: { app: FastifyInstance; db: Db }[] = [];
  afterEach(async () => {
    for (const instance of extra.splice(0)) {
      await instance.app.close();
      await instance.db.close();
    }
    await server.app?.close();
  });

  afterAll(async () => {
    await db?.close();
    if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  return server;
}
