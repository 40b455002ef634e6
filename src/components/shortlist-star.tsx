import { useState } from 'react';
import { addToShortlist, removeFromShortlist } from '../api/search';
import { useCall } from '../lib/use-call';
import { ButtonSpinner } from './button-spinner';

export const SHORTLIST_STAR_MESSAGES = {
  star: {
    success: 'Added to your shortlist.',
    fallback: 'Failed to update your shortlist',
    exception: 'An error occurred while updating your shortlist',
  },
  unstar: {
    success: 'Removed from your shortlist.',
    fallback: 'Failed to update your shortlist',
    exception: 'An error occurred while updating your shortlist',
  },
} as const;

/**
 * The shortlist star of one member (a member's view, Home's suggestion): pressed when starred. `starred`
 * is what the screen knows at first; key the star by the member so the next one starts afresh.
 */
export function ShortlistStar({ profileId, starred: initially = false }: { profileId: string; starred?: boolean }) {
  const [starred, setStarred] = useState(initially);
  const call = useCall();
  async function toggle() {
    const next = !starred;
    const outcome = await call.run(
      () => (next ? addToShortlist(profileId) : removeFromShortlist(profileId)),
      next ? SHORTLIST_STAR_MESSAGES.star : SHORTLIST_STAR_MESSAGES.unstar,
    );
    if (outcome.ok) setStarred(next);
  }
  return (
    <button
      type="button"
      className={`btn ${starred ? 'btn-warning' : 'btn-outline-secondary'}`}
      aria-pressed={starred}
      disabled={call.busy}
      onClick={toggle}
    >
      {call.busy && <ButtonSpinner />}
      <span aria-hidden="true">{starred ? '★ ' : '☆ '}</span>
      Shortlist
    </button>
  );
}
