import type { Browser, Locator } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../contract/languages';
import { Api } from './api';
import { AxeTally, launchBrowser, Session } from './browser';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadWording } from './say';
import { SCREENSHOTS_DIR, startServer, type RunningServer } from './server';

export interface Journey {
  readonly server: RunningServer;
  readonly api: Api;
  /** The language the people of this run read the product in. */
  readonly language: Language;
  /**
   * A new person at the keyboard: their own browser context (storage, cookies), at desktop size,
   * reading the run's language (which they pick themselves: see `Session.chooseLanguage`).
   */
  open(who: string, options?: { geolocation?: boolean }): Promise<Session>;
}

/**
 * One journey run: the real server on a fresh database and one headless
 * Chromium, started before and stopped after. After each test every page
 * opened must have stayed free of uncaught errors and console errors. A run in
 * another language than English keeps its screenshots and logs apart
 * (`<name>-hi`).
 */
export function setUpJourney(name: string, env: Record<string, string> = {}, language: Language = 'en'): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let api: Api | undefined;
  const sessions: Session[] = [];
  const axe = new AxeTally(name);

  beforeAll(async () => {
    // This journey's screenshots are replaced, not added to: the gallery shows the latest run.
    rmSync(join(SCREENSHOTS_DIR, name), { recursive: true, force: true });
    [server, browser] = await Promise.all([startServer(name, env), launchBrowser(), loadWording()]);
    api = new Api(server);
  });

  afterEach(async () => {
    const open = sessions.splice(0);
    // Where each person's screen stood at the end: the first thing to look at when a journey fails.
    await Promise.all(open.map((session) => session.finalScreenshot().catch(() => undefined)));
    try {
      const problems = open.flatMap((session) => session.problems());
      if (problems.length > 0) throw new Error(problems.join('\n'));
    } finally {
      await Promise.all(open.map((session) => session.close().catch(() => undefined)));
    }
  });

  afterAll(async () => {
    axe.save();
    console.log(`[${name}] axe-core checked ${axe.count} screens`);
    await browser?.close();
    await server?.stop();
  });

  return {
    get server() {
      if (!server) throw new Error('The server has not started');
      return server;
    },
    get api() {
      if (!api) throw new Error('The server has not started');
      return api;
    },
    language,
    async open(who, options = {}) {
      if (!browser || !server) throw new Error('The browser has not started');
      const session = await Session.open(browser, {
        baseUrl: server.baseUrl,
        journey: name,
        who,
        axe,
        language,
        ...options,
      });
      sessions.push(session);
      return session;
    },
  };
}

/**
 * One journey walked in each of `languages`, each run on its own fresh server: the same steps,
 * with every text a person reads found through `session.say` (the English itself in English,
 * the catalogs' translation otherwise), so a run in Hindi fails on a screen still in English.
 * The English run is the journey as the spec writes it; `npx vitest run <file> -t हिन्दी` runs one language.
 */
export function journeyIn(
  languages: readonly Language[],
  name: string,
  title: string,
  walk: (journey: Journey) => Promise<void>,
  env: Record<string, string> = {},
  /** How long one language's walk may take, when longer than the suite's default. */
  timeout?: number,
): void {
  for (const language of languages) {
    const own = LANGUAGES.find((entry) => entry.code === language)?.name ?? language;
    describe(`in ${own}`, () => {
      const journey = setUpJourney(language === 'en' ? name : `${name}-${language}`, env, language);
      it(title, () => walk(journey), timeout);
    });
  }
}

/**
 * A soft check of something the spec requires: a miss is recorded (the test
 * fails at its end) and the journey goes on, so one run reports every
 * problem of a screen instead of the first.
 */
export async function expectVisibleSoft(locator: Locator, requirement: string, timeout = 3000): Promise<boolean> {
  return expectSoft(locator, requirement, timeout, 'visible');
}

/** The same for an element that may sit hidden (a collapsed menu). */
export async function expectPresentSoft(locator: Locator, requirement: string, timeout = 3000): Promise<boolean> {
  return expectSoft(locator, requirement, timeout, 'attached');
}

async function expectSoft(
  locator: Locator,
  requirement: string,
  timeout: number,
  state: 'visible' | 'attached',
): Promise<boolean> {
  const shown = await locator.waitFor({ timeout, state }).then(
    () => true,
    () => false,
  );
  expect.soft(shown, requirement).toBe(true);
  return shown;
}

/**
 * Types a date into a calendar field and closes the calendar with Escape, as
 * a keyboard user does. The calendar hands focus back to its field on a timer
 * after Escape; this waits for that, so the next field typed into keeps what
 * is typed instead of the date field taking it.
 */
export async function typeDate(field: Locator, date: string): Promise<void> {
  await field.fill(date);
  await field.press('Escape');
  await field.evaluate(
    (input) =>
      new Promise<void>((resolve) => {
        const settled = () =>
          document.activeElement === input && !document.querySelector('.react-datepicker-popper')
            ? resolve()
            : requestAnimationFrame(settled);
        settled();
      }),
  );
}
