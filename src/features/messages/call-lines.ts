import type { CallLine } from '../../../contract/schemas/calls';
import { CALL_LINE_TEXTS } from './messages';

/** How long a call lasted, as a chat line says it: "4 min", or seconds under a minute. */
export function formatCallLength(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return CALL_LINE_TEXTS.seconds(seconds);
  return CALL_LINE_TEXTS.minutes(Math.round(seconds / 60));
}

/** A call as a line of the chat: "Video call, 4 min", "Missed voice call". */
export function describeCallLine(line: CallLine): string {
  const { video } = line;
  if (line.state === 'ringing' || line.state === 'active') return CALL_LINE_TEXTS.inProgress(video);
  if (line.durationMs !== null) return CALL_LINE_TEXTS.lasted(video, formatCallLength(line.durationMs));
  if (line.fromMe) return line.state === 'declined' ? CALL_LINE_TEXTS.declined(video) : CALL_LINE_TEXTS.noAnswer(video);
  return line.state === 'declined' ? CALL_LINE_TEXTS.declinedBy(video) : CALL_LINE_TEXTS.missed(video);
}
