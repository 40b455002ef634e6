import { useRef, useState, type FormEvent } from 'react';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import type { OwnProfile } from '../../../contract/schemas/profile';
import { encodeSection, type FieldValue, type FieldValues } from '../../lib/multipart';
import { notifyError, notifySuccess } from '../../lib/notify';
import { validateSection } from './fields';
import { FieldInput } from './field-input';
import { SECTION_UPDATE_ERROR, sectionUpdated, sectionUpdateFallback } from './messages';
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
  const [values, setValues] = useState<FieldValues | null>(null);
  const [saving, setSaving] = useState(false);
  // A second click lands before React re-renders the disabled button: one request only.
  const inFlight = useRef(false);
  const editing = values !== null;
  const headingId = `${section.id}-title`;

  function setField(key: string, value: FieldValue) {
    setValues((current) => (current ? { ...current, [key]: value } : current));
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values || inFlight.current) return;
    const problem = validateSection(section.fields, values);
    if (problem) {
      notifyError(problem);
      return;
    }
    inFlight.current = true;
    setSaving(true);
    try {
      const result = await section.save(encodeSection(section.fields, values));
      if (result.ok) {
        notifySuccess(sectionUpdated(section.title));
        await onSaved();
        setValues(null);
      } else {
        notifyError(result.errorMessage ?? sectionUpdateFallback(section.title));
      }
    } catch (error) {
      console.error(error);
      notifyError(SECTION_UPDATE_ERROR);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
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
            aria-label={`Edit ${section.title}`}
            onClick={() => setValues(section.initialValues(profile))}
          >
            Edit
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
                    disabled={saving}
                    onChange={(value) => setField(field.key, value)}
                  />
                </Col>
              ))}
            </Row>
            <div className="d-flex gap-2 mt-3">
              <Button type="submit" variant="primary" disabled={saving}>
                {saving && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                {saving ? 'Saving...' : 'Save'}
              </Button>
              <Button type="button" variant="outline-secondary" disabled={saving} onClick={() => setValues(null)}>
                Cancel
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
