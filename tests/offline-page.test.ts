import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

/** The service worker's offline page (public/offline.html) with its script, as the browser shows it. */
const publicDir = join(import.meta.dirname, '..', 'public');
const page = readFileSync(join(publicDir, 'offline.html'), 'utf8');
const script = readFileSync(join(publicDir, 'offline.js'), 'utf8');

function showOfflinePage() {
  const parsed = new DOMParser().parseFromString(page, 'text/html');
  document.title = parsed.title;
  document.documentElement.lang = parsed.documentElement.lang;
  document.body.innerHTML = parsed.body.innerHTML;
  // Its one script, run as the page runs it (it asks the network every few seconds: never here).
  new Function(script)();
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
});
afterEach(() => {
  document.body.innerHTML = '';
  Cookies.remove('lang', { path: '/' });
});

it('says the member is offline in English by default, as the page is written', () => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
  showOfflinePage();
  expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
  expect(screen.getByText('Try again').tagName).toBe('A');
  expect(document.documentElement.lang).toBe('en');
});

it('speaks Hindi to a member who chose Hindi', () => {
  Cookies.set('lang', 'hi', { path: '/' });
  showOfflinePage();
  expect(screen.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeInTheDocument();
  expect(screen.getByText('फिर कोशिश करें').tagName).toBe('A');
  expect(document.documentElement.lang).toBe('hi');
  expect(document.title).toBe('आप ऑफ़लाइन हैं - Matrimony AI');
});

it('speaks Tamil to a browser asking for Tamil, with no choice made', () => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ta-IN', 'en']);
  showOfflinePage();
  expect(screen.getByRole('heading', { name: 'நீங்கள் இணையத்தில் இல்லை' })).toBeInTheDocument();
  expect(screen.getByText('மீண்டும் முயலுங்கள்').tagName).toBe('A');
  expect(document.documentElement.lang).toBe('ta');
});
