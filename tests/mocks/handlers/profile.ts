import { adminProfiles, completeProfileStatus, memberProfiles, ownProfile } from '../fixtures';
import { fail, ok, route } from '../http';

export const profileHandlers = [
  route('get', '/profile/list', 'admin', () => ok(adminProfiles)),
  route('get', '/profile/verify', 'admin', () => ok()),
  route('post', '/profile/refuse', 'admin', () => ok()),
  route('get', '/profile/status', 'member', () => ok(completeProfileStatus)),
  route('get', '/profile/get', 'member', ({ request }) => {
    const id = new URL(request.url).searchParams.get('profileId');
    const profile = memberProfiles.find((p) => p.id === id);
    return profile ? ok(profile) : fail(404, 'Profile not found.');
  }),
  route('get', '/profile/my', 'member', () => ok(ownProfile)),
  route('put', '/profile/background', 'member', () => ok()),
  route('get', '/profile/communities', 'member', ({ request }) =>
    ok({ communities: new URL(request.url).searchParams.get('religion') === 'HINDU' ? ['Maratha', 'Other'] : [] }),
  ),
  route('put', '/profile/horoscope', 'member', () =>
    ok({
      rashi: 'KARKA',
      nakshatra: 'ASHLESHA',
      pada: 2,
      nakshatraCertain: true,
      possibleNakshatras: ['ASHLESHA'],
      timeZone: 'Asia/Kolkata',
    }),
  ),
  route('put', '/profile/name', 'member', () => ok()),
  route('put', '/profile/basic-details', 'member', () => ok()),
  route('put', '/profile/personal-details', 'member', () => ok()),
  route('put', '/profile/lifestyle-details', 'member', () => ok()),
  route('put', '/profile/family-details', 'member', () => ok()),
  route('put', '/profile/about-me', 'member', () => ok()),
  route('post', '/profile/images', 'member', () => ok()),
  route('put', '/profile/images', 'member', () => ok()),
  route('delete', '/profile/images', 'member', () => ok()),
  route('post', '/profile/profession', 'member', () => ok()),
  route('put', '/profile/profession', 'member', () => ok()),
];
