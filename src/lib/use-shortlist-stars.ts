import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { addToShortlist, removeFromShortlist } from '../api/search';
import { type CallPolicy, useCall } from './use-call';

/** What starring and unstarring tell the member, in the language of the moment. */
export const SHORTLIST_STAR_MESSAGES = {
  get star(): CallPolicy {
    return {
      success: t`Added to your shortlist.`,
      fallback: t`Failed to update your shortlist`,
      exception: t`An error occurred while updating your shortlist`,
    };
  },
  get unstar(): CallPolicy {
    return {
      success: t`Removed from your shortlist.`,
      fallback: t`Failed to update your shortlist`,
      exception: t`An error occurred while updating your shortlist`,
    };
  },
};

/**
 * The shortlist stars of one member (a member's view, Home's suggestion) or of a list (search, the shortlist):
 * what the screen was told at first until a save changes it in place, one save at a time.
 *
 * @param onChanged runs after each saved change (the shortlist reloads, losing an unstarred member)
 */
export function useShortlistStars(onChanged?: () => void) {
  const [starred, setStarred] = useState<Record<string, boolean>>({});
  const call = useCall<string>();

  async function toggle(profileId: string, star: boolean) {
    const outcome = await call.run(
      () => (star ? addToShortlist(profileId) : removeFromShortlist(profileId)),
      star ? SHORTLIST_STAR_MESSAGES.star : SHORTLIST_STAR_MESSAGES.unstar,
      { key: profileId },
    );
    if (!outcome.ok) return;
    setStarred((current) => ({ ...current, [profileId]: star }));
    onChanged?.();
  }

  return {
    /** Starred now: the last save's answer, else what the screen was told (`known`). */
    isStarred: (profileId: string, known: boolean) => starred[profileId] ?? known,
    /** This member's star is being saved. */
    saving: (profileId: string) => call.pending === profileId,
    busy: call.busy,
    toggle,
  };
}
