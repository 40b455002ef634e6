import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { PHOTO_PRIVACY_MODES } from '../../../contract/privacy';
import type { PrivacySettings } from '../../../contract/schemas/privacy';
import { getPrivacy, savePrivacy } from '../../api/privacy';
import { useAsync } from '../../lib/use-async';
import { runCall, useCall } from '../../lib/use-call';
import { PHOTO_MODE_TEXTS, sectionUpdated, sectionUpdateFallback, MY_PROFILE_MESSAGES as MESSAGES } from './messages';

async function loadPrivacy(signal: AbortSignal): Promise<PrivacySettings> {
  const outcome = await runCall(() => getPrivacy(signal), { notice: 'log', exception: MESSAGES.PRIVACY_LOAD_FAILED });
  if (outcome.ok) return outcome.data;
  throw new Error(MESSAGES.PRIVACY_LOAD_FAILED);
}

/**
 * Privacy members control on the own profile page: who sees my photos, a pause, and visits recorded both
 * ways, in the page's section pattern (read-only until Edit, then Save and Cancel).
 */
export function PrivacySection() {
  // Re-renders the section when the member changes language.
  useLingui();
  const title = MESSAGES.PRIVACY_TITLE;
  const loaded = useAsync(loadPrivacy, []);
  const [saved, setSaved] = useState<PrivacySettings | null>(null);
  const [draft, setDraft] = useState<PrivacySettings | null>(null);
  const saving = useCall();
  const settings = saved ?? loaded.data;
  const headingId = 'privacy-title';

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft || saving.busy) return;
    await saving.run(
      () => savePrivacy(draft),
      {
        success: sectionUpdated(MESSAGES.PRIVACY_TITLE),
        fallback: sectionUpdateFallback(MESSAGES.PRIVACY_TITLE),
        exception: MESSAGES.SECTION_UPDATE_ERROR,
      },
      {
        onSuccess: (data) => {
          setSaved(data);
          setDraft(null);
        },
      },
    );
  }

  return (
    <Card as="section" aria-labelledby={headingId} className="mb-4 shadow-sm">
      <Card.Header className="d-flex align-items-center justify-content-between">
        <h2 id={headingId} className="h5 mb-0">
          {MESSAGES.PRIVACY_TITLE}
        </h2>
        {settings && !draft && (
          <Button
            variant="outline-primary"
            size="sm"
            aria-label={t`Edit ${title}`}
            onClick={() => setDraft({ ...settings })}
          >
            {t`Edit`}
          </Button>
        )}
      </Card.Header>
      <Card.Body>
        {loaded.status === 'loading' && !settings && (
          <p className="text-body-secondary mb-0">{t`Loading privacy settings...`}</p>
        )}
        {loaded.status === 'error' && !settings && (
          <Alert variant="danger" className="mb-0">
            {MESSAGES.PRIVACY_LOAD_FAILED}
          </Alert>
        )}
        {settings && draft && (
          <Form noValidate onSubmit={save} aria-label={t`Privacy settings`}>
            <fieldset disabled={saving.busy} className="mb-3">
              <legend className="h6">{t`Who sees my photos`}</legend>
              {PHOTO_PRIVACY_MODES.map((mode) => (
                <Form.Check
                  key={mode}
                  type="radio"
                  name="photo-privacy"
                  id={`photo-privacy-${mode}`}
                  className="mb-2"
                  label={
                    <>
                      {PHOTO_MODE_TEXTS[mode].label}
                      <span className="d-block small text-body-secondary">{PHOTO_MODE_TEXTS[mode].hint}</span>
                    </>
                  }
                  checked={draft.photos === mode}
                  onChange={() => setDraft({ ...draft, photos: mode })}
                />
              ))}
            </fieldset>
            <fieldset disabled={saving.busy}>
              <legend className="h6">{t`Visibility`}</legend>
              <Form.Check
                type="switch"
                role="switch"
                id="privacy-hidden"
                className="mb-2"
                label={
                  <>
                    {MESSAGES.PAUSE_LABEL}
                    <span className="d-block small text-body-secondary">{MESSAGES.PAUSE_HINT}</span>
                  </>
                }
                checked={draft.hidden}
                onChange={(event) => setDraft({ ...draft, hidden: event.target.checked })}
              />
              <Form.Check
                type="switch"
                role="switch"
                id="privacy-record-visits"
                className="mb-2"
                label={
                  <>
                    {MESSAGES.RECORD_VISITS_LABEL}
                    <span className="d-block small text-body-secondary">{MESSAGES.RECORD_VISITS_HINT}</span>
                  </>
                }
                checked={draft.recordVisits}
                onChange={(event) => setDraft({ ...draft, recordVisits: event.target.checked })}
              />
            </fieldset>
            <div className="d-flex gap-2 mt-3">
              <Button type="submit" variant="primary" disabled={saving.busy}>
                {saving.busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                {saving.busy ? t`Saving...` : t`Save`}
              </Button>
              <Button type="button" variant="outline-secondary" disabled={saving.busy} onClick={() => setDraft(null)}>
                {t`Cancel`}
              </Button>
            </div>
          </Form>
        )}
        {settings && !draft && (
          <dl className="row mb-0">
            <div className="col-12 col-md-4 mb-2">
              <dt className="small text-muted fw-normal">{t`Who sees my photos`}</dt>
              <dd className="mb-0">{PHOTO_MODE_TEXTS[settings.photos].label}</dd>
            </div>
            <div className="col-12 col-md-4 mb-2">
              <dt className="small text-muted fw-normal">{t`Profile paused`}</dt>
              <dd className="mb-0">{settings.hidden ? t`Yes` : t`No`}</dd>
            </div>
            <div className="col-12 col-md-4 mb-2">
              <dt className="small text-muted fw-normal">{t`Visits recorded`}</dt>
              <dd className="mb-0">{settings.recordVisits ? t`On` : t`Off`}</dd>
            </div>
          </dl>
        )}
      </Card.Body>
    </Card>
  );
}
