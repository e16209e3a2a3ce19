import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * The README's "Five minutes to a paid order" runs as pasted: its curl block is run by bash
 * against `npm run dev`, with the keys and store id the dev server printed in place of the
 * `<...>` placeholders. `curl` and `jq` are the small stand-ins of test/support/shell-tools.mjs,
 * so the test needs neither on the machine; the block's own quoting and variables are bash's.
 * The answer it shows in its last comment is the answer it gets.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const SHELL_TOOLS = join(ROOT, 'test/support/shell-tools.mjs');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const QUICK_START = [...README.matchAll(/```sh\n([\s\S]*?)```/g)]
  .map((match) => match[1]!)
  .find((block) => block.startsWith('PK=<publishable key>'));

let dev: DevServer;
beforeAll(async () => {
  dev = await startDevServer({ dynamoEndpoint: runDynamoEndpoint() });
}, 120_000);
afterAll(async () => {
  await dev?.stop();
});

const runBash = (script: string) =>
  new Promise<{ code: number | null; output: string; errors: string }>((done) => {
    const child = spawn('bash', ['-c', script], { cwd: ROOT, env: process.env });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) => done({ code, output, errors }));
  });

describe("README.md's five minutes to a paid order", () => {
  it('has the curl block, its placeholders on its first line', () => {
    expect(QUICK_START).toBeDefined();
    expect(QUICK_START!.split('\n')[0]).toBe(
      'PK=<publishable key>; SK=<secret key>; STORE=<storeId>; API=http://127.0.0.1:3000',
    );
  });

  it('pays for an order, and answers what its last comment shows', async () => {
    const [, ...rest] = QUICK_START!.split('\n');
    const script = [
      'set -euo pipefail',
      `curl() { node ${JSON.stringify(SHELL_TOOLS)} curl "$@"; }`,
      `jq() { node ${JSON.stringify(SHELL_TOOLS)} jq "$@"; }`,
      `PK=${dev.publishableKey}; SK=${dev.secretKey}; STORE=${dev.storeId}; API=${dev.baseUrl}`,
      ...rest,
      'echo "ORDER=$ORDER"',
    ].join('\n');
    const result = await runBash(script);
    expect(result.code, `${result.output}\n${result.errors}`).toBe(0);

    const shown = /^# -> (\{.*\})$/m.exec(QUICK_START!)?.[1];
    expect(shown).toBeDefined();
    expect(result.output).toContain(`${shown}\n`);
    expect(JSON.parse(shown!)).toMatchObject({ orderStatus: 'Confirmed' });
    expect(result.output).toMatch(/ORDER=[0-9a-f-]{36}\n$/);
  }, 120_000);
});
