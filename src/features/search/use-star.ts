import { useState } from 'react';
import type { SearchProfile } from '../../../contract/schemas/search';
import { addToShortlist, removeFromShortlist } from '../../api/search';
import { useCall } from '../../lib/use-call';
import { SEARCH_MESSAGES } from './messages';

/**
 * The shortlist star of a list of members: what the server last said, changed in place after each save,
 * one save at a time.
 */
export function useStar(onChanged?: () => void) {
  const [starred, setStarred] = useState<Record<string, boolean>>({});
  const call = useCall<string>();

  async function toggle(profile: SearchProfile, star: boolean) {
    const outcome = await call.run(
      () => (star ? addToShortlist(profile.id) : removeFromShortlist(profile.id)),
      star ? SEARCH_MESSAGES.star : SEARCH_MESSAGES.unstar,
      { key: profile.id },
    );
    if (!outcome.ok) return;
    setStarred((current) => ({ ...current, [profile.id]: star }));
    onChanged?.();
  }

  return {
    isStarred: (profile: SearchProfile) => starred[profile.id] ?? profile.shortlisted,
    saving: (profile: SearchProfile) => call.pending === profile.id,
    busy: call.busy,
    toggle,
  };
}
