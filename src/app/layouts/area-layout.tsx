import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { AppToasts } from '../../components/app-toasts';
import { LanguageProvider } from '../../lib/i18n/language-provider';

/**
 * An area's page: its navigation bar, the routed screen, the toasts, and what stays over every screen of the
 * area (`overlay`: the member's incoming and ongoing calls), all in the member's language.
 */
export function AreaLayout({
  navbar,
  overlay,
  fluid = false,
}: {
  navbar: ReactNode;
  overlay?: ReactNode;
  fluid?: boolean;
}) {
  return (
    <LanguageProvider>
      {navbar}
      <main className={fluid ? 'container-fluid py-4' : 'container py-4'}>
        <Outlet />
      </main>
      <AppToasts />
      {overlay}
    </LanguageProvider>
  );
}
