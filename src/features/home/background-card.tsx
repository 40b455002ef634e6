import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { type FormEvent, useId, useState } from 'react';
import { CHILDREN, CREATED_FOR, MARITAL_STATUSES } from '../../../contract/background';
import { ONBOARDING_LANGUAGES } from '../../../contract/enums';
import type { BackgroundRequest } from '../../../contract/schemas/background';
import { getMyProfile, saveBackground } from '../../api/profile';
import { ButtonSpinner } from '../../components/button-spinner';
import { SelectField } from '../../components/form-fields';
import { firstScreenShown } from '../../lib/after-first-screen';
import { toOptions, wordsOf } from '../../lib/format';
import { useAsync } from '../../lib/use-async';
import { useCall } from '../../lib/use-call';
import { CHILDREN_WORDS, CREATED_FOR_WORDS, MARITAL_STATUS_WORDS } from '../../lib/value-words';
import { HOME_BACKGROUND_MESSAGES as MESSAGES } from './messages';

/** Whether the member still has to give the background; null when that could not be read (nothing shown). */
async function needsBackground(signal: AbortSignal): Promise<boolean | null> {
  try {
    await firstScreenShown(signal);
    const read = await getMyProfile(signal);
    return read.ok ? !read.data.background?.maritalStatus : null;
  } catch {
    return null;
  }
}

interface Form {
  createdFor: string;
  maritalStatus: string;
  children: string;
  motherTongue: string;
}

/** The first missing answer, in the form's order, or null. */
export function validateBackground(form: Form): string | null {
  if (!form.createdFor) return MESSAGES.createdFor;
  if (!form.maritalStatus) return MESSAGES.maritalStatus;
  if (form.maritalStatus !== 'NEVER_MARRIED' && !form.children) return MESSAGES.children;
  if (!form.motherTongue) return MESSAGES.motherTongue;
  return null;
}

/**
 * On Home, for members who have not given it yet (members from before it was asked, and new members after
 * the spec's steps): who the profile is for, marital status (children unless never married) and mother
 * tongue. Saved, the card thanks and goes.
 */
export function BackgroundCard() {
  // Re-renders the card, its options' words too, when the member changes language.
  useLingui();
  const headingId = useId();
  const known = useAsync(needsBackground, []);
  const [form, setForm] = useState<Form>({ createdFor: '', maritalStatus: '', children: '', motherTongue: '' });
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useCall();
  if (saved || known.status !== 'success' || known.data !== true) return null;
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const neverMarried = form.maritalStatus === 'NEVER_MARRIED' || form.maritalStatus === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateBackground(form);
    setError(problem);
    if (problem) return;
    const body = {
      createdFor: form.createdFor,
      maritalStatus: form.maritalStatus,
      children: neverMarried ? null : form.children,
      motherTongue: form.motherTongue,
    } as BackgroundRequest;
    const outcome = await save.run(() => saveBackground(body), MESSAGES.save);
    if (outcome.ok) setSaved(true);
  }

  return (
    <section aria-labelledby={headingId} className="card shadow-sm mb-3 mx-auto" style={{ maxWidth: '60rem' }}>
      <form className="card-body" onSubmit={submit} noValidate>
        <h2 id={headingId} className="h5">
          {MESSAGES.title}
        </h2>
        <p>{MESSAGES.intro}</p>
        <div className="row g-2">
          <div className="col-12 col-sm-6">
            <SelectField
              id="bg-created-for"
              label={t`This profile is for`}
              options={toOptions(CREATED_FOR, (v) => wordsOf(CREATED_FOR_WORDS, v))}
              value={form.createdFor}
              onChange={set('createdFor')}
              placeholder={t`Choose...`}
              required
            />
          </div>
          <div className="col-12 col-sm-6">
            <SelectField
              id="bg-marital"
              label={t`Marital status`}
              options={toOptions(MARITAL_STATUSES, (v) => wordsOf(MARITAL_STATUS_WORDS, v))}
              value={form.maritalStatus}
              onChange={set('maritalStatus')}
              placeholder={t`Choose...`}
              required
            />
          </div>
          {!neverMarried && (
            <div className="col-12 col-sm-6">
              <SelectField
                id="bg-children"
                label={t`Children`}
                options={toOptions(CHILDREN, (v) => wordsOf(CHILDREN_WORDS, v))}
                value={form.children}
                onChange={set('children')}
                placeholder={t`Choose...`}
                required
              />
            </div>
          )}
          <div className="col-12 col-sm-6">
            <SelectField
              id="bg-tongue"
              label={t`Mother tongue`}
              options={toOptions(ONBOARDING_LANGUAGES)}
              value={form.motherTongue}
              onChange={set('motherTongue')}
              placeholder={t`Choose...`}
              required
            />
          </div>
        </div>
        {error && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {error}
          </div>
        )}
        <button type="submit" className="btn btn-primary mt-3" disabled={save.busy}>
          {save.busy && <ButtonSpinner />}
          {save.busy ? t`Saving...` : t`Save`}
        </button>
      </form>
    </section>
  );
}
