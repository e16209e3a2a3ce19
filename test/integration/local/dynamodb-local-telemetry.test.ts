import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { startDynamoDbLocal } from '../../../infra/local/dynamodb-local.ts';

/**
 * DynamoDB Local sends usage telemetry unless told not to; when it does, it records its
 * installation id in dynamodb-local-metadata.json in its working directory (which used to be
 * the repository). With telemetry off it writes no such file.
 */
it('starts DynamoDB Local with telemetry off, writing nothing into the repository', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ddb-telemetry-'));
  const db = await startDynamoDbLocal({ dataDir });
  await db.stop();
  expect(readdirSync(dataDir)).not.toContain('dynamodb-local-metadata.json');
  expect(existsSync(resolve(import.meta.dirname, '../../../dynamodb-local-metadata.json'))).toBe(false);
  rmSync(dataDir, { recursive: true, force: true });
});
