import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Chromium for the dashboard's browser tests, with nothing installed by hand: the build that
 * ships inside the `@sparticuz/chromium` npm package (extracted to /tmp on first use), or
 * CHROMIUM_PATH, or a system Chromium when the package's build cannot start here.
 */
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

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

const chromiumCandidates = async (): Promise<string[]> => {
  const candidates: string[] = [];
  if (process.env.CHROMIUM_PATH) candidates.push(process.env.CHROMIUM_PATH);
  try {
    const packaged = (await import('@sparticuz/chromium')).default;
    candidates.push(await packaged.executablePath());
  } catch (error) {
    console.warn(`@sparticuz/chromium unavailable: ${(error as Error).message}`);
  }
  candidates.push(...SYSTEM_CHROMIUM.filter((path) => existsSync(path)));
  return candidates;
};

/** Also used by `npm run bench` (no vitest here). */
export const launchChromium = async (): Promise<Browser> => {
  const failures: string[] = [];
  for (const executablePath of await chromiumCandidates()) {
    try {
      return await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true, timeout: 60_000 });
    } catch (error) {
      failures.push(`${executablePath}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  throw new Error(`no Chromium could start:\n${failures.join('\n')}`);
};
