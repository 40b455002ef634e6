import type { CallConnection, CallEvent, CallSignalEvent, CallStateEvent } from '../../../contract/schemas/calls';
import { answerCall, declineCall, endCall, sendCallSignal, startCall } from '../../api/calls';
import type { ApiResult } from '../../api/client';
import { CallMediaError, hasSeveralCameras, openMedia, stopMedia } from './media';
import { CALL_TEXTS } from './messages';
import { measureQuality, type CallQuality } from './quality';

/*
 * One call in this tab: the media, the peer connection and what the call screens show. The server rings and
 * carries the signalling (contract/schemas/calls.ts); the media goes between the two browsers, through the TURN
 * relay alone when the server names one (iceTransportPolicy 'relay'), so neither learns the other's address.
 */

export type CallPhase = 'idle' | 'incoming' | 'outgoing' | 'connecting' | 'connected' | 'ended';

export interface CallView {
  phase: CallPhase;
  callId: string | null;
  channelId: string | null;
  video: boolean;
  /** The other member's first name, when known. */
  peerName: string | null;
  muted: boolean;
  cameraOff: boolean;
  canSwitchCamera: boolean;
  /** When media started to flow (epoch ms), for the elapsed time. */
  connectedAt: number | null;
  quality: CallQuality | null;
  /** Why the call ended or could not start, for the member. */
  notice: string | null;
  /** A starting or answering request is on its way. */
  busy: boolean;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
}

const IDLE: CallView = {
  phase: 'idle',
  callId: null,
  channelId: null,
  video: false,
  peerName: null,
  muted: false,
  cameraOff: false,
  canSwitchCamera: false,
  connectedAt: null,
  quality: null,
  notice: null,
  busy: false,
  localStream: null,
  remoteStream: null,
};

/** How often the connection's quality is read while connected. */
const QUALITY_EVERY_MS = 2000;
/** How long the ended screen stays before it closes by itself. */
const ENDED_SCREEN_MS = 4000;
/** A call answered but still not connected after this long has failed (the other side went, or no route). */
const CONNECT_WITHIN_MS = 30_000;

function failureText(result: ApiResult<unknown>, fallback: string): string {
  return result.ok ? fallback : (result.errorMessage ?? fallback);
}

export class CallEngine {
  private view: CallView = IDLE;
  private readonly watchers = new Set<() => void>();
  private pc: RTCPeerConnection | null = null;
  /** Signals that came before the connection could take them (the offer while it rings, early candidates). */
  private pending: CallSignalEvent[] = [];
  private remoteSet = false;
  private facing: 'user' | 'environment' = 'user';
  private qualityTimer: ReturnType<typeof setInterval> | null = null;
  private endedTimer: ReturnType<typeof setTimeout> | null = null;
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  /** Whether this tab answers or answered (another tab of the same member may have). */
  private answeredHere = false;

  subscribe = (watcher: () => void): (() => void) => {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  };

  snapshot = (): CallView => this.view;

  /** The phase as it is now (after an await, whatever a check before it said). */
  private phaseNow(): CallPhase {
    return this.view.phase;
  }

  private set(next: Partial<CallView>): void {
    this.view = { ...this.view, ...next };
    for (const watcher of [...this.watchers]) watcher();
  }

  /** The chat header's call button: media first (so a refusal is explained before anyone is rung), then ring. */
  async call(channelId: string, video: boolean): Promise<void> {
    if (this.view.phase !== 'idle' && this.view.phase !== 'ended') return;
    this.reset();
    this.set({ ...IDLE, phase: 'outgoing', channelId, video, busy: true });
    let local: MediaStream;
    try {
      local = await openMedia(video);
    } catch (error) {
      this.finish(error instanceof CallMediaError ? error.message : CALL_TEXTS.exception);
      return;
    }
    this.set({ localStream: local });
    let result: Awaited<ReturnType<typeof startCall>>;
    try {
      result = await startCall({ channelId, video });
    } catch {
      this.finish(CALL_TEXTS.exception);
      return;
    }
    if (!result.ok) {
      this.finish(failureText(result, CALL_TEXTS.startFallback));
      return;
    }
    const { callId, to } = result.data;
    // Hung up while the call was being placed: it ends at once.
    if (this.phaseNow() !== 'outgoing') {
      await endCall(callId).catch(() => undefined);
      return;
    }
    this.set({ callId, peerName: to.firstName, busy: false });
    void this.offerCameras();
    const pc = this.connect(result.data, local);
    try {
      const offer = await pc.createOffer();
      await pc.setLocalDescription(offer);
      await sendCallSignal(callId, 'offer', { type: offer.type, sdp: offer.sdp });
    } catch {
      await this.hangUp(CALL_TEXTS.failed);
    }
  }

  /** The member's stream rang: shown unless this tab is already on a call or the ring is over. */
  incoming(event: CallEvent): void {
    if (this.view.phase !== 'idle' && this.view.phase !== 'ended') return;
    if (event.ringsUntil <= Date.now()) return;
    this.reset();
    this.set({
      ...IDLE,
      phase: 'incoming',
      callId: event.callId,
      channelId: event.channelId,
      video: event.video,
      peerName: event.from.firstName,
    });
  }

  async accept(): Promise<void> {
    const { callId, video, phase } = this.view;
    if (phase !== 'incoming' || !callId) return;
    this.set({ busy: true });
    let local: MediaStream;
    try {
      local = await openMedia(video);
    } catch (error) {
      // Without a microphone the call cannot go on: the caller hears it was declined.
      await declineCall(callId).catch(() => undefined);
      this.finish(error instanceof CallMediaError ? error.message : CALL_TEXTS.exception);
      return;
    }
    // Set before the request: the server's word that the call is answered may come on the stream before its answer.
    this.answeredHere = true;
    let result: ApiResult<CallConnection>;
    try {
      result = await answerCall(callId);
    } catch {
      stopMedia(local);
      this.finish(CALL_TEXTS.exception);
      return;
    }
    if (!result.ok) {
      stopMedia(local);
      this.finish(failureText(result, CALL_TEXTS.answerFallback));
      return;
    }
    // The caller hung up while this side was answering: nothing to connect to.
    if (this.view.callId !== callId || this.phaseNow() !== 'incoming') {
      stopMedia(local);
      await endCall(callId).catch(() => undefined);
      return;
    }
    this.set({ localStream: local, phase: 'connecting', busy: false });
    this.expectConnection();
    void this.offerCameras();
    this.connect(result.data, local);
    await this.flushPending();
  }

  async decline(): Promise<void> {
    const { callId, phase } = this.view;
    if (phase !== 'incoming' || !callId) return;
    this.reset();
    this.set(IDLE);
    await declineCall(callId).catch(() => undefined);
  }

  /** Hangs up (the End button, a block from the call screen, a connection that failed). */
  async hangUp(notice: string = CALL_TEXTS.ended): Promise<void> {
    const { callId, phase } = this.view;
    if (phase === 'idle' || phase === 'ended') return;
    this.finish(notice);
    if (callId) await endCall(callId).catch(() => undefined);
  }

  /** The tab is going away (closed, reloaded, navigated off the app): the call ends with it, on both sides. */
  leave(): void {
    const { callId, phase } = this.view;
    if (!callId || phase === 'idle' || phase === 'ended') return;
    // A ring this tab only showed is left ringing for the member's other tabs.
    if (phase === 'incoming') return;
    void endCall(callId, true).catch(() => undefined);
    this.reset();
    this.set(IDLE);
  }

  /** Closes the ended screen. */
  dismiss(): void {
    if (this.view.phase !== 'ended') return;
    this.reset();
    this.set(IDLE);
  }

  toggleMute(): void {
    const muted = !this.view.muted;
    for (const track of this.view.localStream?.getAudioTracks() ?? []) track.enabled = !muted;
    this.set({ muted });
  }

  toggleCamera(): void {
    const cameraOff = !this.view.cameraOff;
    for (const track of this.view.localStream?.getVideoTracks() ?? []) track.enabled = !cameraOff;
    this.set({ cameraOff });
  }

  /** A phone's front and back cameras: the new camera's track replaces the old one in the call. */
  async switchCamera(): Promise<void> {
    const local = this.view.localStream;
    const old = local?.getVideoTracks()[0];
    if (!local || !old) return;
    const facing = this.facing === 'user' ? 'environment' : 'user';
    let fresh: MediaStreamTrack | undefined;
    try {
      old.stop();
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { exact: facing } } });
      fresh = stream.getVideoTracks()[0];
    } catch {
      return;
    }
    if (!fresh) return;
    this.facing = facing;
    fresh.enabled = !this.view.cameraOff;
    local.removeTrack(old);
    local.addTrack(fresh);
    const sender = this.pc?.getSenders().find((s) => s.track === old || s.track?.kind === 'video');
    await sender?.replaceTrack(fresh);
    this.set({ localStream: new MediaStream(local.getTracks()) });
  }

  /** The server's word on the call: answered (maybe in another tab), declined, missed or ended. */
  onState(event: CallStateEvent): void {
    if (event.callId !== this.view.callId) return;
    const { phase } = this.view;
    if (event.state === 'active') {
      if (phase === 'outgoing') {
        this.set({ phase: 'connecting' });
        this.expectConnection();
      }
      // Answered in another tab of this member: this one stops ringing.
      else if (phase === 'incoming' && !this.answeredHere) this.dismissQuietly();
      return;
    }
    if (phase === 'idle' || phase === 'ended') return;
    if (event.state === 'declined') this.finish(CALL_TEXTS.declined);
    else if (event.state === 'missed') this.finish(phase === 'incoming' ? null : CALL_TEXTS.missed);
    else if (event.state === 'ended') this.finish(phase === 'incoming' ? null : CALL_TEXTS.ended);
  }

  async onSignal(event: CallSignalEvent): Promise<void> {
    if (event.callId !== this.view.callId) return;
    this.pending.push(event);
    await this.flushPending();
  }

  private async flushPending(): Promise<void> {
    const pc = this.pc;
    if (!pc) return;
    while (this.pending.length > 0 && this.pc === pc) {
      if (this.pending[0].kind === 'candidate' && !this.remoteSet) {
        // Candidates wait for the description they belong to, which goes first once it is here.
        const description = this.pending.findIndex((signal) => signal.kind !== 'candidate');
        if (description < 0) return;
        this.pending.unshift(...this.pending.splice(description, 1));
      }
      await this.take(pc, this.pending.shift() as CallSignalEvent);
    }
  }

  private async take(pc: RTCPeerConnection, signal: CallSignalEvent): Promise<void> {
    try {
      if (signal.kind === 'candidate') {
        await pc.addIceCandidate(signal.data as RTCIceCandidateInit);
        return;
      }
      await pc.setRemoteDescription(signal.data as RTCSessionDescriptionInit);
      this.remoteSet = true;
      if (signal.kind === 'offer' && this.view.callId) {
        const answer = await pc.createAnswer();
        await pc.setLocalDescription(answer);
        await sendCallSignal(this.view.callId, 'answer', { type: answer.type, sdp: answer.sdp });
      }
    } catch {
      // A candidate the connection cannot use is skipped; a failed description shows as a failed connection.
    }
  }

  private connect(connection: CallConnection, local: MediaStream): RTCPeerConnection {
    const pc = new RTCPeerConnection({
      iceServers: connection.iceServers,
      iceTransportPolicy: connection.iceTransportPolicy,
    });
    this.pc = pc;
    for (const track of local.getTracks()) pc.addTrack(track, local);
    const remote = new MediaStream();
    this.set({ remoteStream: remote });
    pc.ontrack = (event) => {
      remote.addTrack(event.track);
      this.set({ remoteStream: new MediaStream(remote.getTracks()) });
    };
    pc.onicecandidate = (event) => {
      const callId = this.view.callId;
      if (event.candidate && callId)
        void sendCallSignal(callId, 'candidate', event.candidate.toJSON()).catch(() => undefined);
    };
    pc.onconnectionstatechange = () => {
      if (this.pc !== pc) return;
      if (pc.connectionState === 'connected' && this.view.phase !== 'connected') {
        this.set({ phase: 'connected', connectedAt: this.view.connectedAt ?? Date.now() });
        this.watchQuality(pc);
      }
      if (pc.connectionState === 'failed') void this.hangUp(CALL_TEXTS.failed);
    };
    return pc;
  }

  /** Answered: the media must flow soon, or the call has failed (the other side went, or no route). */
  private expectConnection(): void {
    if (this.connectTimer) clearTimeout(this.connectTimer);
    this.connectTimer = setTimeout(() => {
      if (this.view.phase === 'connecting') void this.hangUp(CALL_TEXTS.failed);
    }, CONNECT_WITHIN_MS);
  }

  private watchQuality(pc: RTCPeerConnection): void {
    if (this.qualityTimer) clearInterval(this.qualityTimer);
    let previous: Awaited<ReturnType<typeof measureQuality>> | null = null;
    this.qualityTimer = setInterval(() => {
      void measureQuality(pc, previous).then((reading) => {
        previous = reading;
        if (this.pc === pc && reading.quality) this.set({ quality: reading.quality });
      });
    }, QUALITY_EVERY_MS);
  }

  private async offerCameras(): Promise<void> {
    if (this.view.video) this.set({ canSwitchCamera: await hasSeveralCameras() });
  }

  /** Stops everything and shows the ended screen with a notice (none: straight back to idle). */
  private finish(notice: string | null): void {
    const keep = { callId: this.view.callId, video: this.view.video, peerName: this.view.peerName };
    this.reset();
    if (notice === null) {
      this.set(IDLE);
      return;
    }
    this.set({ ...IDLE, ...keep, phase: 'ended', notice });
    this.endedTimer = setTimeout(() => this.dismiss(), ENDED_SCREEN_MS);
  }

  private dismissQuietly(): void {
    this.reset();
    this.set(IDLE);
  }

  private reset(): void {
    if (this.qualityTimer) clearInterval(this.qualityTimer);
    if (this.endedTimer) clearTimeout(this.endedTimer);
    if (this.connectTimer) clearTimeout(this.connectTimer);
    this.qualityTimer = null;
    this.endedTimer = null;
    this.connectTimer = null;
    this.pc?.close();
    this.pc = null;
    this.pending = [];
    this.remoteSet = false;
    this.answeredHere = false;
    this.facing = 'user';
    stopMedia(this.view.localStream);
  }
}
