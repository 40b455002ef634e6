import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { MARITAL_STATUSES } from '../../../contract/background';
import { ONBOARDING_LANGUAGES, RELIGIONS } from '../../../contract/enums';
import type { SearchResult } from '../../../contract/schemas/search';
import { SEARCH_AGE_MAX, SEARCH_AGE_MIN, SEARCH_PAGE_SIZE } from '../../../contract/search';
import { familySearch } from '../../api/family';
import { SelectField, TextField } from '../../components/form-fields';
import { PagedList, usePagedList } from '../../components/paged-list';
import { formatEnum, wordsOf } from '../../lib/format';
import { MARITAL_STATUS_WORDS } from '../../lib/value-words';
import { FamilyCard } from './family-card';
import { FamilyProfileView } from './family-profile-view';
import { useFamilyStar } from './use-family-star';

type Query = Record<string, string | number>;

const ageLimits = { min: SEARCH_AGE_MIN, max: SEARCH_AGE_MAX };

/** A filter's choices, each value with the words the relative reads. */
function choices<T extends string>(values: readonly T[], label: (value: T) => string) {
  return values.map((value) => ({ value: value as string, label: label(value) }));
}

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
  const field = (key: keyof typeof draft) => ({
    value: draft[key],
    onChange: (value: string) => setDraft((current) => ({ ...current, [key]: value })),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery(Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== '')));
  }
  const selects = [
    {
      key: 'religions',
      id: 'family-religion',
      label: t`Religion`,
      options: choices(RELIGIONS, formatEnum),
      className: 'col-12 col-md-4',
    },
    {
      key: 'motherTongues',
      id: 'family-mother-tongue',
      label: t`Mother tongue`,
      options: choices(ONBOARDING_LANGUAGES, formatEnum),
      className: 'col-12 col-md-4',
    },
    {
      key: 'maritalStatuses',
      id: 'family-marital-status',
      label: t`Marital status`,
      options: choices(MARITAL_STATUSES, (value) => wordsOf(MARITAL_STATUS_WORDS, value)),
      className: 'col-12 col-md-6',
    },
  ] as const;
  // A result opened from the list; going back shows the filters as they were.
  const opened = useSearchParams()[0].get('profile');
  if (opened) return <FamilyProfileView profileId={opened} />;

  return (
    <section className="mx-auto" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-3">{t`Search`}</h1>
      <Form onSubmit={submit} className="row g-2 mb-4">
        <div className="col-6 col-md-2">
          <TextField id="family-age-min" label={t`Age from`} type="number" {...ageLimits} {...field('ageMin')} />
        </div>
        <div className="col-6 col-md-2">
          <TextField id="family-age-max" label={t`Age to`} type="number" {...ageLimits} {...field('ageMax')} />
        </div>
        {selects.map((select) => (
          <div key={select.key} className={select.className}>
            <SelectField
              id={select.id}
              label={select.label}
              placeholder={t`Any`}
              options={select.options}
              {...field(select.key)}
            />
          </div>
        ))}
        <div className="col-12 col-md-6 d-flex align-items-end">
          <Button type="submit">{t`Search`}</Button>
        </div>
      </Form>
      <Results key={JSON.stringify(query)} query={query} />
    </section>
  );
}
