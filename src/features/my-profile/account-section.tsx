import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useId, useState, type FormEvent } from 'react';
import { Card } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { DELETE_CONFIRMATION_WORD } from '../../../contract/enums';
import { deleteAccount, exportMyData } from '../../api/account';
import { paths } from '../../lib/paths';
import { ButtonSpinner } from '../../components/button-spinner';
import { PrivacyNotice } from '../../components/privacy-notice';
import { clearMemberToken } from '../../lib/session';
import { useCall } from '../../lib/use-call';
import { LogOutButton } from '../../components/log-out';
import { ChangePasswordForm } from './change-password-form';
import { SessionsPanel } from './sessions-panel';

const EXPORT_MESSAGES = {
  get fallback() {
    return t`Sorry, we could not prepare your data.`;
  },
  get exception() {
    return t`An error occurred while preparing your data.`;
  },
};
const DELETE_MESSAGES = {
  get fallback() {
    return t`Sorry, we could not delete your account.`;
  },
  get exception() {
    return t`An error occurred while deleting your account.`;
  },
};

/** Saves a JSON value as a file download. */
function download(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The member's account: log out, the devices logged in and changing the password, then the data rights
 * (download everything stored about them, read the privacy notice, delete the account).
 */
export function AccountSection() {
  // Re-renders the section when the member changes language.
  useLingui();
  const navigate = useNavigate();
  // One call at a time: the export or the deletion.
  const account = useCall<'export' | 'delete'>();
  const exporting = account.pending === 'export';
  const deleting = account.pending === 'delete';
  const [showNotice, setShowNotice] = useState(false);
  // A changed password logs the other devices out: the list is read again.
  const [sessionsVersion, setSessionsVersion] = useState(0);
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const confirmId = useId();
  const passwordId = useId();
  const confirmed = confirmation.trim() === DELETE_CONFIRMATION_WORD && password !== '';

  async function onExport() {
    const outcome = await account.run(() => exportMyData(), EXPORT_MESSAGES, { key: 'export' });
    if (outcome.ok) download(outcome.data, 'my-data.json');
  }

  async function onDelete(event: FormEvent) {
    event.preventDefault();
    if (!confirmed) return;
    const outcome = await account.run(() => deleteAccount({ confirmation, password }), DELETE_MESSAGES, {
      key: 'delete',
    });
    if (!outcome.ok) return;
    clearMemberToken();
    // The landing page carries no toasts (its first load stays small), so the confirmation is said before leaving.
    window.alert(t`Your account has been deleted.`);
    navigate(paths.landing);
  }

  return (
    <Card className="mb-4 shadow-sm">
      <Card.Header as="h2" className="h5">
        {t`Account`}
      </Card.Header>
      <Card.Body>
        <div className="mb-3">
          <LogOutButton />
        </div>
        <SessionsPanel key={sessionsVersion} />
        <ChangePasswordForm onChanged={() => setSessionsVersion((version) => version + 1)} />
        <div className="d-flex flex-wrap gap-2 mb-3 border-top pt-3">
          <button type="button" className="btn btn-outline-primary" onClick={onExport} disabled={exporting}>
            {exporting && <ButtonSpinner />}
            {t`Download my data`}
          </button>
          <button
            type="button"
            className="btn btn-link"
            aria-expanded={showNotice}
            onClick={() => setShowNotice((shown) => !shown)}
          >
            {showNotice ? t`Hide the privacy notice` : t`Read the privacy notice`}
          </button>
        </div>
        {showNotice && <PrivacyNotice headingLevel={3} />}
        <form onSubmit={onDelete} aria-label={t`Delete account`} className="border-top pt-3">
          <h3 className="h6">{t`Delete account`}</h3>
          <p className="small text-body-secondary">
            {t`This removes your profile, photos, documents, requests and chats for good. Messages you sent will read “Message deleted”.`}
          </p>
          <div className="mb-2">
            <label htmlFor={confirmId} className="form-label">
              {t`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
            </label>
            <input
              id={confirmId}
              className="form-control"
              autoComplete="off"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          </div>
          <div className="mb-3">
            <label htmlFor={passwordId} className="form-label">
              {t`Password`}
            </label>
            <input
              id={passwordId}
              className="form-control"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-danger" disabled={!confirmed || deleting}>
            {deleting && <ButtonSpinner />}
            {t`Delete my account`}
          </button>
        </form>
      </Card.Body>
    </Card>
  );
}
