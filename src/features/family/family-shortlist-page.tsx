import { useLingui } from '@lingui/react/macro';
import type { SearchResult } from '../../../contract/schemas/search';
import { SEARCH_PAGE_SIZE } from '../../../contract/search';
import { getFamilyShortlist } from '../../api/family';
import { EmptyState } from '../../components/empty-state';
import { PagedList, usePagedList } from '../../components/paged-list';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { FamilyCard } from './family-card';
import { FamilyProfileView } from './family-profile-view';
import { useFamilyStar } from './use-family-star';

/** The member's shortlist as the relative sees it, or the member opened from it (`?profile=<id>`). */
export function Component() {
  const opened = useSearchParams()[0].get('profile');
  return opened ? <FamilyProfileView profileId={opened} /> : <Shortlist />;
}

/** The member's shortlist as the relative sees it: newest first; unstarring takes one off. */
function Shortlist() {
  const { t } = useLingui();
  const list = usePagedList({
    pageSize: SEARCH_PAGE_SIZE,
    fetchPage: (start, signal) => getFamilyShortlist(start, SEARCH_PAGE_SIZE, signal),
    policy: {
      fallback: t`Failed to load the shortlist`,
      exception: t`An error occurred while loading the shortlist`,
    },
    rowsOf: (data: SearchResult) => data.profiles,
  });
  const star = useFamilyStar(list.reload);
  return (
    <section className="mx-auto" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-3">{t`Shortlist`}</h1>
      <PagedList
        list={list}
        loadingLabel={t`Loading the shortlist...`}
        empty={
          <EmptyState
            message={t`The shortlist is empty. Star members from search or Home to find them here.`}
            steps={[{ label: t`Search members`, to: paths.family.search }]}
          />
        }
        listLabel={t`Shortlisted members`}
        pagerLabel={t`Shortlist pages`}
        rowKey={(profile) => profile.id}
        renderRow={(profile) => <FamilyCard profile={profile} star={star} />}
        busy={star.busy}
      />
    </section>
  );
}
