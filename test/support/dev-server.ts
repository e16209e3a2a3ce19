import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { freePort } from '../../infra/local/dynamodb-local.ts';
import { sleep } from './wait.ts';

export interface DevServer {
  baseUrl: string;
  storeId: string;
  publishableKey: string;
  secretKey: string;
  dataDir: string;
  /** Everything the process printed so far (stdout + stderr). */
  output(): string;
  /** Responses that did not match docs/openapi.json (the server checks every one). */
  contractViolations(): unknown[];
  /** Runs the admin CLI against this server's database; returns parsed JSON stdout. */
  admin(...args: string[]): Promise<unknown>;
  stop(): Promise<void>;
  /**
   * `kill -9` of the whole process group (a crash: nothing is flushed or released). A data dir
   * passed in `options.dataDir` is kept, so another server can start on the same data.
   */
  kill(): Promise<void>;
}

/** A new owner account made a member of the dev server's demo store with `role`; its access token. */
export const memberToken = async (dev: DevServer, email: string, role: 'owner' | 'admin' | 'viewer') => {
  await dev.admin('owner', 'create', '--email', email);
  await dev.admin('member', 'add', '--store', dev.storeId, '--email', email, '--role', role);
  const { accessToken } = (await dev.admin('owner', 'token', '--email', email)) as { accessToken: string };
  return accessToken;
};

const REPO_ROOT = resolve(import.meta.dirname, '../..');

export interface DevServerOptions {
  env?: Record<string, string>;
  /** Reuse the test run's DynamoDB Local (fast) instead of spawning one (as a user's first start does). */
  dynamoEndpoint?: string;
  timeoutMs?: number;
  /** Fail `stop()` when a response broke the OpenAPI document (default true). */
  enforceContract?: boolean;
  /**
   * Start on this data dir (demo keys, stream checkpoint, local secrets) and keep it when the
   * server stops (restart tests: the same data dir also names the same table). Default: a new temporary
   * dir, removed on stop.
   */
  dataDir?: string;
}

const runAdmin = (env: NodeJS.ProcessEnv, args: string[]): Promise<unknown> =>
  new Promise((resolveRun, reject) => {
    const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: REPO_ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => {
      if (code !== 0)
        return reject(new Error(`admin ${args.join(' ')} failed (${code}): ${stderr}${stdout}`));
      try {
        resolveRun(JSON.parse(stdout));
      } catch {
        reject(new Error(`admin printed non-JSON: ${stdout}`));
      }
    });
  });

/** Starts `npm run dev` on free ports with its own data dir and waits for the demo keys. */
export const startDevServer = async (options: DevServerOptions = {}): Promise<DevServer> => {
  const port = await freePort();
  const dynamoPort = await freePort();
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'commerce-dev-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DYNAMODB_PORT: String(dynamoPort),
    DATA_DIR: dataDir,
    // Named after the data dir, not the port: a port is reused by later servers of the run, and a
    // table left by an earlier one holds a demo owner this data dir does not know.
    TABLE_NAME: `e2e-${basename(dataDir)}`,
    POWERTOOLS_LOG_LEVEL: 'INFO',
    // The JSON records the deployed functions write: tests read request ids and leaks from them.
    LOG_FORMAT: 'json',
    CONTRACT_CHECK: '1',
    ...(options.dynamoEndpoint ? { DYNAMODB_ENDPOINT: options.dynamoEndpoint } : { DYNAMODB_ENDPOINT: '' }),
    ...options.env,
  };
  const child: ChildProcess = spawn('npm', ['run', 'dev'], { cwd: REPO_ROOT, env, detached: true });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      const exited = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        /* already gone */
      }
      // A clean stop (API, workers, then DynamoDB Local, and the DATA_DIR lock given back) takes
      // seconds on a busy machine; SIGKILL is for one that hangs.
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      const exited = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
      await exited;
    }
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  /**
   * Stops the server; then fails the suite if any response it served broke the OpenAPI
   * document, so every end-to-end test doubles as a contract test.
   */
  const stopAndCheckContract = async () => {
    await stop();
    const violations = output.split('\n').filter((line) => line.startsWith('CONTRACT_VIOLATION '));
    if (violations.length > 0 && options.enforceContract !== false) {
      throw new Error(
        `responses broke docs/openapi.json (npm run openapi?):\n${violations.slice(0, 10).join('\n')}`,
      );
    }
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (!/secret key:\s+\S+/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`npm run dev did not start:\n${output}`);
    }
    await sleep(100);
  }
  const pick = (pattern: RegExp) => pattern.exec(output)![1]!;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    storeId: pick(/Demo store[^:]*: (\S+)/),
    publishableKey: pick(/publishable key:\s+(\S+)/),
    secretKey: pick(/secret key:\s+(\S+)/),
    dataDir,
    output: () => output,
    contractViolations: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('CONTRACT_VIOLATION '))
        .map((line) => JSON.parse(line.slice('CONTRACT_VIOLATION '.length)) as unknown),
    admin: (...args) => runAdmin(env, args),
    stop: stopAndCheckContract,
    kill,
  };
};
