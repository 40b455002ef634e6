import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Form } from 'react-bootstrap';
import { PHOTO_PRIVACY_MODES } from '../../../contract/privacy';
import type { PrivacySettings } from '../../../contract/schemas/privacy';
import { getPrivacy, savePrivacy } from '../../api/privacy';
import { runCall } from '../../lib/use-call';
import { PHOTO_MODE_TEXTS, MY_PROFILE_MESSAGES as MESSAGES } from './messages';
import { SettingsSection } from './settings-section';

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
  return (
    <SettingsSection<PrivacySettings, PrivacySettings>
      title={MESSAGES.PRIVACY_TITLE}
      headingId="privacy-title"
      load={loadPrivacy}
      loadingText={t`Loading privacy settings...`}
      loadFailed={MESSAGES.PRIVACY_LOAD_FAILED}
      formLabel={t`Privacy settings`}
      toDraft={(settings) => ({ ...settings })}
      save={savePrivacy}
      fields={(draft, setDraft, busy) => (
        <>
          <fieldset disabled={busy} className="mb-3">
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
          <fieldset disabled={busy}>
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
        </>
      )}
      summary={(settings) => (
        <>
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
        </>
      )}
    />
  );
}
