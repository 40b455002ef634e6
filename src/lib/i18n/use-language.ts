import { useCallback, useSyncExternalStore } from 'react';
import type { Language } from '../../../contract/languages';
import { saveLanguage } from '../../api/users';
import { getMemberToken } from '../session';
import { storeLanguage } from './detect';
import { activateLanguage, activeLanguage, i18n } from './i18n';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/**
 * The active language (re-rendering on a change) and the way to change it: the
 * choice is kept in a cookie (a visitor's) and, for a signed-in member, in the
 * account too. The landing page's own components read their words with
 * `t` from '@lingui/core/macro' under this hook, so its first load carries no
 * React binding; screens inside an area use '@lingui/react/macro'.
 */
export function useLanguage(): { language: Language; chooseLanguage: (language: Language) => Promise<void> } {
  const language = useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
  const chooseLanguage = useCallback(async (next: Language) => {
    storeLanguage(next);
    await activateLanguage(next);
    // The screen has already switched; the account catches up, and a failure here costs only the next device.
    if (getMemberToken() !== null) await saveLanguage(next).catch(() => undefined);
  }, []);
  return { language, chooseLanguage };
}
