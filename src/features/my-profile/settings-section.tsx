import { t } from '@lingui/core/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import type { ApiResult } from '../../api/client';
import { useAsync } from '../../lib/use-async';
import { useCall } from '../../lib/use-call';
import { sectionUpdated, sectionUpdateFallback, MY_PROFILE_MESSAGES as MESSAGES } from './messages';

interface SettingsSectionProps<S, D> {
  /** The section's heading, also named in its Edit button and its saved and failed toasts. */
  title: string;
  headingId: string;
  /** Reads the settings; a module-level function, so the section loads once. Throws with `loadFailed` on failure. */
  load: (signal: AbortSignal) => Promise<S>;
  loadingText: string;
  loadFailed: string;
  /** The form's accessible name. */
  formLabel: string;
  /** What Edit starts from. */
  toDraft: (settings: S) => D;
  /** Sends the draft; the answer is the settings as saved. */
  save: (draft: D) => Promise<ApiResult<S>>;
  /**
   * The form's fields.
   * @param busy while saving: the fieldsets are disabled
   */
  fields: (draft: D, setDraft: (draft: D) => void, busy: boolean) => ReactNode;
  /** The read-only view: the `dl` rows of the saved settings. */
  summary: (settings: S) => ReactNode;
  /** Shown below either view once loaded (a control that saves on its own). */
  footer?: (settings: S) => ReactNode;
}

/**
 * The frame the own-profile page's settings sections share (privacy, notifications): loaded on open,
 * read-only until Edit, then a form with Save (Saving... while it runs) and Cancel; a saved answer
 * replaces what was loaded, a failed save keeps the draft. The section supplies its fields and summary.
 */
export function SettingsSection<S, D>(props: SettingsSectionProps<S, D>) {
  const { title, headingId } = props;
  const loaded = useAsync(props.load, []);
  const [saved, setSaved] = useState<S | null>(null);
  const [draft, setDraft] = useState<D | null>(null);
  const saving = useCall();
  const settings = saved ?? loaded.data;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft === null || saving.busy) return;
    await saving.run(
      () => props.save(draft),
      {
        success: sectionUpdated(title),
        fallback: sectionUpdateFallback(title),
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
          {title}
        </h2>
        {settings && draft === null && (
          <Button
            variant="outline-primary"
            size="sm"
            aria-label={t`Edit ${title}`}
            onClick={() => setDraft(props.toDraft(settings))}
          >
            {t`Edit`}
          </Button>
        )}
      </Card.Header>
      <Card.Body>
        {loaded.status === 'loading' && !settings && <p className="text-body-secondary mb-0">{props.loadingText}</p>}
        {loaded.status === 'error' && !settings && (
          <Alert variant="danger" className="mb-0">
            {props.loadFailed}
          </Alert>
        )}
        {settings && draft !== null && (
          <Form noValidate onSubmit={submit} aria-label={props.formLabel}>
            {props.fields(draft, setDraft, saving.busy)}
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
        {settings && draft === null && <dl className="row mb-0">{props.summary(settings)}</dl>}
        {settings && props.footer?.(settings)}
      </Card.Body>
    </Card>
  );
}
