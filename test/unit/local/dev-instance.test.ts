import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEV_INSTANCE_FILE,
  DevDatabaseUnreachable,
  findRunningDev,
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
