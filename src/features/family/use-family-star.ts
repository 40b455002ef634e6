import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { familyStar } from '../../api/family';
import { useCall } from '../../lib/use-call';

/** The shortlist star a relative presses for the member: what the server last said, one save at a time. */
export function useFamilyStar(onChanged?: () => void) {
  const { t } = useLingui();
  const [starred, setStarred] = useState<Record<string, boolean>>({});
  const call = useCall<string>();

  async function toggle(profileId: string, star: boolean) {
    const outcome = await call.run(
      () => familyStar(profileId, star),
      {
        success: star ? t`Added to the shortlist.` : t`Removed from the shortlist.`,
        fallback: t`Failed to update the shortlist`,
        exception: t`An error occurred while updating the shortlist`,
      },
      { key: profileId },
    );
    if (!outcome.ok) return;
    setStarred((current) => ({ ...current, [profileId]: star }));
    onChanged?.();
  }

  return {
    isStarred: (profileId: string, initially: boolean) => starred[profileId] ?? initially,
    saving: (profileId: string) => call.pending === profileId,
    busy: call.busy,
    toggle,
  };
}
