import { describe, expect, it } from 'vitest';
import { AdminProfileListSchema, type AdminChecks } from '../../../contract/schemas';
import {
  ADMIN_HEADERS,
  call,
  completeOnboarding,
  completeVerification,
  expectOk,
  form,
  makeJpeg,
} from '../../test/fixtures';
import { useTestServer } from '../../test/test-server';
import type { Checker } from './checker';

/*
 * A check that keeps failing is tried a bounded number of times, then given up where staff see it, as the
 * email outbox gives up a row. The checker here fails every picture it is handed, as a model that cannot read
 * them would; it counts how often it was asked.
 */
const ATTEMPTS = 3;
let asked = 0;
const checker: Checker = {
  analyse: async () => {
    asked++;
    throw new Error('The model could not read the picture.');
  },
  close: async () => {},
  pid: () => null,
};

const t = useTestServer({
  config: { checks: { enabled: true, leaseSeconds: 5, idleSeconds: 60, attempts: ATTEMPTS, retrySeconds: 0 } },
  checker,
});

async function checksOf(id: string): Promise<AdminChecks | undefined> {
  const admin = await t.createAccount('admin');
  const list = AdminProfileListSchema.parse(
    await expectOk(call(t, 'GET', '/api/profile/list', { token: admin.token, headers: ADMIN_HEADERS })),
  );
  const item = list.find((entry) => entry.id === id);
  if (!item) throw new Error('not listed');
  return item.checks;
}

describe('automatic checks that keep failing', { timeout: 60_000 }, () => {
  it('are given up after their attempts and show as failed on the review row; a new upload tries again', async () => {
    const account = await t.createAccount('member');
    await completeVerification(t, account.token, account.email);
    await completeOnboarding(t, account.token, 'Priya');
    await t.app.checks!.drained();
    expect(await checksOf(account.id)).toEqual({ status: 'FAILED' });

    // A new photo asks for the checks again, with a fresh count of attempts.
    const upload = async () =>
      expectOk(
        call(t, 'POST', '/api/profile/images', { token: account.token, form: form({ image0: await makeJpeg() }) }),
      );
    asked = 0;
    await upload();
    await t.app.checks!.drained();
    expect(asked).toBe(ATTEMPTS);
    expect(await checksOf(account.id)).toEqual({ status: 'FAILED' });

    // Nothing tries it again on its own: the poller passes a given-up job by.
    await new Promise((resolve) => setTimeout(resolve, 300));
    t.app.checks!.poke();
    await t.app.checks!.drained();
    expect(asked).toBe(ATTEMPTS);

    await upload();
    await t.app.checks!.drained();
    expect(asked).toBe(2 * ATTEMPTS);
  });
});
