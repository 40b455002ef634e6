import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from './i18n';

/**
 * Gives the screens of an area (member area, portal) the active language's messages for
 * '@lingui/react/macro' (`useLingui`, `<Trans>`), re-rendering them when the language changes.
 * The areas' layouts hold it; the landing page does without, to keep its first load small.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
