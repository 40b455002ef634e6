import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { pickLanguage } from '../../../contract/languages';
import { detectLanguage, landingPathOf, languageOfPath, storeLanguage, storedLanguage } from './detect';

describe('language detection', () => {
  it('starts in English with no choice stored and a browser asking for English', () => {
    expect(detectLanguage('/', ['en-US', 'en'])).toBe('en');
  });

  it('gives a browser asking for Hindi or Tamil that language first', () => {
    expect(detectLanguage('/', ['hi-IN', 'en-IN'])).toBe('hi');
    expect(detectLanguage('/app/login', ['ta', 'en'])).toBe('ta');
    expect(detectLanguage('/', ['fr-FR', 'ta-IN'])).toBe('ta');
    expect(detectLanguage('/', ['fr-FR', 'de'])).toBe('en');
  });

  it('prefers the stored choice over the browser, and a language path over both', () => {
    storeLanguage('ta');
    expect(Cookies.get('lang')).toBe('ta');
    expect(storedLanguage()).toBe('ta');
    expect(detectLanguage('/', ['hi-IN'])).toBe('ta');
    expect(detectLanguage('/hi/', ['en'])).toBe('hi');
  });

  it('ignores a cookie that names no offered language', () => {
    Cookies.set('lang', 'fr', { path: '/' });
    expect(storedLanguage()).toBeNull();
    expect(detectLanguage('/', ['hi'])).toBe('hi');
  });

  it('reads the landing paths of each language', () => {
    expect(languageOfPath('/hi/')).toBe('hi');
    expect(languageOfPath('/ta')).toBe('ta');
    expect(languageOfPath('/')).toBeNull();
    expect(languageOfPath('/app/home')).toBeNull();
    expect(landingPathOf('en')).toBe('/');
    expect(landingPathOf('hi')).toBe('/hi/');
  });

  it('reads an Accept-Language header by quality, then order', () => {
    expect(pickLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(pickLanguage('en;q=0.5, ta;q=0.9')).toBe('ta');
    expect(pickLanguage('fr, de;q=0.9')).toBe('en');
    expect(pickLanguage('hi;q=0, en')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
  });
});
