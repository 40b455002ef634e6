import { API_BASE } from './client';

/** One Server-Sent Event as read off the stream (contract/schemas/events.ts); data is still JSON text. */
export interface StreamedEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface EventStreamHandlers {
  /** The stream was accepted (status 200). */
  onOpen(): void;
  onEvent(event: StreamedEvent): void;
  /** Anything arrived, heartbeats included: the stream is alive. */
  onActivity(): void;
}

/** Splits one block of lines (between blank lines) into an event; comments and retry lines give none. */
function parseBlock(block: string): StreamedEvent | null {
  let id: string | null = null;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { id, event, data: data.join('\n') } : null;
}

/**
 * GET /events, read with fetch: EventSource cannot send the Authorization header (spec 6: the raw token).
 * Resolves with the answer's status once the stream ends (the server closed it, or it was refused); rejects
 * when no answer arrived or the signal aborted it.
 */
export async function readEventStream(
  token: string,
  lastEventId: string | null,
  signal: AbortSignal,
  handlers: EventStreamHandlers,
): Promise<number> {
  const headers = new Headers({ Authorization: token, Accept: 'text/event-stream' });
  if (lastEventId) headers.set('Last-Event-ID', lastEventId);
  const response = await fetch(new URL(`${API_BASE}/events`, window.location.origin), {
    headers,
    cache: 'no-store',
    signal,
  });
  if (response.status !== 200 || !response.body) {
    // Its body is let go without waiting: the refusal is the answer (and a cancel can wait on the body's source).
    void response.body?.cancel().catch(() => undefined);
    return response.status;
  }
  handlers.onOpen();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return response.status;
    handlers.onActivity();
    buffer += value.replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const event = parseBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (event) handlers.onEvent(event);
    }
  }
}
