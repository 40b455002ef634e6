import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PAGE_SIZES } from '../../../contract/enums';
import type { PendingRequest } from '../../../contract/schemas/matches';
import { getPendingRequests, sendMatchDecision } from '../../api/matches';
import { paths } from '../../lib/paths';
import { MemberPhoto } from '../../components/member-photo';
import { ButtonSpinner } from '../../components/button-spinner';
import { EmptyState } from '../../components/empty-state';
import { PagedList, usePagedList } from '../../components/paged-list';
import { announceCountsChanged } from '../../lib/counts-changed';
import { formatText } from '../../lib/format';
import { useLiveEvent, useLiveStatus } from '../../lib/live-updates';
import { MatchMoment, type MatchMomentPartner } from '../../components/match-moment';
import { useCall } from '../../lib/use-call';
import { ACTIVITY_MESSAGES, VIEWERS_MESSAGES } from './messages';
import { ViewedYou } from './viewed-you';

type Decision = 'accept' | 'reject';

interface RequestRowProps {
  request: PendingRequest;
  /** The decision being sent for this row, if any. */
  deciding: Decision | null;
  /** True while any decision is on its way: one at a time. */
  busy: boolean;
  onDecide: (request: PendingRequest, decision: Decision) => void;
}

function RequestRow({ request, deciding, busy, onDecide }: RequestRowProps) {
  const { t } = useLingui();
  const nameId = useId();
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-3 py-3" aria-labelledby={nameId}>
      <MemberPhoto src={request.imageUrl} size={64} />
      <div className="flex-grow-1">
        <div id={nameId} className="fw-semibold">
          {formatText(request.name)}
        </div>
        <div className="text-body-secondary small">{t`Age: ${formatText(request.age)}`}</div>
        {request.outsidePreferences && (
          <span className="badge text-bg-secondary mt-1">{t`Outside your preferences`}</span>
        )}
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Link to={paths.viewProfile(request.profileId)} className="btn btn-outline-primary btn-sm">
          {t`View Profile`}
        </Link>
        <button
          type="button"
          className="btn btn-success btn-sm"
          disabled={busy}
          onClick={() => onDecide(request, 'accept')}
        >
          {deciding === 'accept' && <ButtonSpinner />}
          {t`Accept`}
        </button>
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          disabled={busy}
          onClick={() => onDecide(request, 'reject')}
        >
          {deciding === 'reject' && <ButtonSpinner />}
          {t`Reject`}
        </button>
      </div>
    </li>
  );
}

type ActivityTab = 'requests' | 'viewers';

/** Activity's two lists: the match requests (spec 2), and who viewed the member (privacy members control). */
function ActivityTabs({ tab, onChange }: { tab: ActivityTab; onChange: (tab: ActivityTab) => void }) {
  const { t } = useLingui();
  const tabs: { id: ActivityTab; label: string }[] = [
    { id: 'requests', label: t`Requests` },
    { id: 'viewers', label: VIEWERS_MESSAGES.title },
  ];
  return (
    <div className="nav nav-tabs mb-3" role="tablist" aria-label={t`Activity`}>
      {tabs.map((entry) => (
        <button
          key={entry.id}
          type="button"
          role="tab"
          className={`nav-link${tab === entry.id ? ' active' : ''}`}
          aria-selected={tab === entry.id}
          onClick={() => onChange(entry.id)}
        >
          {entry.label}
        </button>
      ))}
    </div>
  );
}

/** While the live stream is down, the list is read again this often (a request may arrive meanwhile). */
export const ACTIVITY_POLL_MS = 60_000;

/**
 * Spec 2, 4 and 9: pending match requests, a page at a time by offset, with Accept
 * and Reject; the list reloads after a decision, and when the member's stream tells of
 * a new request (or, while it is down, once a minute).
 */
export function Component() {
  const [tab, setTab] = useState<ActivityTab>('requests');
  const { t } = useLingui();
  const requests = usePagedList({
    pageSize: PAGE_SIZES.activity,
    fetchPage: getPendingRequests,
    policy: ACTIVITY_MESSAGES.load,
    rowsOf: (data) => data.pendingRequests,
  });
  const deciding = useCall<{ id: string; decision: Decision }>();
  const [moment, setMoment] = useState<MatchMomentPartner | null>(null);
  const live = useLiveStatus();
  const { reload } = requests;
  const busy = deciding.busy;
  useLiveEvent('request', () => {
    if (!busy) reload();
  });
  useEffect(() => {
    if (live || busy) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, ACTIVITY_POLL_MS);
    return () => clearInterval(timer);
  }, [live, busy, reload]);

  async function decide(request: PendingRequest, decision: Decision) {
    const outcome = await deciding.run(
      () => sendMatchDecision({ toProfileId: request.profileId, interested: decision === 'accept' }),
      ACTIVITY_MESSAGES[decision],
      { key: { id: request.id, decision } },
    );
    if (!outcome.ok) return;
    announceCountsChanged();
    // They had already said yes: the match moment, with "Say hello" into the new chat.
    if (outcome.data?.matched && outcome.data.channelId) {
      setMoment({ name: request.name, imageUrl: request.imageUrl, channelId: outcome.data.channelId });
    }
    // The answered request leaves the list; when it was the last one on a later page, step back a page.
    if (requests.rows && requests.rows.length === 1 && requests.page > 1) requests.setPage(requests.page - 1);
    else requests.reload();
  }

  return (
    <section className="mx-auto" style={{ maxWidth: '48rem' }}>
      <MatchMoment partner={moment} onClose={() => setMoment(null)} />
      <h1 className="h3 mb-3">{t`Match Requests`}</h1>
      <ActivityTabs tab={tab} onChange={setTab} />
      {tab === 'viewers' ? (
        <ViewedYou />
      ) : (
        <PagedList
          list={requests}
          loadingLabel={t`Loading match requests...`}
          empty={
            <EmptyState
              message={ACTIVITY_MESSAGES.empty}
              steps={[
                { label: t`See today's suggestion`, to: paths.home },
                { label: t`Improve your profile`, to: paths.profile },
              ]}
            />
          }
          listLabel={t`Match requests`}
          pagerLabel={t`Match request pages`}
          rowKey={(request) => request.id}
          renderRow={(request) => (
            <RequestRow
              request={request}
              deciding={deciding.pending?.id === request.id ? deciding.pending.decision : null}
              busy={deciding.busy}
              onDecide={decide}
            />
          )}
          busy={deciding.busy}
        />
      )}
    </section>
  );
}
