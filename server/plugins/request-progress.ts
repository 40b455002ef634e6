import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export const REQUEST_STALLED_MESSAGE = 'The request took too long to arrive. Please try again.';
/** How often a body being read is looked at. */
const CHECK_EVERY_MS = 1000;

/** Answers 408 on the connection itself (the handler may be waiting on the body) and closes it. */
function cut(socket: Socket): void {
  const body = JSON.stringify({ errorMessage: REQUEST_STALLED_MESSAGE });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 408 Request Timeout\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * A limit on progress rather than only on the whole request: while the server reads a request's body, the
 * body must advance by `minBytes` within every `windowMs`. A steady upload over a slow mobile link goes on
 * for minutes (bounded by the whole request's time); a client trickling a byte every few seconds to hold a
 * connection is cut after one window. Bytes are counted on the socket, so nothing is read here; time the
 * server itself is not reading (a paused body) never counts against the client.
 */
export function watchRequestProgress(app: FastifyInstance, options: { windowMs: number; minBytes: number }): void {
  app.addHook('onRequest', async (request) => {
    const raw = request.raw;
    const socket = raw.socket as Socket | null;
    // Requests made in-process (light-my-request) have no real socket to count on.
    if (raw.complete || !socket || typeof socket.bytesRead !== 'number') return;
    let mark = socket.bytesRead;
    let markAt = Date.now();
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      const now = Date.now();
      if (raw.readableFlowing !== true || socket.bytesRead - mark >= options.minBytes) {
        mark = socket.bytesRead;
        markAt = now;
      } else if (now - markAt >= options.windowMs) {
        clearInterval(timer);
        request.log.info({ event: 'request.stalled', bytes: socket.bytesRead - mark }, 'request body stalled');
        cut(socket);
      }
    }, CHECK_EVERY_MS);
    timer.unref();
    raw.once('close', () => clearInterval(timer));
  });
}
