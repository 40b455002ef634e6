/*
 * How a screen asks for a call (the chat header's Voice call and Video call buttons) without knowing the call
 * screens: the member area's call host listens here and runs the call. One listener at a time: the host.
 */

export interface CallRequest {
  channelId: string;
  video: boolean;
}

type Listener = (request: CallRequest) => void;
let listener: Listener | null = null;

/** Asks the call host to ring the match of a chat; answers false when no host is mounted (signed out). */
export function requestCall(request: CallRequest): boolean {
  if (!listener) return false;
  listener(request);
  return true;
}

/** The call host takes requests; answers the function that stops. */
export function onCallRequest(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}
