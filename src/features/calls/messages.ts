/** What the call screens say (calls between matches: an addition to the spec). */
export const CALL_TEXTS = {
  voiceCall: 'Voice call',
  videoCall: 'Video call',
  incomingVoice: 'Incoming voice call',
  incomingVideo: 'Incoming video call',
  isCalling: (name: string) => `${name} is calling you`,
  yourMatch: 'Your match',
  accept: 'Accept',
  decline: 'Decline',
  silence: 'Silence',
  silenced: 'Ring silenced',
  calling: 'Calling...',
  connecting: 'Connecting...',
  mute: 'Mute',
  unmute: 'Unmute',
  cameraOff: 'Camera off',
  cameraOn: 'Camera on',
  switchCamera: 'Switch camera',
  end: 'End call',
  close: 'Close',
  elapsed: 'Call time',
  quality: { good: 'Connection: good', fair: 'Connection: fair', poor: 'Connection: poor' },
  you: 'You',
  neverRecorded: 'Calls are never recorded.',
  ended: 'Call ended',
  declined: 'The call was declined.',
  missed: 'No answer.',
  failed: 'The call could not connect. Please check your internet connection and try again.',
  startFallback: 'Sorry, we could not start the call.',
  answerFallback: 'Sorry, we could not answer the call.',
  exception: 'An error occurred while connecting the call.',
} as const;

/** Why the camera or microphone could not be used, and what the member can do about it. */
export const MEDIA_ERROR_TEXTS = {
  blocked: (video: boolean) =>
    `${video ? 'Camera and microphone' : 'Microphone'} access is blocked. Allow it for this site in your browser's settings (the icon at the start of the address bar), then call again.`,
  missing: (video: boolean) =>
    video
      ? 'No camera or microphone was found. Connect one, or make a voice call instead.'
      : 'No microphone was found. Connect one and try again.',
  busy: 'Your camera or microphone is being used by another app. Close that app and try again.',
  unsupported: 'This browser cannot make calls here. Please use an up-to-date browser on a secure (https) connection.',
} as const;
