import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { LandingPage } from './features/landing/landing-page';

/**
 * Renders the landing page to HTML at build time, so its heading paints from
 * the document itself and the app hydrates it (see main.tsx). Other routes
 * get the empty shell (app.html).
 */
export function renderLanding(): string {
  return renderToString(
    <StaticRouter location="/">
      <LandingPage />
    </StaticRouter>,
  );
}
