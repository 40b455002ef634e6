import { msg } from '@lingui/core/macro';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { Language } from '../contract/languages';
import { LandingPage } from './features/landing/landing-page';
import { landingPathOf } from './lib/i18n/detect';
import { activateLanguage, i18n } from './lib/i18n/i18n';

// The page's <title> and description, as index.html words them in English.
const TITLE = msg`Matrimony AI: Find Your Perfect Match`;
const DESCRIPTION = msg`Matrimony AI: verified members, one thoughtful suggested partner at a time, and an AI matchmaker to help you.`;

/**
 * Renders the landing page in a language to HTML at build time, so its heading paints from
 * the document itself and the app hydrates it (see main.tsx). Other routes
 * get the empty shell (app.html).
 */
export async function renderLanding(language: Language): Promise<{ html: string; title: string; description: string }> {
  await activateLanguage(language);
  const html = renderToString(
    <StaticRouter location={landingPathOf(language)}>
      <LandingPage />
    </StaticRouter>,
  );
  return { html, title: i18n._(TITLE), description: i18n._(DESCRIPTION) };
}
