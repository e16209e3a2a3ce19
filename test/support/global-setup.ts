import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureDashboardBuilt } from '../../infra/local/dashboard.ts';
import { ensureStorefrontBuilt } from '../../infra/local/storefront.ts';
import { startDynamoDbLocal } from '../../infra/local/dynamodb-local.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoints: string[];
  }
}

/**
 * DynamoDB Local serves every request on one SQLite connection: one instance for the whole run
 * kept one core busy while the other waited. Two instances, each test file on the one of its
 * worker (test/support/dynamo.ts), let both cores serve the database.
 */
const DYNAMO_INSTANCES = 2;

/**
 * Starts DynamoDB Local (two instances) once per `vitest run`; no hand-started services. Also gives the run its
 * own temp folder: test workers and the servers they spawn inherit TMPDIR, so every
 * `mkdtemp(tmpdir())` of the run (data dirs, certificates, dev servers) lands in it and is
 * removed at the end, even when a test is interrupted before its own cleanup.
 */
export default async function setup(project: TestProject) {
  const previousTmpdir = process.env.TMPDIR;
  const runTmpdir = mkdtempSync(join(tmpdir(), 'commerce-test-run-'));
  process.env.TMPDIR = runTmpdir;
  // Built once here (the dashboard and the storefront, when their sources changed), so the dev servers the tests start in parallel
  // find it ready instead of each building it. Chromium is extracted by the first browser test
  // that needs it, under a lock (test/support/chromium.ts), so runs without one skip it.
  const [dynamos] = await Promise.all([
    Promise.all(Array.from({ length: DYNAMO_INSTANCES }, () => startDynamoDbLocal())),
    // One after the other: each build sets NODE_ENV for its duration.
    ensureDashboardBuilt().then(() => ensureStorefrontBuilt()),
  ]);
  project.provide(
    'dynamoEndpoints',
    dynamos.map((dynamo) => dynamo.endpoint),
  );
  return async () => {
    await Promise.all(dynamos.map((dynamo) => dynamo.stop()));
    if (previousTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmpdir;
    rmSync(runTmpdir, { recursive: true, force: true });
  };
}
