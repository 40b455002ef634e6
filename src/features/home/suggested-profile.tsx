import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { getFeed } from '../../api/feed';
import { sendMatchDecision } from '../../api/matches';
import { paths } from '../../lib/paths';
import { ButtonSpinner } from '../../components/button-spinner';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { LoadingSpinner } from '../../components/loading-spinner';
import { ProfileDetails } from '../../components/profile-details/profile-details';
import { SafetyActions } from '../../components/safety-actions';
import { ShortlistStar } from '../../components/shortlist-star';
import { announceCountsChanged } from '../../lib/counts-changed';
import { useAsync } from '../../lib/use-async';
import { runCall, useCall } from '../../lib/use-call';
import { MatchMoment, type MatchMomentPartner } from '../../components/match-moment';
import { AwaitingReview } from './awaiting-review';
import { HomePoolAdvice } from './home-pool-advice';
import { HOME_MESSAGES } from './messages';

type Decision = 'accept' | 'reject';

/**
 * Spec 2 and 4: the first profile of the feed with Accept and Reject. After a
 * decision the feed is fetched again, so the next profile shows.
 */
export function SuggestedProfile() {
  const [moment, setMoment] = useState<MatchMomentPartner | null>(null);
  return (
    <>
      <MatchMoment partner={moment} onClose={() => setMoment(null)} />
      <FeedProfile onMatch={setMoment} />
    </>
  );
}

/** The feed's first profile; `onMatch` opens the match moment when a yes met theirs. */
function FeedProfile({ onMatch }: { onMatch: (partner: MatchMomentPartner) => void }) {
  const { t } = useLingui();
  // A 403 means the member's own profile is not published yet: its reason stays on the page instead of a toast.
  const feed = useAsync(
    (signal) => runCall(() => getFeed(signal), { ...HOME_MESSAGES.feed, quietStatuses: [403] }, signal),
    [],
  );
  const deciding = useCall<Decision>();

  if (feed.status === 'loading') return <LoadingSpinner label={t`Loading your next match...`} />;
  if (feed.status === 'error') return <LoadFailed onRetry={feed.reload} />;
  if (!feed.data.ok) {
    if (feed.data.status === 403) return <AwaitingReview reason={feed.data.errorMessage} onCheckAgain={feed.reload} />;
    return <LoadFailed onRetry={feed.reload} />;
  }

  const profiles = Array.isArray(feed.data.data?.profiles) ? feed.data.data.profiles : [];
  const profile = profiles[0];
  if (!profile) {
    return (
      <EmptyState
        message={HOME_MESSAGES.empty}
        steps={[
          { label: t`See your match requests`, to: paths.activity },
          { label: t`Ask the AI Matchmaker`, to: paths.aiMatchmaker },
          { label: t`Improve your profile`, to: paths.profile },
        ]}
      >
        <HomePoolAdvice onApplied={feed.reload} />
      </EmptyState>
    );
  }

  async function decide(decision: Decision) {
    if (!profile) return;
    const outcome = await deciding.run(
      () => sendMatchDecision({ toProfileId: profile.id, interested: decision === 'accept' }),
      HOME_MESSAGES[decision],
      { key: decision },
    );
    if (outcome.ok) {
      announceCountsChanged();
      // They had already said yes: the match moment, with "Say hello" into the new chat.
      if (outcome.data?.matched && outcome.data.channelId) {
        onMatch({
          name: profile.name.firstName,
          imageUrl: profile.images[0]?.url ?? null,
          channelId: outcome.data.channelId,
        });
      }
      feed.reload();
    }
  }

  const actions = (
    <>
      <button type="button" className="btn btn-success px-4" disabled={deciding.busy} onClick={() => decide('accept')}>
        {deciding.pending === 'accept' && <ButtonSpinner />}
        {t`Accept`}
      </button>
      <button
        type="button"
        className="btn btn-outline-danger px-4"
        disabled={deciding.busy}
        onClick={() => decide('reject')}
      >
        {deciding.pending === 'reject' && <ButtonSpinner />}
        {t`Reject`}
      </button>
      <ShortlistStar key={profile.id} profileId={profile.id} />
      <div className="ms-auto">
        <SafetyActions target={{ profileId: profile.id }} onDone={feed.reload} />
      </div>
    </>
  );

  return <ProfileDetails profile={profile} actions={actions} />;
}
