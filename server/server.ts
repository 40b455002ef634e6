import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { migrate } from './db/migrate';
import { createPgliteDb } from './db/pglite';
import { createPostgresDb } from './db/postgres';
import { limitPasswordHashing } from './lib/crypto';
import { loginFailuresRepository } from './repositories/login-failures';
import { rateLimitsRepository } from './repositories/rate-limits';
import { createFileStore, createLocalFileStore, databaseBackend } from './services/files';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from './services/uploads';
import { removeReviewedDocuments } from './services/retention';
import { createOutbox, createSmtpMailer, createWebhookSms } from './services/messaging';
import { usersRepository } from './repositories/users';
import { noticesRepository } from './repositories/notices';
import { PRESENCE_FRESH_MS } from './services/notices/live-hub';
import { verificationRepository } from './repositories/verification';
import { seedDemoIfEmpty } from './seed';
import { missingNodeFlags } from './process/node-flags';
import { DEMO_ADMIN, DEMO_MEMBER, NEW_MEMBER } from './seed/credentials';

/** PostgreSQL ends a transaction left open and idle this long (a stuck handler), releasing its locks. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;
/** How often, while shutting down, connections that fell idle are closed. */
const IDLE_CLOSE_INTERVAL_MS = 100;
/** Time beyond the shutdown time for closing the database, after which the process exits regardless. */
const FORCED_EXIT_MARGIN_MS = 1_500;
/**
 * SIGNING_SECRET signs file links. Unset, one is generated once and kept in
 * DATA_DIR so links survive restarts; several instances must share one value.
 */
function resolveSigningSecret(config: Config): string {
  if (config.signingSecret) return config.signingSecret;
  const file = join(config.dataDir, 'signing-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

async function main(): Promise<void> {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const signingSecret = resolveSigningSecret(config);
  // A request's whole time allows for slow uploads; a password hash waits its turn a minute at most.
  limitPasswordHashing({ ...config.passwordHashing, maxWaitMs: Math.min(config.requestTimeoutMs, 60_000) });
  const db = config.databaseUrl
    ? await createPostgresDb({
        connectionString: config.databaseUrl,
        max: config.db.poolSize,
        statementTimeoutMs: config.db.statementTimeoutMs,
        lockTimeoutMs: config.db.lockTimeoutMs,
        idleInTransactionTimeoutMs: IDLE_IN_TRANSACTION_TIMEOUT_MS,
        acquireTimeoutMs: config.db.acquireTimeoutMs,
      })
    : await createPgliteDb(join(config.dataDir, 'pgdata'), {
        sharedBuffers: config.pgliteSharedBuffers,
        acquireTimeoutMs: config.db.acquireTimeoutMs,
      });
  await migrate(db);

  const files =
    config.fileStorage === 'database'
      ? createFileStore(databaseBackend(db), { secret: signingSecret })
      : createLocalFileStore({ root: join(config.dataDir, 'files'), secret: signingSecret });
  const log = (message: string) => console.log(`[server] ${message}`);
  const outbox = createOutbox(config.dataDir, { info: (_object, message) => log(message) });
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : outbox.mailer;
  const sms = config.smsWebhookUrl ? createWebhookSms(config.smsWebhookUrl) : outbox.sms;

  // Files a crash left between storing and recording. On the embedded database this process is the only
  // writer (the data folder is locked), so every unreferenced file is one; instances sharing PostgreSQL may be
  // storing uploads right now, so only old ones are.
  const orphans = await sweepOrphanFiles(db, files, { olderThanMs: db.kind === 'pglite' ? 0 : ORPHAN_GRACE_MS });
  if (orphans > 0) log(`removed ${orphans} stored files that nothing refers to`);

  const app = await buildApp({ db, files, mailer, sms, config: { ...config, signingSecret } });

  if (config.seedDemo && (await seedDemoIfEmpty({ db, files, config, log, demoMembers: config.demoPopulation })))
    log('demo data created');

  // Expired sessions, old one-time codes, ended rate-limit windows and files nothing refers to are deleted
  // hourly so the tables and the upload store stay small; identity documents go once their retention window
  // after review has passed (DOCUMENT_RETENTION_DAYS).
  const cleanup = setInterval(() => {
    Promise.all([
      usersRepository(db).deleteExpiredSessions(),
      verificationRepository(db).deleteStaleOtps(),
      rateLimitsRepository(db).deleteEnded(),
      loginFailuresRepository(db).deleteStale(),
      sweepOrphanFiles(db, files, { olderThanMs: ORPHAN_GRACE_MS }),
      removeReviewedDocuments({ db, files, windowDays: config.documentRetentionDays }),
      // Live updates stay bounded: events past replaying, read notifications past keeping, and the streams of
      // instances that stopped without closing them.
      noticesRepository(db).pruneEvents(),
      noticesRepository(db).pruneBell(),
      noticesRepository(db).deleteStaleStreams(PRESENCE_FRESH_MS * 4),
    ])
      .then(([sessions, codes, windows, failures, orphanFiles, documents, events, notes, streams]) => {
        if (sessions + codes + windows + failures + orphanFiles + documents + events + notes + streams > 0) {
          log(
            `cleanup: ${sessions} expired sessions, ${codes} old codes, ${windows} rate-limit windows, ${failures} old login failure runs, ${orphanFiles} unreferenced files, ${documents} reviewed identity documents, ${events} old live events, ${notes} old notifications, ${streams} stale streams removed`,
          );
        }
      })
      .catch((error: unknown) => log(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`));
  }, 3_600_000);
  cleanup.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: closing`);
    clearInterval(cleanup);
    // Whatever happens below, the process is gone within the shutdown time plus the database's close.
    setTimeout(() => {
      log('shutdown took too long: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + FORCED_EXIT_MARGIN_MS).unref();
    // Stop accepting connections and let requests in flight finish. A keep-alive connection is closed as soon
    // as it falls idle (its answer sent), not after its keep-alive time; whatever still runs when the shutdown
    // time is up is cut.
    const server = app.server;
    const idleCloser = setInterval(() => server.closeIdleConnections(), IDLE_CLOSE_INTERVAL_MS);
    const cut = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs);
    try {
      await app.close();
    } finally {
      clearInterval(idleCloser);
      clearTimeout(cut);
    }
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
  log(
    `serving ${where} on ${db.kind === 'pglite' ? `embedded PGlite (${join(config.dataDir, 'pgdata')})` : 'PostgreSQL'}`,
  );
  if (process.platform === 'linux' && !process.env.MALLOC_ARENA_MAX) {
    // glibc gives every thread that allocates (picture decoding, password hashing) an arena of its own, which keeps
    // hundreds of MB resident after a burst of uploads; npm start and npm run server set it.
    log('MALLOC_ARENA_MAX is not set: set it to 2 to keep memory bounded after bursts of uploads');
  }
  const missingFlags = missingNodeFlags(process.execArgv, process.env.NODE_OPTIONS);
  if (missingFlags.length > 0) {
    // V8's default young generation keeps 30-50 MB more resident (process/node-flags.ts); npm start and npm run server pass these.
    log(
      `started without ${missingFlags.join(' ')}: run it with node ${missingFlags.join(' ')} to keep memory at rest lower`,
    );
  }
  if (!config.smtpUrl || !config.smsWebhookUrl) {
    log(`one-time codes without a provider go to ${join(config.dataDir, 'outbox.jsonl')} (npm run outbox)`);
  }
  if (config.seedDemo) {
    log(`demo member (verified, onboarded, published): ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`);
    log(`new member (walks verification and onboarding): ${NEW_MEMBER.email} / ${NEW_MEMBER.password}`);
    log(`admin (${where}/secret-portal): ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
  }
}

main().catch((error: unknown) => {
  console.error('[server] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
