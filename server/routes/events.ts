import { currentUser } from '../plugins/auth';
import type { RoutePlugin } from './types';

/** Last-Event-ID as the stream wrote it: a decimal id. Anything else starts the stream from now. */
function lastEventIdOf(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/**
 * GET /events: the member's live updates as Server-Sent Events (contract/schemas/events.ts). The response is
 * handed to this instance's hub (services/notices/live-hub.ts), which keeps it open until the tab goes.
 */
export const eventsRoutes: RoutePlugin = async (app, { auth, live }) => {
  app.get('/events', { preHandler: auth.requireMember }, async (request, reply) => {
    const session = currentUser(request);
    reply.hijack();
    try {
      await live.open(reply.raw, session, lastEventIdOf(request.headers['last-event-id']));
    } catch (error) {
      // The hub has answered (503 before the stream started) or ended the stream; the client reconnects.
      request.log.error({ err: error }, 'opening an event stream failed');
      if (!reply.raw.writableEnded) reply.raw.end();
    }
  });
};
