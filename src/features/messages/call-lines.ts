import type { CallLine } from '../../../contract/schemas/calls';
import { CALL_LINE_TEXTS } from './messages';

/** How long a call lasted, as a chat line says it: "4 min", or seconds under a minute. */
export function formatCallLength(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.round(seconds / 60)} min`;
}

/** A call as a line of the chat: "Video call, 4 min", "Missed voice call". */
export function describeCallLine(line: CallLine): string {
  const kind = line.video ? CALL_LINE_TEXTS.video : CALL_LINE_TEXTS.voice;
  if (line.state === 'ringing' || line.state === 'active') return `${kind}${CALL_LINE_TEXTS.inProgress}`;
  if (line.durationMs !== null) return `${kind}, ${formatCallLength(line.durationMs)}`;
  if (line.fromMe) return `${kind}${line.state === 'declined' ? CALL_LINE_TEXTS.declined : CALL_LINE_TEXTS.noAnswer}`;
  if (line.state === 'declined') return `${CALL_LINE_TEXTS.declinedBy} ${kind.toLowerCase()}`;
  return `${CALL_LINE_TEXTS.missed} ${kind.toLowerCase()}`;
}
