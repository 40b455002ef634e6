import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_ASKS_PER_ADDRESS_PER_MINUTE,
  ASSISTANT_ASKS_PER_MINUTE,
  ASSISTANT_NEW_VISITOR_ASKS_PER_MINUTE,
} from '../services/assistant-allowance';
import { useTestServer } from '../test/test-server';
import { ASSISTANT_RATE_LIMITED_MESSAGE } from './assistant';

const t = useTestServer();
const CARRIER_ADDRESS = '100.64.12.34';

/** One question from `address`, carrying the visitor's pass when it has one; answers the status and any new pass. */
async function ask(address: string, pass?: string, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/assistant/ask',
    remoteAddress: address,
    headers: { ...(pass ? { cookie: pass } : {}), ...(token ? { authorization: token } : {}) },
    payload: { message: 'How do I verify my profile?', chatSessionId: 'allowance' },
  });
  const setCookie = res.headers['set-cookie'];
  return {
    status: res.statusCode,
    body: res.json() as { errorMessage?: string },
    pass: setCookie ? String(setCookie).split(';')[0] : undefined,
    setCookie: setCookie ? String(setCookie) : undefined,
  };
}

describe('the visitor assistant behind carrier NAT', () => {
  it('answers many phones sharing one address, each with its own allowance', async () => {
    const phones = 50;
    for (let phone = 0; phone < phones; phone++) {
      const first = await ask(CARRIER_ADDRESS);
      expect(first.status).toBe(200);
      expect(first.setCookie).toMatch(
        /^assistant_visitor=[^;]+; Path=\/api\/assistant; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
      );
      for (let question = 0; question < 2; question++) {
        const next = await ask(CARRIER_ADDRESS, first.pass);
        expect(next.status).toBe(200);
        // A visitor with a pass keeps it.
        expect(next.pass).toBeUndefined();
      }
    }
  });

  it('still stops one client: by its pass, a forged pass, and dropping the pass', async () => {
    const first = await ask(CARRIER_ADDRESS);
    for (let i = 0; i < ASSISTANT_ASKS_PER_MINUTE; i++)
      expect((await ask(CARRIER_ADDRESS, first.pass)).status).toBe(200);
    const refused = await ask(CARRIER_ADDRESS, first.pass);
    expect([refused.status, refused.body]).toEqual([429, { errorMessage: ASSISTANT_RATE_LIMITED_MESSAGE }]);
    // A pass the server did not sign counts as none, and another phone on the address is still answered.
    const forged = await ask(CARRIER_ADDRESS, `${first.pass!.split('.')[0]}.0000000000000000000000000000000f`);
    expect(forged.status).toBe(200);
    expect(forged.pass).toBeDefined();

    // Asking without a pass each time: the address's allowance for new visitors, then refused.
    let newAsks = 2;
    while (newAsks < ASSISTANT_NEW_VISITOR_ASKS_PER_MINUTE) {
      expect((await ask(CARRIER_ADDRESS)).status).toBe(200);
      newAsks++;
    }
    expect((await ask(CARRIER_ADDRESS)).status).toBe(429);
  });

  it('holds every client of an address under its ceiling, and keeps other addresses and members apart', async () => {
    const address = '100.64.99.1';
    let asked = 0;
    let refusedAt: number | null = null;
    while (refusedAt === null && asked < ASSISTANT_ASKS_PER_ADDRESS_PER_MINUTE + 10) {
      const { status, pass } = await ask(address);
      asked++;
      if (status === 429) refusedAt = asked;
      for (let i = 1; i < ASSISTANT_ASKS_PER_MINUTE && refusedAt === null; i++) {
        asked++;
        if ((await ask(address, pass)).status === 429) refusedAt = asked;
      }
    }
    expect(refusedAt).toBe(ASSISTANT_ASKS_PER_ADDRESS_PER_MINUTE + 1);
    expect((await ask('100.64.99.2')).status).toBe(200);
    const member = await t.createAccount('member');
    expect((await ask(address, undefined, member.token)).status).toBe(429);
  });

  it('gives a member an allowance of their own, whatever address they ask from', async () => {
    const member = await t.createAccount('member');
    for (let i = 0; i < ASSISTANT_ASKS_PER_MINUTE; i++) {
      const { status, pass } = await ask(`100.64.7.${i + 1}`, undefined, member.token);
      expect(status).toBe(200);
      expect(pass).toBeUndefined();
    }
    expect((await ask('100.64.7.200', undefined, member.token)).status).toBe(429);
    expect((await ask('100.64.7.200')).status).toBe(200);
  });
});
