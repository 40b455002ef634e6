import type {
  PrivacySettings,
  PrivacySettingsRequest,
  ProfileViewersResponse,
} from '../../../contract/schemas/privacy';
import { ok, route } from '../http';

/** Today's behaviour: photos for everyone, not paused, visits recorded. */
export const PRIVACY_SETTINGS: PrivacySettings = { photos: 'EVERYONE', hidden: false, recordVisits: true };

export const VIEWERS: ProfileViewersResponse = {
  viewers: [
    { profileId: 'viewer-1', firstName: 'Dev', photo: null, viewedAt: Date.parse('2026-03-02T10:00:00Z') },
    { profileId: 'viewer-2', firstName: 'Nikhil', photo: null, viewedAt: Date.parse('2026-03-01T09:00:00Z') },
  ],
  total: 2,
};

export const privacyHandlers = [
  route('get', '/profile/privacy', 'member', () => ok(PRIVACY_SETTINGS)),
  route('put', '/profile/privacy', 'member', async ({ request }) => {
    const body = (await request.json()) as PrivacySettingsRequest;
    return ok({ ...PRIVACY_SETTINGS, ...body });
  }),
  route('get', '/profile/viewers', 'member', () => ok(VIEWERS)),
  route('put', '/chat/phone-share', 'member', () => ok()),
];
