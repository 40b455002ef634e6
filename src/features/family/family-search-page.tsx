import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { MARITAL_STATUSES, MARITAL_STATUS_LABELS } from '../../../contract/background';
import { ONBOARDING_LANGUAGES, RELIGIONS } from '../../../contract/enums';
import type { SearchResult } from '../../../contract/schemas/search';
import { SEARCH_AGE_MAX, SEARCH_AGE_MIN, SEARCH_PAGE_SIZE } from '../../../contract/search';
import { familySearch } from '../../api/family';
import { PagedList, usePagedList } from '../../components/paged-list';
import { formatEnum } from '../../lib/format';
import { FamilyCard } from './family-card';
import { FamilyProfileView } from './family-profile-view';
import { useFamilyStar } from './use-family-star';

type Query = Record<string, string | number>;

/** One page of results for the filters searched; keyed by them, so a new search starts on page one. */
function Results({ query }: { query: Query }) {
  const { t } = useLingui();
  const list = usePagedList({
    pageSize: SEARCH_PAGE_SIZE,
    fetchPage: (start, signal) => familySearch({ ...query, start, limit: SEARCH_PAGE_SIZE }, signal),
    policy: { fallback: t`Failed to search members`, exception: t`An error occurred while searching members` },
    rowsOf: (data: SearchResult) => data.profiles,
  });
  const star = useFamilyStar();
  return (
    <PagedList
      list={list}
      loadingLabel={t`Searching...`}
      empty={<p className="alert alert-secondary">{t`No members match these filters. Try widening them.`}</p>}
      listLabel={t`Search results`}
      pagerLabel={t`Result pages`}
      rowKey={(profile) => profile.id}
      renderRow={(profile) => <FamilyCard profile={profile} star={star} />}
      busy={star.busy}
    />
  );
}

/** The relative's Search: a few filters families look for first, on the member's behalf. */
export function Component() {
  const { t } = useLingui();
  const [draft, setDraft] = useState({ ageMin: '', ageMax: '', religions: '', motherTongues: '', maritalStatuses: '' });
  const [query, setQuery] = useState<Query>({});
  const set = (key: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery(Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== '')));
  }
  // A result opened from the list; going back shows the filters as they were.
  const opened = useSearchParams()[0].get('profile');
  if (opened) return <FamilyProfileView profileId={opened} />;

  return (
    <section className="mx-auto" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-3">{t`Search`}</h1>
      <Form onSubmit={submit} className="row g-2 mb-4">
        <Form.Group controlId="family-age-min" className="col-6 col-md-2">
          <Form.Label>{t`Age from`}</Form.Label>
          <Form.Control
            type="number"
            min={SEARCH_AGE_MIN}
            max={SEARCH_AGE_MAX}
            value={draft.ageMin}
            onChange={set('ageMin')}
          />
        </Form.Group>
        <Form.Group controlId="family-age-max" className="col-6 col-md-2">
          <Form.Label>{t`Age to`}</Form.Label>
          <Form.Control
            type="number"
            min={SEARCH_AGE_MIN}
            max={SEARCH_AGE_MAX}
            value={draft.ageMax}
            onChange={set('ageMax')}
          />
        </Form.Group>
        <Form.Group controlId="family-religion" className="col-12 col-md-4">
          <Form.Label>{t`Religion`}</Form.Label>
          <Form.Select value={draft.religions} onChange={set('religions')}>
            <option value="">{t`Any`}</option>
            {RELIGIONS.map((value) => (
              <option key={value} value={value}>
                {formatEnum(value)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="family-mother-tongue" className="col-12 col-md-4">
          <Form.Label>{t`Mother tongue`}</Form.Label>
          <Form.Select value={draft.motherTongues} onChange={set('motherTongues')}>
            <option value="">{t`Any`}</option>
            {ONBOARDING_LANGUAGES.map((value) => (
              <option key={value} value={value}>
                {formatEnum(value)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="family-marital-status" className="col-12 col-md-6">
          <Form.Label>{t`Marital status`}</Form.Label>
          <Form.Select value={draft.maritalStatuses} onChange={set('maritalStatuses')}>
            <option value="">{t`Any`}</option>
            {MARITAL_STATUSES.map((value) => (
              <option key={value} value={value}>
                {MARITAL_STATUS_LABELS[value]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <div className="col-12 col-md-6 d-flex align-items-end">
          <Button type="submit">{t`Search`}</Button>
        </div>
      </Form>
      <Results key={JSON.stringify(query)} query={query} />
    </section>
  );
}
