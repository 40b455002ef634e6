import { createHash, createHmac, randomBytes, randomInt, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { createLimiter, type Limiter } from './limiter';

/** Random, unguessable ids for every row the API exposes, so one id tells nothing about another. */
export function newId(): string {
  return randomUUID();
}

/** 256-bit session tokens; only their hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/**
 * The keyed hash a verified phone number is known by (identity claims, the audit row of a deleted
 * account): equal numbers give equal hashes, and the number cannot be read back without the secret.
 */
export function phoneNumberHash(secret: string, phone: string): string {
  return hmac(secret, `phone\n${phone}`);
}

/** The keyed hash an identity document's number is kept as (the number itself never is). */
export function documentNumberHash(secret: string, idType: string, idNumber: string): string {
  return hmac(secret, `id\n${idType}\n${idNumber}`);
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A numeric one-time code from the secure generator, leading zeros kept. */
export function newOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
/**
 * Two lanes, computed one after the other: OWASP lists N=2^16, r=8, p=2 as equal in strength to N=2^17, r=8,
 * p=1 (the same work) with half its memory, 64 MiB a hash, which a server answering logins in bursts can hold.
 */
const PARALLELISM = 2;
/** Stored parameters beyond these are not ours: refused instead of computed (a forged row must not cost gigabytes). */
const MAX_STORED = { N: 2 ** 17, r: 16, p: 8 };

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const HASHING_BUSY_MESSAGE = 'Too many sign-ins at once. Please try again in a moment.';

export interface PasswordHashingLimits {
  /** Hashes computed at once: each holds 128 * N * r bytes (64 MiB at the production cost) while it runs. */
  concurrency: number;
  /** Hashes waiting at once; one more is answered 503 with Retry-After. */
  maxQueue: number;
  /** A hash that waited this long without starting is refused the same way. */
  maxWaitMs: number;
}

export const DEFAULT_PASSWORD_HASHING: PasswordHashingLimits = { concurrency: 1, maxQueue: 64, maxWaitMs: 20_000 };

let hashing: Limiter = createLimiter({ ...DEFAULT_PASSWORD_HASHING, busyMessage: HASHING_BUSY_MESSAGE });

/** Sets the process-wide hashing limits (server.ts, from the configuration). */
export function limitPasswordHashing(limits: PasswordHashingLimits): void {
  hashing = createLimiter({ ...limits, busyMessage: HASHING_BUSY_MESSAGE });
}

function scryptAsync(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; leave headroom above it.
  const maxmem = 256 * N * r;
  // Through the process-wide limit: sixteen logins at once would otherwise hold sixteen hashes' memory together.
  return hashing.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/**
 * Memory-hard password hash (scrypt, OWASP: N=2^16, r=8, p=2 in production), self-describing
 * (`scrypt$N$r$p$salt$hash`) so the parameters can change while stored hashes keep working.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, { N: cost, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a password against a stored hash with the parameters it was made with (earlier hashes used p=1). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, nText, rText, pText, saltText, keyText] = stored.split('$');
  const params = { N: Number(nText), r: Number(rText), p: Number(pText) };
  const valid = (Object.keys(MAX_STORED) as (keyof ScryptParams)[]).every(
    (name) => Number.isInteger(params[name]) && params[name] > 0 && params[name] <= MAX_STORED[name],
  );
  if (scheme !== 'scrypt' || !valid || !saltText || !keyText) return false;
  const key = await scryptAsync(password, Buffer.from(saltText, 'base64'), params);
  const expected = Buffer.from(keyText, 'base64');
  return key.length === expected.length && timingSafeEqual(key, expected);
}
