import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_HASH_COST } from '../config';
import { hashPassword, needsRehash, newId, newOtp, newToken, verifyPassword } from './crypto';

describe('passwords', () => {
  it('use argon2id with OWASP parameters by default (19 MiB, 2 passes, 1 lane), salted', async () => {
    expect(DEFAULT_PASSWORD_HASH_COST).toBe(19456);
    const hash = await hashPassword('Demo@12345', DEFAULT_PASSWORD_HASH_COST);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('Demo@12345', hash)).toBe(true);
    expect(await verifyPassword('demo@12345', hash)).toBe(false);
    expect(await hashPassword('Demo@12345', 1024)).not.toBe(await hashPassword('Demo@12345', 1024));
    expect(needsRehash(hash, DEFAULT_PASSWORD_HASH_COST)).toBe(false);
    expect(needsRehash(hash, 1024)).toBe(true);
  });

  it('still verify the scrypt hashes of earlier accounts, and mark them for a new hash', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('Demo@12345', salt, 64, { N: 1024, r: 8, p: 2 });
    const stored = ['scrypt', 1024, 8, 2, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('Demo@12345', stored)).toBe(true);
    expect(await verifyPassword('Demo@12346', stored)).toBe(false);
    expect(needsRehash(stored, DEFAULT_PASSWORD_HASH_COST)).toBe(true);
  });

  it('still verify scrypt hashes stored with the earliest parameters (p=1)', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('Demo@12345', salt, 64, { N: 1024, r: 8, p: 1 });
    const stored = ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('Demo@12345', stored)).toBe(true);
    expect(await verifyPassword('Demo@12346', stored)).toBe(false);
  });

  it('reject malformed stored hashes, and parameters no hash of ours has', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$4294967296$8$1$c2FsdA==$a2V5')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$v=19$m=4194304,t=2,p=1$c2FsdHNhbHQ$a2V5a2V5')).toBe(false);
    expect(await verifyPassword('x', '$argon2i$v=19$m=1024,t=2,p=1$c2FsdHNhbHQ$a2V5a2V5')).toBe(false);
  });
});

describe('random values', () => {
  it('tokens carry 256 bits and do not repeat', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('OTPs are six digits, leading zeros kept', () => {
    const codes = Array.from({ length: 500 }, () => newOtp());
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(450);
  });

  it('ids are random UUIDs', () => {
    expect(newId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
