import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_PGLITE_SHARED_BUFFERS } from './db/pglite';
import { DEFAULT_PASSWORD_HASHING } from './lib/crypto';

/** Spec-neutral defaults; each variable is documented in .env.example under "# API server". */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DOCUMENT_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  CHECKS: z.enum(['on', 'off']).default('on'),
  CHECK_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  CHECKER_IDLE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  CHECK_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  CHECK_RETRY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'PGLITE_SHARED_BUFFERS must be a size such as 48MB.')
    .default(DEFAULT_PGLITE_SHARED_BUFFERS),
  SIGNING_SECRET: z.string().min(32, 'SIGNING_SECRET must be at least 32 characters.').optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(24 * 7),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Matrimony <no-reply@matrimony.example>'),
  SMS_WEBHOOK_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'VAPID_SUBJECT must be a mailto: or https: address.')
    .optional(),
  TURN_URLS: z
    .string()
    .regex(
      /^(turns?:[^\s,]+)(\s*,\s*turns?:[^\s,]+)*$/,
      'TURN_URLS must be turn: or turns: addresses, comma-separated.',
    )
    .optional(),
  TURN_SECRET: z.string().min(16, 'TURN_SECRET must be at least 16 characters.').optional(),
  ASSISTANT_LLM_URL: z.string().url().optional(),
  ASSISTANT_LLM_MODEL: z.string().min(1).optional(),
  ASSISTANT_LLM_KEY: z.string().min(1).optional(),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default('true')
    .transform((value) => value === 'true' || value === '1' || value === 'yes'),
  SEED_DEMO_POPULATION: z.coerce.number().int().min(0).max(100000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DIST_DIR: z.string().min(1).default('./dist'),
  FILE_STORAGE: z.enum(['local', 'database']).default('local'),
  VITE_GEOCODE_URL: z.string().url().optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(600_000),
  REQUEST_PROGRESS_WINDOW_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  REQUEST_PROGRESS_MIN_BYTES: z.coerce.number().int().min(1).max(10_000_000).default(2048),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(8_000),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(3_000),
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(3_000),
  PASSWORD_HASH_MEMORY_MB: z.coerce.number().int().min(1).max(4096).default(DEFAULT_PASSWORD_HASHING.memoryMiB),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(DEFAULT_PASSWORD_HASHING.maxQueue),
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).optional(),
  ADMIN_SESSION_HOURS: z.coerce.number().positive().max(24).default(8),
  ADMIN_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  LOGIN_FREE_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(20),
  LOGIN_LOCKOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  OTP_PER_DESTINATION_HOUR: z.coerce.number().int().min(1).max(1000).default(3),
  OTP_PER_DESTINATION_DAY: z.coerce.number().int().min(1).max(1000).default(6),
  OTP_PER_ACCOUNT_HOUR: z.coerce.number().int().min(1).max(1000).default(5),
  OTP_PER_ACCOUNT_DAY: z.coerce.number().int().min(1).max(1000).default(10),
  OTP_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  OTP_PER_ADDRESS_DAY: z.coerce.number().int().min(1).max(100_000).default(30),
  PROFILE_READS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  PROFILE_READS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(200),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The embedded database's buffer cache, as a PostgreSQL memory size (unused with DATABASE_URL). */
  pgliteSharedBuffers: string;
  /** Undefined until server.ts resolves it (from the environment or a file in DATA_DIR). */
  signingSecret: string | undefined;
  tokenTtlHours: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsWebhookUrl: string | undefined;
  /**
   * The origin members reach the app at, for links in emails (the one-click unsubscribe link must be HTTPS in
   * production, RFC 8058). Unset: this server's own address, which suits development only.
   */
  publicUrl: string;
  /** Web push keys (VAPID, RFC 8292); null: no push, the Notifications section offers none. */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  assistant: { url: string | undefined; model: string | undefined; key: string | undefined };
  /**
   * The TURN relay calls go through (coturn with use-auth-secret: its static-auth-secret); null: calls connect
   * directly, which works on one machine or network and lets each side see the other's address.
   */
  turn: { urls: string[]; secret: string } | null;
  seedDemo: boolean;
  /** How many generated members the demo seed adds (default 300); the end-to-end journeys ask for fewer. */
  demoPopulation: number | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  distDir: string;
  /** Uploads in DATA_DIR/files ('local') or in the database ('database', for several instances). */
  fileStorage: 'local' | 'database';
  /** Origins the page may connect to besides its own: the reverse geocoder the app was built with. */
  geocodeOrigins: string[];
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits). */
  trustProxy: boolean;
  /** argon2id memory cost in KiB (with 2 passes, 1 lane: OWASP's 19 MiB in production). Only tests lower it, to stay fast. */
  passwordHashCost: number;
  /** Login attempts allowed per client address and minute. */
  loginRateLimit: number;
  /**
   * The whole request (headers and body) must arrive within this; a slower client gets 408 and is disconnected.
   * Long enough for a 5 MB photo over a slow mobile link (10 minutes: about 70 kbit/s).
   */
  requestTimeoutMs: number;
  /**
   * A body being read must advance by `minBytes` within every `windowMs`, or the client gets 408 and is
   * disconnected: a client trickling a byte every few seconds is cut within the window, not the whole request's time.
   */
  requestProgress: { windowMs: number; minBytes: number };
  /** The request headers must arrive within this. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** SIGTERM: requests in flight get this long to finish before the remaining connections are cut. */
  shutdownTimeoutMs: number;
  /** PostgreSQL: connections per instance, and the timeouts that keep one stuck statement from holding the rest. */
  db: { poolSize: number; statementTimeoutMs: number; lockTimeoutMs: number; acquireTimeoutMs: number };
  /** Memory that password hashes computing at once may hold per process (19 MiB each in production), and hashes waiting. */
  passwordHashing: { memoryMiB: number; maxQueue: number };
  /**
   * Where rate-limit counters live: 'memory' (this process: the embedded database allows only one) or
   * 'database' (PostgreSQL, shared by every instance). Default: 'database' with DATABASE_URL.
   */
  rateLimitStore: 'memory' | 'database';
  /** Admin sessions end this long after login, or after this long without a call, whichever comes first. */
  adminSession: { hours: number; idleMinutes: number };
  /**
   * Failed logins per account (NIST SP 800-63B 5.2.2): the first `free` cost nothing; each further one
   * doubles the wait before the next attempt, and after `max` in a row the account refuses logins for
   * `lockoutMinutes`. Unknown emails count the same way.
   */
  loginFailures: { free: number; max: number; lockoutMinutes: number };
  /** One-time codes sent per destination, per account and per client address, an hour and a day. */
  otpCaps: {
    destination: { hour: number; day: number };
    account: { hour: number; day: number };
    address: { hour: number; day: number };
  };
  /** Other members' profiles one member may open, an hour and a day. */
  profileReads: { hour: number; day: number };
  /** Days an identity document's image is kept after staff reviewed it (services/retention.ts). */
  documentRetentionDays: number;
  /**
   * The automatic checks of uploads (services/checks): whether this instance works their jobs, how long a
   * claimed job may run before another claim takes it over, how long the models' child process stays
   * without work before it exits, and how often a failing check is tried (`retrySeconds` apart) before it is
   * given up for staff to see.
   */
  checks: { enabled: boolean; leaseSeconds: number; idleSeconds: number; attempts: number; retrySeconds: number };
}

/** argon2id memory in KiB: OWASP's minimum setting of 19 MiB with 2 passes. */
export const DEFAULT_PASSWORD_HASH_COST = 19 * 1024;

/** The address in a From header such as `Matrimony <no-reply@matrimony.example>`. */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

/** Reads and validates the environment once; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Blank variables (KEY= in a .env file) mean "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid server environment: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    signingSecret: e.SIGNING_SECRET,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT ?? `mailto:${mailAddress(e.MAIL_FROM)}`,
          }
        : null,
    turn:
      e.TURN_URLS && e.TURN_SECRET
        ? { urls: e.TURN_URLS.split(',').map((url) => url.trim()), secret: e.TURN_SECRET }
        : null,
    assistant: { url: e.ASSISTANT_LLM_URL, model: e.ASSISTANT_LLM_MODEL, key: e.ASSISTANT_LLM_KEY },
    seedDemo: e.SEED_DEMO,
    demoPopulation: e.SEED_DEMO_POPULATION,
    logLevel: e.LOG_LEVEL,
    distDir: resolve(e.DIST_DIR),
    trustProxy: e.TRUST_PROXY,
    fileStorage: e.FILE_STORAGE,
    geocodeOrigins: e.VITE_GEOCODE_URL ? [new URL(e.VITE_GEOCODE_URL).origin] : [],
    passwordHashCost: DEFAULT_PASSWORD_HASH_COST,
    loginRateLimit: 10,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    requestProgress: { windowMs: e.REQUEST_PROGRESS_WINDOW_MS, minBytes: e.REQUEST_PROGRESS_MIN_BYTES },
    // Node requires the headers' time to be within the whole request's.
    headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    db: {
      poolSize: e.DB_POOL_SIZE,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DB_LOCK_TIMEOUT_MS,
      acquireTimeoutMs: e.DB_ACQUIRE_TIMEOUT_MS,
    },
    passwordHashing: { memoryMiB: e.PASSWORD_HASH_MEMORY_MB, maxQueue: e.PASSWORD_HASH_QUEUE },
    rateLimitStore: e.RATE_LIMIT_STORE ?? (e.DATABASE_URL ? 'database' : 'memory'),
    adminSession: { hours: e.ADMIN_SESSION_HOURS, idleMinutes: e.ADMIN_IDLE_MINUTES },
    loginFailures: { free: e.LOGIN_FREE_FAILURES, max: e.LOGIN_MAX_FAILURES, lockoutMinutes: e.LOGIN_LOCKOUT_MINUTES },
    otpCaps: {
      destination: { hour: e.OTP_PER_DESTINATION_HOUR, day: e.OTP_PER_DESTINATION_DAY },
      account: { hour: e.OTP_PER_ACCOUNT_HOUR, day: e.OTP_PER_ACCOUNT_DAY },
      address: { hour: e.OTP_PER_ADDRESS_HOUR, day: e.OTP_PER_ADDRESS_DAY },
    },
    profileReads: { hour: e.PROFILE_READS_PER_HOUR, day: e.PROFILE_READS_PER_DAY },
    documentRetentionDays: e.DOCUMENT_RETENTION_DAYS,
    checks: {
      enabled: e.CHECKS === 'on',
      leaseSeconds: e.CHECK_LEASE_SECONDS,
      idleSeconds: e.CHECKER_IDLE_SECONDS,
      attempts: e.CHECK_ATTEMPTS,
      retrySeconds: e.CHECK_RETRY_SECONDS,
    },
  };
}
