import { hashPassword } from '../lib/crypto';
import { usersRepository } from '../repositories/users';
import { DEMO_ADMIN, DEMO_MEMBER, NEW_MEMBER } from './credentials';
import type { SeedContext } from './index';

/** Creates the demo accounts. The generated member population comes next (issue 7). */
export async function seedDemoMembers({ db, config, log }: SeedContext): Promise<void> {
  const users = usersRepository(db);
  for (const account of [
    { ...DEMO_MEMBER, role: 'member' as const },
    { ...NEW_MEMBER, role: 'member' as const },
    { ...DEMO_ADMIN, role: 'admin' as const },
  ]) {
    const passwordHash = await hashPassword(account.password, config.passwordHashCost);
    await db.transaction((tx) => users.create({ email: account.email, passwordHash, role: account.role }, tx));
  }
  log('seeded demo accounts');
}
