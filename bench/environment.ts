import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../infra/local/dynamodb-local.ts';
import { applyLocalDefaults } from '../infra/local/environment.ts';

/**
 * The bench's process environment, set before the local runtime is imported: a temporary data
 * dir (returned, for the caller to remove), a free port, silent logs and quotas no bench run
 * reaches (the rate limit still leases as at the deployed quotas, docs/decisions.md §2.6).
 */
export const prepareBenchEnvironment = async (prefix: string): Promise<string> => {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  process.env.DATA_DIR = dataDir;
  process.env.PORT = String(await freePort());
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.RATE_LIMIT_PUBLISHABLE_PER_MINUTE ??= '1000000';
  process.env.RATE_LIMIT_SECRET_PER_MINUTE ??= '1000000';
  process.env.OTP_MAX_SENDS_PER_SOURCE_PER_HOUR ??= '100000';
  // As the webhook bench: the deployed 2.5 s bound per DynamoDB request failed runs at load ~17
  // (100 requests at once on one item of DynamoDB Local, the flash sale's floor).
  process.env.AWS_REQUEST_TIMEOUT_MS ??= '10000';
  applyLocalDefaults();
  return dataDir;
};
