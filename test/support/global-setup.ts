import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureDashboardBuilt } from '../../infra/local/dashboard.ts';
import { startDynamoDbLocal } from '../../infra/local/dynamodb-local.ts';
import { chromiumExecutable } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

/**
 * Starts DynamoDB Local once per `vitest run`; no hand-started services. Also gives the run its
 * own temp folder: test workers and the servers they spawn inherit TMPDIR, so every
 * `mkdtemp(tmpdir())` of the run (data dirs, certificates, dev servers) lands in it and is
 * removed at the end, even when a test is interrupted before its own cleanup.
 */
export default async function setup(project: TestProject) {
  const previousTmpdir = process.env.TMPDIR;
  const runTmpdir = mkdtempSync(join(tmpdir(), 'commerce-test-run-'));
  process.env.TMPDIR = runTmpdir;
  // Built and extracted once here, so the dev servers and browsers the tests start in parallel
  // find the dashboard and Chromium ready instead of each writing them at once.
  const [dynamo] = await Promise.all([startDynamoDbLocal(), ensureDashboardBuilt(), chromiumExecutable()]);
  project.provide('dynamoEndpoint', dynamo.endpoint);
  return async () => {
    await dynamo.stop();
    if (previousTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmpdir;
    rmSync(runTmpdir, { recursive: true, force: true });
  };
}
