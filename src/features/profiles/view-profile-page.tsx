import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { sendMatchDecision } from '../../api/matches';
import { getProfile } from '../../api/profile';
import { ButtonSpinner } from '../../components/button-spinner';
import { ShortlistStar } from '../../components/shortlist-star';
import { LoadFailed } from '../../components/load-failed';
import { LoadingSpinner } from '../../components/loading-spinner';
import { paths } from '../../lib/paths';
import { ProfileDetails } from '../../components/profile-details/profile-details';
import { SafetyActions } from '../../components/safety-actions';
import { useAsync } from '../../lib/use-async';
import { runCall, useCall } from '../../lib/use-call';

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

const INTEREST_MESSAGES = {
  get success() {
    return t`Your interest has been sent.`;
  },
  get fallback() {
    return t`Failed to send your interest`;
  },
  get exception() {
    return t`An error occurred while sending your interest`;
  },
};

/** What a list that links here tells the view: where the member came from and whether the member is starred. */
interface FromList {
  from?: 'search' | 'shortlist';
  shortlisted?: boolean;
}

/**
 * The star, and "Send interest" for a member found by search or on the shortlist: the same request as
 * Home's Accept, so the same match rules apply (the receiver sees "Outside your preferences" as from Home).
 */
function ListActions({ profileId, state }: { profileId: string; state: FromList }) {
  const [sent, setSent] = useState(false);
  const call = useCall();
  async function interest() {
    const outcome = await call.run(
      () => sendMatchDecision({ toProfileId: profileId, interested: true }),
      INTEREST_MESSAGES,
    );
    if (outcome.ok) setSent(true);
  }
  return (
    <>
      {state.from && (
        <button type="button" className="btn btn-success" disabled={call.busy || sent} onClick={interest}>
          {call.busy && <ButtonSpinner />}
          {sent ? t`Interest sent` : t`Send interest`}
        </button>
      )}
      <ShortlistStar profileId={profileId} starred={state.shortlisted === true} />
    </>
  );
}

/** Spec 2: another member's profile, read-only (no Accept or Reject); 'Profile not found.' when missing. */
export function Component() {
  const { t } = useLingui();
  const { profileId = '' } = useParams();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as FromList;
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
      actions={
        <>
          <ListActions profileId={profileId} state={state} />
          <SafetyActions target={{ profileId }} onDone={() => navigate(paths.home)} />
        </>
      }
    />
  );
}
