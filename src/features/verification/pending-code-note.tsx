import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { PendingCode } from '../../../contract/schemas/pending-code';

interface PendingCodeNoteProps {
  code: PendingCode;
}

/**
 * A code step that survives a reload: the code sent before is still good, so its entry shows again, and the
 * member reads how long until another code may be sent (counting down to now).
 */
export function PendingCodeNote({ code }: PendingCodeNoteProps) {
  const { t } = useLingui();
  const [wait, setWait] = useState(code.resendInSeconds);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  return (
    <p className="alert alert-info mt-3 mb-0" role="status">
      {t`We sent you a code a few minutes ago and it still works: enter it below.`}{' '}
      {wait > 0
        ? t`You can ask for a new code in ${wait} seconds.`
        : t`If it has not arrived, you can ask for a new code now.`}
    </p>
  );
}
