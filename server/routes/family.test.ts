import { describe, expect, it } from 'vitest';
import { call, expectError, expectOk, form, makeJpeg } from '../test/fixtures';
import { createMember, type TestMember } from '../test/members';
import { useTestServer } from '../test/test-server';

const t = useTestServer();
const REFUSED = 'Family access covers suggestions, search and the shortlist. Only the member can do this.';

async function invite(member: TestMember, email = 'mother@example.com'): Promise<string> {
  await expectOk(call(t, 'POST', '/api/family/invite', { token: member.token, json: { email } }));
  return t.outbox.lastCode('email', email);
}

async function accept(linkToken: string, password = 'Kamala@1962x'): Promise<string> {
  const body = (await expectOk(call(t, 'POST', '/api/family/accept', { json: { token: linkToken, password } }))) as {
    token: string;
  };
  return body.token;
}

async function auditRows(action: string) {
  const { rows } = await t.db.query<{ actor_id: string; subject_id: string; detail: Record<string, unknown> }>(
    'SELECT actor_id, subject_id, detail FROM audit_events WHERE action = $1 ORDER BY id',
    [action],
  );
  return rows;
}

describe('family access', () => {
  it('invites by email with a link that sets the relative password, shown to the member as pending then active', async () => {
    const ravi = await createMember(t, { firstName: 'Ravi', gender: 'MALE' });
    expect(await expectOk(call(t, 'GET', '/api/family', { token: ravi.token }))).toEqual({ relative: null });

    const link = await invite(ravi);
    const mail = t.outbox.messages.at(-1);
    expect(mail?.subject).toBe('Ravi invites you to help with their Matrimony search');
    expect(mail?.text).toContain(`/family/accept?token=${link}`);
    expect(await expectOk(call(t, 'GET', '/api/family', { token: ravi.token }))).toEqual({
      relative: { email: 'mother@example.com', state: 'PENDING', invitedAt: expect.any(String), acceptedAt: null },
    });

    await expectError(
      call(t, 'POST', '/api/family/accept', { json: { token: 'not-the-link', password: 'Kamala@1962x' } }),
      400,
      'This invitation link has expired or was already used. Please ask for a new invitation.',
    );
    const token = await accept(link);
    expect(await expectOk(call(t, 'GET', '/api/family/helping', { token }))).toEqual({
      memberId: ravi.id,
      firstName: 'Ravi',
    });
    expect(await expectOk(call(t, 'GET', '/api/family', { token: ravi.token }))).toMatchObject({
      relative: { email: 'mother@example.com', state: 'ACTIVE', acceptedAt: expect.any(String) },
    });
    // The link works once; a second invitation waits until this access ends.
    await expectError(
      call(t, 'POST', '/api/family/accept', { json: { token: link, password: 'Kamala@1962x' } }),
      400,
      /already used/,
    );
    await expectError(
      call(t, 'POST', '/api/family/invite', { token: ravi.token, json: { email: 'father@example.com' } }),
      409,
      'A family member already has access. End it first to invite someone else.',
    );

    // The relative logs in with their own password, apart from the members' login.
    const login = (await expectOk(
      call(t, 'POST', '/api/family/login', { json: { userName: 'mother@example.com', password: 'Kamala@1962x' } }),
    )) as { token: string };
    expect(login.token).toEqual(expect.any(String));
    await expectError(
      call(t, 'POST', '/api/users/login', { json: { userName: 'mother@example.com', password: 'Kamala@1962x' } }),
      401,
      'Invalid email or password.',
    );
    expect(await auditRows('family.invite')).toEqual([
      { actor_id: ravi.id, subject_id: ravi.id, detail: { email: 'mother@example.com' } },
    ]);
    expect(await auditRows('family.accept')).toEqual([
      { actor_id: expect.any(String), subject_id: ravi.id, detail: { email: 'mother@example.com' } },
    ]);
  });

  it('refuses inviting oneself, a bad email, and a weak password', async () => {
    const ravi = await createMember(t, { firstName: 'Ravi', gender: 'MALE' });
    await expectError(
      call(t, 'POST', '/api/family/invite', { token: ravi.token, json: { email: ravi.email } }),
      400,
      'Please invite a family member with their own email, not yours.',
    );
    await expectError(
      call(t, 'POST', '/api/family/invite', { token: ravi.token, json: { email: 'not an email' } }),
      400,
      /email/i,
    );
    const link = await invite(ravi);
    await expectError(
      call(t, 'POST', '/api/family/accept', { json: { token: link, password: 'password123' } }),
      400,
      'This password is too common and easy to guess. Please choose another one.',
    );
  });

  it("lets the relative read the member's suggestion, search and shortlist the member's way, each in the audit", async () => {
    const ravi = await createMember(t, { firstName: 'Ravi', gender: 'MALE' });
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const relative = await accept(await invite(ravi));

    const feed = (await expectOk(call(t, 'GET', '/api/feed/home', { token: relative }))) as {
      profiles: { id: string }[];
    };
    expect(feed.profiles.map((p) => p.id)).toEqual([asha.id]);
    const found = (await expectOk(call(t, 'GET', '/api/search?religions=HINDU', { token: relative }))) as {
      profiles: { id: string; shortlisted: boolean }[];
    };
    expect(found.profiles).toEqual([expect.objectContaining({ id: asha.id, shortlisted: false })]);

    await expectOk(call(t, 'PUT', `/api/shortlist/${asha.id}`, { token: relative }));
    // The member's own shortlist holds the star the relative added.
    const mine = (await expectOk(call(t, 'GET', '/api/shortlist', { token: ravi.token }))) as {
      profiles: { id: string }[];
      total: number;
    };
    expect(mine).toMatchObject({ total: 1, profiles: [{ id: asha.id }] });
    await expectOk(call(t, 'DELETE', `/api/shortlist/${asha.id}`, { token: relative }));
    expect(await expectOk(call(t, 'GET', '/api/shortlist', { token: relative }))).toEqual({ profiles: [], total: 0 });

    const [helper] = await auditRows('family.accept');
    const by = { actor_id: helper?.actor_id, subject_id: ravi.id };
    expect(await auditRows('family.view_suggestions')).toEqual([{ ...by, detail: { query: {} } }]);
    expect(await auditRows('family.search')).toEqual([{ ...by, detail: { query: { religions: ['HINDU'] } } }]);
    expect(await auditRows('family.shortlist_add')).toEqual([{ ...by, detail: { profileId: asha.id, query: {} } }]);
    expect(await auditRows('family.shortlist_remove')).toEqual([{ ...by, detail: { profileId: asha.id, query: {} } }]);
    expect(await auditRows('family.view_shortlist')).toEqual([{ ...by, detail: { query: { start: 0, limit: 20 } } }]);
    // The member's own calls are theirs: not recorded as a relative's.
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_events WHERE action LIKE 'family.%' AND actor_id = $1",
      [ravi.id],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it("lets the relative open a member's view for the member, as the member sees it, audited and no visit of the member's", async () => {
    const ravi = await createMember(t, { firstName: 'Ravi', gender: 'MALE' });
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const relative = await accept(await invite(ravi));
    await expectOk(call(t, 'GET', '/api/feed/home', { token: relative }));
    await t.db.query('UPDATE profiles SET record_visits = true');
    const visits = async () =>
      (await t.db.query('SELECT viewer_id FROM profile_visits WHERE owner_id = $1', [asha.id])).rows;

    const seen = (await expectOk(
      call(t, 'GET', `/api/profile/get?profileId=${asha.id}`, { token: relative }),
    )) as Record<string, unknown>;
    expect(seen).toMatchObject({ id: asha.id, name: { firstName: 'Asha' } });
    expect(await visits()).toEqual([]);
    const [helper] = await auditRows('family.accept');
    expect(await auditRows('family.view_profile')).toEqual([
      { actor_id: helper?.actor_id, subject_id: ravi.id, detail: { query: { profileId: asha.id } } },
    ]);
    // The member's own view of her is the same, and is the member's visit.
    expect(await expectOk(call(t, 'GET', `/api/profile/get?profileId=${asha.id}`, { token: ravi.token }))).toEqual(
      seen,
    );
    expect(await visits()).toEqual([{ viewer_id: ravi.id }]);
    // A profile the member could not open stays closed to the relative too.
    await expectError(
      call(t, 'GET', '/api/profile/get?profileId=00000000-0000-4000-8000-000000000000', { token: relative }),
      404,
      'Profile not found.',
    );
  });

  it('refuses the relative on chat, decisions, documents, verification, profile edits, photos and the account', async () => {
    const ravi = await createMember(t, { firstName: 'Ravi', gender: 'MALE' });
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const relative = await accept(await invite(ravi));
    const refused: [Parameters<typeof call>[1], string, Parameters<typeof call>[3]?][] = [
      ['GET', '/api/chat/channels'],
      ['PUT', '/api/matches/send', { json: { toProfileId: asha.id, interested: true } }],
      ['GET', '/api/matches/get'],
      ['GET', '/api/profile/my'],
      ['PUT', '/api/profile/name', { json: { firstName: 'X', lastName: 'Y' } }],
      ['GET', '/api/verification/status'],
      ['POST', '/api/profile/images', { form: form({ images: await makeJpeg() }) }],
      ['POST', '/api/account/delete', { json: { confirmation: 'DELETE', password: 'x' } }],
      ['GET', '/api/account/export'],
      ['POST', '/api/safety/block', { json: { profileId: asha.id } }],
      ['GET', '/api/family'],
      ['POST', '/api/family/invite', { json: { email: 'someone@example.com' } }],
    ];
    for (const [method, path, options] of refused) {
      const response = await call(t, method, path, { ...options, token: relative });
      expect({ path, status: response.status, body: response.body }).toEqual({
        path,
        status: 403,
        body: { errorMessage: REFUSED },
      });
    }
    // A member is not a relative.
    await expectError(
      call(t, 'GET', '/api/family/helping', { token: ravi.token }),
      403,
      'This is for family access only.',
    );
  });

  it("ends at the member's word: the relative's token stops at once, on every call, and the end is audited", async () => {
    const ravi = await createMember(t, { firstName: 'Ravi', gender: 'MALE' });
    const relative = await accept(await invite(ravi));
    await expectOk(call(t, 'GET', '/api/shortlist', { token: relative }));

    await expectOk(call(t, 'DELETE', '/api/family', { token: ravi.token }));
    await expectError(call(t, 'GET', '/api/shortlist', { token: relative }), 401, /log in again/);
    await expectError(
      call(t, 'POST', '/api/family/login', { json: { userName: 'mother@example.com', password: 'Kamala@1962x' } }),
      401,
      'Invalid email or password.',
    );
    expect(await expectOk(call(t, 'GET', '/api/family', { token: ravi.token }))).toEqual({ relative: null });
    expect(await auditRows('family.end')).toEqual([
      {
        actor_id: ravi.id,
        subject_id: ravi.id,
        detail: { email: 'mother@example.com', relativeId: expect.any(String) },
      },
    ]);
    await expectError(
      call(t, 'DELETE', '/api/family', { token: ravi.token }),
      404,
      'There is no family access to end.',
    );
    // The same email can be invited again, and accepts afresh.
    const again = await accept(await invite(ravi));
    await expectOk(call(t, 'GET', '/api/shortlist', { token: again }));
  });

  it('shows an invitation past its week as expired, refuses its link, and caps invitations at five a day', async () => {
    const ravi = await createMember(t, { firstName: 'Ravi', gender: 'MALE' });
    const link = await invite(ravi);
    await t.db.query("UPDATE family_access SET invite_expires_at = now() - interval '1 minute'");
    expect(await expectOk(call(t, 'GET', '/api/family', { token: ravi.token }))).toMatchObject({
      relative: { email: 'mother@example.com', state: 'EXPIRED' },
    });
    await expectError(
      call(t, 'POST', '/api/family/accept', { json: { token: link, password: 'Kamala@1962x' } }),
      400,
      'This invitation link has expired or was already used. Please ask for a new invitation.',
    );
    // Sending again gives a fresh link; the old one stays dead.
    const fresh = await invite(ravi);
    expect(fresh).not.toBe(link);
    for (let i = 0; i < 3; i++) await invite(ravi, `aunt${i}@example.com`);
    await expectError(
      call(t, 'POST', '/api/family/invite', { token: ravi.token, json: { email: 'uncle@example.com' } }),
      429,
      'You have sent several invitations today. Please try again tomorrow.',
    );
    expect(await expectOk(call(t, 'GET', '/api/family', { token: ravi.token }))).toMatchObject({
      relative: { email: 'aunt2@example.com', state: 'PENDING' },
    });
  });

  it('ends when the member deletes their account', async () => {
    const ravi = await createMember(t, { firstName: 'Ravi', gender: 'MALE' });
    const relative = await accept(await invite(ravi));
    await t.db.query('DELETE FROM users WHERE id = $1', [ravi.id]);
    await expectError(call(t, 'GET', '/api/shortlist', { token: relative }), 401, /log in again/);
    const { rows } = await t.db.query("SELECT 1 FROM users WHERE role = 'relative'");
    expect(rows).toEqual([]);
  });
});
