import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_INSTANCE_FILE, type DevInstance } from '../../infra/local/dev-instance.ts';
import { startDevServer, type DevServer } from '../support/dev-server.ts';

/**
 * `npm run dev` on non-default ports and table, with its own DynamoDB Local on its data dir;
 * the admin CLI run with only DATA_DIR must use that database (not start a second DynamoDB
 * Local on the same files) and that API port for the tokens it mints.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../..');
let dev: DevServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'commerce-cli-dev-'));
  // No dynamoEndpoint: the dev server starts DynamoDB Local on dataDir, as a user's does.
  dev = await startDevServer({ dataDir });
}, 180_000);
afterAll(async () => {
  await dev?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Pids of the java processes whose command line names this data dir (Linux /proc). */
const dynamoLocalsOn = (dir: string): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return args.includes('DynamoDBLocal.jar') && args.includes(dir);
      } catch {
        return false;
      }
    })
    .map(Number);

/** The CLI with none of the dev server's variables: only DATA_DIR. Notes every DynamoDB Local seen on it meanwhile. */
const adminWithDataDirOnly = (...args: string[]) =>
  new Promise<{ code: number | null; stdout: string; stderr: string; dynamoLocalsSeen: Set<number> }>(
    (done) => {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
      for (const name of [
        'PORT',
        'DYNAMODB_PORT',
        'DYNAMODB_ENDPOINT',
        'TABLE_NAME',
        'OWNER_ISSUER',
        'OWNER_CLIENT_ID',
        'OWNER_AUDIENCE',
      ])
        delete env[name];
      const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: REPO_ROOT, env });
      let stdout = '';
      let stderr = '';
      const dynamoLocalsSeen = new Set<number>();
      const watch = setInterval(
        () => dynamoLocalsOn(dataDir).forEach((pid) => dynamoLocalsSeen.add(pid)),
        50,
      );
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.on('exit', (code) => {
        clearInterval(watch);
        done({ code, stdout, stderr, dynamoLocalsSeen });
      });
    },
  );

describe('admin CLI next to npm run dev on other ports', () => {
  it('uses the running dev server’s database, table and issuer, and starts no second DynamoDB Local', async () => {
    const keys = await adminWithDataDirOnly('key list', '--store', dev.storeId);
    expect(keys.code, keys.stderr).toBe(0);
    const listed = JSON.parse(keys.stdout) as Array<{ last4: string }>;
    expect(listed.map((key) => key.last4)).toContain(dev.secretKey.slice(-4));
    const instance = JSON.parse(readFileSync(join(dataDir, DEV_INSTANCE_FILE), 'utf8')) as DevInstance;
    expect(instance).toMatchObject({
      apiPort: Number(new URL(dev.baseUrl).port),
      tableName: expect.stringMatching(/^e2e-/),
    });
    expect(instance.dynamoEndpoint).not.toBe('http://127.0.0.1:8000');

    expect(keys.stderr).toContain(`using npm run dev's database (pid ${instance.pid}`);
    expect([...keys.dynamoLocalsSeen]).toEqual([instance.dynamoPid]);

    // The token's issuer is the dev server's port: the admin API accepts it.
    const minted = await adminWithDataDirOnly('owner token', '--email', 'owner@demo.local');
    expect(minted.code, minted.stderr).toBe(0);
    const { accessToken } = JSON.parse(minted.stdout) as { accessToken: string };
    const me = await fetch(`${dev.baseUrl}/api/v1/admin/me`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.status).toBe(200);
  });

  it('a clean stop removes the record', async () => {
    await dev.stop();
    expect(existsSync(join(dataDir, DEV_INSTANCE_FILE))).toBe(false);
  });
});
