import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { server } from './mocks/server';
import { clearRecordedRequests } from './mocks/recorder';
import { installFormDataBridge } from './support/form-data-bridge';
import { consoleErrorGuard } from './support/console-guard';
import { LANGUAGE_COOKIE } from '../src/lib/i18n/detect';
import { activateLanguage } from '../src/lib/i18n/i18n';

// Lazy screens import cold on a busy 2-core machine; 1 s (the default) makes findBy* flaky there.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // After listen: MSW replaces fetch and reads the body itself, so the bridge must wrap MSW's fetch to keep file names.
  installFormDataBridge();
  // As main.tsx does before the app starts: every catalog, English's too, is fetched.
  await activateLanguage('en');
});

beforeEach(() => {
  clearRecordedRequests();
  consoleErrorGuard.start();
  // jsdom does not implement alert/confirm; tests assert on these spies.
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  vi.spyOn(window, 'confirm').mockImplementation(() => true);
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
});

afterEach(async () => {
  cleanup();
  // Every test starts in English, whatever language the one before chose.
  Cookies.remove(LANGUAGE_COOKIE, { path: '/' });
  await activateLanguage('en');
  server.resetHandlers();
  window.localStorage.clear();
  Cookies.remove('token', { path: '/' });
  vi.restoreAllMocks();
  vi.useRealTimers();
  const unexpected = consoleErrorGuard.stop();
  expect(unexpected, 'console.error was called unexpectedly').toEqual([]);
});

afterAll(() => server.close());
