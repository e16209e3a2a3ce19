import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The packaged Chromium is extracted to a fixed path in TMPDIR. Several processes asking for it
 * at once in a TMPDIR where it is not extracted yet (as parallel browser test files on a fresh
 * machine do) must all get a browser that starts: none may execute the binary while another
 * is still writing it (ETXTBSY). No CHROMIUM_PATH and no system Chromium are involved.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const freshTmp = mkdtempSync(join(tmpdir(), 'chromium-extract-'));
afterAll(() => rmSync(freshTmp, { recursive: true, force: true }));

const SCRIPT = `
const { launchChromium } = await import(${JSON.stringify(join(ROOT, 'test/support/chromium.ts'))});
const browser = await launchChromium();
console.log('started', browser.version());
await browser.close();
`;

const launchInFreshProcess = () =>
  new Promise<{ code: number | null; output: string }>((done) => {
    const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: freshTmp };
    delete env.CHROMIUM_PATH;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
      cwd: ROOT,
      env,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ code, output }));
  });

describe('packaged Chromium', () => {
  it('three processes extracting it at once all start it', async () => {
    const runs = await Promise.all([launchInFreshProcess(), launchInFreshProcess(), launchInFreshProcess()]);
    for (const run of runs) {
      expect(run.output).toMatch(/started \d+\./);
      expect(run.code).toBe(0);
    }
  }, 180_000);
});
