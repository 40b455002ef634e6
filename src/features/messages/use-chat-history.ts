import { useCallback, useEffect, useState } from 'react';
import { v4 as uuidv4 } from 'uuid';
import { PAGE_SIZES, type Badge } from '../../../contract/enums';
import type { ChatHistoryResponse, ChatMessage } from '../../../contract/schemas/chat';
import { getChatHistory } from '../../api/chat';
import { announceCountsChanged } from '../../lib/counts-changed';
import { runCall, useCall } from '../../lib/use-call';
import { mergeMessages, type ShownMessage } from './merge-messages';
import { MESSAGES_TEXTS } from './messages';

const PAGE_SIZE = PAGE_SIZES.chatHistory;

/** The messages of a history answer; an answer without the list counts as none. */
export function messagesOf(data: ChatHistoryResponse | undefined): ChatMessage[] {
  return Array.isArray(data?.messages) ? data.messages : [];
}

export interface ChatPhone {
  sharedPhone: string | null;
  sharingMine: boolean;
}

export interface ChatHistory {
  /** The first (newest) page: on its way, shown, or failed with 'Try again'. */
  load: 'loading' | 'ready' | 'error';
  /** The other member's trust badges, as the first page brought them (none before it, or when it carried none). */
  badges: readonly Badge[];
  /** Who the chat is with, for its header, as the first page brought them (null before it or without one). */
  partner: ChatHistoryResponse['partner'] | null;
  /** My number on my terms: the other member's number when they shared it here, and whether I share mine. */
  phone: ChatPhone;
  /** After my share or withdrawal was accepted. */
  setSharingMine: (sharing: boolean) => void;
  /** The other member shared or withdrew their number while the chat is open (the live stream told). */
  setSharedPhone: (sharedPhone: string | null) => void;
  /** 'Try again' after a failed first load. */
  retry: () => void;
  /** Every message known, oldest first, merged by id (spec 4). */
  messages: ShownMessage[];
  /** The last page loaded was full, so 'Load More' is offered. */
  hasOlder: boolean;
  loadingOlder: boolean;
  /**
   * Spec 2: 'Load More', the page before the oldest loaded.
   * @param beforePrepend runs once the page has arrived, just before it is merged (to keep the reading position)
   */
  loadOlder: (beforePrepend?: () => void) => Promise<void>;
  /**
   * Merges messages that arrived by any route (the poll, a push) into the
   * history: by id, oldest first, a server copy replacing the local copy of a
   * message sent from here. Stable across renders, so it can sit in an effect's deps.
   */
  receive: (messages: readonly ChatMessage[]) => void;
  /** Spec 4: after the server accepted a send, the message is appended locally with a generated id and the time. */
  appendSent: (text: string) => void;
}

/**
 * Spec 2 and 4: the history of one chat. The server pages newest first by
 * offset, so start=0 is the newest page and 'Load More' goes back in time, a
 * page further each time. Every page, and every message that arrives later,
 * goes through `receive`.
 *
 * This hook does not fetch anything after the first page by itself: keeping
 * the history fresh is the job of a separate source that calls `receive`.
 * That is `useChatLive` (the member's event stream: a new message in this chat
 * reads the newest page) and, while the stream is down, `useChatPolling` (the
 * newest page every few seconds). Duplicates are harmless: `receive` merges by id.
 */
export function useChatHistory(channelId: string): ChatHistory {
  const [load, setLoad] = useState<ChatHistory['load']>('loading');
  const [attempt, setAttempt] = useState(0);
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [nextStart, setNextStart] = useState<number>(PAGE_SIZE);
  const [hasOlder, setHasOlder] = useState(false);
  const [badges, setBadges] = useState<readonly Badge[]>([]);
  const [phone, setPhone] = useState<ChatPhone>({ sharedPhone: null, sharingMine: false });
  const [partner, setPartner] = useState<ChatHistory['partner']>(null);
  const older = useCall();
  const setSharingMine = useCallback((sharing: boolean) => {
    setPhone((current) => ({ ...current, sharingMine: sharing }));
  }, []);
  const setSharedPhone = useCallback((sharedPhone: string | null) => {
    // Each poll tells it again: the same number keeps the same state, so the page does not render anew.
    setPhone((current) => (current.sharedPhone === sharedPhone ? current : { ...current, sharedPhone }));
  }, []);

  const receive = useCallback((incoming: readonly ChatMessage[]) => {
    setMessages((current) => mergeMessages(current, incoming));
  }, []);

  // The newest page, on open and on 'Try again'.
  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const outcome = await runCall(
        () => getChatHistory(channelId, 0, controller.signal),
        MESSAGES_TEXTS.history,
        controller.signal,
      );
      if (!outcome.ok) {
        if (!outcome.aborted) setLoad('error');
        return;
      }
      const page = messagesOf(outcome.data);
      receive(page);
      setHasOlder(page.length === PAGE_SIZE);
      setBadges(Array.isArray(outcome.data?.badges) ? outcome.data.badges : []);
      setPhone({ sharedPhone: outcome.data?.sharedPhone ?? null, sharingMine: outcome.data?.sharingMine === true });
      setPartner(outcome.data?.partner ?? null);
      setLoad('ready');
      // Reading the newest page marked the chat as read on the server.
      announceCountsChanged();
    })();
    return () => controller.abort();
  }, [channelId, attempt, receive]);

  function retry() {
    setLoad('loading');
    setAttempt((n) => n + 1);
  }

  async function loadOlder(beforePrepend?: () => void) {
    const start = nextStart;
    const outcome = await older.run(() => getChatHistory(channelId, start), MESSAGES_TEXTS.history);
    if (!outcome.ok) return;
    const page = messagesOf(outcome.data);
    beforePrepend?.();
    receive(page);
    setNextStart(start + PAGE_SIZE);
    setHasOlder(page.length === PAGE_SIZE);
  }

  function appendSent(text: string) {
    setMessages((current) => [
      ...current,
      { id: uuidv4(), message: text, fromMe: true, createdAt: Date.now(), local: true },
    ]);
  }

  return {
    load,
    badges,
    partner,
    phone,
    setSharingMine,
    setSharedPhone,
    retry,
    messages,
    hasOlder,
    loadingOlder: older.busy,
    loadOlder,
    receive,
    appendSent,
  };
}
