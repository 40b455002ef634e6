import { msg, t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { AssistantLink } from '../../contract/schemas/assistant';
import { askAssistant } from '../api/assistant';
import { i18n } from '../lib/i18n/i18n';
import { useLanguage } from '../lib/i18n/use-language';
import './assistant-chat.css';

/** Spec 3: a landing chat message lives only in the browser. */
export interface AssistantMessage {
  id: string;
  sender: 'user' | 'assistant';
  text: string;
  /** Where to act on a reply (the profile section to change, say); an addition to the spec's {message}. */
  links?: AssistantLink[];
}

/** Used when the server answered without a message of its own (a 500 without a body, an unreachable API). */
const ASSISTANT_FALLBACK_ERROR = msg`The AI Matchmaker could not answer right now. Please try again.`;

/** A random identifier (the browser's own generator: the landing page's first load carries no library for it). */
const newId = () => crypto.randomUUID();

interface AssistantChatProps {
  /** Send the member's token too, so the server can personalise (the AI matchmaker page). */
  asMember?: boolean;
  /** A taller message area for the full-page chat. */
  tall?: boolean;
  /** The first bubble, in the language of the moment (it follows a change of language). */
  greeting?: string;
}

/**
 * The AI Matchmaker chat of the landing page (spec 2 and 4), reused full-page
 * for members. Replies are appended in the order they arrive; the input stays
 * usable while a reply is on its way.
 */
export function AssistantChat({ asMember = false, tall = false, greeting }: AssistantChatProps) {
  // Spec 2: one random identifier per visit, sent as chatSessionId with every message.
  // Part of the landing page's first load: its words follow the language through this hook.
  useLanguage();
  const [chatSessionId] = useState(newId);
  const [messages, setMessages] = useState<AssistantMessage[]>(() =>
    greeting ? [{ id: 'greeting', sender: 'assistant', text: greeting }] : [],
  );
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  // useId, not the session id: the landing page is prerendered and hydrated, so ids must match.
  const inputId = useId();

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, pending]);

  async function send(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    // Spec 4: blank or whitespace-only input is ignored.
    if (text === '') return;
    setDraft('');
    setMessages((current) => [...current, { id: newId(), sender: 'user', text }]);
    setPending((n) => n + 1);
    try {
      const result = await askAssistant({ message: text, chatSessionId }, { asMember });
      if (result.ok && typeof result.data?.message === 'string') {
        const reply = result.data.message;
        const links = result.data.links?.filter((link) => link.path.startsWith('/app/'));
        setMessages((current) => [
          ...current,
          { id: newId(), sender: 'assistant', text: reply, ...(links?.length ? { links } : {}) },
        ]);
      } else {
        window.alert((!result.ok && result.errorMessage) || i18n._(ASSISTANT_FALLBACK_ERROR));
      }
    } catch (error) {
      console.error(error);
      window.alert(i18n._(ASSISTANT_FALLBACK_ERROR));
    } finally {
      setPending((n) => n - 1);
    }
  }

  return (
    <div className={`assistant-chat${tall ? ' assistant-chat--tall' : ''}`}>
      <div
        ref={listRef}
        className="assistant-chat__messages p-3 d-flex flex-column gap-2"
        role="log"
        aria-live="polite"
        aria-label={t`Conversation with the AI Matchmaker`}
        tabIndex={0}
      >
        {messages.map((message) => (
          <div
            key={message.id}
            className={`assistant-chat__bubble rounded-3 px-3 py-2 ${
              message.sender === 'user'
                ? 'assistant-chat__bubble--user align-self-end'
                : 'assistant-chat__bubble--assistant align-self-start'
            }`}
            data-sender={message.sender}
          >
            {message.id === 'greeting' && greeting ? greeting : message.text}
            {message.links && (
              <span className="d-flex flex-wrap gap-3 mt-2">
                {message.links.map((link) => (
                  <Link key={`${link.label}${link.path}`} to={link.path} className="assistant-chat__link fw-semibold">
                    {link.label}
                  </Link>
                ))}
              </span>
            )}
          </div>
        ))}
        {pending > 0 && (
          <div className="assistant-chat__bubble assistant-chat__bubble--assistant align-self-start rounded-3 px-3 py-2 fst-italic">
            {t`AI Matchmaker is typing...`}
          </div>
        )}
      </div>
      <form className="d-flex gap-2 p-3 border-top" onSubmit={send}>
        <label htmlFor={inputId} className="visually-hidden">
          {t`Your message`}
        </label>
        <input
          id={inputId}
          className="form-control"
          type="text"
          placeholder={t`Ask me anything about finding your match...`}
          value={draft}
          maxLength={1000}
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="btn btn-success">
          {t`Send`}
        </button>
      </form>
    </div>
  );
}
