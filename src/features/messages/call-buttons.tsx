import { requestCall } from '../../lib/call-requests';
import { notifyError } from '../../lib/notify';
import { CALL_LINE_TEXTS } from './messages';

/** The chat header's Voice call and Video call buttons: the member area's call host rings the match. */
export function CallButtons({ channelId }: { channelId: string }) {
  function call(video: boolean) {
    if (!requestCall({ channelId, video })) notifyError(CALL_LINE_TEXTS.unavailable);
  }
  return (
    <div className="d-flex gap-2" role="group" aria-label={CALL_LINE_TEXTS.buttons}>
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => call(false)}>
        {CALL_LINE_TEXTS.voiceButton}
      </button>
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => call(true)}>
        {CALL_LINE_TEXTS.videoButton}
      </button>
    </div>
  );
}
