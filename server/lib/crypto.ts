import { createHash, createHmac, randomBytes, randomInt, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { type Algorithm, hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
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

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A numeric one-time code from the secure generator, leading zeros kept. */
export function newOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Passwords are hashed with argon2id (OWASP's first choice), at OWASP's first listed setting: 19 MiB of
 * memory, 2 passes, 1 lane. `cost` is the memory in KiB, so tests can lower it. One hash takes about 25 ms of
 * one core here, against about 0.4 s for the scrypt setting (N=2^16, r=8, p=2, 64 MiB) that earlier accounts
 * were hashed with; those keep verifying and are re-hashed at the member's next successful login.
 */
const ARGON2_PASSES = 2;
const ARGON2_LANES = 1;
/** Stored argon2 parameters beyond these are not ours: refused instead of computed. */
const MAX_ARGON2 = { m: 256 * 1024, t: 16, p: 8 };

const SCRYPT_KEY_LENGTH = 64;
/** Stored scrypt parameters beyond these are not ours: refused instead of computed (a forged row must not cost gigabytes). */
const MAX_SCRYPT = { N: 2 ** 17, r: 16, p: 8 };

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const HASHING_BUSY_MESSAGE = 'Too many sign-ins at once. Please try again in a moment.';

export interface PasswordHashingLimits {
  /**
   * Memory that hashes running at once may hold together, in MiB. A hash takes its own memory cost
   * (19 MiB for argon2id at the production setting, 64 MiB for a legacy scrypt one), so the number
   * running at once follows from what each one costs instead of being fixed.
   */
  memoryMiB: number;
  /** Hashes waiting at once; one more is answered 503 with Retry-After. */
  maxQueue: number;
  /** A hash that waited this long without starting is refused the same way. */
  maxWaitMs: number;
}

/**
 * 80 MiB: four argon2id hashes at once, as many as libuv's default four worker threads run (more would only
 * wait there), or one legacy scrypt hash. Measured with `npm run bench:logins`: RSS grows by about the
 * hashes' memory while they run, and the process stays far inside its budget.
 */
export const DEFAULT_PASSWORD_HASHING: PasswordHashingLimits = { memoryMiB: 80, maxQueue: 64, maxWaitMs: 20_000 };

const KIB_PER_MIB = 1024;

let hashing: Limiter = limiterFor(DEFAULT_PASSWORD_HASHING);

function limiterFor(limits: PasswordHashingLimits): Limiter {
  return createLimiter({
    concurrency: limits.memoryMiB * KIB_PER_MIB,
    maxQueue: limits.maxQueue,
    maxWaitMs: limits.maxWaitMs,
    busyMessage: HASHING_BUSY_MESSAGE,
  });
}

/** Sets the process-wide hashing limits (server.ts, from the configuration). */
export function limitPasswordHashing(limits: PasswordHashingLimits): void {
  hashing = limiterFor(limits);
}

/** Runs one hash through the process-wide limit, weighed by the KiB it holds while it runs. */
function throughLimit<T>(memoryKiB: number, task: () => Promise<T>): Promise<T> {
  return hashing.run(task, memoryKiB);
}

function scryptAsync(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; leave headroom above it.
  const maxmem = 256 * N * r;
  return throughLimit(
    (128 * N * r) / 1024,
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, SCRYPT_KEY_LENGTH, { N, r, p, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** The package's `Algorithm.Argon2id` (a const enum, which isolated modules cannot read at run time). */
const ARGON2ID: Algorithm.Argon2id = 2;

function argon2Options(memoryKiB: number, passes: number, lanes: number) {
  return { algorithm: ARGON2ID, memoryCost: memoryKiB, timeCost: passes, parallelism: lanes };
}

/**
 * Memory-hard password hash: argon2id in its standard self-describing form
 * (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), so the parameters can change while stored hashes keep working.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  return throughLimit(cost, () => argon2Hash(password, argon2Options(cost, ARGON2_PASSES, ARGON2_LANES)));
}

/** The parameters of a stored argon2id hash, or null when it is not one of ours. */
function argon2Params(stored: string): { m: number; t: number; p: number } | null {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(stored);
  if (!match) return null;
  const params = { m: Number(match[1]), t: Number(match[2]), p: Number(match[3]) };
  const ours = (Object.keys(MAX_ARGON2) as (keyof typeof MAX_ARGON2)[]).every(
    (name) => params[name] > 0 && params[name] <= MAX_ARGON2[name],
  );
  return ours ? params : null;
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, nText, rText, pText, saltText, keyText] = stored.split('$');
  const params = { N: Number(nText), r: Number(rText), p: Number(pText) };
  const valid = (Object.keys(MAX_SCRYPT) as (keyof ScryptParams)[]).every(
    (name) => Number.isInteger(params[name]) && params[name] > 0 && params[name] <= MAX_SCRYPT[name],
  );
  if (!valid || !saltText || !keyText) return false;
  const key = await scryptAsync(password, Buffer.from(saltText, 'base64'), params);
  const expected = Buffer.from(keyText, 'base64');
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * Checks a password against a stored hash with the parameters it was made with: argon2id, or the scrypt
 * form of earlier accounts (`scrypt$N$r$p$salt$hash`; the oldest used p=1).
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  const params = argon2Params(stored);
  if (!params) return false;
  return throughLimit(params.m, () => argon2Verify(stored, password).catch(() => false));
}

/** Whether a stored hash should be replaced at the next successful login: made by another scheme or setting. */
export function needsRehash(stored: string, cost: number): boolean {
  const params = argon2Params(stored);
  return !params || params.m !== cost || params.t !== ARGON2_PASSES || params.p !== ARGON2_LANES;
}
