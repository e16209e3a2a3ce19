/**
 * The cost per request alone (`npx tsx bench/cost-run.ts`), with `npm run bench`'s set-up: the
 * local runtime in-process on an in-memory DynamoDB Local and quotas no bench run reaches. The
 * rate limit still leases what it would at the deployed quotas (10 tokens while 50 or more are
 * left: a client's first 70 requests of a minute under the default shares of 120).
 * `BENCH_COST_CALLS` sets the measured calls per route (200).
 */
import { rmSync } from 'node:fs';
import { startDynamoDbLocal } from '../infra/local/dynamodb-local.ts';
import { prepareBenchEnvironment } from './environment.ts';

const dataDir = await prepareBenchEnvironment('commerce-bench-cost-');

const dynamo = await startDynamoDbLocal().catch((error: unknown) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});
process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
const { startLocalRuntime } = await import('../infra/local/runtime.ts');
const { benchCost, costSection } = await import('./cost.ts');
const runtime = await startLocalRuntime();
try {
  const cost = await benchCost(runtime, Number(process.env.BENCH_COST_CALLS ?? 200));
  const { measuredUnits, storeCostSection, storeCosts } = await import('./store-cost.ts');
  console.log(
    `# Cost per request ${new Date().toISOString()} (${process.version})\n\n${costSection(cost)}\n\n` +
      storeCostSection(storeCosts(measuredUnits(cost)), 'measured in this run'),
  );
} finally {
  await runtime.stop();
  await dynamo.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
