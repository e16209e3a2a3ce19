import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import axeCore from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchChromium } from './chromium.ts';
import { startDevServer, type DevServer, type DevServerOptions } from './dev-server.ts';
import { eventually } from './wait.ts';
import { runDynamoEndpoint } from './dynamo.ts';

export { launchChromium };

/** A fresh browser profile (cookies, sessionStorage) on the dev server, clipboard allowed. */
export const newDashboardContext = async (
  browser: Browser,
  dev: DevServer,
  viewport = { width: 1280, height: 900 },
): Promise<BrowserContext> => {
  const context = await browser.newContext({ baseURL: dev.baseUrl, viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: dev.baseUrl });
  context.setDefaultTimeout(20_000);
  return context;
};

/** The demo owner `npm run dev` seeds and prints. */
export const demoOwnerOf = (dev: DevServer) => {
  const [, email, password] = /Demo owner[^:]*: (\S+) \/ (\S+)/.exec(dev.output())!;
  return { email: email!, password: password! };
};

/**
 * Opens the dashboard and signs in through the real login page of the local OpenID provider
 * (authorization code + PKCE, done by the app); resolves when the signed-in app has rendered.
 */
export const signIn = async (page: Page, email: string, password: string, path = '/dashboard/') => {
  // The app leaves for the provider at once: waiting for 'load' could see that navigation abort it.
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForURL(/\/oidc\/interaction\//, { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard\//, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
};

export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../test-results/dashboard');

/**
 * What axe-core finds on the page: serious and critical violations, or with `every` all of them
 * (moderate and minor too), each with up to three of its elements.
 *
 * axe-core is put into the page once per document (through the DevTools protocol, which the
 * apps' Content-Security-Policy does not govern) and asked for violations only: a tour of an
 * app's pages by history pushes stays one document, so each further check only runs the rules.
 * (AxeBuilder injected the 500 KB script and collected every pass on each call: about four times
 * the time per check.) Our pages hold no frames, so frames are not visited.
 */
export const axeViolations = async (page: Page, { every = false }: { every?: boolean } = {}) => {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeCore.source);
  const results = await page.evaluate(() => {
    const inPage = globalThis as unknown as {
      axe: { run(context: unknown, options: axeCore.RunOptions): Promise<axeCore.AxeResults> };
      document: unknown;
    };
    return inPage.axe.run(inPage.document, { resultTypes: ['violations'], iframes: false });
  });
  return results.violations
    .filter((violation) => every || violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
};

/**
 * Checks the page with axe-core (no serious or critical violation; with `every`, none at all) and
 * writes a full-page screenshot to test-results/dashboard/<name>.png for a person to look at.
 */
export const checkPage = async (page: Page, name: string, options: { every?: boolean } = {}) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
  expect(await axeViolations(page, options), `axe on ${name}`).toEqual([]);
};

/** The API answers of 400 and above each page got (method, path, status, error code), newest last. */
const failedAnswers = new WeakMap<Page, string[]>();

/** Starts keeping the page's failed API answers, for withPageReport to name. */
export const trackFailedAnswers = (page: Page) => {
  const kept: string[] = [];
  failedAnswers.set(page, kept);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() < 400 || !url.pathname.startsWith('/api/')) return;
    const code = response
      .json()
      .then(
        (body: { errorCode?: string }) => body?.errorCode ?? '',
        () => '',
      )
      .then((errorCode) =>
        kept.push(`${response.status()} ${errorCode} ${response.request().method()} ${url.pathname}`.trim()),
      );
    void code;
  });
};

/**
 * Runs `work` (steps on `page`); a failure says what the page showed when it failed: its URL,
 * the text of its main landmark (a 'Loading…' or an error message a locator's timeout does not
 * name) and the failed API answers it got.
 */
export const withPageReport = async <T>(page: Page, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    const main = await page
      .locator('main')
      .first()
      .innerText({ timeout: 2_000 })
      .catch(() => page.innerText('body', { timeout: 2_000 }))
      .catch(() => '(nothing readable)');
    const failed = failedAnswers.get(page) ?? [];
    const report =
      `\nThe page (${page.url()} at ${page.viewportSize()?.width ?? '?'} px) showed: ` +
      `${main.replace(/\s+/g, ' ').trim().slice(0, 600)}` +
      (failed.length > 0 ? `\nIts failed API answers: ${failed.slice(-8).join('; ')}` : '');
    if (error instanceof Error) {
      error.message += report;
      throw error;
    }
    throw new Error(`${String(error)}${report}`, { cause: error });
  }
};

/** The shared poll (wait.ts), re-exported for the browser tests that import it from here. */
export { eventually };

type Viewport = { width: number; height: number };

/** The two widths every flow runs at: a desktop window and a phone. */
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * Runs `flow` at 1280 px, then at 390 px, on the same page (resized, not reopened: no second
 * sign-in or set-up); a failure names the width it happened at.
 */
export const atBothWidths = async (page: Page, flow: (viewport: Viewport) => Promise<void>) => {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    try {
      await flow(viewport);
    } catch (error) {
      if (error instanceof Error) error.message = `at ${viewport.width} px: ${error.message}`;
      throw error;
    }
  }
};

/**
 * The set-up every browser test file shares: one `npm run dev` (on the run's DynamoDB Local) and
 * one Chromium, started together in beforeAll and stopped in afterAll. Call it at the top of the
 * file; read `dev` and `browser` inside tests and hooks (they exist once beforeAll has run).
 * `devServer` is read in beforeAll too, so it may use what an earlier beforeAll started.
 */
export const useDashboardBrowser = (options: { devServer?: () => DevServerOptions } = {}) => {
  let dev: DevServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [dev, browser] = await Promise.all([
      startDevServer({ dynamoEndpoint: runDynamoEndpoint(), ...options.devServer?.() }),
      launchChromium(),
    ]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await dev?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`${what} is not started: use it inside a test or hook`);
    return value;
  };
  const harness = {
    get dev() {
      return started(dev, 'The dev server');
    },
    get browser() {
      return started(browser, 'Chromium');
    },
    /**
     * A fresh browser profile and a blank page in it, not signed in; `errors` collects the
     * page's uncaught errors from the start, for a test to expect none.
     */
    newPage: async (viewport?: Viewport) => {
      const context = await newDashboardContext(harness.browser, harness.dev, viewport);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      trackFailedAnswers(page);
      return { context, page, errors };
    },
    /** A fresh browser profile signed in (by default as the demo owner) at `path`. */
    signedInPage: async ({
      as,
      path,
      viewport,
    }: { as?: { email: string; password: string }; path?: string; viewport?: Viewport } = {}) => {
      const opened = await harness.newPage(viewport);
      const who = as ?? demoOwnerOf(harness.dev);
      await signIn(opened.page, who.email, who.password, path);
      return opened;
    },
  };
  return harness;
};
