import { describe, expect, it } from 'vitest';
import { call, expectError } from '../test/fixtures';
import { useTestServer } from '../test/test-server';

const t = useTestServer();

describe('bad input', () => {
  it('refuses text with control characters in a body, a query or a form before it reaches the database', async () => {
    const member = await t.createAccount('member');
    const token = member.token;
    await expectError(
      call(t, 'PUT', '/api/profile/name', { token, json: { firstName: 'As\u0000ha', lastName: 'Rao' } }),
      400,
      'First name contains a character that is not allowed.',
    );
    await expectError(
      call(t, 'POST', '/api/users/login', { json: { userName: 'a\u0000@example.com', password: 'x' } }),
      400,
      'Email contains a character that is not allowed.',
    );
    await expectError(
      call(t, 'GET', '/api/profile/get?profileId=%00', { token }),
      400,
      'Profile contains a character that is not allowed.',
    );
    // A key named like an object's built-ins is a field name like any other, not a way to a 500.
    await expectError(
      call(t, 'GET', '/api/counts/get?__proto__=%00', { token }),
      400,
      '__proto__ contains a character that is not allowed.',
    );
    await expectError(
      call(t, 'POST', '/api/chat/send', { token, json: { channelId: 'c', message: 'hi\u001b[2J' } }),
      400,
      'Message contains a character that is not allowed.',
    );
    const data = new FormData();
    data.append('firstName', 'Asha\u0007');
    data.append('lastName', 'Rao');
    await expectError(
      call(t, 'PUT', '/api/profile/name', { token, form: data }),
      400,
      'First name contains a character that is not allowed.',
    );
    // Line breaks and tabs in long texts are text, not control characters.
    const about = {
      aboutMe: `${'word '.repeat(35)}\n\tmore`,
      city: 'Pune',
      country: 'India',
      latitude: 0,
      longitude: 0,
    };
    expect((await call(t, 'PUT', '/api/profile/about-me', { token, json: about })).status).not.toBe(500);
  });

  it('answers bodies in the wrong shape or form with 400 and an errorMessage', async () => {
    const member = await t.createAccount('member');
    const raw = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile/name',
        headers: { authorization: member.token, 'content-type': contentType },
        payload,
      });
    for (const payload of ['[1,2]', 'null', '"text"', '5']) {
      const res = await raw('application/json', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errorMessage: 'The request body must be a JSON object.' });
    }
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await raw(contentType, 'firstName=Asha');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errorMessage: 'This content type is not accepted here.' });
    }
    const upload = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/profile/images',
        headers: { authorization: member.token, 'content-type': contentType },
        payload,
      });
    for (const res of [
      await upload('multipart/form-data', '--x\r\nContent-Disposition: form-data; name="image0"\r\n\r\nabc'),
      await upload(
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="image0"; filename="a.png"\r\n\r\nab',
      ),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errorMessage: 'The upload is not a valid multipart form. Please choose the files again.',
      });
    }
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/files/photo/${'a'.repeat(600)}?expires=1&signature=x`,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ errorMessage: 'This address is too long.' });
  });

  it('refuses numbers written as hex, booleans or exponents in paging', async () => {
    const member = await t.createAccount('member');
    await expectError(
      call(t, 'GET', '/api/chat/channels?start=0x10', { token: member.token }),
      400,
      'Start must be a number.',
    );
    await expectError(
      call(t, 'GET', '/api/matches/get?limit=true', { token: member.token }),
      400,
      'Limit must be a number.',
    );
    await expectError(
      call(t, 'GET', '/api/chat/channels?limit=1e1', { token: member.token }),
      400,
      'Limit must be a number.',
    );
    expect((await call(t, 'GET', '/api/chat/channels?start=0&limit=10', { token: member.token })).status).toBe(200);
  });
});
