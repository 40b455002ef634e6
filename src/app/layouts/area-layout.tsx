import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { AppToasts } from '../../components/app-toasts';
import { LanguageProvider } from '../../lib/i18n/language-provider';

/** An area's page: its navigation bar, the routed screen, and the toasts. */
export function AreaLayout({ navbar, fluid = false }: { navbar: ReactNode; fluid?: boolean }) {
  return (
    <LanguageProvider>
      {navbar}
      <main className={fluid ? 'container-fluid py-4' : 'container py-4'}>
        <Outlet />
      </main>
      <AppToasts />
    </LanguageProvider>
  );
}
