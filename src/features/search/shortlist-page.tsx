import type { SearchResult } from '../../../contract/schemas/search';
import { SEARCH_PAGE_SIZE } from '../../../contract/search';
import { getShortlist } from '../../api/search';
import { EmptyState } from '../../components/empty-state';
import { PagedList, usePagedList } from '../../components/paged-list';
import { paths } from '../../lib/paths';
import { MemberCard } from './member-card';
import { SEARCH_MESSAGES } from './messages';
import { useStar } from './use-star';

/** The members the member starred, newest first, a page at a time; unstarring takes one off. */
export function Component() {
  const list = usePagedList({
    pageSize: SEARCH_PAGE_SIZE,
    fetchPage: (start, signal) => getShortlist(start, SEARCH_PAGE_SIZE, signal),
    policy: SEARCH_MESSAGES.shortlistLoad,
    rowsOf: (data: SearchResult) => data.profiles,
  });
  const star = useStar(list.reload);
  return (
    <section className="mx-auto" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-3">{SEARCH_MESSAGES.shortlistTitle}</h1>
      <PagedList
        list={list}
        loadingLabel="Loading your shortlist..."
        empty={
          <EmptyState
            message={SEARCH_MESSAGES.shortlistEmpty}
            steps={[{ label: 'Search members', to: paths.search }]}
          />
        }
        listLabel="Shortlisted members"
        pagerLabel="Shortlist pages"
        rowKey={(profile) => profile.id}
        renderRow={(profile) => (
          <MemberCard
            profile={profile}
            starred={star.isStarred(profile)}
            saving={star.saving(profile)}
            busy={star.busy}
            onStar={star.toggle}
            listName="shortlist"
          />
        )}
        busy={star.busy}
      />
    </section>
  );
}
