import { useLingui } from '@lingui/react/macro';
import type { SearchResult } from '../../../contract/schemas/search';
import { SEARCH_PAGE_SIZE } from '../../../contract/search';
import { getShortlist } from '../../api/search';
import { EmptyState } from '../../components/empty-state';
import { PagedList, usePagedList } from '../../components/paged-list';
import { paths } from '../../lib/paths';
import { useShortlistStars } from '../../lib/use-shortlist-stars';
import { MemberCard } from '../../components/member-card';
import { SEARCH_MESSAGES } from './messages';

/** The members the member starred, newest first, a page at a time; unstarring takes one off. */
export function Component() {
  const { t } = useLingui();
  const list = usePagedList({
    pageSize: SEARCH_PAGE_SIZE,
    fetchPage: (start, signal) => getShortlist(start, SEARCH_PAGE_SIZE, signal),
    policy: SEARCH_MESSAGES.shortlistLoad,
    rowsOf: (data: SearchResult) => data.profiles,
  });
  const star = useShortlistStars(list.reload);
  return (
    <section className="mx-auto" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-3">{t`Shortlist`}</h1>
      <PagedList
        list={list}
        loadingLabel={t`Loading your shortlist...`}
        empty={
          <EmptyState
            message={SEARCH_MESSAGES.shortlistEmpty}
            steps={[{ label: t`Search members`, to: paths.search }]}
          />
        }
        listLabel={t`Shortlisted members`}
        pagerLabel={t`Shortlist pages`}
        rowKey={(profile) => profile.id}
        renderRow={(profile) => (
          <MemberCard
            profile={profile}
            stars={star}
            viewTo={paths.viewProfile(profile.id)}
            viewState={{ from: 'shortlist' }}
            showBadges
          />
        )}
        busy={star.busy}
      />
    </section>
  );
}
