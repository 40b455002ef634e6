import { useLayoutEffect, useRef, useState } from 'react';
import type { ShownMessage } from './merge-messages';

/** Within this many pixels of the bottom the reader counts as "at the bottom" and follows new messages. */
const BOTTOM_SLACK_PX = 48;

/**
 * The scroll position of the conversation: it follows new messages while the
 * reader is at the bottom, keeps the reading position when older messages are
 * prepended, and otherwise raises `unseenBelow` when the other member writes.
 *
 * @param messages the history shown, oldest first
 * @param pending what else is shown below the history (the outbox): a change scrolls like a new message
 */
export function useChatScroll(messages: readonly ShownMessage[], pending: readonly unknown[]) {
  const listRef = useRef<HTMLDivElement>(null);
  // New messages arrived below while the reader was scrolled up.
  const [unseenBelow, setUnseenBelow] = useState(false);
  const newestId = useRef<string | null>(null);
  // Follow new messages only while the reader is at the bottom.
  const stickToBottom = useRef(true);
  // Set before older messages are prepended, so the reading position can be restored.
  const anchor = useRef<{ height: number; top: number } | null>(null);

  // Keep the newest message in view, or keep the reading position after older messages arrive.
  useLayoutEffect(() => {
    const list = listRef.current;
    const newest = messages.at(-1);
    const arrived = newest !== undefined && newestId.current !== null && newest.id !== newestId.current;
    newestId.current = newest?.id ?? null;
    if (!list) return;
    const saved = anchor.current;
    if (saved) {
      anchor.current = null;
      list.scrollTop = list.scrollHeight - saved.height + saved.top;
    } else if (stickToBottom.current) {
      list.scrollTop = list.scrollHeight;
    } else if (arrived && !newest.fromMe) {
      setUnseenBelow(true);
    }
  }, [messages, pending]);

  function onScroll() {
    const list = listRef.current;
    if (!list) return;
    stickToBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight <= BOTTOM_SLACK_PX;
    if (stickToBottom.current) setUnseenBelow(false);
  }

  /** The 'New messages' pill: jump to the newest and follow again. */
  function showNewest() {
    const list = listRef.current;
    stickToBottom.current = true;
    setUnseenBelow(false);
    if (list) list.scrollTop = list.scrollHeight;
  }

  /** The reader sent something: follow the conversation down again. */
  function followNewest() {
    stickToBottom.current = true;
  }

  /** Call just before older messages are prepended, so the same message stays under the reader's eye. */
  function keepPosition() {
    const list = listRef.current;
    anchor.current = list ? { height: list.scrollHeight, top: list.scrollTop } : null;
  }

  return { listRef, onScroll, unseenBelow, showNewest, followNewest, keepPosition };
}
