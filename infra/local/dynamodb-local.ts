import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';

/**
 * DynamoDB Local (AWS's own engine: transactions, conditions, streams) from the jar that
 * the npm package amplify-dynamodb-simulator ships, so `npm ci` is the only set-up.
 */
export interface DynamoDbLocal {
  endpoint: string;
  port: number;
  /** The Java process (the bench reads its CPU time). */
  pid: number | undefined;
  stop(): Promise<void>;
}

const jarDirectory = (): string => {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
};

/** Java 17+ is the one thing npm cannot install: say so in one line. */
export const assertJava = (): void => {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error('DynamoDB Local needs Java 17 or newer on PATH (java not found); install a JDK/JRE 17+.');
  }
  const match = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`);
  const major = match ? Number(match[1]) : 0;
  if (major < 17) throw new Error(`DynamoDB Local needs Java 17 or newer; found Java ${major || 'unknown'}.`);
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const waitForPort = async (port: number, child: ChildProcess, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`DynamoDB Local did not open port ${port} within ${timeoutMs} ms`);
};

export interface StartOptions {
  port?: number;
  /** Directory to keep data in; omitted = in memory (tests). */
  dataDir?: string;
  /**
   * Ignore the terminal's Ctrl-C (SIGINT goes to the whole foreground process group): the owner
   * stops it with `stop()` once its own users are done. `npm run dev` sets it, or DynamoDB Local
   * dies first and the stopping workers' last calls fail with ECONNREFUSED.
   */
  ignoreInterrupt?: boolean;
}

export const startDynamoDbLocal = async ({
  port,
  dataDir,
  ignoreInterrupt = false,
}: StartOptions = {}): Promise<DynamoDbLocal> => {
  assertJava();
  const chosenPort = port ?? (await freePort());
  const dir = jarDirectory();
  const storage = dataDir ? ['-dbPath', resolve(dataDir)] : ['-inMemory'];
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const java = [
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    '-jar',
    join(dir, 'DynamoDBLocal.jar'),
    '-sharedDb',
    // No usage data leaves the machine (the env switch below covers versions without the flag).
    '-disableTelemetry',
    '-port',
    String(chosenPort),
    ...storage,
  ];
  // A signal ignored at exec stays ignored, and the JVM then installs no handler of its own for it
  // (node resets dispositions in children, hence the shell). Same process: `pid` is Java's.
  const [command, args] = ignoreInterrupt
    ? ['sh', ['-c', 'trap "" INT; exec "$0" "$@"', 'java', ...java]]
    : ['java', java];
  const child = spawn(command, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DDB_LOCAL_TELEMETRY: '0' },
    // It writes dynamodb-local-metadata.json into its working directory: keep that out of the repo.
    cwd: dataDir ?? tmpdir(),
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  try {
    await waitForPort(chosenPort, child, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${stderr}`, { cause: error });
  }
  return {
    endpoint: `http://127.0.0.1:${chosenPort}`,
    port: chosenPort,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
};
