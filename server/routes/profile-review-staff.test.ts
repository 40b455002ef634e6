import { describe, expect, it } from 'vitest';
import { AdminProfileListSchema } from '../../contract/schemas';
import {
  ADMIN_HEADERS,
  call,
  completeOnboarding,
  completeVerification,
  expectError,
  expectOk,
  form,
  makeJpeg,
} from '../test/fixtures';
import { useTestServer } from '../test/test-server';

const t = useTestServer();

async function submittedMember(firstName: string, email?: string) {
  const member = await t.createAccount('member', email);
  await completeVerification(t, member.token, member.email);
  await completeOnboarding(t, member.token, firstName);
  return member;
}

/** The automatic checks' outcome of a profile, as the checks worker stores it. */
async function storeChecks(profileId: string, checks: Record<string, unknown>, risk: number) {
  await t.db.query('DELETE FROM check_jobs WHERE profile_id = $1', [profileId]);
  await t.db.query(
    `INSERT INTO check_results (profile_id, checks, risk) VALUES ($1, $2, $3)
     ON CONFLICT (profile_id) DO UPDATE SET checks = EXCLUDED.checks, risk = EXCLUDED.risk`,
    [profileId, JSON.stringify({ ...checks, risk }), risk],
  );
}

const CLEAN = { selfieFaces: 1, faceMatch: 'MATCH', documentNumber: 'MATCH', documentName: 'MATCH', duplicates: [] };

async function list(token: string, q?: string) {
  const res = await call(t, 'GET', `/api/profile/list${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`, {
    token,
    headers: ADMIN_HEADERS,
  });
  expect(res.status).toBe(200);
  return AdminProfileListSchema.parse(res.body);
}

const published = async (id: string) =>
  (await t.db.query<{ on: boolean }>('SELECT published_at IS NOT NULL AS on FROM profiles WHERE id = $1', [id])).rows[0]
    .on;

describe('publishing past a red check', () => {
  it('asks for a note, then publishes and keeps the note and the checks in the audit', async () => {
    const admin = await t.createAccount('admin');
    const priya = await submittedMember('Priya');
    await storeChecks(priya.id, { ...CLEAN, documentName: 'MISMATCH', documentNameRead: 'RAHUL KUMAR' }, 20);

    await expectError(
      call(t, 'GET', `/api/profile/verify?id=${priya.id}`, { token: admin.token, headers: ADMIN_HEADERS }),
      409,
      'This profile has red checks (Name on document: MISMATCH). Confirm with a note to publish it anyway.',
    );
    expect(await published(priya.id)).toBe(false);
    await expectError(
      call(t, 'POST', '/api/profile/verify', {
        token: admin.token,
        headers: ADMIN_HEADERS,
        json: { id: priya.id, note: '  ' },
      }),
      400,
      'Please write a note saying why you publish despite the red checks.',
    );
    const note = 'Called the member: the PAN is her own, issued before her name change.';
    await expectOk(
      call(t, 'POST', '/api/profile/verify', {
        token: admin.token,
        headers: ADMIN_HEADERS,
        json: { id: priya.id, note },
      }),
    );
    expect(await published(priya.id)).toBe(true);
    const audit = await t.db.query<{ actor_id: string; detail: Record<string, unknown> }>(
      `SELECT actor_id, detail FROM audit_events WHERE action = 'profile.published' AND subject_id = $1`,
      [priya.id],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].actor_id).toBe(admin.id);
    expect(audit.rows[0].detail).toMatchObject({ redChecks: ['Name on document: MISMATCH'], note });
  });

  it('treats a face MISMATCH or NO_FACE, a number MISMATCH, a duplicate and a high risk as red, and nothing else', async () => {
    const admin = await t.createAccount('admin');
    const cases: [Record<string, unknown>, number, string | null][] = [
      [{ ...CLEAN, faceMatch: 'NO_FACE', selfieFaces: 0 }, 45, 'Selfie vs photos: NO FACE'],
      [{ ...CLEAN, faceMatch: 'MISMATCH' }, 45, 'Selfie vs photos: MISMATCH'],
      [{ ...CLEAN, documentNumber: 'MISMATCH' }, 35, 'Document number: MISMATCH'],
      [{ ...CLEAN, duplicates: [{ profileId: 'someone', kind: 'photo' }] }, 40, 'Same photo as profile someone'],
      [{ ...CLEAN, faceMatch: 'UNCERTAIN', documentNumber: 'UNREADABLE', documentName: 'UNREADABLE' }, 50, 'Risk 50'],
      [{ ...CLEAN, faceMatch: 'UNCERTAIN', documentName: 'UNREADABLE' }, 20, null],
    ];
    for (const [index, [checks, risk, red]] of cases.entries()) {
      const member = await submittedMember(`Case${'abcdef'[index]}`);
      await storeChecks(member.id, checks, risk);
      const res = await call(t, 'GET', `/api/profile/verify?id=${member.id}`, {
        token: admin.token,
        headers: ADMIN_HEADERS,
      });
      if (red === null) {
        expect(res.status).toBe(200);
      } else {
        expect(res.status).toBe(409);
        expect((res.body as { errorMessage: string }).errorMessage).toContain(red);
      }
    }
  });

  it('publishes a profile whose checks are clean, or were never made, in one call as the spec says', async () => {
    const admin = await t.createAccount('admin');
    const clean = await submittedMember('Clean');
    await storeChecks(clean.id, CLEAN, 0);
    const unchecked = await submittedMember('Unchecked');
    await t.db.query('DELETE FROM check_jobs WHERE profile_id = $1', [unchecked.id]);
    for (const id of [clean.id, unchecked.id]) {
      await expectOk(call(t, 'GET', `/api/profile/verify?id=${id}`, { token: admin.token, headers: ADMIN_HEADERS }));
    }
  });

  it('is for staff only', async () => {
    const member = await submittedMember('Self');
    await expectError(
      call(t, 'POST', '/api/profile/verify', {
        token: member.token,
        headers: ADMIN_HEADERS,
        json: { id: member.id, note: 'me' },
      }),
      403,
      'This is available to admins only.',
    );
  });
});

describe('the review list', () => {
  it('shows the name read from the document, the submission and waiting time, the checks state and earlier refusals', async () => {
    const admin = await t.createAccount('admin');
    const before = Date.now();
    const priya = await submittedMember('Priya', 'priya.rao@example.com');
    await storeChecks(priya.id, { ...CLEAN, documentName: 'MISMATCH', documentNameRead: 'RAHUL KUMAR' }, 20);
    const pending = await submittedMember('Pending');
    const never = await submittedMember('Never');
    await t.db.query('DELETE FROM check_jobs WHERE profile_id = $1', [never.id]);

    // Priya was refused once, fixed the selfie, and is back in review.
    await expectOk(
      call(t, 'POST', '/api/profile/refuse', {
        token: admin.token,
        headers: ADMIN_HEADERS,
        json: { id: priya.id, reasons: ['SELFIE_UNCLEAR'], note: 'Too dark.' },
      }),
    );
    const refusedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expectOk(
      call(t, 'POST', '/api/verification/verify-image', {
        token: priya.token,
        form: form({ document: await makeJpeg() }),
      }),
    );

    const items = await list(admin.token);
    const byId = new Map(items.map((item) => [item.id, item]));
    const p = byId.get(priya.id)!;
    expect(p).toMatchObject({ firstName: 'Priya', email: 'priya.rao@example.com', checksState: 'PENDING' });
    expect(p.checks?.documentNameRead).toBe('RAHUL KUMAR');
    expect(p.refusals).toEqual([{ at: expect.any(String), reasons: ['SELFIE_UNCLEAR'] }]);
    // Submitted again after the refusal: the time is the resubmission's.
    expect(Date.parse(p.submittedAt!)).toBeGreaterThanOrEqual(refusedAt - 1000);
    expect(p.waitingSeconds).toBeGreaterThanOrEqual(0);
    expect(p.waitingSeconds).toBeLessThan(120);
    expect(byId.get(pending.id)).toMatchObject({ checksState: 'PENDING', refusals: [] });
    expect(byId.get(never.id)).toMatchObject({ checksState: 'NOT_CHECKED' });
    expect(Date.parse(byId.get(never.id)!.submittedAt!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('searches by name or email', async () => {
    const admin = await t.createAccount('admin');
    const kavya = await submittedMember('Kavya', 'kavya@example.com');
    const meera = await submittedMember('Meera', 'm.iyer@example.com');
    expect((await list(admin.token, 'kav')).map((item) => item.id)).toEqual([kavya.id]);
    expect((await list(admin.token, 'M.IYER@')).map((item) => item.id)).toEqual([meera.id]);
    expect((await list(admin.token, 'Meera Rao')).map((item) => item.id)).toEqual([meera.id]);
    expect(await list(admin.token, '%')).toEqual([]);
    expect((await list(admin.token, '')).length).toBe(2);
  });
});
