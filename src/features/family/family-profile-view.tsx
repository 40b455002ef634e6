import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { getFamilyProfile } from '../../api/family';
import { LoadFailed } from '../../components/load-failed';
import { LoadingSpinner } from '../../components/loading-spinner';
import { ProfileDetails } from '../../components/profile-details/profile-details';
import { StarButton } from '../../components/shortlist-star';
import { useAsync } from '../../lib/use-async';
import { runCall } from '../../lib/use-call';
import { useFamilyStar } from './use-family-star';

/**
 * A member's view for the relative, opened from search or the shortlist (`?profile=<id>` on their own URL, so
 * the landing page's route table carries no route for it): read only, with the star; interest, chat and safety
 * actions stay with the member.
 */
export function FamilyProfileView({ profileId }: { profileId: string }) {
  const { t } = useLingui();
  const shortlisted = (useLocation().state as { shortlisted?: boolean } | null)?.shortlisted === true;
  const profile = useAsync(
    (signal) =>
      runCall(
        () => getFamilyProfile(profileId, signal),
        {
          fallback: t`Failed to fetch profile`,
          exception: t`An error occurred while fetching the profile`,
          quietStatuses: [404],
        },
        signal,
      ),
    [profileId],
  );
  const star = useFamilyStar();

  if (profile.status === 'loading') return <LoadingSpinner label={t`Loading profile...`} />;
  const outcome = profile.status === 'success' ? profile.data : null;
  if (outcome && !outcome.ok && outcome.status === 404) {
    return <p className="alert alert-warning text-center my-4">{t`Profile not found.`}</p>;
  }
  if (!outcome?.ok) return <LoadFailed onRetry={profile.reload} />;
  const starred = star.isStarred(profileId, shortlisted);
  const actions = (
    <>
      <StarButton
        small
        starred={starred}
        saving={star.saving(profileId)}
        busy={star.busy}
        onToggle={() => void star.toggle(profileId, !starred)}
      />
      <span className="text-body-secondary small align-self-center">
        {t`Only the member can send interest or chat.`}
      </span>
    </>
  );
  return <ProfileDetails profile={outcome.data} actions={actions} />;
}
