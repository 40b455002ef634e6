import { useLingui } from '@lingui/react';
import { Button, Card } from 'react-bootstrap';
import { getPrivacy, savePrivacy } from '../../api/privacy';
import { ButtonSpinner } from '../../components/button-spinner';
import { useAsync } from '../../lib/use-async';
import { useCall } from '../../lib/use-call';
import { PAUSED_MESSAGES } from './messages';

/**
 * Whether the member paused their profile (privacy `hidden`): read alongside Home's own checks. A failed
 * read counts as not paused, so Home still shows its suggestions.
 */
export function usePaused() {
  const privacy = useAsync(async (signal) => {
    const result = await getPrivacy(signal).catch(() => null);
    return result?.ok ? result.data.hidden : false;
  }, []);
  return privacy;
}

/** Home while paused: what the pause does, and one tap to resume. */
export function PausedCard({ onResumed }: { onResumed: () => void }) {
  // Re-renders the card when the member changes language.
  useLingui();
  const resuming = useCall();

  async function resume() {
    await resuming.run(
      () => savePrivacy({ hidden: false }),
      { success: PAUSED_MESSAGES.resumed, fallback: PAUSED_MESSAGES.fallback, exception: PAUSED_MESSAGES.exception },
      { onSuccess: onResumed },
    );
  }

  return (
    <Card as="section" aria-labelledby="paused-title" className="shadow-sm mx-auto" style={{ maxWidth: 560 }}>
      <Card.Body>
        <h1 id="paused-title" className="h4">
          {PAUSED_MESSAGES.title}
        </h1>
        <p>{PAUSED_MESSAGES.body}</p>
        <Button variant="primary" disabled={resuming.busy} onClick={resume}>
          {resuming.busy && <ButtonSpinner />}
          {resuming.busy ? PAUSED_MESSAGES.resuming : PAUSED_MESSAGES.resume}
        </Button>
      </Card.Body>
    </Card>
  );
}
