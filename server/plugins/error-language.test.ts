import { describe, expect, it } from 'vitest';
import { call } from '../test/fixtures';
import { useTestServer } from '../test/test-server';

const t = useTestServer();

const asking = (language: string) => ({ headers: { 'accept-language': language } });

describe('errorMessage in the language of Accept-Language', () => {
  it('answers Hindi or Tamil when the app asks for it, English otherwise, byte for byte', async () => {
    const hi = await call(t, 'GET', '/api/profile/my', asking('hi'));
    expect(hi.status).toBe(401);
    expect(hi.body).toEqual({ errorMessage: 'आगे बढ़ने के लिए कृपया लॉग इन करें।' });
    expect(hi.response.headers.vary).toContain('Accept-Language');

    const ta = await call(t, 'GET', '/api/profile/my', asking('ta-IN,ta;q=0.9,en;q=0.8'));
    expect(ta.body).toEqual({ errorMessage: 'தொடர உள்நுழையுங்கள்.' });

    for (const english of [asking('en'), asking('fr-FR, de;q=0.8'), {}]) {
      const res = await call(t, 'GET', '/api/profile/my', english);
      expect(res.body).toEqual({ errorMessage: 'Please log in to continue.' });
    }
  });

  it('translates a failed login, a validation message with its field, and an unknown call', async () => {
    await t.createAccount('member', 'asha@example.com', 'Secret@123');
    const login = await call(t, 'POST', '/api/users/login', {
      json: { userName: 'asha@example.com', password: 'wrong-password' },
      ...asking('hi'),
    });
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ errorMessage: 'ईमेल या पासवर्ड सही नहीं है।' });

    const member = await t.createAccount('member');
    const invalid = await call(t, 'PUT', '/api/users/language', {
      token: member.token,
      json: { language: 'fr' },
      ...asking('ta'),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ errorMessage: 'சரியான மொழி தேர்ந்தெடுங்கள்.' });

    const unknown = await call(t, 'GET', '/api/no-such-call', asking('hi'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ errorMessage: 'यह API कॉल मौजूद नहीं है।' });
  });

  it('leaves successful answers alone', async () => {
    const member = await t.createAccount('member');
    const res = await call(t, 'PUT', '/api/users/language', {
      token: member.token,
      json: { language: 'hi' },
      ...asking('hi'),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
  });
});
