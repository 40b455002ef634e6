import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GENDERS, HABIT_FREQUENCIES, RELIGIONS } from '../../contract/enums';
import { blurBackfillRepository } from '../repositories/blur-backfill';
import { ADMIN_HEADERS, call, expectOk } from '../test/fixtures';
import { TEST_PASSWORD_HASH_COST, useTestServer } from '../test/test-server';
import { DEMO_ADMIN, DEMO_MEMBER, NEW_MEMBER } from './credentials';
import { seedDemoIfEmpty } from './index';

const t = useTestServer();

const seed = () =>
  seedDemoIfEmpty({
    db: t.db,
    files: t.files,
    config: { ...t.config, passwordHashCost: TEST_PASSWORD_HASH_COST },
    log: () => undefined,
    demoMembers: 60,
  });

const login = async (userName: string, password: string, path = '/api/users/login') =>
  (
    (await expectOk(call(t, 'POST', path, { json: { userName, password }, headers: ADMIN_HEADERS }))) as {
      token: string;
    }
  ).token;

describe('demo seed', () => {
  it('creates the demo accounts with the documented credentials, once', async () => {
    expect(await seed()).toBe(true);
    expect(await seed()).toBe(false);

    const demo = await login(DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(await expectOk(call(t, 'GET', '/api/verification/status', { token: demo }))).toEqual({
      contact: { email: 'VERIFIED', phoneNumber: 'VERIFIED' },
      identity: { image: 'VERIFIED', id: 'VERIFIED' },
      review: { status: 'PUBLISHED', reasons: [], note: null },
    });
    expect(Object.values((await expectOk(call(t, 'GET', '/api/profile/status', { token: demo }))) as object)).toEqual(
      Array(7).fill('DONE'),
    );

    const fresh = await login(NEW_MEMBER.email, NEW_MEMBER.password);
    expect(await expectOk(call(t, 'GET', '/api/verification/status', { token: fresh }))).toEqual({
      contact: { email: 'INIT', phoneNumber: 'INIT' },
      identity: { image: 'INIT', id: 'INIT' },
    });
    expect(Object.values((await expectOk(call(t, 'GET', '/api/profile/status', { token: fresh }))) as object)).toEqual(
      Array(7).fill('INIT'),
    );

    const admin = await login(DEMO_ADMIN.email, DEMO_ADMIN.password, '/api/users/admin/login');
    const awaiting = (await expectOk(
      call(t, 'GET', '/api/profile/list', { token: admin, headers: ADMIN_HEADERS }),
    )) as { imageUrls: string[] }[];
    expect(awaiting.length).toBeGreaterThan(0);
    expect(awaiting.every((item) => item.imageUrls.length > 0)).toBe(true);
  });

  it('varies the generated members across the enums, most published, with avatars', async () => {
    await seed();
    const { rows } = await t.db.query<{
      gender: string;
      smoking: string;
      religion: string;
      published: boolean;
      photos: number;
    }>(
      `SELECT p.gender, p.smoking, p.religion, p.published_at IS NOT NULL AS published,
         (SELECT count(*)::int FROM profile_images i WHERE i.profile_id = p.id) AS photos
       FROM profiles p JOIN users u ON u.id = p.id WHERE u.email LIKE '%@demo.matrimony.example'`,
    );
    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((r) => r.gender))).toEqual(new Set(GENDERS));
    expect(new Set(rows.map((r) => r.smoking))).toEqual(new Set(HABIT_FREQUENCIES));
    expect(new Set(rows.map((r) => r.religion)).size).toBeGreaterThan(RELIGIONS.length / 2);
    const published = rows.filter((r) => r.published);
    expect(published.length / rows.length).toBeGreaterThan(0.7);
    expect(published.every((r) => r.photos >= 1)).toBe(true);
    const { rows: logins } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE email LIKE '%@demo.matrimony.example' AND password_hash IS NOT NULL",
    );
    expect(logins).toEqual([{ n: 0 }]);
  });

  it('stores each demo photo with its blurred copy, as an upload does, so no backfill is left to do', async () => {
    await seed();
    const { rows } = await t.db.query<{ file_key: string; blurred_key: string | null }>(
      'SELECT file_key, blurred_key FROM profile_images',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.blurred_key).not.toBeNull();
      const blurred = await sharp((await t.files.get(row.blurred_key!))!.bytes).metadata();
      expect(Math.max(blurred.width ?? 0, blurred.height ?? 0)).toBeLessThanOrEqual(320);
    }
    expect(await blurBackfillRepository(t.db).requestMissing()).toBe(0);
  });

  it('gives members a background to search by mother tongue and marital status, and some a shared horoscope', async () => {
    await seed();
    const { rows } = await t.db.query<{
      tongue: string | null;
      marital: string | null;
      horoscope: boolean;
      shared: boolean;
      certain: boolean | null;
    }>(
      `SELECT p.mother_tongue AS tongue, p.marital_status AS marital, h.member_id IS NOT NULL AS horoscope,
         coalesce(h.share, false) AS shared, h.nakshatra_certain AS certain
       FROM profiles p JOIN users u ON u.id = p.id LEFT JOIN horoscopes h ON h.member_id = p.id
       WHERE u.email LIKE '%@demo.matrimony.example' AND p.published_at IS NOT NULL`,
    );
    expect(rows.every((r) => r.tongue !== null && r.marital !== null)).toBe(true);
    expect(new Set(rows.map((r) => r.tongue)).size).toBeGreaterThan(8);
    expect(new Set(rows.map((r) => r.marital)).size).toBeGreaterThan(1);
    const withHoroscope = rows.filter((r) => r.horoscope);
    expect(withHoroscope.length).toBeGreaterThan(rows.length / 5);
    expect(withHoroscope.length).toBeLessThan(rows.length * 0.7);
    expect(withHoroscope.some((r) => r.shared)).toBe(true);
    expect(withHoroscope.every((r) => r.certain)).toBe(true);
  });
});
