import type { Db } from '../db/types';
import { newId } from '../lib/crypto';
import { usersRepository } from '../repositories/users';

export interface MemberWithChannel {
  id: string;
  email: string;
  token: string;
  channelId: string;
}

/**
 * A member and a match with a chat channel between them, straight in the
 * database (the fault tests need writers, not the onboarding walk). The
 * member's email is `<id>@example.com`; passwordHash null means no login.
 */
export async function memberWithChannel(db: Db, passwordHash: string | null = null): Promise<MemberWithChannel> {
  const users = usersRepository(db);
  const [a, b] = [newId(), newId()].sort();
  for (const id of [a, b]) {
    await db.transaction((tx) =>
      users.create(
        { id, email: `${id}@example.com`, passwordHash: id === a ? passwordHash : null, role: 'member' },
        tx,
      ),
    );
  }
  const channelId = newId();
  await db.query('INSERT INTO chat_channels (id, member_a, member_b) VALUES ($1, $2, $3)', [channelId, a, b]);
  return { id: a, email: `${a}@example.com`, token: await users.createSession(a, 1), channelId };
}
