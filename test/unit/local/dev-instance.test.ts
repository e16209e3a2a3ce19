import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirInUse,
  DEV_INSTANCE_FILE,
  DEV_LOCK_FILE,
  DevDatabaseUnreachable,
  findRunningDev,
  lockDataDir,
  readDevInstance,
  recordDevInstance,
  type DevInstance,
} from '../../../infra/local/dev-instance.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'dev-instance-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const instance: DevInstance = {
  pid: 4001,
  apiPort: 3456,
  dynamoEndpoint: 'http://127.0.0.1:8456',
  dynamoPid: 4002,
  tableName: 'store-commerce-local',
  startedAt: '2025-01-01T00:00:00.000Z',
};

/** Probes with a fixed set of live pids and answering endpoints. */
const probes = (live: number[], answering: string[] = []) => ({
  processRuns: (pid: number) => live.includes(pid),
  endpointAnswers: async (endpoint: string) => answering.includes(endpoint),
});

describe("the dev server's record in DATA_DIR", () => {
  it('is written, read back and removed', () => {
    const dir = freshDir();
    const forget = recordDevInstance(dir, instance);
    expect(readDevInstance(dir)).toEqual(instance);
    forget();
    expect(readDevInstance(dir)).toBeUndefined();
  });

  it('none or an unreadable one: no running dev server', async () => {
    const dir = freshDir();
    await expect(findRunningDev(dir, probes([4001, 4002]))).resolves.toBeUndefined();
    writeFileSync(join(dir, DEV_INSTANCE_FILE), '{ "pid": ');
    await expect(findRunningDev(dir, probes([4001, 4002]))).resolves.toBeUndefined();
  });

  it('running and answering: used', async () => {
    const dir = freshDir();
    recordDevInstance(dir, instance);
    await expect(findRunningDev(dir, probes([4001, 4002], [instance.dynamoEndpoint]))).resolves.toEqual(
      instance,
    );
  });

  it('stale (both processes gone, as after a crash): ignored', async () => {
    const dir = freshDir();
    recordDevInstance(dir, instance);
    await expect(findRunningDev(dir, probes([], [instance.dynamoEndpoint]))).resolves.toBeUndefined();
  });

  it('running but its DynamoDB does not answer: refused, with what to do', async () => {
    const dir = freshDir();
    recordDevInstance(dir, instance);
    const refusal = await findRunningDev(dir, probes([4001, 4002])).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DevDatabaseUnreachable);
    expect((refusal as Error).message).toMatch(/npm run dev \(pid 4001\) is running on .* does not answer/);
    // The dev server is gone but its DynamoDB Local still holds the files: refused too.
    const orphan = await findRunningDev(dir, probes([4002])).catch((error: unknown) => error);
    expect((orphan as Error).message).toMatch(/DynamoDB Local of a stopped npm run dev \(pid 4002\)/);
  });
});

describe("the dev server's lock on DATA_DIR", () => {
  const runs = (live: number[]) => (pid: number) => live.includes(pid);
  const holder = (dir: string) => readFileSync(join(dir, DEV_LOCK_FILE), 'utf8').trim();

  it('is taken with the pid and given back; a second live server is refused, naming the first', () => {
    const dir = freshDir();
    const release = lockDataDir(dir, 4001, runs([4001]));
    expect(holder(dir)).toBe('4001');
    const refusal = (() => {
      try {
        lockDataDir(dir, 4005, runs([4001, 4005]));
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DataDirInUse);
    expect((refusal as Error).message).toContain(`npm run dev is already running on ${dir} (pid 4001)`);
    expect(holder(dir)).toBe('4001');
    release();
    expect(existsSync(join(dir, DEV_LOCK_FILE))).toBe(false);
  });

  it('takes over a stale lock (its pid no longer runs the dev server) or an unreadable one', () => {
    const dir = freshDir();
    writeFileSync(join(dir, DEV_LOCK_FILE), '4001\n');
    lockDataDir(dir, 4005, runs([4005]));
    expect(holder(dir)).toBe('4005');
    writeFileSync(join(dir, DEV_LOCK_FILE), 'garbage');
    lockDataDir(dir, 4006, runs([4006]));
    expect(holder(dir)).toBe('4006');
  });

  it('a release leaves a lock that another server has taken over alone', () => {
    const dir = freshDir();
    const release = lockDataDir(dir, 4001, runs([4001]));
    writeFileSync(join(dir, DEV_LOCK_FILE), '4007\n');
    release();
    expect(holder(dir)).toBe('4007');
  });
});
