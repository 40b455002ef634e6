import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { PREFERENCE_FIELDS } from '../../../contract/enums';
import { wordsOf } from '../../lib/format';
import { PREFERENCE_FIELD_WORDS } from '../../lib/value-words';
import type {
  PartnerPool,
  PartnerPreferences,
  PartnerPreferencesSaved,
} from '../../../contract/schemas/partner-preferences';
import { getPartnerPool, getPartnerPreferences, savePartnerPreferences } from '../../api/partner-preferences';
import { PoolAdvice } from '../../components/pool-advice';
import { useAsync } from '../../lib/use-async';
import { runCall, useCall } from '../../lib/use-call';
import { sectionUpdated, sectionUpdateFallback, MY_PROFILE_MESSAGES as MESSAGES } from './messages';
import { PartnerPreferencesEditor } from './partner-preferences-fields';
import { describeField, fromValues, toValues, type PreferenceValues } from './partner-preferences-form';

const LOAD_MESSAGES = {
  get fallback() {
    return t`Failed to load your partner preferences.`;
  },
  get exception() {
    return t`An error occurred while loading your partner preferences.`;
  },
};

/** The preferences, and the pool they leave when any dealbreaker is set (else everyone fits, nothing to say). */
async function load(signal: AbortSignal): Promise<{ preferences: PartnerPreferences; pool: PartnerPool | null }> {
  const read = await runCall(() => getPartnerPreferences(signal), LOAD_MESSAGES, signal);
  if (!read.ok) throw new Error(read.message ?? 'not loaded');
  if (!read.data.dealbreakers?.length) return { preferences: read.data, pool: null };
  const pool = await runCall(() => getPartnerPool(signal), { notice: 'log' }, signal);
  return { preferences: read.data, pool: pool.ok ? pool.data : null };
}

/**
 * Who the member is looking for (partner preferences), in the own-profile page's read-only / Edit / Save / Cancel
 * pattern; each field has a Dealbreaker switch. After a save it says how many members fit both ways and,
 * when few do, what widening would add.
 */
export function PartnerPreferencesSection() {
  // Re-renders the section when the member changes language.
  useLingui();
  const title = t`Partner Preferences`;
  const loaded = useAsync(load, []);
  const [saved, setSaved] = useState<PartnerPreferencesSaved | null>(null);
  const [values, setValues] = useState<PreferenceValues | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useCall();
  const headingId = 'partner-preferences-title';

  const current = saved ?? (loaded.status === 'success' ? loaded.data : null);
  const editing = values !== null;

  // Home's invitation links here (#partner-preferences); the router does not scroll to a hash by itself.
  const ready = loaded.status === 'success';
  useEffect(() => {
    if (ready && window.location.hash === '#partner-preferences') {
      document.getElementById('partner-preferences')?.scrollIntoView?.({ block: 'start' });
    }
  }, [ready]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values || saving.busy) return;
    const checked = fromValues(values);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    await saving.run(
      () => savePartnerPreferences(checked.preferences),
      {
        success: sectionUpdated(title),
        fallback: sectionUpdateFallback(title),
        exception: MESSAGES.SECTION_UPDATE_ERROR,
      },
      {
        onSuccess: (data) => {
          setSaved(data);
          setValues(null);
        },
      },
    );
  }

  function cancel() {
    setValues(null);
    setProblem(null);
  }

  let body: React.ReactNode;
  // Plain text, not a second spinner: the page's own spinner is what says the page is loading.
  if (loaded.status === 'loading' && !saved) body = <p className="mb-0 text-body-secondary">{t`Loading...`}</p>;
  else if (!current) body = <p className="mb-0 text-body-secondary">{LOAD_MESSAGES.fallback}</p>;
  else if (editing) {
    body = (
      <Form onSubmit={save} noValidate>
        <PartnerPreferencesEditor values={values} disabled={saving.busy} onChange={setValues} />
        {problem && (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            {problem}
          </Alert>
        )}
        <div className="d-flex gap-2 mt-3">
          <Button type="submit" variant="primary" disabled={saving.busy}>
            {saving.busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {saving.busy ? t`Saving...` : t`Save`}
          </Button>
          <Button type="button" variant="outline-secondary" disabled={saving.busy} onClick={cancel}>
            {t`Cancel`}
          </Button>
        </div>
      </Form>
    );
  } else {
    const prefs = current.preferences;
    body = (
      <>
        <p className="small text-body-secondary">
          {t`Only you see these. Dealbreakers are strict: we never suggest someone outside them, nor suggest you to someone whose dealbreakers you are outside. Other wishes guide your suggestions as we learn what you like.`}
        </p>
        <dl className="row mb-3">
          {PREFERENCE_FIELDS.map((field) => (
            <div key={field} className="col-12 col-md-6 mb-2">
              <dt className="small text-body-secondary fw-normal">{wordsOf(PREFERENCE_FIELD_WORDS, field)}</dt>
              <dd className="mb-0 text-break">
                {describeField(prefs, field)}
                {prefs.dealbreakers?.includes(field) && (
                  <span className="badge text-bg-secondary ms-2">{t`Dealbreaker`}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
        {current.pool && prefs.dealbreakers?.length ? <PoolAdvice pool={current.pool} onApplied={setSaved} /> : null}
      </>
    );
  }

  return (
    <Card as="section" id="partner-preferences" aria-labelledby={headingId} className="mb-4 shadow-sm">
      <Card.Header className="d-flex align-items-center justify-content-between">
        <h2 id={headingId} className="h5 mb-0">
          {title}
        </h2>
        {!editing && current && (
          <Button
            variant="outline-primary"
            size="sm"
            aria-label={t`Edit ${title}`}
            onClick={() => setValues(toValues(current.preferences))}
          >
            {t`Edit`}
          </Button>
        )}
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card>
  );
}
