import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Dialog,
  type Page,
} from 'playwright-core';
import { isLanguage, LANGUAGES, type Language } from '../../../contract/languages';
import { findOverflow, findUnscriptedText } from './overflow';
import { SCRIPTS, sayIn, sayLikeIn } from './say';
import { REPO_ROOT, RESULTS_DIR, SCREENSHOTS_DIR } from './server';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless Chromium as the container runs it, plus a fake camera that the selfie step can use without a prompt. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 768 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

const AXE_SOURCE = readFileSync(join(REPO_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

/** A console error or failed request the journey provokes on purpose; matched narrowly and counted. */
interface Allowance {
  pattern: RegExp;
  remaining: number;
  why: string;
}

function isLocal(url: string): boolean {
  if (url.startsWith('data:') || url.startsWith('blob:') || url.startsWith('about:')) return true;
  try {
    const { hostname } = new URL(url);
    return hostname === '127.0.0.1' || hostname === 'localhost';
  } catch {
    return false;
  }
}

/**
 * One person's browser session in a journey: a fresh context (own storage and
 * cookies), a page whose errors fail the journey, screenshots at phone and
 * desktop size, and an axe-core check of every screen passed to `checkpoint`.
 */
export class Session {
  readonly errors: string[] = [];
  readonly dialogs: string[] = [];
  /** Serious and critical axe-core violations found so far. */
  readonly a11y: string[] = [];
  /** Requests that tried to leave 127.0.0.1 (refused). */
  readonly externalRequests: string[] = [];
  /** Text that did not fit its box at phone size, in a language other than English. */
  readonly overflow: string[] = [];
  private readonly allowances: Allowance[] = [];

  private constructor(
    readonly journey: string,
    readonly who: string,
    readonly context: BrowserContext,
    readonly page: Page,
    private readonly axe: AxeTally,
    /** The language this person reads the product in (English unless the journey runs in another). */
    readonly language: Language,
  ) {}

  /**
   * What this person reads where the English run reads `english`: the English itself in the
   * English run, else its translation from the catalogs (failing when there is none), see `sayIn`.
   */
  readonly say = (english: string, values?: Record<string, string | number>): string =>
    sayIn(this.language, english, values);

  /** A pattern for a text with unknown parts: the journey's own in English, else built from the translation. */
  readonly sayLike = (pattern: RegExp, english: string, parts?: Record<string, string | number>): RegExp =>
    sayLikeIn(this.language, pattern, english, parts);

  static async open(
    browser: Browser,
    options: {
      baseUrl: string;
      journey: string;
      who: string;
      axe: AxeTally;
      geolocation?: boolean;
      language?: Language;
    },
  ): Promise<Session> {
    const context = await browser.newContext({
      baseURL: options.baseUrl,
      viewport: DESKTOP,
      permissions: options.geolocation ? ['camera', 'geolocation'] : ['camera'],
      geolocation: options.geolocation ? { latitude: 18.5204, longitude: 73.8567 } : undefined,
      locale: 'en-US',
      timezoneId: 'Asia/Kolkata',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const session = new Session(options.journey, options.who, context, page, options.axe, options.language ?? 'en');
    await session.watch();
    return session;
  }

  private async watch(): Promise<void> {
    const { page, context } = this;
    // Only 127.0.0.1 traffic: anything else is refused and noted.
    await context.route(
      (url) => !isLocal(url.toString()),
      async (route) => {
        this.externalRequests.push(route.request().url());
        await route.abort('blockedbyclient');
      },
    );
    page.on('pageerror', (error) => {
      this.errors.push(`[${this.who}] uncaught page error: ${error.stack ?? error.message}`);
    });
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const text = `${message.text()} @ ${message.location().url}`;
      if (this.consumeAllowance(text)) return;
      this.errors.push(`[${this.who}] console error at ${page.url()}: ${text}`);
    });
    page.on('dialog', (dialog: Dialog) => {
      this.dialogs.push(dialog.message());
      void dialog.accept();
    });
  }

  private consumeAllowance(text: string): boolean {
    const allowance = this.allowances.find((entry) => entry.remaining > 0 && entry.pattern.test(text));
    if (!allowance) return false;
    allowance.remaining -= 1;
    return true;
  }

  /**
   * Lets the next `times` console errors matching `pattern` pass: only for
   * failures the journey provokes on purpose (the browser logs every 4xx
   * answer as 'Failed to load resource').
   */
  allowConsoleError(pattern: RegExp, why: string, times = 1): void {
    this.allowances.push({ pattern, remaining: times, why });
  }

  /**
   * Opens a landing page (prerendered: `/`, `/hi/`, `/ta/`) and waits for the app to take it over, which it
   * does once the page has painted (scripts/build/start-after-paint.ts): its picker and chat form answer from then.
   */
  async openLanding(path = '/'): Promise<void> {
    await this.page.goto(path);
    await this.page.waitForFunction(() => document.documentElement.dataset.app === 'started');
  }

  /**
   * Picks this person's language with the picker of the page on screen (the landing page, the login
   * page or the member menu), by the name it shows in its own script, and waits for the page to switch;
   * nothing to do when the page already speaks it (English, in the English run).
   */
  async chooseLanguage(): Promise<void> {
    const shown = await this.shownLanguage();
    if (shown === this.language) return;
    const { name } = LANGUAGES.find((entry) => entry.code === this.language) ?? LANGUAGES[0];
    await this.page
      .getByRole('combobox', { name: sayIn(shown, 'Language'), exact: true })
      .selectOption({ label: name });
    await this.waitForLanguage();
  }

  /** The language the page on screen is in (its `<html lang>`). */
  async shownLanguage(): Promise<Language> {
    const lang = await this.page.evaluate(() => document.documentElement.lang);
    return isLanguage(lang) ? lang : 'en';
  }

  /** Waits until the page on screen speaks this person's language. */
  async waitForLanguage(): Promise<void> {
    await this.page.waitForFunction((lang) => document.documentElement.lang === lang, this.language);
  }

  /** Waits for the next window.alert or window.confirm (accepted) and answers its text. */
  async nextDialog(action: () => Promise<unknown>): Promise<string> {
    const before = this.dialogs.length;
    await action();
    const deadline = Date.now() + 20_000;
    while (this.dialogs.length === before) {
      if (Date.now() > deadline) throw new Error(`[${this.who}] no dialog appeared`);
      await this.page.waitForTimeout(50);
    }
    return this.dialogs[before];
  }

  /**
   * A key screen: screenshots at phone and desktop size (and the phone in dark
   * mode) under docs/screenshots/<journey>/, and axe-core at both sizes in both
   * colour modes (the phone layout collapses the navigation; dark mode changes
   * every colour) with no serious or critical violation allowed.
   *
   * In another language than English the words change, not the colours: the
   * screen is checked at both sizes in light mode only (the English run covers
   * dark mode), and at phone size no text may overflow or be cut off (`findOverflow`); the texts
   * with no letter of the language are listed in test-results/e2e/<journey>/still-english.txt.
   */
  async checkpoint(name: string): Promise<void> {
    const dir = join(SCREENSHOTS_DIR, this.journey);
    mkdirSync(dir, { recursive: true });
    // Numbered across the whole journey, so the files sort in the order the screens were seen.
    const base = `${String(this.axe.count + 1).padStart(2, '0')}-${this.who}-${name}`;
    const problems: string[] = [];
    const schemes = this.language === 'en' ? (['light', 'dark'] as const) : (['light'] as const);
    for (const scheme of schemes) {
      // The page follows the device's colour scheme (index.html), so emulating it switches the page live.
      await this.page.emulateMedia({ colorScheme: scheme });
      for (const [size, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        await this.page.setViewportSize(viewport);
        await this.page.waitForTimeout(150);
        // A Hindi or Tamil face the page fetches (src/app/scripts.css) is in before the picture, not boxes.
        await this.page.evaluate(() => document.fonts.ready.then(() => undefined));
        if (scheme === 'light' || size === 'phone') {
          const suffix = scheme === 'light' ? size : `${size}-dark`;
          await this.page.screenshot({ path: join(dir, `${base}-${suffix}.jpg`), fullPage: true, quality: 70 });
        }
        if (this.language !== 'en' && size === 'phone') {
          for (const problem of await findOverflow(this.page)) {
            this.overflow.push(`[${this.who}] text overflows on '${name}' (${this.page.url()}): ${problem}`);
          }
          const english = await findUnscriptedText(this.page, SCRIPTS[this.language]);
          if (english.length > 0) {
            const list = join(RESULTS_DIR, this.journey, 'still-english.txt');
            mkdirSync(join(RESULTS_DIR, this.journey), { recursive: true });
            appendFileSync(list, `${base} (${this.page.url()}):\n${english.map((text) => `  ${text}\n`).join('')}`);
          }
        }
        for (const violation of await this.runAxe()) {
          const first = violation.nodes[0];
          const summary = (first?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 220);
          const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(' '));
          const more = violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : '';
          problems.push(
            `${size} ${scheme}: ${violation.id} (${violation.impact}) on ${targets.join(', ')}${more}; first: ${first?.html.slice(0, 140)}: ${summary}`,
          );
        }
      }
    }
    await this.page.emulateMedia({ colorScheme: 'light' });
    await this.page.setViewportSize(DESKTOP);
    this.axe.record(`${this.journey}/${base}`, this.page.url(), problems);
    // Collected, not thrown at once, so one run lists every screen's violations; the journey fails on them at its end.
    for (const problem of problems) this.a11y.push(`[${this.who}] axe on '${name}' (${this.page.url()}): ${problem}`);
  }

  /**
   * Waits (briefly) for short animations to end, such as a toast fading out,
   * so axe judges the screen as it settles rather than a half-transparent
   * frame. Long ones (a toast's countdown bar, spinners) are not waited for.
   */
  private async settle(): Promise<void> {
    await this.page
      .waitForFunction(
        () =>
          document.getAnimations().every((animation) => {
            if (animation.playState !== 'running') return true;
            const timing = animation.effect?.getComputedTiming();
            return !timing || timing.iterations === Infinity || Number(timing.duration) > 1000;
          }),
        undefined,
        { timeout: 2000, polling: 50 },
      )
      .catch(() => undefined);
  }

  private async runAxe(): Promise<AxeViolation[]> {
    await this.settle();
    // Evaluated through the debugging protocol, so the page's Content-Security-Policy stays as it is.
    const loaded = await this.page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
    if (!loaded) await this.page.evaluate(AXE_SOURCE);
    const violations = await this.page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
        }
      ).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations;
    });
    return (violations as AxeViolation[]).filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
  }

  /**
   * Fails with every page error, unexpected console error, axe violation, text that overflowed
   * and request that left the machine.
   */
  problems(): string[] {
    return [
      ...this.errors,
      ...this.a11y,
      ...this.overflow,
      ...this.externalRequests.map((url) => `[${this.who}] request left 127.0.0.1: ${url}`),
    ];
  }

  async finalScreenshot(): Promise<void> {
    const dir = join(RESULTS_DIR, this.journey);
    mkdirSync(dir, { recursive: true });
    await this.page.screenshot({ path: join(dir, `zz-${this.who}-final.png`), fullPage: true, timeout: 5000 });
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/** Counts the screens checked by axe in one journey file and writes them where global teardown sums them. */
export class AxeTally {
  private readonly screens: { name: string; url: string; violations: string[] }[] = [];

  constructor(private readonly journey: string) {}

  record(name: string, url: string, violations: string[]): void {
    this.screens.push({ name, url, violations });
  }

  get count(): number {
    return this.screens.length;
  }

  save(): void {
    const dir = join(RESULTS_DIR, 'axe');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${this.journey}.json`), JSON.stringify(this.screens, null, 2));
  }
}
