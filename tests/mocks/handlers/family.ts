import type { FamilyHelping, FamilyState } from '../../../contract/schemas/family';
import { ok, route } from '../http';

export const FAMILY_TOKEN = 'mock-family-token';
export const HELPING: FamilyHelping = { memberId: 'p-demo', firstName: 'Ravi' };

/** A member with no relative invited yet; a relative helping Ravi. */
export const familyHandlers = [
  route('get', '/family', 'member', () => ok({ relative: null } satisfies FamilyState)),
  route('post', '/family/invite', 'member', async ({ request }) => {
    const { email } = (await request.json()) as { email: string };
    return ok({
      relative: { email, state: 'PENDING', invitedAt: '2026-11-28T07:00:00.000Z', acceptedAt: null },
    } satisfies FamilyState);
  }),
  route('delete', '/family', 'member', () => ok()),
  route('post', '/family/accept', 'public', () => ok({ token: FAMILY_TOKEN })),
  route('post', '/family/login', 'public', () => ok({ token: FAMILY_TOKEN })),
  route('get', '/family/helping', 'member', () => ok(HELPING)),
];
