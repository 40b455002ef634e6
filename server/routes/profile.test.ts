import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { OwnProfileSchema, MemberProfileSchema, ProfileStatusSchema } from '../../contract/schemas';
import {
  ABOUT,
  BASIC,
  FAMILY,
  LIFESTYLE,
  call,
  completeOnboarding,
  expectError,
  expectOk,
  form,
  makeJpeg,
  makePng,
  words,
} from '../test/fixtures';
import { useTestServer } from '../test/test-server';

const t = useTestServer();

type Own = ReturnType<typeof OwnProfileSchema.parse>;
const my = async (token: string) =>
  OwnProfileSchema.strict().parse(await expectOk(call(t, 'GET', '/api/profile/my', { token }))) as Own;
const put = (token: string, path: string, json: unknown) => call(t, 'PUT', `/api/profile/${path}`, { token, json });
const dobYearsAgo = (years: number, extraDays = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + extraDays);
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
};

describe('GET /api/profile/status', () => {
  it('reports each step INIT, then DONE as the steps are saved', async () => {
    const member = await t.createAccount('member');
    const before = ProfileStatusSchema.strict().parse(
      await expectOk(call(t, 'GET', '/api/profile/status', { token: member.token })),
    );
    expect(Object.values(before)).toEqual(Array(7).fill('INIT'));
    await completeOnboarding(t, member.token);
    const after = await expectOk(call(t, 'GET', '/api/profile/status', { token: member.token }));
    expect(after).toEqual({
      name: 'DONE',
      basicDetails: 'DONE',
      lifestyleDetails: 'DONE',
      familyDetails: 'DONE',
      aboutMe: 'DONE',
      images: 'DONE',
      profession: 'DONE',
    });
  });
});

describe('GET /api/profile/my', () => {
  it('reads an empty profile in the spec shape', async () => {
    const member = await t.createAccount('member');
    expect(await my(member.token)).toEqual({
      name: { firstName: '', lastName: '' },
      basicDetails: { height: null, weight: null, gender: null, age: null },
      lifestyleDetails: { smoking: null, drinking: null, food: null, pets: null, religion: null, religious: null },
      familyDetails: { brothers: null, sisters: null, fathersOccupation: null, mothersOccupation: null, languages: [] },
      aboutMe: null,
      location: { city: null, country: null },
      background: {
        createdFor: null,
        maritalStatus: null,
        children: null,
        motherTongue: null,
        community: null,
        occupation: null,
      },
      profession: {
        degree: null,
        college: null,
        workplace: null,
        income: { min: null, max: null },
        degreeImageUrl: null,
        incomeImageUrl: null,
      },
      images: [],
      language: 'en',
    });
  });

  it('reads back every onboarding step, without dob or aboutMyFamily', async () => {
    const member = await t.createAccount('member');
    await completeOnboarding(t, member.token, 'Meera');
    const profile = await my(member.token);
    expect(profile.name).toEqual({ firstName: 'Meera', lastName: 'Rao' });
    expect(profile.basicDetails).toMatchObject({ height: 68, weight: 65, gender: 'FEMALE' });
    expect(profile.basicDetails.age).toBeGreaterThanOrEqual(30);
    expect(profile.lifestyleDetails).toEqual(LIFESTYLE);
    expect(profile.familyDetails).toEqual({
      brothers: 1,
      sisters: 2,
      fathersOccupation: 'BUSINESS',
      mothersOccupation: 'HOUSE WIFE',
      languages: ['HINDI', 'ENGLISH'],
    });
    expect(profile.aboutMe).toBe(ABOUT.aboutMe);
    expect(profile.location).toEqual({ city: 'Bengaluru', country: 'India' });
    expect(profile.profession).toMatchObject({
      degree: 'BTech',
      college: 'IIT Madras',
      workplace: 'Infosys',
      income: { min: 10, max: 20 },
    });
    expect(profile.profession.degreeImageUrl).toMatch(
      /^\/api\/files\/document\/[0-9a-f]{32}\.jpg\?expires=\d+&signature=/,
    );
    expect(profile.images).toHaveLength(2);
    // As keys anywhere in the answer: signed links carry random text that may spell "dob" by chance.
    const body = JSON.stringify(profile);
    expect(body).not.toContain('"dob":');
    expect(body).not.toContain('"aboutMyFamily":');
  });
});

describe('PUT /api/profile/name', () => {
  it('saves trimmed names', async () => {
    const member = await t.createAccount('member');
    await expectOk(put(member.token, 'name', { firstName: ' Asha ', lastName: 'Rao' }));
    expect((await my(member.token)).name).toEqual({ firstName: 'Asha', lastName: 'Rao' });
  });

  it('needs both names', async () => {
    const member = await t.createAccount('member');
    await expectError(
      put(member.token, 'name', { firstName: 'Asha', lastName: '' }),
      400,
      'Please enter both first and last name.',
    );
    await expectError(put(member.token, 'name', { lastName: 'Rao' }), 400, 'Please enter both first and last name.');
  });
});

describe('PUT /api/profile/basic-details', () => {
  it('saves dob (MM/dd/yyyy), weight, height in inches and gender', async () => {
    const member = await t.createAccount('member');
    await expectOk(put(member.token, 'basic-details', { dob: '12/31/1990', weight: 70.5, height: 70, gender: 'MALE' }));
    const { rows } = await t.db.query<{ dob: string }>('SELECT dob::text AS dob FROM profiles');
    expect(rows).toEqual([{ dob: '1990-12-31' }]);
    expect((await my(member.token)).basicDetails).toMatchObject({ weight: 70.5, height: 70, gender: 'MALE' });
  });

  it('validates the date format, real dates and the 1960-today range', async () => {
    const member = await t.createAccount('member');
    await expectError(
      put(member.token, 'basic-details', { ...BASIC, dob: '1990-12-31' }),
      400,
      'Date of birth must be in MM/dd/yyyy format.',
    );
    await expectError(
      put(member.token, 'basic-details', { ...BASIC, dob: '02/30/1990' }),
      400,
      'Please enter a valid date of birth (MM/dd/yyyy).',
    );
    await expectError(
      put(member.token, 'basic-details', { ...BASIC, dob: '12/31/1959' }),
      400,
      'Date of birth must be between 01/01/1960 and today.',
    );
    await expectError(
      put(member.token, 'basic-details', { ...BASIC, dob: dobYearsAgo(0, 1) }),
      400,
      'Date of birth must be between 01/01/1960 and today.',
    );
  });

  it('refuses men under 21 and others under 18, accepting the birthday itself', async () => {
    const member = await t.createAccount('member');
    await expectError(
      put(member.token, 'basic-details', { ...BASIC, gender: 'MALE', dob: dobYearsAgo(21, 1) }),
      400,
      'You must be at least 21 years old to register (the legal age of marriage for men).',
    );
    await expectOk(put(member.token, 'basic-details', { ...BASIC, gender: 'MALE', dob: dobYearsAgo(21) }));
    await expectError(
      put(member.token, 'basic-details', { ...BASIC, gender: 'FEMALE', dob: dobYearsAgo(18, 1) }),
      400,
      'You must be at least 18 years old to register (the legal age of marriage).',
    );
    await expectOk(put(member.token, 'basic-details', { ...BASIC, gender: 'FEMALE', dob: dobYearsAgo(18) }));
    await expectError(
      put(member.token, 'basic-details', { ...BASIC, gender: 'OTHER', dob: dobYearsAgo(17) }),
      400,
      'You must be at least 18 years old to register (the legal age of marriage).',
    );
  });

  it('validates gender, weight and height', async () => {
    const member = await t.createAccount('member');
    await expectError(
      put(member.token, 'basic-details', { ...BASIC, gender: 'X' }),
      400,
      'Please choose a valid gender.',
    );
    await expectError(put(member.token, 'basic-details', { ...BASIC, weight: 'heavy' }), 400, /Weight/);
    await expectError(
      put(member.token, 'basic-details', { ...BASIC, height: 0 }),
      400,
      'Please enter a height between 2 ft 6 in and 9 ft.',
    );
    await expectError(
      put(member.token, 'basic-details', { ...BASIC, height: 500 }),
      400,
      'Please enter a height between 2 ft 6 in and 9 ft.',
    );
  });

  it('refuses numbers no person writes: hex, booleans, exponents, a hundredth of a kilo, one inch', async () => {
    const member = await t.createAccount('member');
    await expectError(
      put(member.token, 'basic-details', { ...BASIC, weight: '0x10' }),
      400,
      'Weight must be a number.',
    );
    await expectError(put(member.token, 'basic-details', { ...BASIC, weight: true }), 400, 'Weight must be a number.');
    await expectError(put(member.token, 'basic-details', { ...BASIC, height: '6e1' }), 400, 'Height must be a number.');
    await expectError(
      put(member.token, 'basic-details', { ...BASIC, weight: 0.01 }),
      400,
      'Please enter a weight between 20 and 400 kg.',
    );
    await expectError(
      put(member.token, 'basic-details', { ...BASIC, height: 1 }),
      400,
      'Please enter a height between 2 ft 6 in and 9 ft.',
    );
    await expectError(
      put(member.token, 'basic-details', { ...BASIC, height: 66.5 }),
      400,
      'Please enter a height between 2 ft 6 in and 9 ft.',
    );
    await expectOk(put(member.token, 'basic-details', { ...BASIC, weight: '64.5', height: ' 66 ' }));
    const about = { aboutMe: words(35), city: 'Pune', country: 'India' };
    await expectError(put(member.token, 'about-me', { ...about, latitude: true }), 400, 'Latitude must be a number.');
    await expectError(
      put(member.token, 'about-me', { ...about, longitude: '0x10' }),
      400,
      'Longitude must be a number.',
    );
    await expectOk(put(member.token, 'about-me', { ...about, latitude: '18.52', longitude: 73.85 }));
  });
});

describe('PUT /api/profile/personal-details (profile page)', () => {
  it('saves name and basic details together; a blank dob keeps the stored one', async () => {
    const member = await t.createAccount('member');
    await completeOnboarding(t, member.token);
    await expectOk(
      put(member.token, 'personal-details', {
        firstName: 'Asha',
        lastName: 'Iyer',
        dob: '',
        gender: 'FEMALE',
        height: 62,
        weight: 55,
      }),
    );
    const { rows } = await t.db.query<{ dob: string }>('SELECT dob::text AS dob FROM profiles');
    expect(rows).toEqual([{ dob: '1995-04-15' }]);
    expect((await my(member.token)).name.lastName).toBe('Iyer');
    await expectOk(
      put(member.token, 'personal-details', {
        firstName: 'Asha',
        lastName: 'Iyer',
        dob: '01/02/1993',
        gender: 'FEMALE',
        height: 62,
        weight: 55,
      }),
    );
    const after = await t.db.query<{ dob: string }>('SELECT dob::text AS dob FROM profiles');
    expect(after.rows).toEqual([{ dob: '1993-01-02' }]);
  });

  it('keeps stored values for fields sent blank (null numbers, empty selects)', async () => {
    const member = await t.createAccount('member');
    await completeOnboarding(t, member.token);
    await expectOk(
      put(member.token, 'personal-details', {
        firstName: 'Asha',
        lastName: 'Rao',
        dob: '',
        gender: '',
        height: null,
        weight: null,
      }),
    );
    expect((await my(member.token)).basicDetails).toMatchObject({ gender: 'FEMALE', height: 68, weight: 65 });
    await expectError(
      put(member.token, 'personal-details', {
        firstName: 'Asha',
        lastName: 'Rao',
        dob: '',
        gender: 'FEMALE',
        height: 60,
        weight: -3,
      }),
      400,
      'Please enter a weight between 20 and 400 kg.',
    );
  });

  it('also accepts multipart fields', async () => {
    const member = await t.createAccount('member');
    await expectOk(
      call(t, 'PUT', '/api/profile/personal-details', {
        token: member.token,
        form: form({ firstName: 'Ravi', lastName: 'Das', dob: '05/06/1990', gender: 'MALE', height: 70, weight: 72 }),
      }),
    );
    expect((await my(member.token)).basicDetails).toMatchObject({ gender: 'MALE', height: 70, weight: 72 });
  });

  it('needs a dob when none is stored, and checks the age against the new gender', async () => {
    const member = await t.createAccount('member');
    const body = { firstName: 'Ravi', lastName: 'Das', dob: '', gender: 'MALE', height: 70, weight: 72 };
    await expectError(put(member.token, 'personal-details', body), 400, 'Please provide your date of birth.');
    await expectOk(put(member.token, 'basic-details', { ...BASIC, gender: 'FEMALE', dob: dobYearsAgo(19) }));
    await expectError(
      put(member.token, 'personal-details', body),
      400,
      'You must be at least 21 years old to register (the legal age of marriage for men).',
    );
  });
});

describe('PUT /api/profile/lifestyle-details', () => {
  it('saves every lifestyle value, Vegan included (profile page)', async () => {
    const member = await t.createAccount('member');
    await expectOk(put(member.token, 'lifestyle-details', { ...LIFESTYLE, food: 'VEGAN' }));
    expect((await my(member.token)).lifestyleDetails).toEqual({ ...LIFESTYLE, food: 'VEGAN' });
  });

  it('merges a partial profile-page save over the stored values', async () => {
    const member = await t.createAccount('member');
    await expectOk(put(member.token, 'lifestyle-details', LIFESTYLE));
    await expectOk(put(member.token, 'lifestyle-details', { smoking: 'ALWAYS' }));
    expect((await my(member.token)).lifestyleDetails).toEqual({ ...LIFESTYLE, smoking: 'ALWAYS' });
  });

  it('refuses values outside the enums and missing ones on a first save', async () => {
    const member = await t.createAccount('member');
    await expectError(
      put(member.token, 'lifestyle-details', { ...LIFESTYLE, religion: 'NONE' }),
      400,
      'Please choose a valid religion.',
    );
    await expectError(put(member.token, 'lifestyle-details', { smoking: 'NEVER' }), 400, 'Please provide drinking.');
  });
});

describe('PUT /api/profile/family-details', () => {
  it('saves family details with languages', async () => {
    const member = await t.createAccount('member');
    await expectOk(put(member.token, 'family-details', FAMILY));
    expect((await my(member.token)).familyDetails.languages).toEqual(['HINDI', 'ENGLISH']);
    const { rows } = await t.db.query<{ about_my_family: string }>('SELECT about_my_family FROM profiles');
    expect(rows[0].about_my_family).toBe(FAMILY.aboutMyFamily);
  });

  it('needs at least 20 words about the family and one language', async () => {
    const member = await t.createAccount('member');
    await expectError(
      put(member.token, 'family-details', { ...FAMILY, aboutMyFamily: words(19) }),
      400,
      'Please write at least 20 words about your family.',
    );
    await expectError(
      put(member.token, 'family-details', { ...FAMILY, aboutMyFamily: '' }),
      400,
      'Please write at least 20 words about your family.',
    );
    await expectError(
      put(member.token, 'family-details', { ...FAMILY, languages: [] }),
      400,
      'Please select at least one language you speak.',
    );
    await expectError(
      put(member.token, 'family-details', { ...FAMILY, languages: ['KLINGON'] }),
      400,
      'Please choose a valid languages.',
    );
    await expectError(
      put(member.token, 'family-details', { ...FAMILY, brothers: -1 }),
      400,
      'Brothers must be at least 0.',
    );
    await expectError(
      put(member.token, 'family-details', { ...FAMILY, mothersOccupation: 'ASTRONAUT' }),
      400,
      /mothers occupation/,
    );
  });

  it('keeps the stored text when the profile page sends it blank', async () => {
    const member = await t.createAccount('member');
    await expectOk(put(member.token, 'family-details', FAMILY));
    await expectOk(
      put(member.token, 'family-details', { ...FAMILY, aboutMyFamily: '', brothers: 3, languages: ['OTHER'] }),
    );
    const { rows } = await t.db.query<{ about_my_family: string; brothers: number }>(
      'SELECT about_my_family, brothers FROM profiles',
    );
    expect(rows).toEqual([{ about_my_family: FAMILY.aboutMyFamily, brothers: 3 }]);
  });
});

describe('PUT /api/profile/about-me', () => {
  it('saves text, place and coordinates', async () => {
    const member = await t.createAccount('member');
    await expectOk(put(member.token, 'about-me', ABOUT));
    const { rows } = await t.db.query('SELECT latitude, longitude FROM profiles');
    expect(rows).toEqual([{ latitude: 12.97, longitude: 77.59 }]);
  });

  it('defaults coordinates to 0, and keeps stored ones when the profile page omits them', async () => {
    const member = await t.createAccount('member');
    await expectOk(put(member.token, 'about-me', { aboutMe: ABOUT.aboutMe, city: 'Pune', country: 'India' }));
    expect((await t.db.query('SELECT latitude, longitude FROM profiles')).rows).toEqual([
      { latitude: 0, longitude: 0 },
    ]);
    await expectOk(put(member.token, 'about-me', ABOUT));
    await expectOk(put(member.token, 'about-me', { aboutMe: words(40), city: 'Mumbai', country: 'India' }));
    expect((await t.db.query('SELECT latitude, longitude, city FROM profiles')).rows).toEqual([
      { latitude: 12.97, longitude: 77.59, city: 'Mumbai' },
    ]);
  });

  it('needs 30 words, a city and a country', async () => {
    const member = await t.createAccount('member');
    await expectError(
      put(member.token, 'about-me', { ...ABOUT, aboutMe: words(29) }),
      400,
      'Please write at least 30 words about yourself.',
    );
    await expectError(put(member.token, 'about-me', { ...ABOUT, city: ' ' }), 400, 'Please enter your city.');
    await expectError(put(member.token, 'about-me', { ...ABOUT, country: '' }), 400, 'Please enter your country.');
    await expectError(put(member.token, 'about-me', { ...ABOUT, latitude: 100 }), 400, 'Latitude must be at most 90.');
  });
});

/** A small PNG whose header claims these dimensions (its pixels are never decoded by a refusal). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await makePng());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

describe('photos', () => {
  const keys = async () =>
    (await t.db.query<{ file_key: string }>('SELECT file_key FROM profile_images ORDER BY position')).rows.map(
      (r) => r.file_key,
    );

  it('POST replaces the set with image0..image5 in slot order', async () => {
    const member = await t.createAccount('member');
    await expectOk(
      call(t, 'POST', '/api/profile/images', {
        token: member.token,
        form: form({ image0: await makeJpeg(), image1: await makeJpeg() }),
      }),
    );
    const first = await keys();
    await expectOk(
      call(t, 'POST', '/api/profile/images', {
        token: member.token,
        form: form({ image2: await makePng(), image0: await makeJpeg({ width: 30 }) }),
      }),
    );
    const second = await keys();
    expect(second).toHaveLength(2);
    expect(second.some((key) => first.includes(key))).toBe(false);
    for (const key of first) expect(await t.files.get(key)).toBeNull();
    const widths = await Promise.all(
      second.map(async (key) => (await import('sharp')).default((await t.files.get(key))?.bytes).metadata()),
    );
    expect(widths.map((m) => m.width)).toEqual([30, 20]);
  });

  it('POST needs at least one image and only images', async () => {
    const member = await t.createAccount('member');
    await expectError(
      call(t, 'POST', '/api/profile/images', { token: member.token, form: form({ note: 'x' }) }),
      400,
      'Please select at least one photo to continue.',
    );
    const bad = new FormData();
    bad.append('image0', new Blob(['GIF89a not really'], { type: 'image/gif' }), 'x.gif');
    await expectError(
      call(t, 'POST', '/api/profile/images', { token: member.token, form: bad }),
      400,
      'Only image files are allowed.',
    );
    expect(await keys()).toEqual([]);
  });

  it('refuses more than six files in one upload', async () => {
    const member = await t.createAccount('member');
    const jpeg = await makeJpeg();
    const seven = form(Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`image${i}`, jpeg])));
    await expectError(
      call(t, 'POST', '/api/profile/images', { token: member.token, form: seven }),
      413,
      'You can upload a maximum of 6 photos.',
    );
  });

  it('refuses a picture claiming more pixels than allowed with the pixel message, and too many pixels in one upload', async () => {
    const member = await t.createAccount('member');
    const upload = (images: Buffer[]) =>
      call(t, 'POST', '/api/profile/images', {
        token: member.token,
        form: form(Object.fromEntries(images.map((image, i) => [`image${i}`, image]))),
      });
    await expectError(
      upload([await pngClaiming(20000, 20000)]),
      400,
      'The image has too many pixels. Please use a picture under 40 megapixels.',
    );
    // Six pictures of 27 MP each are allowed one by one, not together: refused before any is decoded.
    const large = await pngClaiming(6000, 4500);
    await expectError(
      upload(Array.from({ length: 6 }, () => large)),
      400,
      'These pictures have too many pixels together. Please upload fewer or smaller pictures at a time.',
    );
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM profile_images');
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('PUT appends, refusing a total above six', async () => {
    const member = await t.createAccount('member');
    const jpeg = await makeJpeg();
    await expectOk(
      call(t, 'POST', '/api/profile/images', {
        token: member.token,
        form: form({ image0: jpeg, image1: jpeg, image2: jpeg, image3: jpeg }),
      }),
    );
    await expectOk(call(t, 'PUT', '/api/profile/images', { token: member.token, form: form({ image0: jpeg }) }));
    expect(await keys()).toHaveLength(5);
    await expectError(
      call(t, 'PUT', '/api/profile/images', { token: member.token, form: form({ image0: jpeg, image1: jpeg }) }),
      400,
      'You can upload a maximum of 6 photos.',
    );
    await expectError(
      call(t, 'PUT', '/api/profile/images', { token: member.token, form: form({}) }),
      400,
      'Please select at least one photo to upload.',
    );
    expect(await keys()).toHaveLength(5);
  });

  it('PUT keeps the six-photo limit when two uploads race', async () => {
    const member = await t.createAccount('member');
    const jpeg = await makeJpeg();
    await expectOk(
      call(t, 'POST', '/api/profile/images', { token: member.token, form: form({ image0: jpeg, image1: jpeg }) }),
    );
    const three = () =>
      call(t, 'PUT', '/api/profile/images', {
        token: member.token,
        form: form({ image0: jpeg, image1: jpeg, image2: jpeg }),
      });
    const results = await Promise.all([three(), three()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await keys()).toHaveLength(5);
    // The refused upload's files were removed again, not left behind.
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM profile_images');
    expect(rows).toEqual([{ n: 5 }]);
  });

  it('DELETE removes one of my photos by its URL, even once the link expired', async () => {
    const member = await t.createAccount('member');
    await expectOk(
      call(t, 'POST', '/api/profile/images', {
        token: member.token,
        form: form({ image0: await makeJpeg(), image1: await makeJpeg() }),
      }),
    );
    const [first, second] = (await my(member.token)).images;
    const stale = first.url.replace(/expires=\d+/, 'expires=1000');
    await expectOk(
      call(t, 'DELETE', `/api/profile/images?imageUrl=${encodeURIComponent(stale)}`, { token: member.token }),
    );
    expect((await my(member.token)).images.map((image) => image.url)).toEqual([second.url]);
    expect(await t.files.get(t.files.keyFromUrl(first.url) ?? '')).toBeNull();
    await expectError(
      call(t, 'DELETE', `/api/profile/images?imageUrl=${encodeURIComponent(first.url)}`, { token: member.token }),
      404,
      'Photo not found.',
    );
    await expectError(
      call(t, 'DELETE', '/api/profile/images?imageUrl=https%3A%2F%2Fexample.com%2Fx.jpg', { token: member.token }),
      404,
      'Photo not found.',
    );
    await expectError(
      call(t, 'DELETE', '/api/profile/images', { token: member.token }),
      400,
      'Please provide image url.',
    );
  });
});

describe('profession', () => {
  const onboarding = (token: string, fields: Record<string, string | number | Buffer | undefined>) =>
    call(t, 'POST', '/api/profile/profession', { token, form: form(fields) });
  const profilePage = (token: string, fields: Record<string, string | number | Buffer | undefined>) =>
    call(t, 'PUT', '/api/profile/profession', { token, form: form(fields) });

  it('POST saves degree, college, workplace, income range and both certificates', async () => {
    const member = await t.createAccount('member');
    const jpeg = await makeJpeg();
    await expectOk(
      onboarding(member.token, {
        degreeFile: jpeg,
        incomeFile: jpeg,
        degree: 'MBA',
        minIncome: 100,
        college: 'IIM A',
        workplace: 'Own firm',
      }),
    );
    const profession = (await my(member.token)).profession;
    expect(profession).toMatchObject({
      degree: 'MBA',
      college: 'IIM A',
      workplace: 'Own firm',
      income: { min: 100, max: null },
    });
    expect(profession.incomeImageUrl).toMatch(/^\/api\/files\/document\//);
  });

  it('POST with no income needs no proof and stores none', async () => {
    const member = await t.createAccount('member');
    await expectOk(
      onboarding(member.token, {
        degreeFile: await makeJpeg(),
        incomeFile: await makeJpeg(),
        degree: 'PhD',
        college: 'IISc',
        workplace: 'IISc',
      }),
    );
    const profession = (await my(member.token)).profession;
    expect(profession.income).toEqual({ min: null, max: null });
    expect(profession.incomeImageUrl).toBeNull();
  });

  it('POST checks in the spec order', async () => {
    const member = await t.createAccount('member');
    const jpeg = await makeJpeg();
    const full = {
      degreeFile: jpeg,
      incomeFile: jpeg,
      degree: 'BTech',
      minIncome: 5,
      maxIncome: 10,
      college: 'NIT',
      workplace: 'TCS',
    };
    await expectError(onboarding(member.token, { ...full, degree: '' }), 400, 'Please select your highest degree.');
    await expectError(
      onboarding(member.token, { ...full, degree: 'Wizardry' }),
      400,
      'Please select your highest degree.',
    );
    await expectError(
      onboarding(member.token, { ...full, degreeFile: undefined }),
      400,
      'Please upload an image of your highest degree certificate.',
    );
    await expectError(
      onboarding(member.token, { ...full, college: '' }),
      400,
      'Please enter the name of your college/institution.',
    );
    await expectError(
      onboarding(member.token, { ...full, incomeFile: undefined }),
      400,
      'Please upload your income proof or change your income slab to No Income.',
    );
    await expectError(
      onboarding(member.token, { ...full, workplace: ' ' }),
      400,
      'Please enter your current workplace.',
    );
    await expectError(
      onboarding(member.token, { ...full, minIncome: 7 }),
      400,
      'Please choose one of the income slabs.',
    );
    await expectError(
      onboarding(member.token, { ...full, degreeFile: Buffer.from('not an image') }),
      400,
      'Only image files are allowed.',
    );
    expect((await my(member.token)).profession.degree).toBeNull();
  });

  it('PUT (profile page) takes an income slab and keeps stored certificates', async () => {
    const member = await t.createAccount('member');
    const jpeg = await makeJpeg();
    await expectOk(
      onboarding(member.token, {
        degreeFile: jpeg,
        incomeFile: jpeg,
        degree: 'BTech',
        minIncome: 5,
        maxIncome: 10,
        college: 'NIT',
        workplace: 'TCS',
      }),
    );
    const before = await t.db.query<{ degree_file: string; income_file: string }>(
      'SELECT degree_file, income_file FROM profiles',
    );
    await expectOk(
      profilePage(member.token, { degree: 'MTech', college: 'IIT', workplace: 'Wipro', incomeSlab: '20_50_LPA' }),
    );
    const after = await t.db.query<{ degree_file: string; income_file: string }>(
      'SELECT degree_file, income_file FROM profiles',
    );
    expect(after.rows).toEqual(before.rows);
    expect((await my(member.token)).profession).toMatchObject({
      degree: 'MTech',
      workplace: 'Wipro',
      income: { min: 20, max: 50 },
    });
  });

  it('PUT replaces a certificate, and No Income clears the income proof', async () => {
    const member = await t.createAccount('member');
    const jpeg = await makeJpeg();
    await expectOk(
      onboarding(member.token, {
        degreeFile: jpeg,
        incomeFile: jpeg,
        degree: 'BTech',
        minIncome: 5,
        maxIncome: 10,
        college: 'NIT',
        workplace: 'TCS',
      }),
    );
    const before = (
      await t.db.query<{ degree_file: string; income_file: string }>('SELECT degree_file, income_file FROM profiles')
    ).rows[0];
    await expectOk(
      profilePage(member.token, {
        degree: 'BTech',
        college: 'NIT',
        workplace: 'TCS',
        incomeSlab: 'NO_INCOME',
        degreeFile: await makePng(),
      }),
    );
    const after = (
      await t.db.query<{ degree_file: string; income_file: string | null }>(
        'SELECT degree_file, income_file FROM profiles',
      )
    ).rows[0];
    expect(after.degree_file).not.toBe(before.degree_file);
    expect(after.income_file).toBeNull();
    expect(await t.files.get(before.degree_file)).toBeNull();
    expect(await t.files.get(before.income_file)).toBeNull();
  });

  it('PUT needs an income proof for a slab when none is stored, and validates the slab', async () => {
    const member = await t.createAccount('member');
    const jpeg = await makeJpeg();
    await expectError(
      profilePage(member.token, { degree: 'BA', college: 'DU', workplace: 'X', incomeSlab: 'NO_INCOME' }),
      400,
      'Please upload an image of your highest degree certificate.',
    );
    await expectError(
      profilePage(member.token, {
        degree: 'BA',
        college: 'DU',
        workplace: 'X',
        incomeSlab: '0_5_LPA',
        degreeFile: jpeg,
      }),
      400,
      'Please upload your income proof or change your income slab to No Income.',
    );
    await expectError(
      profilePage(member.token, { degree: 'BA', college: 'DU', workplace: 'X', incomeSlab: 'LOTS', degreeFile: jpeg }),
      400,
      'Please choose a valid income slab.',
    );
    await expectError(
      profilePage(member.token, {
        degree: 'BA',
        college: 'DU',
        workplace: '',
        incomeSlab: 'NO_INCOME',
        degreeFile: jpeg,
      }),
      400,
      'Please enter your current workplace.',
    );
    await expectOk(
      profilePage(member.token, {
        degree: 'Diploma in Nursing',
        college: 'DU',
        workplace: 'X',
        incomeSlab: '0_5_LPA',
        degreeFile: jpeg,
        incomeFile: jpeg,
      }),
    );
  });
});

describe('GET /api/profile/get', () => {
  it('answers my own profile in the member-profile shape even before publishing', async () => {
    const member = await t.createAccount('member');
    await completeOnboarding(t, member.token);
    const profile = MemberProfileSchema.strict().parse(
      await expectOk(call(t, 'GET', `/api/profile/get?profileId=${member.id}`, { token: member.token })),
    );
    expect(profile).toMatchObject({
      id: member.id,
      name: { firstName: 'Asha', lastName: 'Rao' },
      basicDetails: { gender: 'FEMALE', height: 68, weight: 65 },
      career: 'Infosys',
      education: 'BTech',
      income: { min: 10, max: 20 },
      location: 'Bengaluru, India',
      lifestyleDetails: { smoking: 'NEVER', drinking: 'SOCIALLY', food: 'VEGETARIAN', pets: 'YES' },
      familyDetails: {
        fathersOccupation: 'BUSINESS',
        mothersOccupation: 'HOUSE WIFE',
        languages: ['HINDI', 'ENGLISH'],
        brothers: 1,
        sisters: 2,
      },
    });
    expect(profile.images).toHaveLength(2);
  });

  it('leaves income out when none is set', async () => {
    const member = await t.createAccount('member');
    const profile = await expectOk(call(t, 'GET', `/api/profile/get?profileId=${member.id}`, { token: member.token }));
    expect(profile).not.toHaveProperty('income');
    expect(profile).toMatchObject({ location: null, career: null });
  });

  it('needs a profileId', async () => {
    const member = await t.createAccount('member');
    await expectError(call(t, 'GET', '/api/profile/get', { token: member.token }), 400, 'Please provide profile.');
  });
});
