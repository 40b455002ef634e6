import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_HASH_COST, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      signingSecret: undefined,
      tokenTtlHours: 168,
      seedDemo: true,
      logLevel: 'info',
      trustProxy: false,
      geocodeOrigins: [],
      passwordHashCost: DEFAULT_PASSWORD_HASH_COST,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads every variable and treats blank ones as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/app',
      DATA_DIR: '/srv/data',
      SIGNING_SECRET: 's'.repeat(40),
      TOKEN_TTL_HOURS: '12',
      SMTP_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      VITE_GEOCODE_URL: 'https://geo.example.com/reverse?lat={lat}',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db:5432/app',
      dataDir: '/srv/data',
      tokenTtlHours: 12,
      smtpUrl: undefined,
      seedDemo: false,
      logLevel: 'warn',
      geocodeOrigins: ['https://geo.example.com'],
    });
  });

  it('has timeouts and limits by default, and counts rate limits where every instance sees them', () => {
    const embedded = loadConfig({});
    expect(embedded).toMatchObject({
      requestTimeoutMs: 600_000,
      requestProgress: { windowMs: 30_000, minBytes: 2048 },
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
      shutdownTimeoutMs: 8_000,
      db: { poolSize: 10, statementTimeoutMs: 15_000, lockTimeoutMs: 3_000, acquireTimeoutMs: 3_000 },
      passwordHashing: { memoryMiB: 80, maxQueue: 64 },
      rateLimitStore: 'memory',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app' }).rateLimitStore).toBe('database');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app', RATE_LIMIT_STORE: 'memory' }).rateLimitStore).toBe(
      'memory',
    );
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '20000' }).headersTimeoutMs).toBe(5000);
    expect(() => loadConfig({ DB_LOCK_TIMEOUT_MS: 'soon' })).toThrow(/DB_LOCK_TIMEOUT_MS/);
  });

  it('stops with a clear message on a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid server environment: PORT/);
    expect(() => loadConfig({ SIGNING_SECRET: 'short' })).toThrow(/SIGNING_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
