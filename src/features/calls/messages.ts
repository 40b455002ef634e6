import { t } from '@lingui/core/macro';

/** What the call screens say (calls between matches: an addition to the spec), read in the language of the moment. */
export const CALL_TEXTS = {
  get voiceCall() {
    return t`Voice call`;
  },
  get videoCall() {
    return t`Video call`;
  },
  get incomingVoice() {
    return t`Incoming voice call`;
  },
  get incomingVideo() {
    return t`Incoming video call`;
  },
  isCalling: (name: string) => t`${name} is calling you`,
  get yourMatch() {
    return t`Your match`;
  },
  get accept() {
    return t`Accept`;
  },
  get decline() {
    return t`Decline`;
  },
  get silence() {
    return t`Silence`;
  },
  get silenced() {
    return t`Ring silenced`;
  },
  get calling() {
    return t`Calling...`;
  },
  get connecting() {
    return t`Connecting...`;
  },
  get mute() {
    return t`Mute`;
  },
  get unmute() {
    return t`Unmute`;
  },
  get cameraOff() {
    return t`Camera off`;
  },
  get cameraOn() {
    return t`Camera on`;
  },
  get switchCamera() {
    return t`Switch camera`;
  },
  get end() {
    return t`End call`;
  },
  get close() {
    return t`Close`;
  },
  get elapsed() {
    return t`Call time`;
  },
  quality: {
    get good() {
      return t`Connection: good`;
    },
    get fair() {
      return t`Connection: fair`;
    },
    get poor() {
      return t`Connection: poor`;
    },
  },
  get you() {
    return t`You`;
  },
  get neverRecorded() {
    return t`Calls are never recorded.`;
  },
  get ended() {
    return t`Call ended`;
  },
  get declined() {
    return t`The call was declined.`;
  },
  get missed() {
    return t`No answer.`;
  },
  get failed() {
    return t`The call could not connect. Please check your internet connection and try again.`;
  },
  get startFallback() {
    return t`Sorry, we could not start the call.`;
  },
  get answerFallback() {
    return t`Sorry, we could not answer the call.`;
  },
  get exception() {
    return t`An error occurred while connecting the call.`;
  },
};

/** Why the camera or microphone could not be used, and what the member can do about it. */
export const MEDIA_ERROR_TEXTS = {
  blocked: (video: boolean) =>
    video
      ? t`Camera and microphone access is blocked. Allow it for this site in your browser's settings (the icon at the start of the address bar), then call again.`
      : t`Microphone access is blocked. Allow it for this site in your browser's settings (the icon at the start of the address bar), then call again.`,
  missing: (video: boolean) =>
    video
      ? t`No camera or microphone was found. Connect one, or make a voice call instead.`
      : t`No microphone was found. Connect one and try again.`,
  get busy() {
    return t`Your camera or microphone is being used by another app. Close that app and try again.`;
  },
  get unsupported() {
    return t`This browser cannot make calls here. Please use an up-to-date browser on a secure (https) connection.`;
  },
};
