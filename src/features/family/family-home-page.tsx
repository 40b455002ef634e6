import { useLingui } from '@lingui/react/macro';
import { getFamilyFeed } from '../../api/family';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { LoadingSpinner } from '../../components/loading-spinner';
import { ProfileDetails } from '../../components/profile-details/profile-details';
import { StarButton } from '../../components/shortlist-star';
import { paths } from '../../lib/paths';
import { useAsync } from '../../lib/use-async';
import { runCall } from '../../lib/use-call';
import { useFamilyStar } from './use-family-star';

/** The relative's Home: the member's current suggestion, read only (the member decides), with the star. */
export function Component() {
  const { t } = useLingui();
  const feed = useAsync(
    (signal) =>
      runCall(
        () => getFamilyFeed(signal),
        {
          fallback: t`Failed to load the suggestion`,
          exception: t`An error occurred while loading the suggestion`,
          quietStatuses: [403],
        },
        signal,
      ),
    [],
  );
  const star = useFamilyStar();

  if (feed.status === 'loading') return <LoadingSpinner label={t`Loading the suggestion...`} />;
  if (feed.status === 'error' || !feed.data.ok) {
    if (feed.status === 'success' && !feed.data.ok && feed.data.status === 403) {
      return <p className="alert alert-secondary">{t`Suggestions appear here once the profile is published.`}</p>;
    }
    return <LoadFailed onRetry={feed.reload} />;
  }
  const profile = feed.data.data.profiles?.[0];
  if (!profile) {
    return (
      <EmptyState
        message={t`There is no new suggestion right now.`}
        steps={[{ label: t`Search members`, to: paths.family.search }]}
      />
    );
  }
  const actions = (
    <>
      <StarButton
        small
        starred={star.isStarred(profile.id, false)}
        saving={star.saving(profile.id)}
        busy={star.busy}
        onToggle={() => void star.toggle(profile.id, !star.isStarred(profile.id, false))}
      />
      <span className="text-body-secondary small align-self-center">
        {t`Only the member can accept or decline a suggestion.`}
      </span>
    </>
  );
  return <ProfileDetails profile={profile} actions={actions} />;
}
