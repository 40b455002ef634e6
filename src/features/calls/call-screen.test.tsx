import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventStream } from '../../../tests/mocks/event-stream';
import { ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';

/*
 * The call screen over the browser's WebRTC and media, which jsdom lacks: stand-ins that record what the app
 * asks of them and let the test say when the connection is up.
 */
class FakeTrack {
  enabled = true;
  stopped = false;
  constructor(readonly kind: 'audio' | 'video') {}
  stop() {
    this.stopped = true;
  }
}

class FakeStream {
  constructor(private readonly tracks: FakeTrack[] = []) {}
  getTracks() {
    return this.tracks;
  }
  getAudioTracks() {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  addTrack(track: FakeTrack) {
    this.tracks.push(track);
  }
  removeTrack() {}
}

class FakePeerConnection {
  static made: FakePeerConnection[] = [];
  connectionState = 'new';
  remote: unknown[] = [];
  candidates: unknown[] = [];
  tracks: FakeTrack[] = [];
  onicecandidate: ((event: { candidate: { toJSON(): unknown } | null }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  ontrack: ((event: { track: FakeTrack }) => void) | null = null;
  closed = false;
  constructor(readonly config: RTCConfiguration) {
    FakePeerConnection.made.push(this);
  }
  addTrack(track: FakeTrack) {
    this.tracks.push(track);
  }
  getSenders() {
    return this.tracks.map((track) => ({ track, replaceTrack: async () => undefined }));
  }
  async createOffer() {
    return { type: 'offer', sdp: 'v=0 fake offer' };
  }
  async createAnswer() {
    return { type: 'answer', sdp: 'v=0 fake answer' };
  }
  async setLocalDescription() {}
  async setRemoteDescription(description: unknown) {
    this.remote.push(description);
  }
  async addIceCandidate(candidate: unknown) {
    this.candidates.push(candidate);
  }
  async getStats() {
    return new Map([
      ['pair', { type: 'candidate-pair', nominated: true, state: 'succeeded', currentRoundTripTime: 0.05 }],
      ['in', { type: 'inbound-rtp', packetsReceived: 500, packetsLost: 0 }],
    ]);
  }
  close() {
    this.closed = true;
  }
  connect() {
    this.connectionState = 'connected';
    this.onconnectionstatechange?.();
  }
}

function installMedia() {
  FakePeerConnection.made = [];
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  vi.stubGlobal('MediaStream', FakeStream);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: vi.fn(async () => new FakeStream([new FakeTrack('audio'), new FakeTrack('video')])),
      enumerateDevices: vi.fn(async () => [{ kind: 'videoinput' }, { kind: 'videoinput' }]),
    },
  });
}

const signals = () => requestsTo('POST', '/calls/call-1/signal').map((request) => request.json);

describe('the call screen', { timeout: 15_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('../messages/chat-page')]);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('places a video call: offer and candidates to the server, then connected with time, quality, mute, camera and end', async () => {
    installMedia();
    const stream = createEventStream();
    server.use(route('get', '/events', 'member', ({ request }) => stream.respond(request)));
    const user = userEvent.setup();
    renderRoute('/app/chat/channel-1', { member: true });
    await screen.findByText('Message number 45');
    await waitFor(() => expect(stream.opened.length).toBeGreaterThan(0));

    await user.click(screen.getByRole('button', { name: 'Video call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Priya' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Calling...');
    expect(requestsTo('POST', '/calls')[0].json).toEqual({ channelId: 'channel-1', video: true });
    await waitFor(() => expect(signals()).toEqual([{ kind: 'offer', data: { type: 'offer', sdp: 'v=0 fake offer' } }]));
    const [pc] = FakePeerConnection.made;
    expect(pc.config).toEqual({ iceServers: [], iceTransportPolicy: 'all' });
    expect(pc.tracks.map((track) => track.kind)).toEqual(['audio', 'video']);
    act(() => pc.onicecandidate?.({ candidate: { toJSON: () => ({ candidate: 'candidate:1', sdpMid: '0' }) } }));
    await waitFor(() => expect(signals()).toHaveLength(2));
    expect(signals()[1]).toEqual({ kind: 'candidate', data: { candidate: 'candidate:1', sdpMid: '0' } });

    // Priya answers: her answer and a candidate arrive on the stream (the candidate first, as it may).
    stream.send('call-state', { callId: 'call-1', state: 'active' });
    expect(await within(dialog).findByText('Connecting...', { exact: false })).toBeInTheDocument();
    stream.send('call-signal', { callId: 'call-1', kind: 'candidate', data: { candidate: 'candidate:2' } });
    stream.send('call-signal', { callId: 'call-1', kind: 'answer', data: { type: 'answer', sdp: 'v=0 theirs' } });
    await waitFor(() => expect(pc.candidates).toEqual([{ candidate: 'candidate:2' }]));
    expect(pc.remote).toEqual([{ type: 'answer', sdp: 'v=0 theirs' }]);
    act(() => pc.connect());
    expect(await within(dialog).findByText('00:00')).toBeInTheDocument();
    expect(await within(dialog).findByText('Connection: good', {}, { timeout: 4000 })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Mute' }));
    expect(within(dialog).getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    expect(pc.tracks.find((track) => track.kind === 'audio')?.enabled).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Camera off' }));
    expect(pc.tracks.find((track) => track.kind === 'video')?.enabled).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Switch camera' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Report' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'End call' }));
    await waitFor(() => expect(requestsTo('POST', '/calls/call-1/end')).toHaveLength(1));
    expect(await screen.findByText('Call ended', { exact: false })).toBeInTheDocument();
    expect(pc.closed).toBe(true);
    expect(pc.tracks.every((track) => track.stopped)).toBe(true);
  });

  it('answers a ring: takes the offer that came while it rang and sends the answer', async () => {
    installMedia();
    const stream = createEventStream();
    server.use(route('get', '/events', 'member', ({ request }) => stream.respond(request)));
    const user = userEvent.setup();
    renderRoute('/app/home', { member: true });
    await waitFor(() => expect(stream.opened.length).toBeGreaterThan(0));
    stream.send('call', {
      callId: 'call-1',
      from: { profileId: 'profile-2', firstName: 'Priya' },
      video: false,
      channelId: 'channel-1',
      ringsUntil: Date.now() + 45_000,
    });
    stream.send('call-signal', { callId: 'call-1', kind: 'offer', data: { type: 'offer', sdp: 'v=0 hers' } });
    const ringing = await screen.findByRole('dialog', { name: 'Incoming voice call' });
    await user.click(within(ringing).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(requestsTo('POST', '/calls/call-1/answer')).toHaveLength(1));
    await waitFor(() =>
      expect(signals()).toEqual([{ kind: 'answer', data: { type: 'answer', sdp: 'v=0 fake answer' } }]),
    );
    const [pc] = FakePeerConnection.made;
    expect(pc.remote).toEqual([{ type: 'offer', sdp: 'v=0 hers' }]);
    const call = await screen.findByRole('dialog', { name: 'Priya' });
    expect(within(call).queryByRole('button', { name: 'Camera off' })).not.toBeInTheDocument();
    // Priya hangs up.
    stream.send('call-state', { callId: 'call-1', state: 'ended' });
    expect(await within(call).findByText('Call ended', { exact: false })).toBeInTheDocument();
  });

  it('gives up a call answered but not connected within 30 seconds, and tells the server', async () => {
    installMedia();
    const stream = createEventStream();
    server.use(route('get', '/events', 'member', ({ request }) => stream.respond(request)));
    const user = userEvent.setup();
    renderRoute('/app/chat/channel-1', { member: true });
    await screen.findByText('Message number 45');
    await waitFor(() => expect(stream.opened.length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Voice call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Priya' });
    await waitFor(() => expect(signals()).toHaveLength(1));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stream.send('call-state', { callId: 'call-1', state: 'active' });
      expect(await within(dialog).findByText('Connecting...', { exact: false })).toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(29_000));
      expect(requestsTo('POST', '/calls/call-1/end')).toHaveLength(0);
      act(() => void vi.advanceTimersByTime(1_500));
      expect(
        await screen.findByText('The call could not connect. Please check your internet connection and try again.', {
          exact: false,
        }),
      ).toBeInTheDocument();
      await waitFor(() => expect(requestsTo('POST', '/calls/call-1/end')).toHaveLength(1));
    } finally {
      vi.useRealTimers();
    }
  });

  it("connects an answered call whose 'answered' word comes on the stream before the answer's reply", async () => {
    installMedia();
    const stream = createEventStream();
    server.use(
      route('get', '/events', 'member', ({ request }) => stream.respond(request)),
      route('post', '/calls/:callId/answer', 'member', async () => {
        stream.send('call-state', { callId: 'call-1', state: 'active' });
        await new Promise((resolve) => setTimeout(resolve, 200));
        return ok({ iceServers: [], iceTransportPolicy: 'all' });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/app/home', { member: true });
    await waitFor(() => expect(stream.opened.length).toBeGreaterThan(0));
    stream.send('call', {
      callId: 'call-1',
      from: { profileId: 'profile-2', firstName: 'Priya' },
      video: true,
      channelId: 'channel-1',
      ringsUntil: Date.now() + 45_000,
    });
    stream.send('call-signal', { callId: 'call-1', kind: 'offer', data: { type: 'offer', sdp: 'v=0 hers' } });
    const ringing = await screen.findByRole('dialog', { name: 'Incoming video call' });
    await user.click(within(ringing).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(signals()).toEqual([{ kind: 'answer', data: { type: 'answer', sdp: 'v=0 fake answer' } }]),
    );
    const [pc] = FakePeerConnection.made;
    expect(pc.remote).toEqual([{ type: 'offer', sdp: 'v=0 hers' }]);
    const call = await screen.findByRole('dialog', { name: 'Priya' });
    act(() => pc.connect());
    expect(await within(call).findByText('00:00')).toBeInTheDocument();

    // She closes the tab: the call ends on the server too, so neither stays busy.
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(requestsTo('POST', '/calls/call-1/end')).toHaveLength(1));
    expect(pc.closed).toBe(true);
  });
});
