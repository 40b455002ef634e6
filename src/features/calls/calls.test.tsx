import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventStream } from '../../../tests/mocks/event-stream';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';

/** The browser's camera and microphone, as the member's answer to the permission prompt leaves them. */
function mediaDevices(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(getUserMedia), enumerateDevices: vi.fn(async () => []) },
  });
}

function liveStream() {
  const stream = createEventStream();
  server.use(route('get', '/events', 'member', ({ request }) => stream.respond(request)));
  return stream;
}

const ring = {
  callId: 'call-9',
  from: { profileId: 'profile-2', firstName: 'Priya' },
  video: true,
  channelId: 'channel-1',
};

describe('calls', { timeout: 15_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('../messages/chat-page')]);
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('offers voice and video calls in the chat header and explains a blocked camera without ringing anyone', async () => {
    mediaDevices(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const user = userEvent.setup();
    renderRoute('/app/chat/channel-1', { member: true });
    await screen.findByText('Message number 45');
    await user.click(screen.getByRole('button', { name: 'Video call' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        "Camera and microphone access is blocked. Allow it for this site in your browser's settings (the icon at the start of the address bar), then call again.",
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(requestsTo('POST', '/calls')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('explains a missing microphone for a voice call', async () => {
    mediaDevices(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    const user = userEvent.setup();
    renderRoute('/app/chat/channel-1', { member: true });
    await screen.findByText('Message number 45');
    await user.click(screen.getByRole('button', { name: 'Voice call' }));
    expect(
      await screen.findByText('No microphone was found. Connect one and try again.', { exact: false }),
    ).toBeInTheDocument();
  });

  it('rings with Accept, Decline and Silence, and declining tells the server', async () => {
    const stream = liveStream();
    const user = userEvent.setup();
    renderRoute('/app/home', { member: true });
    await waitFor(() => expect(stream.opened.length).toBeGreaterThan(0));
    stream.send('call', { ...ring, ringsUntil: Date.now() + 45_000 });
    const dialog = await screen.findByRole('dialog', { name: 'Incoming video call' });
    expect(within(dialog).getByText('Priya is calling you')).toBeInTheDocument();
    expect(within(dialog).getByText('Calls are never recorded.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Silence' }));
    expect(within(dialog).getByRole('button', { name: 'Ring silenced' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(requestsTo('POST', '/calls/call-9/decline')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ignores a ring replayed after it ran out, and stops ringing when the caller hangs up', async () => {
    const stream = liveStream();
    renderRoute('/app/home', { member: true });
    await waitFor(() => expect(stream.opened.length).toBeGreaterThan(0));
    stream.send('call', { ...ring, callId: 'old', ringsUntil: Date.now() - 1000 });
    stream.send('call', { ...ring, video: false, ringsUntil: Date.now() + 45_000 });
    expect(await screen.findByRole('dialog', { name: 'Incoming voice call' })).toBeInTheDocument();
    stream.send('call-state', { callId: 'call-9', state: 'ended' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('declines and explains when the member accepts but the microphone is blocked', async () => {
    mediaDevices(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const stream = liveStream();
    const user = userEvent.setup();
    renderRoute('/app/home', { member: true });
    await waitFor(() => expect(stream.opened.length).toBeGreaterThan(0));
    stream.send('call', { ...ring, video: false, ringsUntil: Date.now() + 45_000 });
    const dialog = await screen.findByRole('dialog', { name: 'Incoming voice call' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(/Microphone access is blocked/)).toBeInTheDocument();
    expect(requestsTo('POST', '/calls/call-9/decline')).toHaveLength(1);
    expect(requestsTo('POST', '/calls/call-9/answer')).toHaveLength(0);
  });

  it("shows the server's reason when a call cannot start", async () => {
    // jsdom has no media: a stream without tracks stands for the microphone.
    const silent = { getTracks: () => [], getAudioTracks: () => [], getVideoTracks: () => [] };
    mediaDevices(async () => silent as unknown as MediaStream);
    server.use(
      route('post', '/calls', 'member', () => fail(409, 'One of you is already on a call. Please try again later.')),
    );
    const user = userEvent.setup();
    renderRoute('/app/chat/channel-1', { member: true });
    await screen.findByText('Message number 45');
    await user.click(screen.getByRole('button', { name: 'Voice call' }));
    expect(await screen.findByText(/One of you is already on a call\. Please try again later\./)).toBeInTheDocument();
    expect(requestsTo('POST', '/calls')[0].json).toEqual({ channelId: 'channel-1', video: false });
  });

  it('shows calls as lines of the chat', async () => {
    const now = Date.now();
    server.use(
      route('get', '/calls', 'member', ({ request }) => {
        expect(new URL(request.url).searchParams.get('channelId')).toBe('channel-1');
        return ok({
          calls: [
            { id: 'c2', video: false, fromMe: false, state: 'missed', createdAt: now - 1000, durationMs: null },
            { id: 'c1', video: true, fromMe: true, state: 'ended', createdAt: now - 60_000, durationMs: 4 * 60_000 },
          ],
        });
      }),
    );
    renderRoute('/app/chat/channel-1', { member: true });
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(await within(list).findByText('Video call, 4 min', { exact: false })).toBeInTheDocument();
    expect(within(list).getByText('Missed voice call', { exact: false })).toBeInTheDocument();
  });
});
