import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import type { OwnProfile } from '../../../contract/schemas/profile';
import { encodeSection, type FieldValue, type FieldValues } from '../../lib/multipart';
import { notifyError } from '../../lib/notify';
import { useCall } from '../../lib/use-call';
import { validateSection } from './fields';
import { FieldInput } from './field-input';
import { sectionUpdated, sectionUpdateFallback, MY_PROFILE_MESSAGES as MESSAGES } from './messages';
import type { SectionConfig } from './sections';

interface ProfileSectionProps {
  section: SectionConfig;
  profile: OwnProfile;
  /** Reloads the profile after a successful save (spec 4). */
  onSaved: () => Promise<void>;
}

/**
 * The one config-driven section editor (STYLE rule 6): a read-only list until
 * Edit, then a form built from the section's fields that validates, encodes
 * (src/lib/multipart.ts) and calls the section's save function.
 */
export function ProfileSection({ section, profile, onSaved }: ProfileSectionProps) {
  // Re-renders the section, its labels and values too, when the member changes language.
  useLingui();
  const [values, setValues] = useState<FieldValues | null>(null);
  const saving = useCall();
  const editing = values !== null;
  const headingId = `${section.id}-title`;
  const title = section.title;

  function setField(key: string, value: FieldValue) {
    setValues((current) => (current ? { ...current, [key]: value } : current));
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values || saving.busy) return;
    const problem = validateSection(section.fields, values);
    if (problem) {
      notifyError(problem);
      return;
    }
    await saving.run(
      () => section.save(encodeSection(section.fields, values)),
      {
        success: sectionUpdated(section.title),
        fallback: sectionUpdateFallback(section.title),
        exception: MESSAGES.SECTION_UPDATE_ERROR,
      },
      {
        // The form stays locked until the page shows what was saved.
        onSuccess: async () => {
          await onSaved();
          setValues(null);
        },
      },
    );
  }

  return (
    <Card as="section" aria-labelledby={headingId} className="mb-4 shadow-sm">
      <Card.Header className="d-flex align-items-center justify-content-between">
        <h2 id={headingId} className="h5 mb-0">
          {section.title}
        </h2>
        {!editing && (
          <Button
            variant="outline-primary"
            size="sm"
            aria-label={t`Edit ${title}`}
            onClick={() => setValues(section.initialValues(profile))}
          >
            {t`Edit`}
          </Button>
        )}
      </Card.Header>
      <Card.Body>
        {editing ? (
          <Form noValidate onSubmit={save}>
            <Row className="g-3">
              {section.fields.map((field) => (
                <Col key={field.key} xs={12} md={field.kind === 'textarea' || field.kind === 'multi-choice' ? 12 : 6}>
                  <FieldInput
                    field={field}
                    id={`${section.id}-${field.key}`}
                    value={values[field.key] ?? null}
                    disabled={saving.busy}
                    onChange={(value) => setField(field.key, value)}
                  />
                </Col>
              ))}
            </Row>
            <div className="d-flex gap-2 mt-3">
              <Button type="submit" variant="primary" disabled={saving.busy}>
                {saving.busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                {saving.busy ? t`Saving...` : t`Save`}
              </Button>
              <Button type="button" variant="outline-secondary" disabled={saving.busy} onClick={() => setValues(null)}>
                {t`Cancel`}
              </Button>
            </div>
          </Form>
        ) : (
          <dl className="row mb-0">
            {section.rows(profile).map((row) => (
              <div key={row.label} className={row.wide ? 'col-12 mb-2' : 'col-12 col-md-6 mb-2'}>
                <dt className="small text-muted fw-normal">{row.label}</dt>
                <dd className="mb-0 text-break">{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Card.Body>
    </Card>
  );
}
