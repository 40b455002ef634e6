import { HttpResponse } from 'msw';

/**
 * A Server-Sent Events answer whose events a test pushes as it goes (GET /api/events): `send` writes one event,
 * `end` closes the stream as a server going away would.
 */
export function createEventStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let nextId = 1;
  const opened: { lastEventId: string | null }[] = [];
  return {
    /** Each time the app opened the stream, with the Last-Event-ID it sent. */
    opened,
    respond(request: Request) {
      opened.push({ lastEventId: request.headers.get('last-event-id') });
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
          c.enqueue(encoder.encode('retry: 3000\n\n'));
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    },
    send(event: string, data: unknown) {
      controller?.enqueue(encoder.encode(`id: ${nextId++}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    end() {
      controller?.close();
      controller = null;
    },
  };
}
