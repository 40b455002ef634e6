import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PendingCode } from '../../../contract/schemas/pending-code';
import type { ApiResult } from '../../api/client';
import { getVerificationStatus } from '../../api/verification';
import { useStepSubmit } from '../../components/wizard-step';
import { i18n } from '../../lib/i18n/i18n';
import { useAsync } from '../../lib/use-async';
import { runCall, useCall } from '../../lib/use-call';

type CodeStep = 'email' | 'phone';

const STATUS_MESSAGES = {
  fallback: msg`Failed to fetch verification status.`,
  exception: msg`An error occurred while fetching verification status.`,
} as const;

interface Standing {
  verified: boolean;
  pending?: PendingCode;
}

/**
 * Where the step stands on the server: whether its contact is verified, and the code sent before a reload
 * that still works. A failed read is reported but does not block the step: the member can still verify.
 */
async function loadStanding(step: CodeStep, signal: AbortSignal): Promise<Standing> {
  const outcome = await runCall(
    getVerificationStatus,
    { fallback: i18n._(STATUS_MESSAGES.fallback), exception: i18n._(STATUS_MESSAGES.exception) },
    signal,
  );
  // Leaving the step leaves the load unfinished, as useAsync expects.
  if (!outcome.ok && outcome.aborted) throw new DOMException('The step was left.', 'AbortError');
  if (!outcome.ok) return { verified: false };
  const { contact, pendingCodes } = outcome.data;
  return step === 'email'
    ? { verified: contact.email === 'VERIFIED', pending: pendingCodes?.email }
    : { verified: contact.phoneNumber === 'VERIFIED', pending: pendingCodes?.phoneNumber };
}

/**
 * The calls of a code step (spec 2 and 8), for the email and the phone alike: where the step stands on
 * load, sending a code (which reveals the code entry and turns Send into Resend), and verifying it, which
 * completes the step. The step survives a reload: while a code sent before still works, the entry shows
 * again with the resend wait (`pending`), until a new code is sent here.
 *
 * @param step the email or the phone step
 * @param success the spec's success texts for sending and for verifying
 */
export function useOtpStep(step: CodeStep, success: { sent: string; verified: string }) {
  const { t } = useLingui();
  const standing = useAsync((signal) => loadStanding(step, signal), [step]);
  const sending = useCall();
  const verifying = useStepSubmit(step, {
    success: success.verified,
    fallback: t`Failed to verify OTP.`,
    exception: t`An error occurred while verifying OTP`,
  });
  const [sentHere, setSentHere] = useState(false);
  const known = standing.status === 'success' ? standing.data : undefined;
  const pending = sentHere ? undefined : known?.pending;

  function send(call: () => Promise<ApiResult<unknown>>) {
    return sending.run(
      call,
      { success: success.sent, fallback: t`Failed to send OTP.`, exception: t`An error occurred while sending OTP` },
      { onSuccess: () => setSentHere(true) },
    );
  }

  return {
    loading: standing.status === 'loading',
    verified: known?.verified ?? false,
    /** The code sent before a reload, while it works and no new one was sent here. */
    pending,
    otpSent: sentHere || pending !== undefined,
    sending: sending.busy,
    send,
    verifying: verifying.busy,
    verify: verifying.submit,
  };
}
