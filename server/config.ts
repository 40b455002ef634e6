import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_PGLITE_SHARED_BUFFERS } from './db/pglite';

/** Spec-neutral defaults; each variable is documented in .env.example under "# API server". */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
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
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The embedded database's buffer cache, e.g. "48MB" (unused with DATABASE_URL). */
  pgliteSharedBuffers: string;
  /** Undefined until server.ts resolves it (from the environment or a file in DATA_DIR). */
  signingSecret: string | undefined;
  tokenTtlHours: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsWebhookUrl: string | undefined;
  assistant: { url: string | undefined; model: string | undefined; key: string | undefined };
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
  /** scrypt cost N; OWASP's 2^17 in production. Only tests lower it, to stay fast. */
  passwordHashCost: number;
  /** Login attempts allowed per client address and minute. */
  loginRateLimit: number;
}

export const DEFAULT_PASSWORD_HASH_COST = 2 ** 17;

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
  };
}
