import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

/**
 * What a running `npm run dev` uses, recorded in its DATA_DIR so the admin CLI works on the
 * same database whatever variables it is called with: two DynamoDB Local processes on one data
 * directory would share one SQLite file (docs/decisions.md §8.9). Written once the dev server is up, removed when it stops cleanly; a
 * crash leaves it behind, which is why readers check that its processes still live.
 */
export const DEV_INSTANCE_FILE = 'dev-instance.json';

export interface DevInstance {
  /** The `npm run dev` node process. */
  pid: number;
  apiPort: number;
  dynamoEndpoint: string;
  /** The DynamoDB Local it started on this data dir (absent when it used DYNAMODB_ENDPOINT). */
  dynamoPid?: number;
  tableName: string;
  startedAt: string;
}

export const recordDevInstance = (dataDir: string, instance: DevInstance): (() => void) => {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DEV_INSTANCE_FILE);
  writeFileSync(file, `${JSON.stringify(instance, null, 2)}\n`);
  return () => rmSync(file, { force: true });
};

export const readDevInstance = (dataDir: string): DevInstance | undefined => {
  try {
    const parsed = JSON.parse(readFileSync(join(dataDir, DEV_INSTANCE_FILE), 'utf8')) as Partial<DevInstance>;
    const valid =
      Number.isInteger(parsed.pid) &&
      Number.isInteger(parsed.apiPort) &&
      typeof parsed.dynamoEndpoint === 'string' &&
      typeof parsed.tableName === 'string';
    return valid ? (parsed as DevInstance) : undefined;
  } catch {
    return undefined; // none, or unreadable: as if no dev server had recorded one
  }
};

/**
 * True when the pid is a live process running `marker` (where /proc tells the command line;
 * elsewhere a live pid is taken at its word). A pid reused after a crash is not the dev server.
 */
export const processRuns = (pid: number, marker: string): boolean => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker);
  } catch {
    return true;
  }
};

/** True when something accepts a TCP connection at the endpoint within the timeout. */
export const endpointAnswers = (endpoint: string, timeoutMs = 2000): Promise<boolean> =>
  new Promise((resolve) => {
    const url = new URL(endpoint);
    const socket = connect(Number(url.port || 80), url.hostname);
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

export class DevDatabaseUnreachable extends Error {
  override name = 'DevDatabaseUnreachable';
}

export interface DevProbes {
  processRuns(pid: number, marker: string): boolean;
  endpointAnswers(endpoint: string): Promise<boolean>;
}

const DEV_MARKER = 'infra/local/dev.ts';
const DYNAMODB_LOCAL_MARKER = 'DynamoDBLocal.jar';

/**
 * The running dev server of this data dir, if any. A record whose processes are all gone is
 * stale and ignored. A live one whose DynamoDB does not answer is refused: starting another
 * DynamoDB Local on the same files is what the record is there to prevent.
 */
export const findRunningDev = async (
  dataDir: string,
  probes: DevProbes = { processRuns, endpointAnswers },
): Promise<DevInstance | undefined> => {
  const instance = readDevInstance(dataDir);
  if (!instance) return undefined;
  const devRuns = probes.processRuns(instance.pid, DEV_MARKER);
  const dynamoRuns =
    instance.dynamoPid !== undefined && probes.processRuns(instance.dynamoPid, DYNAMODB_LOCAL_MARKER);
  if (!devRuns && !dynamoRuns) return undefined;
  if (await probes.endpointAnswers(instance.dynamoEndpoint)) return instance;
  const who = devRuns
    ? `npm run dev (pid ${instance.pid}) is running on ${dataDir}`
    : `the DynamoDB Local of a stopped npm run dev (pid ${instance.dynamoPid}) is still running on ${dataDir}`;
  throw new DevDatabaseUnreachable(
    `${who}, but its DynamoDB at ${instance.dynamoEndpoint} does not answer; ` +
      'a second DynamoDB Local on the same data would corrupt it, so nothing was done. ' +
      'Wait for it to start, or stop it (Ctrl-C in its terminal) and try again.',
  );
};

/** Held by a running `npm run dev` from before it starts anything: its pid, one line. */
export const DEV_LOCK_FILE = 'dev.lock';

export class DataDirInUse extends Error {
  override name = 'DataDirInUse';
}

const lockHolder = (file: string): number | undefined => {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Takes DATA_DIR for this process, or refuses when another live `npm run dev` holds it: two
 * would run two DynamoDB Locals on one SQLite file and two sets of workers on one stream. The
 * lock is created exclusively; one left by a process that no longer runs (a crash, `kill -9`)
 * is taken over. Returns the release, which removes the file only while it is still ours.
 */
export const lockDataDir = (
  dataDir: string,
  pid: number = process.pid,
  runs: (pid: number, marker: string) => boolean = processRuns,
): (() => void) => {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DEV_LOCK_FILE);
  // Two rounds: a stale lock is removed once, then created exclusively (another starter may win that).
  for (let round = 0; round < 2; round++) {
    try {
      writeFileSync(file, `${pid}\n`, { flag: 'wx' });
      return () => {
        if (lockHolder(file) === pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = lockHolder(file);
    if (holder !== undefined && holder !== pid && runs(holder, DEV_MARKER))
      throw new DataDirInUse(
        `npm run dev is already running on ${dataDir} (pid ${holder}); ` +
          'stop it (Ctrl-C in its terminal) or give this one another DATA_DIR.',
      );
    // Stale (its process is gone), unreadable or our own pid: take it over.
    rmSync(file, { force: true });
  }
  throw new DataDirInUse(`another npm run dev is starting on ${dataDir}; try again once it is up.`);
};
