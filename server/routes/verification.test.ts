import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../contract/enums';
import { AdminProfileListSchema, VerificationStatusSchema } from '../../contract/schemas';
import {
  ADMIN_HEADERS,
  call,
  completeOnboarding,
  completeVerification,
  expectError,
  expectOk,
  form,
  makeJpeg,
  makePng,
} from '../test/fixtures';
import { useTestServer } from '../test/test-server';
import { maskDocumentNumber } from '../services/identity-claims';
import { OTP_MAX_ATTEMPTS, normalisePhone } from '../services/one-time-codes';

const t = useTestServer();

const status = async (token: string) => expectOk(call(t, 'GET', '/api/verification/status', { token }));
const sendEmail = (token: string) => call(t, 'PUT', '/api/verification/send-email-otp', { token });
const verifyEmail = (token: string, otp: string) =>
  call(t, 'PUT', '/api/verification/verify-email-otp', { token, json: { otp } });
const sendSms = (token: string, phone = '98765 43210') =>
  call(t, 'PUT', '/api/verification/send-mobile-otp', { token, json: { phone, countryCode: '+91' } });
const verifySms = (token: string, otp: string) =>
  call(t, 'PUT', '/api/verification/verify-mobile-otp', { token, json: { otp } });
/** Email comes first: a member who verified it, ready for the phone step. */
async function emailVerifiedMember() {
  const member = await t.createAccount('member');
  await expectOk(sendEmail(member.token));
  await expectOk(verifyEmail(member.token, t.outbox.lastCode('email')));
  return member;
}
/** Any six digits other than the real code. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('GET /api/verification/status', () => {
  it('tells while a sent code is usable, with the resend wait, so a reloaded step shows its code entry', async () => {
    const member = await t.createAccount('member');
    expect(await status(member.token)).not.toHaveProperty('pendingCodes');
    await expectOk(sendEmail(member.token));
    const sent = VerificationStatusSchema.parse(await status(member.token));
    expect(sent.pendingCodes?.email?.expiresInSeconds).toBeGreaterThan(590);
    expect(sent.pendingCodes?.email?.expiresInSeconds).toBeLessThanOrEqual(600);
    expect(sent.pendingCodes?.email?.resendInSeconds).toBeGreaterThan(55);
    expect(sent.pendingCodes?.email?.resendInSeconds).toBeLessThanOrEqual(60);
    expect(sent.pendingCodes).not.toHaveProperty('phoneNumber');

    // A minute on, the code still holds and another may be sent.
    await t.db.query("UPDATE otps SET created_at = created_at - interval '61 seconds'");
    const later = VerificationStatusSchema.parse(await status(member.token));
    expect(later.pendingCodes?.email?.resendInSeconds).toBe(0);

    // Out of guesses, it is no longer offered.
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) await verifyEmail(member.token, wrongCode(t.outbox.lastCode('email')));
    expect(await status(member.token)).not.toHaveProperty('pendingCodes');

    // Used, neither.
    await expectOk(sendEmail(member.token));
    await expectOk(verifyEmail(member.token, t.outbox.lastCode('email')));
    expect(await status(member.token)).not.toHaveProperty('pendingCodes');
  });

  it('tells of a code sent to the phone too, and of it alone once the email is verified', async () => {
    const member = await emailVerifiedMember();
    expect(await status(member.token)).not.toHaveProperty('pendingCodes');
    await expectOk(sendSms(member.token));
    const sent = VerificationStatusSchema.parse(await status(member.token));
    expect(Object.keys(sent.pendingCodes ?? {})).toEqual(['phoneNumber']);
    expect(sent.pendingCodes?.phoneNumber?.expiresInSeconds).toBeGreaterThan(590);
    expect(sent.pendingCodes?.phoneNumber?.resendInSeconds).toBeGreaterThan(55);
    await expectOk(verifySms(member.token, t.outbox.lastCode('sms')));
    expect(await status(member.token)).not.toHaveProperty('pendingCodes');
  });

  it('starts with every step INIT, in the spec shape', async () => {
    const member = await t.createAccount('member');
    expect(await status(member.token)).toEqual({
      contact: { email: 'INIT', phoneNumber: 'INIT' },
      identity: { image: 'INIT', id: 'INIT' },
    });
  });
});

describe('email OTP', () => {
  it('sends a six-digit code to the account email and verifies with it', async () => {
    const member = await t.createAccount('member', 'otp@example.com');
    await expectOk(sendEmail(member.token));
    const code = t.outbox.lastCode('email', 'otp@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect(t.outbox.messages[0].text).toContain(code);
    await expectOk(verifyEmail(member.token, code));
    expect(await status(member.token)).toMatchObject({ contact: { email: 'VERIFIED', phoneNumber: 'INIT' } });
  });

  it('stores the code hashed, never in the clear', async () => {
    const member = await t.createAccount('member');
    await expectOk(sendEmail(member.token));
    const code = t.outbox.lastCode('email');
    const { rows } = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM otps');
    expect(rows[0].code_hash).not.toContain(code);
    expect(rows[0].code_hash.length).toBeGreaterThan(20);
  });

  it('is single use', async () => {
    const member = await t.createAccount('member');
    await expectOk(sendEmail(member.token));
    const code = t.outbox.lastCode('email');
    await expectOk(verifyEmail(member.token, code));
    const { rows } = await t.db.query<{ used: boolean }>('SELECT used_at IS NOT NULL AS used FROM otps');
    expect(rows).toEqual([{ used: true }]);
    // The account is verified now, so the code cannot be replayed against it.
    await expectError(verifyEmail(member.token, code), 400, 'Your email is already verified.');
    await expectError(sendEmail(member.token), 400, 'Your email is already verified.');
  });

  it('refuses a used phone code replayed while the step is still open', async () => {
    const member = await emailVerifiedMember();
    await expectOk(sendSms(member.token));
    const code = t.outbox.lastCode('sms');
    await t.db.query('UPDATE otps SET used_at = now()');
    await expectError(verifySms(member.token, code), 400, 'This OTP has already been used. Please request a new one.');
  });

  it('expires after ten minutes', async () => {
    const member = await t.createAccount('member');
    await expectOk(sendEmail(member.token));
    const code = t.outbox.lastCode('email');
    const { rows } = await t.db.query<{ minutes: number }>(
      'SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM otps',
    );
    expect(rows).toEqual([{ minutes: 10 }]);
    await t.db.query("UPDATE otps SET expires_at = now() - interval '1 second'");
    await expectError(verifyEmail(member.token, code), 400, 'This OTP has expired. Please request a new one.');
    expect(await status(member.token)).toMatchObject({ contact: { email: 'INIT' } });
  });

  it('allows five attempts, then locks the code even for the right value', async () => {
    const member = await t.createAccount('member');
    await expectOk(sendEmail(member.token));
    const code = t.outbox.lastCode('email');
    await expectError(
      verifyEmail(member.token, wrongCode(code)),
      400,
      'The OTP is incorrect. You have 4 attempts left.',
    );
    for (let attempt = 2; attempt < OTP_MAX_ATTEMPTS; attempt += 1) {
      await expectError(verifyEmail(member.token, wrongCode(code)), 400, /The OTP is incorrect/);
    }
    await expectError(
      verifyEmail(member.token, wrongCode(code)),
      429,
      'Too many incorrect attempts. Please request a new OTP.',
    );
    await expectError(verifyEmail(member.token, code), 429, 'Too many incorrect attempts. Please request a new OTP.');
    expect(await status(member.token)).toMatchObject({ contact: { email: 'INIT' } });
  });

  it('has a resend cooldown, and a resent code replaces the old one', async () => {
    const member = await t.createAccount('member');
    await expectOk(sendEmail(member.token));
    const first = t.outbox.lastCode('email');
    await expectError(sendEmail(member.token), 429, /^Please wait \d+ seconds before requesting another OTP\.$/);
    await t.db.query("UPDATE otps SET created_at = now() - interval '61 seconds'");
    await expectOk(sendEmail(member.token));
    const second = t.outbox.lastCode('email');
    if (first !== second) await expectError(verifyEmail(member.token, first), 400, /The OTP is incorrect/);
    await expectOk(verifyEmail(member.token, second));
  });

  it('asks to request a code first, and for an OTP when blank', async () => {
    const member = await t.createAccount('member');
    await expectError(verifyEmail(member.token, '123456'), 400, 'Please request an OTP first.');
    await expectError(verifyEmail(member.token, '  '), 400, 'Please enter the OTP.');
    await expectError(
      call(t, 'PUT', '/api/verification/verify-email-otp', { token: member.token, json: {} }),
      400,
      'Please enter the OTP.',
    );
  });

  it('answers a human 502 when the mail provider fails', async () => {
    const member = await t.createAccount('member');
    t.outbox.mailer.send = async () => {
      throw new Error('smtp down');
    };
    await expectError(
      sendEmail(member.token),
      502,
      'We could not send the OTP right now. Please try again in a moment.',
    );
  });
});

describe('phone OTP', () => {
  it('sends to +91 and the number, then verifies', async () => {
    const member = await emailVerifiedMember();
    await expectOk(sendSms(member.token, '98765-43210'));
    const code = t.outbox.lastCode('sms', '+919876543210');
    await expectOk(verifySms(member.token, code));
    expect(await status(member.token)).toMatchObject({ contact: { phoneNumber: 'VERIFIED' } });
    const { rows } = await t.db.query<{ phone: string }>('SELECT phone FROM verifications');
    expect(rows).toEqual([{ phone: '9876543210' }]);
    await expectError(sendSms(member.token), 400, 'Your phone number is already verified.');
  });

  it('validates the number and the country code', async () => {
    const member = await t.createAccount('member');
    await expectError(sendSms(member.token, ''), 400, 'Please enter a valid phone number.');
    await expectError(sendSms(member.token, '12345'), 400, 'Please enter a valid phone number.');
    await expectError(
      call(t, 'PUT', '/api/verification/send-mobile-otp', {
        token: member.token,
        json: { phone: '9876543210', countryCode: '+1' },
      }),
      400,
      'Please choose a valid country code.',
    );
  });

  it('normalises Indian numbers', () => {
    expect(normalisePhone('+91 98765 43210')).toBe('9876543210');
    expect(normalisePhone('09876543210')).toBe('9876543210');
    expect(normalisePhone('5876543210')).toBeNull();
  });
});

describe('POST /api/verification/verify-image (selfie)', () => {
  const upload = (token: string, data: FormData) =>
    call(t, 'POST', '/api/verification/verify-image', { token, form: data });

  it('stores the selfie re-encoded without EXIF, outside public folders, and marks the step', async () => {
    const member = await t.createAccount('member');
    const original = await makeJpeg({ exif: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    await expectOk(upload(member.token, form({ document: original })));
    expect(await status(member.token)).toMatchObject({ identity: { image: 'VERIFIED', id: 'INIT' } });
    const { rows } = await t.db.query<{ selfie_file: string }>('SELECT selfie_file FROM verifications');
    expect(rows[0].selfie_file).toMatch(/^document\/[0-9a-f]{32}\.jpg$/);
    const stored = await t.files.get(rows[0].selfie_file);
    const meta = await sharp(stored?.bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored?.bytes.includes(Buffer.from('Secret Phone 9'))).toBe(false);
  });

  it('replaces an earlier selfie and deletes its file', async () => {
    const member = await t.createAccount('member');
    await expectOk(upload(member.token, form({ document: await makeJpeg() })));
    const first = (await t.db.query<{ selfie_file: string }>('SELECT selfie_file FROM verifications')).rows[0]
      .selfie_file;
    await expectOk(upload(member.token, form({ document: await makePng() })));
    const second = (await t.db.query<{ selfie_file: string }>('SELECT selfie_file FROM verifications')).rows[0]
      .selfie_file;
    expect(second).not.toBe(first);
    expect(await t.files.get(first)).toBeNull();
  });

  it('a selfie chosen from files (no camera) completes the step and staff see it was not taken live', async () => {
    const member = await t.createAccount('member');
    await completeVerification(t, member.token, member.email);
    await completeOnboarding(t, member.token, 'Priya');
    const admin = await t.createAccount('admin');
    const live = async () => {
      const list = AdminProfileListSchema.parse(
        await expectOk(call(t, 'GET', '/api/profile/list', { token: admin.token, headers: ADMIN_HEADERS })),
      );
      return list.find((item) => item.id === member.id)?.selfieLive;
    };
    expect(await live()).toBe(true);

    await expectOk(upload(member.token, form({ document: await makeJpeg(), source: 'file' })));
    expect(await status(member.token)).toMatchObject({ identity: { image: 'VERIFIED' } });
    expect(await live()).toBe(false);

    // Retaken with a camera later, it is live again.
    await expectOk(upload(member.token, form({ document: await makeJpeg() })));
    expect(await live()).toBe(true);
  });

  it('refuses a missing file', async () => {
    const member = await t.createAccount('member');
    await expectError(
      upload(member.token, form({ other: 'x' })),
      400,
      'No selfie captured. Please take a photo first.',
    );
  });

  it('checks the real type from the bytes, not the name or declared type', async () => {
    const member = await t.createAccount('member');
    const fake = new FormData();
    fake.append('document', new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/jpeg' }), 'selfie.jpg');
    await expectError(upload(member.token, fake), 400, 'Only image files are allowed.');
    const svg = new FormData();
    svg.append(
      'document',
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'], { type: 'image/jpeg' }),
      'selfie.jpg',
    );
    await expectError(upload(member.token, svg), 400, 'Only image files are allowed.');
  });

  it('refuses files of 5 MB or more', async () => {
    const member = await t.createAccount('member');
    const big = Buffer.concat([await makeJpeg(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    await expectError(upload(member.token, form({ document: big })), 413, 'File size must be less than 5MB.');
  });

  it('refuses images over the pixel limit (decompression bombs)', async () => {
    const member = await t.createAccount('member');
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(MAX_IMAGE_BYTES);
    await expectError(
      upload(member.token, form({ document: huge })),
      400,
      'The image has too many pixels. Please use a picture under 40 megapixels.',
    );
  });
});

describe('POST /api/verification/verify-identity', () => {
  const upload = (token: string, data: FormData) =>
    call(t, 'POST', '/api/verification/verify-identity', { token, form: data });

  it('accepts a PAN card, keeping only a masked number', async () => {
    const member = await t.createAccount('member');
    await expectOk(upload(member.token, form({ document: await makeJpeg(), idNumber: 'abcde1234f', idType: 'PAN' })));
    expect(await status(member.token)).toMatchObject({ identity: { id: 'VERIFIED' } });
    const { rows } = await t.db.query<Record<string, string>>(
      'SELECT id_type, id_number_masked, id_number_hash FROM verifications',
    );
    expect(rows[0].id_type).toBe('PAN');
    expect(rows[0].id_number_masked).toBe('XXXXXX234F');
    expect(JSON.stringify(rows[0])).not.toContain('ABCDE1234F');
  });

  it('accepts a passport', async () => {
    const member = await t.createAccount('member');
    await expectOk(
      upload(member.token, form({ document: await makeJpeg(), idNumber: 'K1234567', idType: 'PASSPORT' })),
    );
  });

  it('checks type, number and file in the spec order, then the number format', async () => {
    const member = await t.createAccount('member');
    const jpeg = await makeJpeg();
    await expectError(upload(member.token, form({ idNumber: 'x' })), 400, 'Please select a document type.');
    await expectError(
      upload(member.token, form({ idType: 'DRIVING', idNumber: 'x' })),
      400,
      'Please select a document type.',
    );
    await expectError(
      upload(member.token, form({ idType: 'PAN', idNumber: ' ' })),
      400,
      'Please enter the document number.',
    );
    await expectError(
      upload(member.token, form({ idType: 'PAN', idNumber: 'ABCDE1234F' })),
      400,
      'Please upload the document file.',
    );
    await expectError(
      upload(member.token, form({ document: jpeg, idType: 'PAN', idNumber: 'ABCD1234F' })),
      400,
      'Please enter a valid PAN number (five letters, four digits, one letter, like ABCDE1234F).',
    );
    await expectError(
      upload(member.token, form({ document: jpeg, idType: 'PASSPORT', idNumber: '12345678' })),
      400,
      'Please enter a valid passport number (one letter and seven digits, like A1234567).',
    );
    expect(await status(member.token)).toMatchObject({ identity: { id: 'INIT' } });
  });

  it('checks the document is an image', async () => {
    const member = await t.createAccount('member');
    const pdf = new FormData();
    pdf.append('document', new Blob(['%PDF-1.4 fake'], { type: 'application/pdf' }), 'pan.pdf');
    pdf.append('idType', 'PAN');
    pdf.append('idNumber', 'ABCDE1234F');
    await expectError(upload(member.token, pdf), 400, 'Only image files are allowed.');
  });

  it('masks all but the last four characters', () => {
    expect(maskDocumentNumber('K1234567')).toBe('XXXX4567');
  });
});
