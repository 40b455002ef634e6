import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { planTurn, startTurn, type RunningTurn } from '../../server/process/turn-process';
import { words, type Person } from './support/api';
import type { Session } from './support/browser';
import { setUpJourney } from './support/journey';
import { logIn } from './support/member';
import { RESULTS_DIR } from './support/server';

/*
 * Two matched members call each other through a real coturn started here (relay only): the ring, Accept, video
 * both ways (frames decoded, from the browsers' own statistics), mute, end, the call's line in the chat, and
 * axe on the call screens. Then a voice call to a member who opens the app while it rings, whose every candidate
 * is checked: no host or server-reflexive one, and each side's chosen pair is relay to relay.
 */
const NAME = 'journey-11-calls';
const turnPlan = planTurn();
let turn: RunningTurn | undefined;
beforeAll(async () => {
  mkdirSync(RESULTS_DIR, { recursive: true });
  turn = await startTurn(turnPlan, join(RESULTS_DIR, `${NAME}.turn.log`));
});
afterAll(async () => {
  await turn?.stop();
});
const journey = setUpJourney(NAME, turnPlan.env);

const shared = { password: 'Call@2026ok', city: 'Shillong', country: 'India' } as const;

const LATA: Person = {
  ...shared,
  email: 'lata.kharkongor@example.com',
  firstName: 'Lata',
  lastName: 'Kharkongor',
  gender: 'FEMALE',
  dob: '02/14/1994',
  phone: '9855566677',
  pan: 'LATKH1234M',
  aboutMe: words(36, 'Shillong hills and music'),
  colour: { r: 180, g: 150, b: 200 },
};

const DAVID: Person = {
  ...shared,
  email: 'david.syiem@example.com',
  firstName: 'David',
  lastName: 'Syiem',
  gender: 'MALE',
  dob: '07/30/1992',
  phone: '9866677788',
  pan: 'DAVSY5678N',
  aboutMe: words(40, 'football and pine forests'),
  colour: { r: 120, g: 160, b: 190 },
};

interface MediaStats {
  connectionState: string;
  iceTransportPolicy: string;
  framesDecoded: number;
  localTypes: string[];
  remoteTypes: string[];
  selected: { local: string; remote: string } | null;
  audioSending: boolean | null;
  /** For a failure's report: how far the connection got. */
  detail: Record<string, unknown>;
}

/** Every RTCPeerConnection the page makes, kept where the journey can read its statistics. */
async function watchPeerConnections(session: Session): Promise<void> {
  await session.context.grantPermissions(['camera', 'microphone']);
  await session.context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as unknown as { e2ePeers: RTCPeerConnection[] }).e2ePeers = made;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push(this);
      }
    };
  });
}

/** The latest call's connection as the browser reports it. */
async function mediaStats(page: Page): Promise<MediaStats | null> {
  return page.evaluate(async () => {
    const made = (window as unknown as { e2ePeers?: RTCPeerConnection[] }).e2ePeers ?? [];
    const pc = made.at(-1);
    if (!pc) return null;
    const stats = await pc.getStats();
    let framesDecoded = 0;
    const localTypes: string[] = [];
    const remoteTypes: string[] = [];
    let pair: { local: string; remote: string } | null = null;
    let selectedPairId: string | null = null;
    stats.forEach((report: Record<string, unknown>) => {
      if (report.type === 'transport' && report.selectedCandidatePairId)
        selectedPairId = String(report.selectedCandidatePairId);
    });
    stats.forEach((report: Record<string, unknown>) => {
      if (report.type === 'inbound-rtp' && report.kind === 'video') framesDecoded += Number(report.framesDecoded ?? 0);
      if (report.type === 'local-candidate') localTypes.push(String(report.candidateType));
      if (report.type === 'remote-candidate') remoteTypes.push(String(report.candidateType));
      if (report.type === 'candidate-pair' && report.id === selectedPairId)
        pair = { local: String(report.localCandidateId), remote: String(report.remoteCandidateId) };
    });
    const chosen = pair as { local: string; remote: string } | null;
    const selected = chosen
      ? {
          local: String((stats.get(chosen.local) as { candidateType?: string } | undefined)?.candidateType),
          remote: String((stats.get(chosen.remote) as { candidateType?: string } | undefined)?.candidateType),
        }
      : null;
    const audio = pc.getSenders().find((sender) => sender.track?.kind === 'audio');
    const video: Record<string, unknown>[] = [];
    stats.forEach((report: Record<string, unknown>) => {
      if ((report.type === 'inbound-rtp' || report.type === 'outbound-rtp') && report.kind === 'video')
        video.push({
          type: report.type,
          bytes: report.bytesReceived ?? report.bytesSent,
          frames: report.framesReceived ?? report.framesEncoded,
        });
    });
    const detail = {
      peers: made.length,
      ice: pc.iceConnectionState,
      gathering: pc.iceGatheringState,
      signaling: pc.signalingState,
      receivers: pc
        .getReceivers()
        .map((receiver) => `${receiver.track.kind}:${receiver.track.readyState}:${receiver.track.muted}`),
      senders: pc
        .getSenders()
        .map((sender) => `${sender.track?.kind}:${sender.track?.readyState}:${sender.track?.enabled}`),
      video,
    };
    return {
      detail,
      connectionState: pc.connectionState,
      iceTransportPolicy: String(pc.getConfiguration().iceTransportPolicy),
      framesDecoded,
      localTypes,
      remoteTypes,
      selected,
      audioSending: audio?.track ? audio.track.enabled : null,
    };
  });
}

async function openChatWith(session: Session, name: string): Promise<void> {
  await session.page.goto('/app/messages');
  await session.page.getByRole('link', { name }).click();
  await session.page.waitForURL('**/app/chat/**');
  await session.page.getByRole('button', { name: 'Video call' }).waitFor();
}

const callScreen = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'End call' }) });

it('two matches call each other by video through the relay, mute, hang up, and find the call in their chat', async () => {
  const { api } = journey;
  const lataToken = await api.createMember(LATA, { publish: false });
  const lataId = await api.publish(LATA.firstName, LATA.lastName);
  const davidToken = await api.createMember(DAVID, { publish: false });
  const davidId = await api.publish(DAVID.firstName, DAVID.lastName);
  for (const [token, otherId] of [
    [lataToken, davidId],
    [davidToken, lataId],
  ]) {
    const feed = await api.call<{ profiles: { id: string }[] }>('GET', '/feed/home', { token });
    expect(feed.profiles.map((profile) => profile.id)).toContain(otherId);
    await api.call('PUT', '/matches/send', { token, json: { toProfileId: otherId, interested: true } });
  }

  const lata = await journey.open('lata');
  const david = await journey.open('david');
  await Promise.all([watchPeerConnections(lata), watchPeerConnections(david)]);
  await logIn(lata, LATA.email, LATA.password);
  await logIn(david, DAVID.email, DAVID.password);
  // Lata stays on Home; her live stream opens once the page has loaded.
  await lata.page.waitForTimeout(1500);

  await openChatWith(david, 'Lata Kharkongor');
  await david.page.getByRole('button', { name: 'Video call' }).click();
  await callScreen(david.page).getByText('Calling...', { exact: false }).waitFor();

  const incoming = lata.page.getByRole('dialog', { name: 'Incoming video call' });
  await incoming.getByText('David is calling you').waitFor({ timeout: 10_000 });
  await lata.checkpoint('incoming-call');
  await incoming.getByRole('button', { name: 'Silence' }).click();
  const accepted = Date.now();
  await incoming.getByRole('button', { name: 'Accept' }).click();

  // Video flows both ways: each browser decodes the other's frames, over the relay alone.
  for (const session of [lata, david]) {
    await expect
      .poll(async () => (await mediaStats(session.page))?.framesDecoded ?? 0, { timeout: 20_000, interval: 250 })
      .toBeGreaterThan(10)
      .catch(async (error: unknown) => {
        // How far each side got, for whoever reads the failure.
        for (const who of [lata, david]) console.log(who.who, JSON.stringify(await mediaStats(who.page)));
        throw error;
      });
  }
  console.log(`[${NAME}] Accept to video decoded on both sides: ${Date.now() - accepted} ms`);
  for (const session of [lata, david]) {
    const stats = await mediaStats(session.page);
    expect(stats?.connectionState).toBe('connected');
    expect(stats?.iceTransportPolicy).toBe('relay');
    expect(stats?.selected).toEqual({ local: 'relay', remote: 'relay' });
  }
  await callScreen(david.page).getByText('Connection:', { exact: false }).waitFor({ timeout: 10_000 });
  await callScreen(david.page).locator('time').waitFor();
  await david.checkpoint('call-screen');
  await lata.checkpoint('call-screen');

  // David mutes: his microphone stops sending; the button says how to undo it.
  await callScreen(david.page).getByRole('button', { name: 'Mute' }).click();
  await expect.poll(async () => (await mediaStats(david.page))?.audioSending).toBe(false);
  expect(await callScreen(david.page).getByRole('button', { name: 'Unmute' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  await david.page.waitForTimeout(1500);

  // Lata hangs up: David's screen says so, and both chats show the call with its length.
  await callScreen(lata.page).getByRole('button', { name: 'End call' }).click();
  await david.page.getByRole('dialog').getByText('Call ended', { exact: false }).waitFor();
  await david.page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  const line = /^Video call, \d+ (s|min)/;
  await david.page.locator('[data-kind="call"]').filter({ hasText: line }).waitFor();
  await openChatWith(lata, 'David Syiem');
  await lata.page.locator('[data-kind="call"]').filter({ hasText: line }).waitFor();
  await lata.checkpoint('chat-with-call-line');
});

it('a voice call to a member who opens the app while it rings uses relay candidates only: no host or server-reflexive address is ever tried', async () => {
  const lata = await journey.open('lata-again');
  const david = await journey.open('david-again');
  await Promise.all([watchPeerConnections(lata), watchPeerConnections(david)]);
  await logIn(lata, LATA.email, LATA.password);

  await openChatWith(lata, 'David Syiem');
  await lata.page.getByRole('button', { name: 'Voice call' }).click();
  await callScreen(lata.page).getByText('Calling...', { exact: false }).waitFor();
  // David had no tab open when it began to ring: the app he opens now rings, with the offer made before.
  await logIn(david, DAVID.email, DAVID.password);
  const incoming = david.page.getByRole('dialog', { name: 'Incoming voice call' });
  await incoming.getByRole('button', { name: 'Accept' }).click({ timeout: 10_000 });
  for (const session of [lata, david]) {
    await expect
      .poll(async () => (await mediaStats(session.page))?.connectionState, { timeout: 20_000 })
      .toBe('connected');
  }
  // Candidates trickle until gathering ends; read them once the connection settled.
  await lata.page.waitForTimeout(1500);
  for (const session of [lata, david]) {
    const stats = await mediaStats(session.page);
    expect(stats?.localTypes.length).toBeGreaterThan(0);
    expect(new Set(stats?.localTypes)).toEqual(new Set(['relay']));
    for (const type of ['host', 'srflx']) expect(stats?.remoteTypes).not.toContain(type);
    expect(stats?.remoteTypes).toContain('relay');
    expect(stats?.selected).toEqual({ local: 'relay', remote: 'relay' });
  }
  await callScreen(david.page).getByRole('button', { name: 'End call' }).click();
  await lata.page
    .locator('[data-kind="call"]')
    .filter({ hasText: /^Voice call, \d+ (s|min)/ })
    .waitFor();
});
