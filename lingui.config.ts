import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** What the landing page shows (its own screen, the picker, the AI Matchmaker chat): part of its first load. */
const LANDING = [
  '<rootDir>/src/features/landing',
  '<rootDir>/src/components/language-picker.tsx',
  '<rootDir>/src/components/assistant-chat.tsx',
  '<rootDir>/src/prerender.tsx',
];
const NOT_SOURCE = ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'];

/**
 * The app's language catalogs: English source strings are the messages (every
 * spec text stays byte for byte), Hindi and Tamil translate them. Two catalogs
 * per language: the landing page's, in its first load, and the rest of the
 * app's, fetched with the member area or the portal. The Vite plugin compiles
 * each on import.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'ta'],
  fallbackLocales: false,
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/landing', include: LANDING, exclude: NOT_SOURCE },
    {
      path: '<rootDir>/src/locales/{locale}/app',
      include: ['<rootDir>/src'],
      exclude: [...NOT_SOURCE, ...LANDING, '<rootDir>/src/features/landing/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
