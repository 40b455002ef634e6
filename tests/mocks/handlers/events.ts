import { fail, route } from '../http';

/**
 * The live stream is down by default, so screens show their polling behaviour; tests of the stream serve one
 * with `streamOf` (tests/mocks/event-stream.ts).
 */
export const eventsHandlers = [
  route('get', '/events', 'member', () => fail(503, 'The server is restarting. Please try again in a moment.')),
];
