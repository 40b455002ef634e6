import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import 'bootstrap/dist/css/bootstrap.min.css';
import './app/theme.css';
import { createAppRouter } from './app/router';

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
  const app = (
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>
  );
  // The build prerenders the landing page into index.html: hydrate it there, render everywhere else.
  if (window.location.pathname === '/' && container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
