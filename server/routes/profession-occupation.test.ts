import { describe, expect, it } from 'vitest';
import { call, expectError, expectOk, form, makeJpeg, showTo } from '../test/fixtures';
import { createMember, type TestMember } from '../test/members';
import { useTestServer } from '../test/test-server';

const t = useTestServer();

interface Read {
  career?: string | null;
  profession?: { workplace: string | null };
  background: { occupation: string | null; maritalStatus: string | null };
}

const profilePage = async (member: TestMember, fields: Record<string, string | Buffer | undefined>) =>
  call(t, 'PUT', '/api/profile/profession', {
    token: member.token,
    form: form({ degree: 'BTech', college: 'NIT', workplace: 'Infosys', incomeSlab: 'NO_INCOME', ...fields }),
  });
const my = async (member: TestMember) =>
  (await expectOk(call(t, 'GET', '/api/profile/my', { token: member.token }))) as Read;
const view = async (viewer: TestMember, profile: TestMember) =>
  (await expectOk(call(t, 'GET', `/api/profile/get?profileId=${profile.id}`, { token: viewer.token }))) as Read;

describe('the occupation beside the workplace (PUT /api/profile/profession)', () => {
  it('saves a job title from the list with the workplace, keeps it when left out and clears it when empty', async () => {
    const asha = await createMember(t, { gender: 'FEMALE', religion: 'HINDU' });
    const rohan = await createMember(t, { gender: 'MALE', religion: 'HINDU' });
    await showTo(t, rohan, asha);
    const degreeFile = await makeJpeg();

    await expectOk(profilePage(asha, { degreeFile, occupation: 'Software Engineer' }));
    const own = await my(asha);
    expect([own.background.occupation, own.profession?.workplace]).toEqual(['Software Engineer', 'Infosys']);
    const seen = await view(rohan, asha);
    expect([seen.background.occupation, seen.career]).toEqual(['Software Engineer', 'Infosys']);

    // A save without the field (an older app, or onboarding) keeps the title.
    await expectOk(profilePage(asha, { workplace: 'Wipro' }));
    expect((await my(asha)).background.occupation).toBe('Software Engineer');
    expect((await view(rohan, asha)).career).toBe('Wipro');

    await expectOk(profilePage(asha, { occupation: '' }));
    expect((await my(asha)).background.occupation).toBeNull();
  });

  it('refuses a title that is not in the list after the spec checks, and saves nothing', async () => {
    const asha = await createMember(t, { gender: 'FEMALE', religion: 'HINDU' });
    const degreeFile = await makeJpeg();
    await expectOk(profilePage(asha, { degreeFile, occupation: 'Teacher' }));

    await expectError(
      profilePage(asha, { workplace: 'Wipro', occupation: 'Astronaut' }),
      400,
      'Please choose a valid occupation.',
    );
    // The spec's own messages come first.
    await expectError(
      profilePage(asha, { workplace: ' ', occupation: 'Astronaut' }),
      400,
      'Please enter your current workplace.',
    );
    const own = await my(asha);
    expect([own.background.occupation, own.profession?.workplace]).toEqual(['Teacher', 'Infosys']);
    // In the member's language, as every error is.
    const hindi = await call(t, 'PUT', '/api/profile/profession', {
      token: asha.token,
      headers: { 'accept-language': 'hi' },
      form: form({ degree: 'BTech', college: 'NIT', workplace: 'Wipro', incomeSlab: 'NO_INCOME', occupation: 'X' }),
    });
    expect([hindi.status, hindi.body]).toEqual([400, { errorMessage: 'कृपया सही व्यवसाय चुनें।' }]);
  });
});
