import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminProfileListSchema, type AdminChecks } from '../../../contract/schemas';
import { buildApp } from '../../app';
import { manA, manB, noFace, panCard, woman } from '../../eval/checks/pictures';
import {
  ADMIN_HEADERS,
  call,
  completeOnboarding,
  completeVerification,
  createActiveMember,
  showTo,
  expectOk,
  form,
  newIdentity,
} from '../../test/fixtures';
import { useTestServer, type TestServer } from '../../test/test-server';
import { createChildChecker, type Checker } from './checker';

/*
 * The checks with the real models in their child process, loaded once for the file (the child stays up
 * between tests). A checker that can be told to hang stands between, for the restart test.
 */
const real = createChildChecker({ idleMs: 120_000 });
let hang = false;
const hanging = new Set<(error: Error) => void>();
const checker: Checker = {
  analyse: (input) => (hang ? new Promise((_resolve, reject) => void hanging.add(reject)) : real.analyse(input)),
  close: async () => {
    for (const reject of hanging) reject(new Error('The checker stopped.'));
    hanging.clear();
  },
  pid: () => real.pid(),
};
// The models load once for the file, before the first test's clock starts.
beforeAll(async () => {
  await real.analyse({
    selfie: { key: 'warm', bytes: await manA() },
    document: { key: 'card', bytes: await panCard('A B', 'ABCPA1234A') },
    photos: [],
  });
}, 240_000);
afterAll(() => real.close());

const t = useTestServer({
  config: { checks: { enabled: true, leaseSeconds: 5, idleSeconds: 120, attempts: 5, retrySeconds: 60 } },
  checker,
});

/** A member who submitted everything, with the given selfie, photo and identity card. */
async function member(
  server: TestServer,
  pictures: { selfie: Buffer; photo: Buffer; card?: Buffer; pan?: string; firstName?: string; source?: string },
) {
  const account = await server.createAccount('member');
  await completeVerification(server, account.token, account.email);
  await completeOnboarding(server, account.token, pictures.firstName ?? 'Priya');
  const pan = pictures.pan ?? newIdentity().pan;
  await expectOk(
    call(server, 'POST', '/api/verification/verify-image', {
      token: account.token,
      form: form({ document: pictures.selfie, source: pictures.source }),
    }),
  );
  await expectOk(
    call(server, 'POST', '/api/verification/verify-identity', {
      token: account.token,
      form: form({ document: pictures.card ?? (await panCard('PRIYA RAO', pan)), idNumber: pan, idType: 'PAN' }),
    }),
  );
  await expectOk(
    call(server, 'POST', '/api/profile/images', { token: account.token, form: form({ image0: pictures.photo }) }),
  );
  return account;
}

async function checksOf(server: TestServer, id: string): Promise<AdminChecks> {
  const admin = await server.createAccount('admin');
  const list = AdminProfileListSchema.parse(
    await expectOk(call(server, 'GET', '/api/profile/list', { token: admin.token, headers: ADMIN_HEADERS })),
  );
  const item = list.find((entry) => entry.id === id);
  if (!item?.checks) throw new Error('not listed');
  return item.checks;
}

describe('automatic checks', { timeout: 120_000 }, () => {
  it('the same face is a MATCH, the printed number and name agree, and the same photo on two accounts is flagged', async () => {
    const pan = 'ABCPR1234F';
    const one = await member(t, {
      selfie: await manA(),
      photo: await manB(),
      pan,
      card: await panCard('PRIYA RAO', pan),
    });
    const other = await member(t, { selfie: await woman(), photo: await manB() });
    await t.app.checks!.drained();

    const first = await checksOf(t, one.id);
    expect(first).toMatchObject({
      status: 'DONE',
      selfieFaces: 1,
      faceMatch: 'MATCH',
      documentNumber: 'MATCH',
      documentName: 'MATCH',
      documentNameRead: 'PRIYA RAO',
    });
    const second = await checksOf(t, other.id);
    // A woman's selfie against the man's photo.
    expect(second.faceMatch).toBe('MISMATCH');
    expect(second.duplicates).toContainEqual({ profileId: one.id, kind: 'photo' });
    expect(second.risk).toBeGreaterThan(first.risk!);
    // Riskiest first.
    const admin = await t.createAccount('admin');
    const list = AdminProfileListSchema.parse(
      await expectOk(call(t, 'GET', '/api/profile/list', { token: admin.token, headers: ADMIN_HEADERS })),
    );
    expect(list.map((item) => item.id).indexOf(other.id)).toBeLessThan(list.map((item) => item.id).indexOf(one.id));
    // Models and versions are stored with the result.
    const { rows } = await t.db.query<{ models: Record<string, string> }>(
      'SELECT models FROM check_results WHERE profile_id = $1',
      [one.id],
    );
    expect(rows[0]!.models.faceRecognition).toMatch(/face-api 1\.\d+\.\d+/);
    expect(rows[0]!.models.ocr).toMatch(/tesseract\.js \d/);

    // Published, the matched face earns the photo badge other members see.
    await expectOk(call(t, 'GET', `/api/profile/verify?id=${one.id}`, { token: admin.token, headers: ADMIN_HEADERS }));
    const viewer = await createActiveMember(t, admin, 'Ravi');
    await showTo(t, viewer, one);
    const seen = (await expectOk(call(t, 'GET', `/api/profile/get?profileId=${one.id}`, { token: viewer.token }))) as {
      badges: string[];
    };
    expect(seen.badges).toContain('PHOTO_VERIFIED');
  });

  it('a selfie with no face is NO_FACE, and a typed number other than the printed one is a MISMATCH', async () => {
    const typed = 'ABCPR1234F';
    const account = await member(t, {
      selfie: await noFace(),
      photo: await manB(),
      pan: typed,
      card: await panCard('PRIYA RAO', 'ABCPR9876F'),
    });
    await t.app.checks!.drained();
    expect(await checksOf(t, account.id)).toMatchObject({
      status: 'DONE',
      selfieFaces: 0,
      faceMatch: 'NO_FACE',
      documentNumber: 'MISMATCH',
      documentName: 'MATCH',
    });
  });

  it('a selfie chosen from files, not taken live, passes no face check by itself and staff are told', async () => {
    const account = await member(t, { selfie: await manA(), photo: await manB(), source: 'file' });
    await t.app.checks!.drained();
    const checks = await checksOf(t, account.id);
    // The same face as the photo, yet only worth a look: any photo could have been chosen.
    expect(checks).toMatchObject({ status: 'DONE', selfieFaces: 1, faceMatch: 'UNCERTAIN', selfieLive: false });
    expect(checks.warnings).toContain('The selfie was chosen from files, not taken live with the camera.');

    // Published (with a note, as staff publish whatever else the checks found), it earns no photo badge.
    const admin = await t.createAccount('admin');
    const note = 'Called the member: the selfie from files is hers.';
    await expectOk(
      call(t, 'POST', '/api/profile/verify', {
        token: admin.token,
        headers: ADMIN_HEADERS,
        json: { id: account.id, note },
      }),
    );
    const viewer = await createActiveMember(t, admin, 'Ravi');
    await showTo(t, viewer, account);
    const seen = (await expectOk(
      call(t, 'GET', `/api/profile/get?profileId=${account.id}`, { token: viewer.token }),
    )) as { badges: string[] };
    expect(seen.badges).not.toContain('PHOTO_VERIFIED');
  });

  it('no check is lost when the server stops mid-check: the next start finishes it', async () => {
    hang = true;
    const account = await member(t, { selfie: await manA(), photo: await manB() });
    // The job is claimed and its check never answers: the process is as good as killed.
    for (let i = 0; i < 100 && hanging.size === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(hanging.size).toBe(1);
    await t.app.close();
    hang = false;

    const restarted = await buildApp({
      db: t.db,
      files: t.files,
      mailer: t.outbox.mailer,
      sms: t.outbox.sms,
      config: t.config,
      checker,
      logger: false,
    });
    try {
      await restarted.ready();
      await restarted.checks!.drained();
      const again = { ...t, app: restarted };
      expect(await checksOf(again, account.id)).toMatchObject({ status: 'DONE', faceMatch: 'MATCH' });
    } finally {
      await restarted.close();
    }
  });

  it('members never see the checks: not in their status, their profile, or their data download', async () => {
    const account = await member(t, { selfie: await manA(), photo: await manB() });
    await t.app.checks!.drained();
    for (const url of ['/api/verification/status', '/api/profile/my', '/api/profile/status', '/api/account/export']) {
      const res = await call(t, 'GET', url, { token: account.token });
      expect(JSON.stringify(res.body)).not.toMatch(/faceMatch|selfieFaces|documentNumber|risk/);
    }
  });
});
