import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Modal } from 'react-bootstrap';
import { REPORT_REASONS, type ReportReason } from '../../contract/enums';
import { blockMember, reportMember } from '../api/safety';
import { useCall } from '../lib/use-call';
import { ButtonSpinner } from './button-spinner';

/** The member to block or report: by profile (View profile, home) or by the chat with them. */
export type SafetyTarget = { profileId: string } | { channelId: string };

const BLOCK_MESSAGES = {
  success: msg`Blocked. You will not see each other again.`,
  fallback: msg`Sorry, we could not block this member.`,
  exception: msg`An error occurred while blocking this member.`,
};
const REPORT_MESSAGES = {
  success: msg`Thank you. Our team will review your report.`,
  fallback: msg`Sorry, we could not send your report.`,
  exception: msg`An error occurred while sending your report.`,
};
/** The reasons as a member reads them (the portal shows contract/enums REPORT_REASON_LABELS, in English). */
const REASON_WORDS: Record<ReportReason, MessageDescriptor> = {
  FAKE_PROFILE: msg`Fake profile`,
  ASKS_FOR_MONEY: msg`Asks for money`,
  HARASSMENT: msg`Harassment`,
  INAPPROPRIATE_PHOTOS: msg`Inappropriate photos`,
  OTHER: msg`Other`,
};

/** A call's texts in the language of the moment. */
function inLanguage(messages: Record<'success' | 'fallback' | 'exception', MessageDescriptor>, i18n: I18n) {
  return {
    success: i18n._(messages.success),
    fallback: i18n._(messages.fallback),
    exception: i18n._(messages.exception),
  };
}

interface SafetyActionsProps {
  target: SafetyTarget;
  /** Called once the member is blocked or reported: the screen moves on, since the pair no longer meets. */
  onDone: () => void;
  /** Open the report dialog at once (the chat's one-tap report from a safety tip). */
  reportRequest?: number;
  /** Smaller buttons where space is short. */
  compact?: boolean;
}

/** Block and Report buttons; reporting asks for a reason and an optional note, and also blocks. */
export function SafetyActions({ target, onDone, reportRequest, compact }: SafetyActionsProps) {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<'none' | 'block' | 'report'>('none');
  // The dialog is built when first opened, then kept (its fields and its closing animation): a screen that shows
  // the buttons, as home does at once, does not pay for a dialog nobody opened.
  const [opened, setOpened] = useState(false);
  const [seenRequest, setSeenRequest] = useState(reportRequest);
  if (reportRequest !== seenRequest) {
    setSeenRequest(reportRequest);
    setDialog('report');
  }
  if (dialog !== 'none' && !opened) setOpened(true);
  const size = compact ? 'btn-sm' : '';
  return (
    <div className="d-flex gap-2">
      <button type="button" className={`btn btn-outline-secondary ${size}`} onClick={() => setDialog('block')}>
        {t`Block`}
      </button>
      <button type="button" className={`btn btn-outline-danger ${size}`} onClick={() => setDialog('report')}>
        {t`Report`}
      </button>
      {opened && (
        <SafetyDialog
          mode={dialog}
          target={target}
          onHide={() => setDialog('none')}
          onDone={() => {
            setDialog('none');
            onDone();
          }}
        />
      )}
    </div>
  );
}

function SafetyDialog({
  mode,
  target,
  onHide,
  onDone,
}: {
  mode: 'none' | 'block' | 'report';
  target: SafetyTarget;
  onHide: () => void;
  onDone: () => void;
}) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useCall();
  const busy = sending.busy;
  const reasonId = useId();
  const noteId = useId();
  const titleId = useId();
  const reporting = mode === 'report';
  const { t, i18n } = useLingui();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (reporting && reason === '') {
      setProblem(t`Please choose a reason.`);
      return;
    }
    const outcome = reporting
      ? await sending.run(
          () =>
            reportMember({ ...target, reason: reason as ReportReason, ...(note.trim() ? { note: note.trim() } : {}) }),
          inLanguage(REPORT_MESSAGES, i18n),
        )
      : await sending.run(() => blockMember(target), inLanguage(BLOCK_MESSAGES, i18n));
    if (outcome.ok) onDone();
  }

  return (
    <Modal show={mode !== 'none'} onHide={busy ? () => undefined : onHide} centered aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton={!busy} closeLabel={t`Close`}>
          <Modal.Title as="h2" className="h5" id={titleId}>
            {reporting ? t`Report this member` : t`Block this member?`}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {reporting ? (
            <>
              <p>{t`Our team reviews every report. Reporting also blocks this member.`}</p>
              <div className="mb-3">
                <label htmlFor={reasonId} className="form-label">
                  {t`Reason`}
                </label>
                <select
                  id={reasonId}
                  className={`form-select ${problem ? 'is-invalid' : ''}`}
                  value={reason}
                  aria-describedby={problem ? `${reasonId}-problem` : undefined}
                  onChange={(event) => {
                    setReason(event.target.value as ReportReason | '');
                    setProblem(null);
                  }}
                >
                  <option value="">{t`Choose a reason`}</option>
                  {REPORT_REASONS.map((value) => (
                    <option key={value} value={value}>
                      {i18n._(REASON_WORDS[value])}
                    </option>
                  ))}
                </select>
                {problem && (
                  <div id={`${reasonId}-problem`} className="invalid-feedback">
                    {problem}
                  </div>
                )}
              </div>
              <div>
                <label htmlFor={noteId} className="form-label">
                  {t`Note (optional)`}
                </label>
                <textarea
                  id={noteId}
                  className="form-control"
                  rows={3}
                  maxLength={1000}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
              </div>
            </>
          ) : (
            <p className="mb-0">
              {t`You will no longer see each other in suggestions, requests or messages. They are not told.`}
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onHide} disabled={busy}>
            {t`Cancel`}
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy}>
            {busy && <ButtonSpinner />}
            {reporting ? t`Send report` : t`Block`}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
