import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DASHBOARD_DIST, ensureDashboardBuilt } from '../infra/local/dashboard.ts';
import type { LocalRuntime } from '../infra/local/runtime.ts';
import { launchChromium } from '../test/support/chromium.ts';
import { markdownTable } from './stats.ts';

/**
 * The dashboard's first load and its time to a usable page:
 * - JavaScript (and CSS) a first visit downloads, gzipped: the files index.html names (entry
 *   script, module preloads, stylesheet); each page's own chunk comes later, on navigation.
 * - Time from submitting the login form to a usable orders page (the table or its empty state
 *   rendered), in Chromium against the local runtime, RUNS fresh sessions, median and worst.
 */
const RUNS = 5;

export interface DashboardFigures {
  firstLoadJsGzipKb: number;
  firstLoadCssGzipKb: number;
  signInToOrdersMs: { median: number; max: number; runs: number[] };
}

const gzipKb = (files: string[]) =>
  Math.round(
    (files.reduce(
      (total, file) => total + gzipSync(readFileSync(join(DASHBOARD_DIST, file)), { level: 9 }).length,
      0,
    ) /
      1024) *
      10,
  ) / 10;

export const benchDashboard = async (runtime: LocalRuntime): Promise<DashboardFigures> => {
  await ensureDashboardBuilt();
  const html = readFileSync(join(DASHBOARD_DIST, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/dashboard\/([^"]+)"/g)].map((m) => m[1]!);
  const base = `http://127.0.0.1:${runtime.api.port}`;
  const browser = await launchChromium();
  const runs: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ baseURL: base });
      const page = await context.newPage();
      await page.goto(`/dashboard/stores/${runtime.demo.storeId}/test/orders`, { waitUntil: 'commit' });
      await page.getByLabel('Email').fill(runtime.demoOwner.email);
      await page.getByLabel('Password').fill(runtime.demoOwner.password);
      const started = performance.now();
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.locator('main table, main .state-empty').first().waitFor({ timeout: 60_000 });
      runs.push(Math.round(performance.now() - started));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...runs].sort((a, b) => a - b);
  return {
    firstLoadJsGzipKb: gzipKb(referenced.filter((file) => file.endsWith('.js'))),
    firstLoadCssGzipKb: gzipKb(referenced.filter((file) => file.endsWith('.css'))),
    signInToOrdersMs: { median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)!, runs },
  };
};

export const dashboardSection = (figures: DashboardFigures) =>
  [
    '## Dashboard (targets: first-load JavaScript < 150 KB gzipped; sign-in to a usable orders page, local)',
    markdownTable(
      [
        'first-load JS KB (gzip)',
        'first-load CSS KB (gzip)',
        'sign-in -> orders ms (median)',
        'max ms',
        'runs',
      ],
      [
        [
          figures.firstLoadJsGzipKb,
          figures.firstLoadCssGzipKb,
          figures.signInToOrdersMs.median,
          figures.signInToOrdersMs.max,
          figures.signInToOrdersMs.runs.length,
        ],
      ],
    ),
  ].join('\n');
