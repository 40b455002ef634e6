import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/test-server';
import { usersRepository } from './users';
import { verificationRepository } from './verification';

const t = useTestServer();

describe('housekeeping', () => {
  it('deletes expired sessions only', async () => {
    const live = await t.createAccount('member');
    const old = await t.createAccount('member');
    await t.db.query("UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE user_id = $1", [old.id]);
    expect(await usersRepository(t.db).deleteExpiredSessions()).toBe(1);
    const { rows } = await t.db.query<{ user_id: string }>('SELECT user_id FROM sessions');
    expect(rows).toEqual([{ user_id: live.id }]);
  });

  it('deletes codes that expired over a day ago, keeping recent ones', async () => {
    const a = await t.createAccount('member');
    const b = await t.createAccount('member');
    const repo = verificationRepository(t.db);
    await repo.saveOtp({ userId: a.id, channel: 'email', target: a.email, codeHash: 'h', ttlSeconds: 600 });
    await repo.saveOtp({ userId: b.id, channel: 'email', target: b.email, codeHash: 'h', ttlSeconds: 600 });
    await t.db.query("UPDATE otps SET expires_at = now() - interval '2 days' WHERE user_id = $1", [a.id]);
    expect(await repo.deleteStaleOtps()).toBe(1);
    const { rows } = await t.db.query<{ user_id: string }>('SELECT user_id FROM otps');
    expect(rows).toEqual([{ user_id: b.id }]);
  });
});
