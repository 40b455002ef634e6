import { describe, expect, it } from 'vitest';
import { call, expectError, expectOk, showTo } from '../test/fixtures';
import { createMember, type TestMember } from '../test/members';
import { useTestServer } from '../test/test-server';

const t = useTestServer();

const put = (member: TestMember, json: unknown) =>
  call(t, 'PUT', '/api/profile/horoscope', { token: member.token, json });
const view = async (viewer: TestMember, profile: TestMember) =>
  (await expectOk(call(t, 'GET', `/api/profile/get?profileId=${profile.id}`, { token: viewer.token }))) as {
    horoscope?: {
      rashi: string;
      nakshatra: string;
      manglik: string;
      guna: { total: number; max: number; kootas: unknown[] };
    };
  };

const MUMBAI = { city: 'Mumbai', country: 'India', latitude: 19.076, longitude: 72.8777 };

describe('PUT /api/profile/horoscope', () => {
  it('answers the Moon of a published horoscope from the date of birth, time and place', async () => {
    // Astro-Vision "LifeSign" sample (docslib.org/doc/791254): 6 December 1990, about 22:56 in India:
    // "Second Pada of Star Ashlesha", Moon in Karkata.
    const sonal = await createMember(t, { gender: 'FEMALE', dob: '1990-12-06' });
    expect(await expectOk(put(sonal, { birthTime: '22:56', birthPlace: MUMBAI, manglik: 'NO', share: true }))).toEqual({
      rashi: 'KARKA',
      nakshatra: 'ASHLESHA',
      pada: 2,
      nakshatraCertain: true,
      possibleNakshatras: ['ASHLESHA'],
      timeZone: 'Asia/Kolkata',
    });
  });

  it('without a birth time says the nakshatra is uncertain and names those of the whole day', async () => {
    const asha = await createMember(t, { gender: 'FEMALE', dob: '1990-12-06' });
    const answer = (await expectOk(
      put(asha, { birthTime: null, birthPlace: null, manglik: 'DONT_KNOW', share: false }),
    )) as { nakshatraCertain: boolean; possibleNakshatras: string[]; nakshatra: string; timeZone: string };
    expect(answer.nakshatraCertain).toBe(false);
    expect(answer.possibleNakshatras).toContain(answer.nakshatra);
    expect(answer.possibleNakshatras).toContain('ASHLESHA');
    expect(answer.timeZone).toBe('Asia/Kolkata');
  });

  it('refuses a bad value or an unknown key with a message', async () => {
    const asha = await createMember(t, { gender: 'FEMALE' });
    const good = { birthTime: '06:30', birthPlace: MUMBAI, manglik: 'NO', share: true };
    await expectError(
      put(asha, { ...good, birthTime: '25:00' }),
      400,
      'Please give the birth time as HH:MM (24-hour).',
    );
    await expectError(put(asha, { ...good, birthTime: '6:30' }), 400, 'Please give the birth time as HH:MM (24-hour).');
    await expectError(put(asha, { ...good, manglik: 'MAYBE' }), 400, 'Please choose a valid manglik.');
    await expectError(put(asha, { ...good, birthPlace: { ...MUMBAI, latitude: 123 } }), 400, /latitude/i);
    await expectError(put(asha, { ...good, lagna: 'MESHA' }), 400, 'Unexpected field: lagna.');
    const { share: _share, ...withoutShare } = good;
    await expectError(put(asha, withoutShare), 400, 'Please provide share.');
  });
});

describe("a member's view carries the horoscope match only between two who share", () => {
  it('shows rashi, nakshatra, manglik and the eight kootas, the woman counting as the bride', async () => {
    const meera = await createMember(t, { gender: 'FEMALE', dob: '1990-12-06' });
    const ravi = await createMember(t, { gender: 'MALE', dob: '1990-12-06' });
    await showTo(t, meera, ravi);
    await showTo(t, ravi, meera);
    const same = { birthTime: '22:56', birthPlace: MUMBAI, manglik: 'NO', share: true };
    await expectOk(put(meera, same));
    expect((await view(ravi, meera)).horoscope).toBeUndefined();
    await expectOk(put(ravi, { ...same, manglik: 'PARTIAL', share: false }));
    expect((await view(ravi, meera)).horoscope).toBeUndefined();
    expect((await view(meera, ravi)).horoscope).toBeUndefined();

    await expectOk(put(ravi, { ...same, manglik: 'PARTIAL' }));
    // Born together: the same Moon, every koota in full but nadi, 28 of 36.
    const seen = (await view(meera, ravi)).horoscope;
    expect(seen).toMatchObject({
      rashi: 'KARKA',
      nakshatra: 'ASHLESHA',
      manglik: 'PARTIAL',
      guna: { total: 28, max: 36 },
    });
    expect(seen?.guna.kootas).toHaveLength(8);
    expect((await view(ravi, meera)).horoscope).toMatchObject({ manglik: 'NO', guna: { total: 28 } });
  });
});
