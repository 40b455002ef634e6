import { describe, expect, it } from 'vitest';
import { call, expectError, expectOk, showTo } from '../test/fixtures';
import { createMember, type TestMember } from '../test/members';
import { useTestServer } from '../test/test-server';

const t = useTestServer();

const put = (member: TestMember, json: unknown) =>
  call(t, 'PUT', '/api/profile/background', { token: member.token, json });
const my = async (member: TestMember) =>
  ((await expectOk(call(t, 'GET', '/api/profile/my', { token: member.token }))) as { background: unknown }).background;
const view = async (viewer: TestMember, profile: TestMember) =>
  (
    (await expectOk(call(t, 'GET', `/api/profile/get?profileId=${profile.id}`, { token: viewer.token }))) as {
      background: unknown;
    }
  ).background;

const EMPTY = {
  createdFor: null,
  maritalStatus: null,
  children: null,
  motherTongue: null,
  community: null,
  occupation: null,
};

const DIVORCED_MOTHER = {
  createdFor: 'DAUGHTER',
  maritalStatus: 'DIVORCED',
  children: 'LIVING_WITH_ME',
  motherTongue: 'MARATHI',
  community: 'Maratha',
  occupation: 'Software Engineer',
};

describe('PUT /api/profile/background', () => {
  it('reads null everywhere until given, then exactly what was saved, replaced as a whole', async () => {
    const asha = await createMember(t, { religion: 'HINDU' });
    expect(await my(asha)).toEqual(EMPTY);

    await expectOk(put(asha, DIVORCED_MOTHER));
    expect(await my(asha)).toEqual(DIVORCED_MOTHER);

    await expectOk(put(asha, { createdFor: 'SELF', maritalStatus: 'NEVER_MARRIED', motherTongue: 'TAMIL' }));
    expect(await my(asha)).toEqual({
      ...EMPTY,
      createdFor: 'SELF',
      maritalStatus: 'NEVER_MARRIED',
      motherTongue: 'TAMIL',
    });

    await expectOk(
      put(asha, {
        createdFor: 'SON',
        maritalStatus: 'WIDOWED',
        children: 'NONE',
        motherTongue: 'HINDI',
        community: null,
        occupation: null,
      }),
    );
    expect(await my(asha)).toEqual({
      ...EMPTY,
      createdFor: 'SON',
      maritalStatus: 'WIDOWED',
      children: 'NONE',
      motherTongue: 'HINDI',
    });
  });

  it('refuses a bad value, a missing answer, an unlisted community or an unknown key, and saves nothing', async () => {
    const asha = await createMember(t, { religion: 'HINDU' });
    await expectOk(put(asha, DIVORCED_MOTHER));

    await expectError(
      put(asha, { ...DIVORCED_MOTHER, createdFor: 'COUSIN' }),
      400,
      'Please choose a valid created for.',
    );
    await expectError(
      put(asha, { ...DIVORCED_MOTHER, maritalStatus: 'SINGLE' }),
      400,
      'Please choose a valid marital status.',
    );
    await expectError(
      put(asha, { ...DIVORCED_MOTHER, motherTongue: 'KLINGON' }),
      400,
      'Please choose a valid mother tongue.',
    );
    await expectError(
      put(asha, { ...DIVORCED_MOTHER, occupation: 'Astronaut' }),
      400,
      'Please choose a valid occupation.',
    );
    await expectError(
      put(asha, { ...DIVORCED_MOTHER, children: null }),
      400,
      'Please tell us about children, unless never married.',
    );
    await expectError(
      put(asha, { ...DIVORCED_MOTHER, maritalStatus: 'NEVER_MARRIED' }),
      400,
      'Children are asked only when not never married.',
    );
    // A Sikh community is not in a Hindu member's list, and a made-up one in nobody's.
    await expectError(
      put(asha, { ...DIVORCED_MOTHER, community: 'Ramgarhia' }),
      400,
      'Please choose a community from the list for your religion.',
    );
    await expectError(
      put(asha, { ...DIVORCED_MOTHER, community: 'Martian' }),
      400,
      'Please choose a community from the list for your religion.',
    );
    await expectError(put(asha, { ...DIVORCED_MOTHER, caste: 'Brahmin' }), 400, 'Unexpected field: caste.');
    const { motherTongue: _left, ...withoutTongue } = DIVORCED_MOTHER;
    await expectError(put(asha, withoutTongue), 400, 'Please provide mother tongue.');

    expect(await my(asha)).toEqual(DIVORCED_MOTHER);
  });

  it('is for signed-in members only', async () => {
    await expectError(call(t, 'PUT', '/api/profile/background', { json: DIVORCED_MOTHER }), 401, /log in/);
  });
});

describe('GET /api/profile/communities', () => {
  it('answers the list the app offers for a religion, and none for Other', async () => {
    const asha = await createMember(t);
    const hindu = (await expectOk(
      call(t, 'GET', '/api/profile/communities?religion=HINDU', { token: asha.token }),
    )) as {
      communities: string[];
    };
    expect(hindu.communities).toEqual(expect.arrayContaining(['Brahmin', 'Maratha', 'Nair', 'Other']));
    expect(hindu.communities).not.toContain('Ramgarhia');
    const sikh = (await expectOk(call(t, 'GET', '/api/profile/communities?religion=SIKH', { token: asha.token }))) as {
      communities: string[];
    };
    expect(sikh.communities).toContain('Ramgarhia');
    expect(await expectOk(call(t, 'GET', '/api/profile/communities?religion=OTHER', { token: asha.token }))).toEqual({
      communities: [],
    });
    await expectError(
      call(t, 'GET', '/api/profile/communities?religion=MARTIAN', { token: asha.token }),
      400,
      'Please choose a valid religion.',
    );
  });
});

describe("a member's view carries the background", () => {
  it('shows the community only to a member who gave their own', async () => {
    const asha = await createMember(t, { gender: 'FEMALE', religion: 'HINDU' });
    const rohan = await createMember(t, { gender: 'MALE', religion: 'HINDU' });
    await showTo(t, rohan, asha);
    await expectOk(put(asha, DIVORCED_MOTHER));

    expect(await view(rohan, asha)).toEqual({ ...DIVORCED_MOTHER, community: null });
    await expectOk(put(rohan, { createdFor: 'SELF', maritalStatus: 'NEVER_MARRIED', motherTongue: 'HINDI' }));
    expect(await view(rohan, asha)).toEqual({ ...DIVORCED_MOTHER, community: null });
    await expectOk(
      put(rohan, { createdFor: 'SELF', maritalStatus: 'NEVER_MARRIED', motherTongue: 'HINDI', community: 'Brahmin' }),
    );
    expect(await view(rohan, asha)).toEqual(DIVORCED_MOTHER);
    // Nulls where a member gave nothing.
    await showTo(t, asha, rohan);
    expect(await view(asha, rohan)).toEqual({
      ...EMPTY,
      createdFor: 'SELF',
      maritalStatus: 'NEVER_MARRIED',
      motherTongue: 'HINDI',
      community: 'Brahmin',
    });
  });
});
