/**
 * `npm run bench`: prints figures (markdown) and writes bench/results/latest.json for
 * comparison between runs. Targets are printed beside the figures; nothing is asserted.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../infra/local/dynamodb-local.ts';
import { applyLocalDefaults } from '../infra/local/environment.ts';
import { markdownTable } from './stats.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'commerce-bench-'));
process.env.DATA_DIR = dataDir;
process.env.PORT = String(await freePort());
process.env.DYNAMODB_PORT = String(await freePort());
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
process.env.RATE_LIMIT_PUBLISHABLE_PER_MINUTE ??= '1000000';
process.env.RATE_LIMIT_SECRET_PER_MINUTE ??= '1000000';
applyLocalDefaults();

const { startLocalRuntime } = await import('../infra/local/runtime.ts');
const { benchStoreEndpoints } = await import('./api.ts');
const { benchBundles } = await import('./bundles.ts');

const report: Record<string, unknown> = { at: new Date().toISOString(), node: process.version };
const sections: string[] = [];

const bundles = await benchBundles();
report.bundles = bundles;
sections.push(
  '## Function bundles (minified, target < 300 KB each)',
  markdownTable(
    ['function group', 'bundle KB', 'cold import ms'],
    bundles.map((b) => [b.group, b.kilobytes, b.coldImportMs ?? 'n/a']),
  ),
);

const runtime = await startLocalRuntime();
try {
  const latency = await benchStoreEndpoints(runtime);
  report.latency = latency;
  sections.push(
    '## Local runtime latency (target p99 < 15 ms)',
    markdownTable(
      ['route', 'requests', 'p50 ms', 'p99 ms', 'req/s', 'unexpected'],
      latency.map((l) => [l.name, l.requests, l.p50Ms, l.p99Ms, l.requestsPerSecond, l.unexpected]),
    ),
  );
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const out = resolve(import.meta.dirname, 'results');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`# Benchmark ${report.at} (${process.version})\n\n${sections.join('\n\n')}\n\nJSON: bench/results/latest.json`);
process.exit(0);
