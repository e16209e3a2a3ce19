import { mkdirSync, rmdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { sleep } from './wait.ts';

/**
 * Chromium for the browser tests and the bench, with nothing installed by hand: the build that
 * ships inside the `@sparticuz/chromium` npm package, extracted to TMPDIR, or CHROMIUM_PATH when a
 * developer points at another build on purpose. There is deliberately no fallback to a system
 * Chromium: CI machines have none, so a run that quietly used one would prove nothing about CI.
 */

// Flags for a closed network and a container: no sandbox (root), no background calls to Google
// (refused here, and slow), software GL.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--no-zygote',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=Translate,OptimizationHints,MediaRouter',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--font-render-hinting=none',
];

/**
 * Runs `work` while holding a lock directory in TMPDIR (mkdir is atomic across processes).
 * The package extracts its binary to a fixed path and only checks that the file exists, so two
 * processes extracting at once let one execute the binary while the other still writes it
 * (ETXTBSY). Under the lock the first caller of a run extracts and the others wait, then find
 * the binary: once per test run (its workers share the run's TMPDIR), once per TMPDIR elsewhere.
 */
const withExtractionLock = async <T>(work: () => Promise<T>): Promise<T> => {
  const lock = join(tmpdir(), 'chromium-extract.lock');
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline)
        throw new Error(`Chromium extraction lock ${lock} held for over 2 minutes`, { cause: error });
      await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    rmdirSync(lock);
  }
};

/** The path of the Chromium to run: CHROMIUM_PATH, or the packaged build (extracted once). */
export const chromiumExecutable = async (): Promise<string> => {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const packaged = (await import('@sparticuz/chromium')).default;
  return withExtractionLock(() => packaged.executablePath());
};

/** Also used by `npm run bench` (no vitest there). */
export const launchChromium = async (): Promise<Browser> => {
  const executablePath = await chromiumExecutable();
  try {
    return await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true, timeout: 60_000 });
  } catch (error) {
    throw new Error(
      `Chromium could not start (${executablePath}): ${(error as Error).message.split('\n')[0]}`,
      {
        cause: error,
      },
    );
  }
};
