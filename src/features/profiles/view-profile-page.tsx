import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router-dom';
import { getProfile } from '../../api/profile';
import { LoadFailed } from '../../components/load-failed';
import { LoadingSpinner } from '../../components/loading-spinner';
import { paths } from '../../lib/paths';
import { ProfileDetails } from '../../components/profile-details/profile-details';
import { SafetyActions } from '../../components/safety-actions';
import { useAsync } from '../../lib/use-async';
import { runCall } from '../../lib/use-call';

const LOAD_MESSAGES = {
  get fallback() {
    return t`Failed to fetch profile`;
  },
  get exception() {
    return t`An error occurred while fetching the profile`;
  },
  // A missing profile is the screen's own message, not a toast.
  quietStatuses: [404],
} as const;

/** Spec 2: another member's profile, read-only (no Accept or Reject); 'Profile not found.' when missing. */
export function Component() {
  const { t } = useLingui();
  const { profileId = '' } = useParams();
  const navigate = useNavigate();
  const profile = useAsync(
    (signal) => runCall(() => getProfile(profileId, signal), LOAD_MESSAGES, signal),
    [profileId],
  );

  if (profile.status === 'loading') return <LoadingSpinner label={t`Loading profile...`} />;
  const outcome = profile.status === 'success' ? profile.data : null;
  const notFound = outcome !== null && (outcome.ok ? !outcome.data?.id : outcome.status === 404);
  if (notFound) {
    return <p className="alert alert-warning text-center my-4">{t`Profile not found.`}</p>;
  }
  if (!outcome?.ok) return <LoadFailed onRetry={profile.reload} />;
  return (
    <ProfileDetails
      profile={outcome.data}
      actions={<SafetyActions target={{ profileId }} onDone={() => navigate(paths.home)} />}
    />
  );
}
