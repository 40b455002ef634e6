import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, activeLanguage } from './i18n';

/** A stand-in for the browser's FontFaceSet: each load waits until the test lets it finish. */
function installFonts() {
  const finish: Array<() => void> = [];
  const load = vi.fn(
    (_font: string, _text: string) =>
      new Promise<void>((resolve) => {
        finish.push(resolve);
      }),
  );
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  return { load, finish: () => finish.forEach((resolve) => resolve()) };
}

afterEach(() => {
  Reflect.deleteProperty(document, 'fonts');
});

describe('the app draws in a language only once its script face is in', () => {
  it('switches the page to Hindi only once the Devanagari face is in', async () => {
    const fonts = installFonts();
    const switched = activateLanguage('hi');
    await vi.waitFor(() => expect(fonts.load).toHaveBeenCalledWith('1em "Noto Sans Devanagari"', 'ह'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(activeLanguage()).toBe('en');
    expect(document.documentElement.lang).not.toBe('hi');
    fonts.finish();
    await switched;
    expect(activeLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('does not hold the switch to Tamil up for a face that does not come', async () => {
    const fonts = installFonts();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const switched = activateLanguage('ta');
    await vi.waitFor(() => expect(fonts.load).toHaveBeenCalledWith('1em "Noto Sans Tamil"', 'த'));
    await vi.advanceTimersByTimeAsync(3000);
    await switched;
    expect(activeLanguage()).toBe('ta');
  });

  it('asks for no face when switching back to English', async () => {
    await activateLanguage('hi');
    const fonts = installFonts();
    await activateLanguage('en');
    expect(fonts.load).not.toHaveBeenCalled();
    expect(activeLanguage()).toBe('en');
  });
});
