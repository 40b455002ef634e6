import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { Session } from '../../../contract/schemas/account-access';
import { endOtherSessions, endSession, listSessions } from '../../api/account-access';
import { ButtonSpinner } from '../../components/button-spinner';
import { SHOWN_INLINE } from '../../lib/inline-refusals';
import { useAsync } from '../../lib/use-async';
import { runCall, useCall } from '../../lib/use-call';
import { formatDate } from '../../lib/i18n/format';
import { activeLanguage } from '../../lib/i18n/i18n';
import { ACCOUNT_ACCESS as M } from './messages';

/** Sessions shown before "Show all". */
const FIRST_PAGE = 5;

function when(iso: string): string {
  return formatDate(iso, activeLanguage(), { dateStyle: 'medium', timeStyle: 'short' });
}

/** The devices the member is logged in on, each with Log out, and Log out all other devices. */
export function SessionsPanel() {
  // Re-renders the list, its dates too, when the member changes language.
  useLingui();
  const loaded = useAsync(
    (signal) =>
      runCall(
        (s) => listSessions(s),
        { notice: 'log', fallback: M.sessionsFailed, exception: M.sessionsError, quietStatuses: SHOWN_INLINE },
        signal,
      ),
    [],
  );
  // Sessions ended here since the list was read.
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [othersGone, setOthersGone] = useState(false);
  const [all, setAll] = useState(false);
  const ending = useCall<string>();
  const outcome = loaded.status === 'success' ? loaded.data : null;
  const sessions = outcome?.ok
    ? outcome.data.sessions.filter((s) => !gone.has(s.id) && (s.current || !othersGone))
    : null;
  const failed = outcome && !outcome.ok && !outcome.aborted ? (outcome.message ?? M.sessionsFailed) : null;

  async function onEnd(session: Session) {
    const outcome = await ending.run(
      () => endSession(session.id),
      { success: M.ended, fallback: M.endFailed, exception: M.endError },
      { key: session.id },
    );
    if (outcome.ok || outcome.status === 404) setGone((ids) => new Set([...ids, session.id]));
  }

  async function onEndOthers() {
    const outcome = await ending.run(
      () => endOtherSessions(),
      { success: M.endedOthers, fallback: M.endFailed, exception: M.endError },
      { key: 'others' },
    );
    if (outcome.ok) setOthersGone(true);
  }

  const shown = sessions && !all ? sessions.slice(0, FIRST_PAGE) : sessions;
  return (
    <section aria-labelledby="sessions-title" aria-busy={!sessions && !failed} className="border-top pt-3 mb-3">
      <h3 id="sessions-title" className="h6">
        {M.sessionsTitle}
      </h3>
      <p className="small text-body-secondary">{M.sessionsIntro}</p>
      {failed && (
        <div role="alert" className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <span className="text-danger">{failed}</span>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={loaded.reload}>
            {M.retry}
          </button>
        </div>
      )}
      {!sessions && !failed && (
        <p className="small text-body-secondary">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {M.sessionsTitle}…
        </p>
      )}
      {shown && (
        <ul className="list-group mb-2" aria-label={M.sessionsTitle}>
          {shown.map((session) => (
            <li
              key={session.id}
              className="list-group-item d-flex flex-wrap align-items-center justify-content-between gap-2"
            >
              <div className="text-break">
                <div className="fw-semibold">
                  {M.deviceName(session.device)}
                  {session.current && <span className="badge text-bg-success ms-2">{M.thisDevice}</span>}
                </div>
                <div className="small text-body-secondary">
                  {M.lastUsed(when(session.lastUsedAt))}, {M.since(when(session.createdAt))}
                </div>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  aria-label={M.endOneLabel(M.deviceName(session.device))}
                  disabled={ending.busy}
                  onClick={() => void onEnd(session)}
                >
                  {ending.pending === session.id && <ButtonSpinner />}
                  {M.endOne}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {sessions && !all && sessions.length > FIRST_PAGE && (
        <button type="button" className="btn btn-link btn-sm px-0 me-3" onClick={() => setAll(true)}>
          {M.showAll(sessions.length)}
        </button>
      )}
      {sessions && sessions.some((s) => !s.current) && (
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          disabled={ending.busy}
          onClick={() => void onEndOthers()}
        >
          {ending.pending === 'others' && <ButtonSpinner />}
          {M.endOthers}
        </button>
      )}
    </section>
  );
}
