import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_LOCK_FILE, processRuns } from '../../infra/local/dev-instance.ts';
import { freePort } from '../../infra/local/dynamodb-local.ts';
import { startDevServer, type DevServer } from '../support/dev-server.ts';

/**
 * `npm run dev` as a user runs it (its own DynamoDB Local on its data dir): one per DATA_DIR,
 * a stale lock taken over, and Ctrl-C (SIGINT to the whole process group, which is what
 * DevServer.stop sends) stopping it without an error on the way out.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'commerce-dev-lock-'));
const lockFile = join(dataDir, DEV_LOCK_FILE);
const servers: DevServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A second `npm run dev` on the same data dir (other ports): its exit code and output. */
const startSecond = async (): Promise<{ code: number | null; output: string }> => {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    DYNAMODB_PORT: String(await freePort()),
    DYNAMODB_ENDPOINT: '',
  };
  const child = spawn('npm', ['run', 'dev'], { cwd: REPO_ROOT, env, detached: true });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  return { code, output };
};

const lockHolder = () => Number(readFileSync(lockFile, 'utf8').trim());

describe('npm run dev: one per DATA_DIR, and a quiet Ctrl-C', () => {
  it('refuses a second instance on the same DATA_DIR, naming the running one; the first keeps serving', async () => {
    const first = await startDevServer({ dataDir });
    servers.push(first);
    const holder = lockHolder();
    expect(processRuns(holder, 'infra/local/dev.ts')).toBe(true);

    const second = await startSecond();
    expect(second.code).toBe(1);
    expect(second.output).toContain(
      `npm run dev refused: npm run dev is already running on ${dataDir} (pid ${holder})`,
    );
    expect(second.output).not.toContain('DynamoDB Local:');
    expect(lockHolder()).toBe(holder);

    const settings = await fetch(`${first.baseUrl}/api/v1/sdk/store/${first.storeId}/checkout-settings`, {
      headers: { 'X-API-Key': first.publishableKey },
    });
    expect(settings.status).toBe(200);
  }, 180_000);

  it('Ctrl-C stops it without an error or a stack trace, and gives the data dir back', async () => {
    const first = servers.pop()!;
    const started = first.output().length;
    await first.stop();
    const onTheWayOut = first.output().slice(started);
    expect(onTheWayOut).not.toMatch(/ECONNREFUSED|"level":"ERROR"|\bERROR\b|\n\s+at /);
    expect(existsSync(lockFile)).toBe(false);
  }, 60_000);

  it('takes over a lock left by a process that no longer runs', async () => {
    // The pid of a process that has exited: what `kill -9` or a crash leaves behind.
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((done) => gone.once('exit', done));
    writeFileSync(lockFile, `${gone.pid}\n`);

    const next = await startDevServer({ dataDir });
    servers.push(next);
    expect(lockHolder()).not.toBe(gone.pid);
    expect(processRuns(lockHolder(), 'infra/local/dev.ts')).toBe(true);
  }, 180_000);
});
