import { describe, expect, it } from 'vitest';
import { VerificationStatusSchema } from '../../contract/schemas';
import {
  ADMIN_HEADERS,
  call,
  completeOnboarding,
  completeVerification,
  createActiveMember,
  expectError,
  expectOk,
  form,
  makeJpeg,
  showTo,
} from '../test/fixtures';
import { useTestServer } from '../test/test-server';

const t = useTestServer();

async function submittedMember(firstName: string) {
  const member = await t.createAccount('member');
  await completeVerification(t, member.token, member.email);
  await completeOnboarding(t, member.token, firstName);
  return member;
}

const listIds = async (token: string) =>
  ((await expectOk(call(t, 'GET', '/api/profile/list', { token, headers: ADMIN_HEADERS }))) as { id: string }[]).map(
    (item) => item.id,
  );

const status = async (token: string) =>
  VerificationStatusSchema.strict().parse(await expectOk(call(t, 'GET', '/api/verification/status', { token })));

describe('POST /api/profile/refuse and the way back', () => {
  it('refuse: the member sees the reasons and the reopened steps, resubmits, and is back in review', async () => {
    const admin = await t.createAccount('admin');
    const member = await submittedMember('Kavya');
    expect((await status(member.token)).review).toEqual({ status: 'WAITING', reasons: [], note: null });

    await expectOk(
      call(t, 'POST', '/api/profile/refuse', {
        token: admin.token,
        headers: ADMIN_HEADERS,
        json: { id: member.id, reasons: ['SELFIE_UNCLEAR', 'PHOTO_NOT_OWN'], note: 'Please face the camera.' },
      }),
    );
    const refused = await status(member.token);
    expect(refused.identity).toEqual({ image: 'INIT', id: 'VERIFIED' });
    expect(refused.review).toEqual({
      status: 'REFUSED',
      reasons: ['SELFIE_UNCLEAR', 'PHOTO_NOT_OWN'],
      note: 'Please face the camera.',
    });
    expect(await expectOk(call(t, 'GET', '/api/profile/status', { token: member.token }))).toMatchObject({
      images: 'INIT',
      profession: 'DONE',
    });
    expect(await listIds(admin.token)).not.toContain(member.id);
    const mail = t.outbox.messages.find((m) => m.to === member.email && m.subject.includes('needs a change'));
    expect(mail?.text).toContain('We could not see your face clearly in your selfie.');
    expect(mail?.text).toContain('Please face the camera.');
    const audit = (await expectOk(
      call(t, 'GET', '/api/audit/events', { token: admin.token, headers: ADMIN_HEADERS }),
    )) as {
      events: { action: string; subject: string }[];
    };
    expect(audit.events.map((e) => e.action)).toContain('profile.refused');

    // The selfie alone is not enough: the photos step is still open.
    await expectOk(
      call(t, 'POST', '/api/verification/verify-image', {
        token: member.token,
        form: form({ document: await makeJpeg() }),
      }),
    );
    expect((await status(member.token)).review?.status).toBe('REFUSED');
    expect(await listIds(admin.token)).not.toContain(member.id);

    await expectOk(
      call(t, 'POST', '/api/profile/images', { token: member.token, form: form({ image0: await makeJpeg() }) }),
    );
    const back = await status(member.token);
    expect(back.identity).toEqual({ image: 'VERIFIED', id: 'VERIFIED' });
    expect(back.review).toEqual({ status: 'WAITING', reasons: [], note: null });
    expect(await listIds(admin.token)).toContain(member.id);

    await expectOk(
      call(t, 'GET', `/api/profile/verify?id=${member.id}`, { token: admin.token, headers: ADMIN_HEADERS }),
    );
    expect((await status(member.token)).review).toEqual({ status: 'PUBLISHED', reasons: [], note: null });
    expect(t.outbox.messages.some((m) => m.to === member.email && m.subject === 'Your profile is published')).toBe(
      true,
    );
  });

  it('a document reason reopens the identity step; OTHER alone reopens nothing and the member sends it back', async () => {
    const admin = await t.createAccount('admin');
    const member = await submittedMember('Meera');
    await expectOk(
      call(t, 'POST', '/api/profile/refuse', {
        token: admin.token,
        headers: ADMIN_HEADERS,
        json: { id: member.id, reasons: ['DOCUMENT_NUMBER_MISMATCH'], note: '' },
      }),
    );
    expect((await status(member.token)).identity).toEqual({ image: 'VERIFIED', id: 'INIT' });

    const other = await submittedMember('Nila');
    await expectOk(
      call(t, 'POST', '/api/profile/refuse', {
        token: admin.token,
        headers: ADMIN_HEADERS,
        json: { id: other.id, reasons: ['OTHER'], note: 'Your About Me is another person’s.' },
      }),
    );
    expect((await status(other.token)).identity).toEqual({ image: 'VERIFIED', id: 'VERIFIED' });
    expect(await listIds(admin.token)).not.toContain(other.id);
    await expectOk(call(t, 'POST', '/api/verification/resubmit', { token: other.token }));
    expect((await status(other.token)).review?.status).toBe('WAITING');
    expect(await listIds(admin.token)).toContain(other.id);
    // Before its steps are redone, a refusal that reopened some cannot be sent back.
    await expectError(
      call(t, 'POST', '/api/verification/resubmit', { token: member.token }),
      409,
      'Please redo the steps our team asked for first.',
    );
  });

  it('is admin only, with the portal header, known reasons, and only for profiles awaiting review', async () => {
    const admin = await t.createAccount('admin');
    const member = await submittedMember('Kavya');
    const json = { id: member.id, reasons: ['OTHER'], note: 'x' };
    expect((await call(t, 'POST', '/api/profile/refuse', { headers: ADMIN_HEADERS, json })).status).toBe(401);
    expect(
      (await call(t, 'POST', '/api/profile/refuse', { token: member.token, headers: ADMIN_HEADERS, json })).status,
    ).toBe(403);
    expect((await call(t, 'POST', '/api/profile/refuse', { token: admin.token, json })).status).toBe(403);
    expect(
      (
        await call(t, 'POST', '/api/profile/refuse', {
          token: admin.token,
          headers: ADMIN_HEADERS,
          json: { ...json, reasons: ['NOPE'] },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(t, 'POST', '/api/profile/refuse', {
          token: admin.token,
          headers: ADMIN_HEADERS,
          json: { ...json, reasons: [] },
        })
      ).status,
    ).toBe(400);
    await expectError(
      call(t, 'POST', '/api/profile/refuse', {
        token: admin.token,
        headers: ADMIN_HEADERS,
        json: { ...json, id: 'nobody' },
      }),
      404,
      'Profile not found.',
    );
    await expectOk(
      call(t, 'GET', `/api/profile/verify?id=${member.id}`, { token: admin.token, headers: ADMIN_HEADERS }),
    );
    await expectError(
      call(t, 'POST', '/api/profile/refuse', { token: admin.token, headers: ADMIN_HEADERS, json }),
      409,
      'This profile is not waiting for review.',
    );
  });

  it('other members see trust badges: identity checked and certificates given, never the checks behind them', async () => {
    const admin = await t.createAccount('admin');
    const viewer = await createActiveMember(t, admin, 'Ravi');
    const member = await createActiveMember(t, admin, 'Kavya');
    await showTo(t, viewer, member);
    const profile = (await expectOk(
      call(t, 'GET', `/api/profile/get?profileId=${member.id}`, { token: viewer.token }),
    )) as Record<string, unknown>;
    // Onboarding gave a degree and an income certificate; no face check ran, so no photo badge.
    expect(profile.badges).toEqual(['ID_VERIFIED', 'DEGREE_DOCUMENT', 'INCOME_DOCUMENT']);
    expect(JSON.stringify(profile)).not.toMatch(/faceMatch|risk|selfieFaces/);
  });

  it('a member who has not submitted yet has no review in their status', async () => {
    const member = await t.createAccount('member');
    expect(await status(member.token)).not.toHaveProperty('review');
  });
});
