import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import type { Religion } from '../../../contract/enums';
import type { Background } from '../../../contract/schemas/background';
import { getMyProfile, saveBackground } from '../../api/profile';
import {
  BackgroundFields,
  EMPTY_BACKGROUND,
  toBackgroundRequest,
  validateBackground,
  type BackgroundForm,
} from '../../components/background-fields';
import { ButtonSpinner } from '../../components/button-spinner';
import { firstScreenShown } from '../../lib/after-first-screen';
import { useAsync } from '../../lib/use-async';
import { useCall } from '../../lib/use-call';
import { backgroundSaveMessages } from './messages';

/**
 * The member's religion when the background is still to give, and the job title already chosen beside the
 * workplace, which must survive the card's save (it replaces the background as a whole); null when the
 * background is given or unreadable (nothing shown).
 */
async function pendingBackground(
  signal: AbortSignal,
): Promise<{ religion: Religion | null; occupation: Background['occupation'] } | null> {
  try {
    await firstScreenShown(signal);
    const read = await getMyProfile(signal);
    if (!read.ok || read.data.background?.maritalStatus) return null;
    return { religion: read.data.lifestyleDetails.religion, occupation: read.data.background?.occupation ?? null };
  } catch {
    return null;
  }
}

/**
 * On Home, for members who have not given it yet (members from before it was asked, and new members who
 * left the onboarding step that asks it): who the profile is for, marital status (children unless never
 * married), mother tongue and community. Saved, the card thanks and goes.
 */
export function BackgroundCard() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const pending = useAsync(pendingBackground, []);
  const [form, setForm] = useState<BackgroundForm>(EMPTY_BACKGROUND);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useCall();
  if (saved || pending.status !== 'success' || pending.data === null) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateBackground(form);
    setError(problem && i18n._(problem));
    if (problem) return;
    const { occupation } = pending.data!;
    const body = { ...toBackgroundRequest(form), ...(occupation ? { occupation } : {}) };
    const outcome = await save.run(() => saveBackground(body), backgroundSaveMessages());
    if (outcome.ok) setSaved(true);
  }

  return (
    <section aria-labelledby={headingId} className="card shadow-sm mb-3 mx-auto" style={{ maxWidth: '60rem' }}>
      <form className="card-body" onSubmit={submit} noValidate>
        <h2 id={headingId} className="h5">
          {t`A few things families ask first`}
        </h2>
        <p>{t`Who is this profile for, marital status and mother tongue: families filter on these.`}</p>
        <BackgroundFields idPrefix="bg" value={form} onChange={setForm} religion={pending.data.religion} />
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
