import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { onCallRequest } from '../../lib/call-requests';
import { useLiveEvent } from '../../lib/live-updates';
import { getMemberToken } from '../../lib/session';
import { CallEngine } from './call-engine';
import { CallScreen } from './call-screen';
import { IncomingCall } from './incoming-call';
import './call.css';

/**
 * Calls in the member area, whichever screen is open: rung on the member's live stream (the incoming-call
 * screen), started from a chat's header (lib/call-requests.ts), and the call screen while one goes on.
 */
export function CallHost() {
  // The layout outlives a login or logout; the location re-renders the host on each navigation.
  useLocation();
  const signedIn = getMemberToken() !== null;
  const [engine] = useState(() => new CallEngine());
  const view = useSyncExternalStore(engine.subscribe, engine.snapshot, engine.snapshot);
  useLiveEvent('call', (event) => engine.incoming(event), signedIn);
  useLiveEvent('call-state', (event) => engine.onState(event), signedIn);
  useLiveEvent('call-signal', (event) => void engine.onSignal(event), signedIn);
  useEffect(() => onCallRequest(({ channelId, video }) => void engine.call(channelId, video)), [engine]);
  // Closing or reloading the tab ends its call, instead of leaving both members busy on the server.
  useEffect(() => {
    const leave = () => engine.leave();
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [engine]);
  // Leaving the member area (signing out) hangs up.
  useEffect(() => () => void engine.hangUp(), [engine]);
  useEffect(() => {
    if (!signedIn) void engine.hangUp();
  }, [engine, signedIn]);

  if (view.phase === 'idle') return null;
  if (view.phase === 'incoming') return <IncomingCall view={view} engine={engine} />;
  return <CallScreen view={view} engine={engine} />;
}
