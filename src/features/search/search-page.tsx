import { Plural, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { MARITAL_STATUSES } from '../../../contract/background';
import { ONBOARDING_LANGUAGES, RELIGIONS } from '../../../contract/enums';
import type { SearchResult } from '../../../contract/schemas/search';
import { SEARCH_PAGE_SIZE } from '../../../contract/search';
import { type SearchFilters, searchProfiles } from '../../api/search';
import { EmptyState } from '../../components/empty-state';
import { CheckboxGroup, SelectField, TextField } from '../../components/form-fields';
import { PagedList, usePagedList } from '../../components/paged-list';
import { toOptions, wordsOf } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useShortlistStars } from '../../lib/use-shortlist-stars';
import { MARITAL_STATUS_WORDS } from '../../lib/value-words';
import { MemberCard } from '../../components/member-card';
import { SEARCH_MESSAGES } from './messages';

interface Form {
  ageMin: string;
  ageMax: string;
  motherTongue: string;
  maritalStatuses: string[];
  religion: string;
  city: string;
  sort: 'relevance' | 'newest';
}

const BLANK: Form = {
  ageMin: '',
  ageMax: '',
  motherTongue: '',
  maritalStatuses: [],
  religion: '',
  city: '',
  sort: 'relevance',
};

/** The form as the query search takes; an empty field is no filter. */
function toFilters(form: Form): SearchFilters {
  return {
    ageMin: form.ageMin.trim() || undefined,
    ageMax: form.ageMax.trim() || undefined,
    motherTongues: form.motherTongue || undefined,
    maritalStatuses: form.maritalStatuses.join(',') || undefined,
    religions: form.religion || undefined,
    cities: form.city.trim() || undefined,
    sort: form.sort,
  };
}

/** The first problem with the form, or null: the server checks the rest. */
export function validateSearch(form: Form): string | null {
  const [min, max] = [Number(form.ageMin), Number(form.ageMax)];
  if (form.ageMin.trim() && form.ageMax.trim() && min > max) return SEARCH_MESSAGES.ageOrder;
  return null;
}

function Results({ filters }: { filters: SearchFilters }) {
  const [total, setTotal] = useState<number | null>(null);
  const list = usePagedList({
    pageSize: SEARCH_PAGE_SIZE,
    fetchPage: async (start, signal) => {
      const result = await searchProfiles(filters, start, SEARCH_PAGE_SIZE, signal);
      if (result.ok) setTotal(result.data.total);
      return result;
    },
    policy: SEARCH_MESSAGES.load,
    rowsOf: (data: SearchResult) => data.profiles,
  });
  const { t } = useLingui();
  const star = useShortlistStars();
  return (
    <>
      {total !== null && !list.loading && list.rows !== null && (
        <p className="text-body-secondary" aria-live="polite">
          <Plural value={total} one="# member found" other="# members found" />
        </p>
      )}
      <PagedList
        list={list}
        loadingLabel={t`Searching...`}
        empty={
          <EmptyState message={SEARCH_MESSAGES.empty} steps={[{ label: t`See today's suggestion`, to: paths.home }]} />
        }
        listLabel={t`Search results`}
        pagerLabel={t`Search result pages`}
        rowKey={(profile) => profile.id}
        renderRow={(profile) => (
          <MemberCard
            profile={profile}
            stars={star}
            viewTo={paths.viewProfile(profile.id)}
            viewState={{ from: 'search' }}
            showBadges
          />
        )}
        busy={star.busy}
      />
    </>
  );
}

/** Search: filters a family uses (age, mother tongue, marital status, religion, city) and paged results. */
export function Component() {
  const { t } = useLingui();
  const [form, setForm] = useState<Form>(BLANK);
  const [applied, setApplied] = useState<SearchFilters>(() => toFilters(BLANK));
  const [error, setError] = useState<string | null>(null);
  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateSearch(form);
    setError(problem);
    // A bad form keeps what was typed and the results it had.
    if (!problem) setApplied(toFilters(form));
  }

  return (
    <section className="mx-auto" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-3">{t`Search`}</h1>
      <form className="card card-body mb-3" onSubmit={submit} aria-label={t`Search filters`} noValidate>
        <div className="row g-2">
          <div className="col-6 col-sm-3">
            <TextField
              id="search-age-min"
              label={t`Age from`}
              type="number"
              inputMode="numeric"
              min={18}
              max={99}
              value={form.ageMin}
              onChange={set('ageMin')}
            />
          </div>
          <div className="col-6 col-sm-3">
            <TextField
              id="search-age-max"
              label={t`Age to`}
              type="number"
              inputMode="numeric"
              min={18}
              max={99}
              value={form.ageMax}
              onChange={set('ageMax')}
            />
          </div>
          <div className="col-12 col-sm-6">
            <SelectField
              id="search-tongue"
              label={t`Mother tongue`}
              options={toOptions(ONBOARDING_LANGUAGES)}
              value={form.motherTongue}
              onChange={set('motherTongue')}
              placeholder={t`Any`}
            />
          </div>
          <div className="col-12 col-sm-6">
            <SelectField
              id="search-religion"
              label={t`Religion`}
              options={toOptions(RELIGIONS)}
              value={form.religion}
              onChange={set('religion')}
              placeholder={t`Any`}
            />
          </div>
          <div className="col-12 col-sm-6">
            <TextField id="search-city" label={t`City`} value={form.city} onChange={set('city')} maxLength={100} />
          </div>
          <div className="col-12">
            <CheckboxGroup
              id="search-marital"
              legend={t`Marital status`}
              options={toOptions(MARITAL_STATUSES, (s) => wordsOf(MARITAL_STATUS_WORDS, s))}
              value={form.maritalStatuses}
              onChange={set('maritalStatuses')}
              layout="grid"
            />
          </div>
          <div className="col-12 col-sm-6">
            <SelectField
              id="search-sort"
              label={t`Sort by`}
              options={[
                { value: 'relevance', label: t`Best match` },
                { value: 'newest', label: t`Newest` },
              ]}
              value={form.sort}
              onChange={(sort) => set('sort')(sort || 'relevance')}
            />
          </div>
        </div>
        {error && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {error}
          </div>
        )}
        <div className="mt-3">
          <button type="submit" className="btn btn-primary">
            {t`Search`}
          </button>
        </div>
      </form>
      <Results key={JSON.stringify(applied)} filters={applied} />
    </section>
  );
}
