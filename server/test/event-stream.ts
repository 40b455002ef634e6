/** One event as a stream reader sees it (the SSE fields of contract/schemas/events.ts). */
export interface ReadEvent {
  id: string | null;
  event: string;
  data: unknown;
}

export interface OpenStream {
  status: number;
  /** Every event read so far, in order (heartbeats are not events). */
  readonly events: ReadEvent[];
  /** Comment lines (heartbeats) read so far. */
  readonly comments: number;
  /** Resolves with the first event (read so far or later) that matches; rejects after timeoutMs. */
  next(match: (event: ReadEvent) => boolean, timeoutMs?: number): Promise<ReadEvent>;
  close(): void;
}

/**
 * Opens GET /api/events as the app does (fetch with the raw token; Last-Event-ID on a reconnect) and parses
 * the Server-Sent Events as they arrive.
 */
export async function openEventStream(
  baseUrl: string,
  token: string | null,
  lastEventId?: string,
): Promise<OpenStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = {};
  if (token) headers.authorization = token;
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const res = await fetch(`${baseUrl}/api/events`, { headers, signal: controller.signal });
  const events: ReadEvent[] = [];
  let comments = 0;
  const waiters: (() => void)[] = [];
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let id: string | null = null;
            let event = 'message';
            const data: string[] = [];
            let fields = 0;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments++;
              else if (line.startsWith('id: ')) id = line.slice(4);
              else if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
              else continue;
              fields++;
            }
            if (data.length > 0 && fields > 0) events.push({ id, event, data: JSON.parse(data.join('\n')) });
            wake();
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  } else {
    await res.text().catch(() => '');
  }
  return {
    status: res.status,
    events,
    get comments() {
      return comments;
    },
    async next(match, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms; read: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => controller.abort(),
  };
}
