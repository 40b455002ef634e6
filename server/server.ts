import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { migrate } from './db/migrate';
import { createPgliteDb } from './db/pglite';
import { createPostgresDb } from './db/postgres';
import { createFileStore, createLocalFileStore, databaseBackend } from './services/files';
import { createOutbox, createSmtpMailer, createWebhookSms } from './services/messaging';
import { usersRepository } from './repositories/users';
import { verificationRepository } from './repositories/verification';
import { seedDemoIfEmpty } from './seed';
import { DEMO_ADMIN, DEMO_MEMBER, NEW_MEMBER } from './seed/credentials';

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
  const db = config.databaseUrl
    ? await createPostgresDb({ connectionString: config.databaseUrl })
    : await createPgliteDb(join(config.dataDir, 'pgdata'), { sharedBuffers: config.pgliteSharedBuffers });
  await migrate(db);

  const files =
    config.fileStorage === 'database'
      ? createFileStore(databaseBackend(db), { secret: signingSecret })
      : createLocalFileStore({ root: join(config.dataDir, 'files'), secret: signingSecret });
  const log = (message: string) => console.log(`[server] ${message}`);
  const outbox = createOutbox(config.dataDir, { info: (_object, message) => log(message) });
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : outbox.mailer;
  const sms = config.smsWebhookUrl ? createWebhookSms(config.smsWebhookUrl) : outbox.sms;

  const app = await buildApp({ db, files, mailer, sms, config: { ...config, signingSecret } });

  if (config.seedDemo && (await seedDemoIfEmpty({ db, files, config, log, demoMembers: config.demoPopulation })))
    log('demo data created');

  // Expired sessions and old one-time codes are deleted hourly so the tables stay small.
  const cleanup = setInterval(() => {
    Promise.all([usersRepository(db).deleteExpiredSessions(), verificationRepository(db).deleteStaleOtps()])
      .then(([sessions, codes]) => {
        if (sessions + codes > 0) log(`cleanup: ${sessions} expired sessions, ${codes} old codes removed`);
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
    // Stop accepting connections, let requests in flight finish, then release the database.
    await app.close();
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
