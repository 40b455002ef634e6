import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import 'bootstrap/dist/css/bootstrap.min.css';
import './app/theme.css';
import './app/scripts.css';
import { createAppRouter } from './app/router';
import { detectLanguage, languageOfPath, storeLanguage } from './lib/i18n/detect';
import { activateLanguage } from './lib/i18n/i18n';

async function start() {
  // `npm run dev` answers /api from the mock API in the browser, so the app runs with no backend.
  if (import.meta.env.DEV && import.meta.env.VITE_API_MOCK === 'true') {
    const { worker } = await import('../tests/mocks/browser');
    await worker.start({ onUnhandledRequest: 'bypass' });
  }
  // A task of its own for starting the app (the router, its first lazy screens, the root): evaluating the bundle
  // and starting it in one would block the page, and the member's first tap, for twice as long.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const container = document.getElementById('root') as HTMLElement;
  // The prerendered landing page says its language in <html lang>; read it before the app sets its own.
  const prerenderedIn = document.documentElement.lang;
  const language = detectLanguage();
  // A landing page in a language (/hi/, /ta/) is a visitor's choice, kept like one picked in the menu.
  if (languageOfPath(window.location.pathname)) storeLanguage(language);
  await activateLanguage(language);
  const app = (
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>
  );
  // The build prerenders the landing page per language: hydrate it when it is in the visitor's language,
  // render everywhere else.
  if (container.hasChildNodes() && prerenderedIn === language) hydrateRoot(container, app);
  else createRoot(container).render(app);
  // The app has taken over the page: a prerendered landing page answers its form and picker from here on
  // (the journeys wait for this before using one).
  document.documentElement.dataset.app = 'started';
}

void start();
