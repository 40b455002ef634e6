import type { Browser, Locator } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { Api } from './api';
import { AxeTally, launchBrowser, Session } from './browser';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { SCREENSHOTS_DIR, startServer, type RunningServer } from './server';

export interface Journey {
  readonly server: RunningServer;
  readonly api: Api;
  /** A new person at the keyboard: their own browser context (storage, cookies), at desktop size. */
  open(who: string, options?: { geolocation?: boolean }): Promise<Session>;
}

/**
 * One journey file: the real server on a fresh database and one headless
 * Chromium, started before and stopped after. After each test every page
 * opened must have stayed free of uncaught errors and console errors.
 */
export function setUpJourney(name: string, env: Record<string, string> = {}): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let api: Api | undefined;
  const sessions: Session[] = [];
  const axe = new AxeTally(name);

  beforeAll(async () => {
    // This journey's screenshots are replaced, not added to: the gallery shows the latest run.
    rmSync(join(SCREENSHOTS_DIR, name), { recursive: true, force: true });
    [server, browser] = await Promise.all([startServer(name, env), launchBrowser()]);
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
    async open(who, options = {}) {
      if (!browser || !server) throw new Error('The browser has not started');
      const session = await Session.open(browser, { baseUrl: server.baseUrl, journey: name, who, axe, ...options });
      sessions.push(session);
      return session;
    },
  };
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
