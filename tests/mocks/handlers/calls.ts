import { ok, route } from '../http';

/** Calls ring, connect and end without a relay (no TURN in the mock server); the chat has no calls yet. */
export const callsHandlers = [
  route('post', '/calls', 'member', () =>
    ok({
      callId: 'call-1',
      iceServers: [],
      iceTransportPolicy: 'all',
      to: { profileId: 'profile-2', firstName: 'Priya' },
    }),
  ),
  route('post', '/calls/:callId/answer', 'member', () => ok({ iceServers: [], iceTransportPolicy: 'all' })),
  route('post', '/calls/:callId/decline', 'member', () => ok()),
  route('post', '/calls/:callId/end', 'member', () => ok()),
  route('post', '/calls/:callId/signal', 'member', () => ok()),
  route('get', '/calls', 'member', () => ok({ calls: [] })),
];
