import { sharePhone } from '../../api/privacy';
import { ButtonSpinner } from '../../components/button-spinner';
import { useCall } from '../../lib/use-call';
import type { ChatPhone } from './use-chat-history';
import { PHONE_SHARE_TEXTS } from './messages';

interface PhoneShareProps {
  channelId: string;
  phone: ChatPhone;
  onChanged: (sharing: boolean) => void;
}

/**
 * My number on my terms, in the chat header: the other member's number when they shared it with me, and
 * one button to share my verified number with this match only, or to withdraw it.
 */
export function PhoneShare({ channelId, phone, onChanged }: PhoneShareProps) {
  const call = useCall();

  async function toggle() {
    const share = !phone.sharingMine;
    await call.run(
      () => sharePhone({ channelId, share }),
      { success: share ? PHONE_SHARE_TEXTS.shared : PHONE_SHARE_TEXTS.withdrawn, ...PHONE_SHARE_TEXTS.failed },
      { onSuccess: () => onChanged(share) },
    );
  }

  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <div className="small">
        {phone.sharedPhone && (
          <div className="fw-semibold">
            <a href={`tel:${phone.sharedPhone.replace(/\s/g, '')}`}>{PHONE_SHARE_TEXTS.theirs(phone.sharedPhone)}</a>
          </div>
        )}
        <div className="text-body-secondary">
          {phone.sharingMine ? PHONE_SHARE_TEXTS.mineShared : PHONE_SHARE_TEXTS.hint}
        </div>
      </div>
      <button
        type="button"
        className={`btn btn-sm ${phone.sharingMine ? 'btn-outline-secondary' : 'btn-outline-primary'}`}
        disabled={call.busy}
        onClick={toggle}
      >
        {call.busy && <ButtonSpinner />}
        {phone.sharingMine ? PHONE_SHARE_TEXTS.withdraw : PHONE_SHARE_TEXTS.share}
      </button>
    </div>
  );
}
