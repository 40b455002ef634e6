import { isLanguage } from '../../../contract/languages';
import { getMyProfile } from '../../api/profile';
import { saveLanguage } from '../../api/users';
import { storeLanguage, storedLanguage } from './detect';
import { activateLanguage, activeLanguage } from './i18n';

/**
 * Right after a member signs in: a language chosen on this device (the cookie) is kept in the account;
 * with no choice here, the account's language, chosen on another device, is taken. Best effort: the
 * sign-in itself never waits for or fails on it.
 */
export async function settleAccountLanguage(): Promise<void> {
  try {
    const chosenHere = storedLanguage();
    if (chosenHere !== null) {
      await saveLanguage(chosenHere);
      return;
    }
    const profile = await getMyProfile();
    const language = profile.ok ? profile.data.language : undefined;
    if (isLanguage(language) && language !== activeLanguage()) {
      storeLanguage(language);
      await activateLanguage(language);
    }
  } catch {
    // Unreachable API: the member keeps the language on screen; the next sign-in tries again.
  }
}
