import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { VIEWERS_PAGE_SIZE } from '../../../contract/privacy';
import type { ProfileViewer } from '../../../contract/schemas/privacy';
import { getViewers } from '../../api/privacy';
import { MemberPhoto } from '../../components/member-photo';
import { EmptyState } from '../../components/empty-state';
import { PagedList, usePagedList } from '../../components/paged-list';
import { formatText } from '../../lib/format';
import { formatDate } from '../../lib/i18n/format';
import { activeLanguage } from '../../lib/i18n/i18n';
import { paths } from '../../lib/paths';
import { VIEWERS_MESSAGES } from './messages';

function ViewerRow({ viewer }: { viewer: ProfileViewer }) {
  const when = formatDate(viewer.viewedAt, activeLanguage(), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="list-group-item d-flex align-items-center gap-3 py-3">
      <MemberPhoto src={viewer.photo} size={48} />
      <div>
        <div className="fw-semibold">{formatText(viewer.firstName)}</div>
        <div className="text-body-secondary small">{t`Viewed ${when}`}</div>
      </div>
    </li>
  );
}

/** Who viewed me: members who opened the member's profile page, newest first, a page at a time. */
export function ViewedYou() {
  // Re-renders the list, its dates too, when the member changes language.
  useLingui();
  const viewers = usePagedList({
    pageSize: VIEWERS_PAGE_SIZE,
    fetchPage: (start, signal) => getViewers(start, VIEWERS_PAGE_SIZE, signal),
    policy: VIEWERS_MESSAGES.load,
    rowsOf: (data) => data.viewers,
  });
  return (
    <section aria-labelledby="viewed-you-title">
      <h2 id="viewed-you-title" className="visually-hidden">
        {VIEWERS_MESSAGES.title}
      </h2>
      <PagedList
        list={viewers}
        loadingLabel={t`Loading who viewed you...`}
        empty={
          <EmptyState message={VIEWERS_MESSAGES.empty} steps={[{ label: t`Privacy settings`, to: paths.profile }]} />
        }
        listLabel={t`Members who viewed you`}
        pagerLabel={t`Viewed you pages`}
        rowKey={(viewer) => viewer.profileId}
        renderRow={(viewer) => <ViewerRow viewer={viewer} />}
      />
    </section>
  );
}
