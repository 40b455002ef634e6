import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ButtonSpinner } from '../../components/button-spinner';

interface ChatComposerProps {
  /**
   * Sends the draft; returns false when nothing was sent (empty, or a message
   * already on its way), and the draft then stays as typed.
   */
  onSend: (text: string) => boolean;
  /** A message is on its way: Send is disabled and shows a spinner. */
  busy: boolean;
}

/** The message box under the conversation: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({ onSend, busy }: ChatComposerProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const inputId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (onSend(draft)) setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }

  return (
    <form className="chat__composer d-flex gap-2 p-3 border-top align-items-end" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t`Message`}
      </label>
      <textarea
        id={inputId}
        className="form-control"
        rows={2}
        placeholder={t`Type a message...`}
        value={draft}
        maxLength={2000}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="btn btn-success" disabled={busy}>
        {busy && <ButtonSpinner />}
        {t`Send`}
      </button>
    </form>
  );
}
