import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_HASH_COST } from '../config';
import { hashPassword, newId, newOtp, newToken, verifyPassword } from './crypto';

describe('passwords', () => {
  it('use scrypt with the OWASP cost by default (N=2^17, r=8, p=1), salted', async () => {
    expect(DEFAULT_PASSWORD_HASH_COST).toBe(131072);
    const hash = await hashPassword('Demo@12345', DEFAULT_PASSWORD_HASH_COST);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('Demo@12345', hash)).toBe(true);
    expect(await verifyPassword('demo@12345', hash)).toBe(false);
    expect(await hashPassword('Demo@12345', 1024)).not.toBe(await hashPassword('Demo@12345', 1024));
  });

  it('reject malformed stored hashes', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
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
