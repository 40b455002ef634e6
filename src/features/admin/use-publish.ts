import { useRef, useState } from 'react';
import { verifyProfile } from '../../api/profile';
import { VERIFY_FAILURE, VERIFY_SUCCESS } from './messages';

/**
 * Spec 4 and 8: GET /profile/verify?id= publishes a profile; 200 alerts
 * 'Profile Published' and marks the row published, anything else (a network
 * error too) alerts the failure text and leaves the row as it was.
 */
export function usePublish() {
  const [published, setPublished] = useState<ReadonlySet<string>>(() => new Set());
  const [verifying, setVerifying] = useState<ReadonlySet<string>>(() => new Set());
  // A second click can arrive before the disabled button renders: the ref makes it a no-op.
  const inFlight = useRef(new Set<string>());

  function mark(setter: typeof setVerifying, id: string, on: boolean) {
    setter((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function publish(id: string) {
    if (inFlight.current.has(id)) return;
    inFlight.current.add(id);
    mark(setVerifying, id, true);
    let ok = false;
    try {
      ok = (await verifyProfile(id)).ok;
    } catch (error) {
      console.error(error);
    }
    inFlight.current.delete(id);
    mark(setVerifying, id, false);
    if (ok) mark(setPublished, id, true);
    window.alert(ok ? VERIFY_SUCCESS : VERIFY_FAILURE);
  }

  return { published, verifying, publish };
}
