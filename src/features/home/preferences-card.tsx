import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { getPartnerPreferences } from '../../api/partner-preferences';
import { firstScreenShown } from '../../lib/after-first-screen';
import { paths } from '../../lib/paths';
import { useAsync } from '../../lib/use-async';

/** Remembered on this device once the member closes the card. */
const DISMISSED_KEY = 'partner-preferences-card-dismissed';

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Whether the member has set any preference; null when that could not be read (then nothing is shown). Asked
 * once the page's first screen is up: the card comes after the suggestion, whose own calls go first.
 */
async function hasPreferences(signal: AbortSignal): Promise<boolean | null> {
  try {
    await firstScreenShown(signal);
    const read = await getPartnerPreferences(signal);
    // The server leaves out what is not stated: {} means nothing was ever set.
    return read.ok ? Object.keys(read.data).length > 0 : null;
  } catch {
    return null;
  }
}

/**
 * An invitation on Home (and while the profile waits for review) to say who the member is looking
 * for, until they have set any preference or closed it. An aside: failing to read simply hides it.
 */
export function PreferencesCard() {
  const { t } = useLingui();
  const headingId = useId();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const known = useAsync(hasPreferences, []);
  if (dismissed || known.status !== 'success' || known.data !== false) return null;

  function dismiss() {
    try {
      window.localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage refused (private mode): the card stays closed for this visit only.
    }
    setDismissed(true);
  }

  return (
    <section aria-labelledby={headingId} className="card shadow-sm mb-3 mx-auto" style={{ maxWidth: '60rem' }}>
      <div className="card-body d-flex gap-3 align-items-start">
        <div className="flex-grow-1">
          <h2 id={headingId} className="h5">
            {t`Tell us who you are looking for`}
          </h2>
          <p className="mb-2">
            {t`Age, faith, food, smoking and more. Mark what is a dealbreaker and we will never suggest anyone outside it.`}
          </p>
          <Link to={`${paths.profile}#partner-preferences`} className="btn btn-primary btn-sm">
            {t`Set partner preferences`}
          </Link>
        </div>
        <button type="button" className="btn-close" aria-label={t`Dismiss`} onClick={dismiss} />
      </div>
    </section>
  );
}
