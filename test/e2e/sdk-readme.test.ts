import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * sdk/README.md's snippets run as written (docs/decisions.md §13.7): each `ts` block is written to
 * a file of its own and run with tsx against `npm run dev`, its URL, store and keys in the
 * environment the snippets read; only the package name is pointed at the SDK's sources.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const SDK_ENTRY = join(ROOT, 'sdk/src/index.ts');
const BLOCKS = [...readFileSync(join(ROOT, 'sdk/README.md'), 'utf8').matchAll(/```ts\n([\s\S]*?)```/g)].map(
  (match) => match[1]!,
);

let dev: DevServer;
let workDir: string;
beforeAll(async () => {
  dev = await startDevServer({ dynamoEndpoint: runDynamoEndpoint() });
  workDir = mkdtempSync(join(tmpdir(), 'sdk-readme-'));
}, 120_000);
afterAll(async () => {
  await dev?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const snippetFile = (index: number): string => {
  const file = join(workDir, `snippet-${index}.mts`);
  writeFileSync(
    file,
    BLOCKS[index]!.replaceAll("from '@store-commerce/sdk'", `from ${JSON.stringify(SDK_ENTRY)}`),
  );
  return file;
};

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(command, args, { cwd: ROOT, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (exitCode) => done({ code: exitCode, output }));
  });

const runSnippet = (index: number) =>
  run(process.execPath, ['--import', 'tsx', snippetFile(index)], {
    ...process.env,
    STORE_API_URL: dev.baseUrl,
    STORE_ID: dev.storeId,
    STORE_PUBLISHABLE_KEY: dev.publishableKey,
    STORE_SECRET_KEY: dev.secretKey,
    WEBHOOK_SECRET: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=',
  });

describe('sdk/README.md', () => {
  it('has the storefront, catalog, account, server and webhook snippets', () => {
    expect(BLOCKS.length).toBeGreaterThanOrEqual(6);
    for (const block of BLOCKS) expect(block).toContain("from '@store-commerce/sdk'");
  });

  it('type-checks every ts snippet (strict)', async () => {
    const files = [...BLOCKS.keys()].map(snippetFile);
    const tsc = join(ROOT, 'node_modules/.bin/tsc');
    const result = await run(tsc, [
      ...['--noEmit', '--strict', '--skipLibCheck', '--allowImportingTsExtensions'],
      ...[
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2023',
        '--lib',
        'es2023,dom',
      ],
      ...['--types', 'node', '--typeRoots', join(ROOT, 'node_modules/@types')],
      ...files,
    ]);
    expect(result.code, result.output).toBe(0);
  }, 60_000);

  it('runs every ts snippet against npm run dev, the server snippet (which syncs the catalog) first', async () => {
    const server = BLOCKS.findIndex((block) => block.includes('createServerClient({'));
    expect(server).toBeGreaterThanOrEqual(0);
    const order = [server, ...[...BLOCKS.keys()].filter((index) => index !== server)];
    const outputs: string[] = [];
    for (const index of order) {
      const result = await runSnippet(index);
      expect(result.code, `snippet ${index + 1} printed:\n${result.output}`).toBe(0);
      outputs.push(result.output);
    }
    // The storefront snippet paid for an order of what the server snippet synced.
    expect(outputs.join('\n')).toMatch(/order \d+: Confirmed/);
  }, 120_000);
});
