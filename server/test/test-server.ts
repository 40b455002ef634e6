import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
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
import { createTestDatabase, pgliteSnapshot } from './test-database';

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
   * Another instance of the app on the same PostgreSQL database, with its own pool and listening connection
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

/**
 * Empties every table, whoever's migration created it, but the migration record and profile_generation
 * (migration 011: its one row must always exist). A DELETE of a table of a few rows costs next to nothing, where
 * TRUNCATE makes every table and index anew (0.2 s a test on the embedded engine, 0.8 s on PostgreSQL); with
 * foreign keys and triggers quiet (session_replication_role, for a superuser) the order does not matter. Another
 * role truncates.
 */
const EMPTY_ALL = `DO $$
DECLARE
  name text;
  names text[];
BEGIN
  SELECT array_agg(format('%I', tablename)) INTO names
  FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('schema_migrations', 'profile_generation');
  IF names IS NULL THEN RETURN; END IF;
  IF current_setting('is_superuser') = 'on' THEN
    SET LOCAL session_replication_role = replica;
    FOREACH name IN ARRAY names LOOP EXECUTE 'DELETE FROM ' || name; END LOOP;
  ELSE
    EXECUTE 'TRUNCATE TABLE ' || array_to_string(names, ', ') || ' CASCADE';
  END IF;
END $$`;

/**
 * Builds the real app for a test file: in-memory PGlite by default, PostgreSQL
 * (a database of its own) when DATABASE_URL is set, each a copy of one
 * migrated once for the suite (test-database.ts). Every test starts on empty
 * tables with a freshly built app (so rate limits start over too).
 */
export function useTestServer(options: TestServerOptions = {}): TestServer {
  const databaseUrl = process.env.DATABASE_URL;
  let db: Db;
  let fileDatabase: { url: string; drop: () => Promise<void> } | undefined;
  let dataDir: string;
  const server = {} as TestServer;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'matrimony-test-'));
    if (databaseUrl) {
      const template = inject('templateDatabase');
      if (!template) throw new Error("the server project's globalSetup (server/test/global-setup.ts) did not run");
      fileDatabase = await createTestDatabase(databaseUrl, template);
      db = await createPostgresDb({ connectionString: fileDatabase.url, max: 4 });
    } else {
      db = await createPgliteDb(undefined, { loadDataDir: await openAsBlob(await pgliteSnapshot()) });
    }
    // Nothing left to run on a copy of the migrated database: this only reads the migration record.
    await migrate(db);
  });

  beforeEach(async () => {
    await db.exec(EMPTY_ALL);
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
        if (!fileDatabase) throw new Error('a second instance needs PostgreSQL (DATABASE_URL)');
        const otherDb = await createPostgresDb({ connectionString: fileDatabase.url, max: 4 });
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
    await fileDatabase?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  return server;
}
