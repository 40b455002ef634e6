import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback, useState } from 'react';
import { Alert, Card } from 'react-bootstrap';
import type { OwnProfile } from '../../../contract/schemas/profile';
import { getMyProfile } from '../../api/profile';
import defaultAvatar from '../../assets/default-avatar.svg';
import { LoadingSpinner } from '../../components/loading-spinner';
import { fullName } from '../../lib/format';
import { useAsync } from '../../lib/use-async';
import { runCall } from '../../lib/use-call';
import { MY_PROFILE_MESSAGES as MESSAGES } from './messages';
import { AccountSection } from './account-section';
import { FamilySection } from './family-section';
import { HoroscopeSection } from './horoscope-section';
import { PartnerPreferencesSection } from './partner-preferences-section';
import { NotificationsSection } from './notifications-section';
import { PhotosSection } from './photos-section';
import { PrivacySection } from './privacy-section';
import { ProfileSection } from './profile-section';
import { PROFILE_SECTIONS } from './sections';

const FETCH_MESSAGES = {
  get fallback() {
    return MESSAGES.FETCH_PROFILE_FALLBACK;
  },
  get exception() {
    return MESSAGES.FETCH_PROFILE_ERROR;
  },
};

/** GET /profile/my with the spec 8 toasts; throws so the page can show its failure text. */
async function fetchMyProfile(signal?: AbortSignal): Promise<OwnProfile> {
  const outcome = await runCall(() => getMyProfile(signal), FETCH_MESSAGES, signal);
  if (outcome.ok) return outcome.data;
  throw new Error(outcome.aborted ? 'The page was left.' : outcome.message);
}

function ProfileHeader({ profile }: { profile: OwnProfile }) {
  const photo = profile.images[0]?.url;
  const name = fullName(profile.name);
  return (
    <Card className="mb-4 shadow-sm">
      <Card.Body className="d-flex flex-column flex-sm-row align-items-center gap-3 text-center text-sm-start">
        <img
          src={photo ?? defaultAvatar}
          alt={photo ? name : t`Default avatar`}
          width={128}
          height={128}
          className="rounded-circle object-fit-cover flex-shrink-0 border"
        />
        <div className="min-w-0">
          <h1 className="h3 mb-2 text-break">{name}</h1>
          {profile.aboutMe && <p className="mb-0 text-muted text-break">{profile.aboutMe}</p>}
        </div>
      </Card.Body>
    </Card>
  );
}

/** Spec 2: /app/profile, the member's own profile, section by section. */
export function Component() {
  // Re-renders every section, and the words of their values, when the member changes language.
  useLingui();
  const initial = useAsync((signal) => fetchMyProfile(signal), []);
  // Reloads after a save keep the page on screen instead of going back to the spinner.
  const [reloaded, setReloaded] = useState<OwnProfile | null>(null);

  const reload = useCallback(async () => {
    try {
      setReloaded(await fetchMyProfile());
    } catch {
      // fetchMyProfile has already told the member; the last profile read stays on screen.
    }
  }, []);

  if (initial.status === 'loading') return <LoadingSpinner label={t`Loading profile...`} />;
  if (initial.status === 'error') {
    return (
      <Alert variant="danger" className="my-4">
        {MESSAGES.LOAD_FAILED_TEXT}
      </Alert>
    );
  }

  const profile = reloaded ?? initial.data;
  return (
    <div className="mx-auto" style={{ maxWidth: 960 }}>
      <ProfileHeader profile={profile} />
      {PROFILE_SECTIONS.map((section) => (
        <ProfileSection key={section.id} section={section} profile={profile} onSaved={reload} />
      ))}
      <PhotosSection images={profile.images} onChanged={reload} />
      <PartnerPreferencesSection />
      <HoroscopeSection />
      <FamilySection />
      <PrivacySection />
      <NotificationsSection />
      <AccountSection />
    </div>
  );
}
