import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { entryPath, LAMBDA_ESBUILD_OPTIONS, PROJECT_ROOT } from '../infra/cdk/bundling.ts';
import { WORKERS } from '../infra/cdk/workers.ts';
import { FUNCTION_GROUPS } from '../shared/routes.ts';
import { percentile, round } from './stats.ts';

export interface BundleFigures {
  group: string;
  kilobytes: number;
  /** Median time a fresh Node process takes to import the bundle. */
  coldImportMs: number | undefined;
  /** Median of (this import / the floor's import run just before it); 1 for the floor itself. */
  ratioToFloor: number | undefined;
  /** The same against the floor with the SDK left to the runtime's copy (how functions were built before). */
  ratioToExternalSdkFloor: number | undefined;
}

/** The yardstick: a function that only creates a DynamoDB document client and does one GetCommand. */
export const FLOOR = { group: 'floor (DynamoDB GetCommand only)', entry: 'bench/floor/handler.ts' };
/** The same floor with every `@aws-sdk/*` package external, loaded from node_modules as from Lambda's runtime. */
const EXTERNAL_SDK_FLOOR = 'floor, SDK external (runtime copy)';

/** Paired runs per function; `BENCH_COLD_RUNS` overrides (odd, so the median is a run). */
const coldRuns = (): number => Number(process.env.BENCH_COLD_RUNS ?? 7);

/** Milliseconds a fresh Node process spends in `import(file)` (Node's own start-up excluded). */
const coldImportMs = (file: string): number => {
  const script = `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, TABLE_NAME: 'bench', AWS_REGION: 'us-east-1', POWERTOOLS_DEV: 'true' },
  });
  return Number(run.stdout.trim().split('\n').at(-1));
};

const median = (values: number[]): number | undefined => {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  return finite.length ? percentile(finite, 50) : undefined;
};

/**
 * Builds every function and the floor with the deployed esbuild options, then measures the
 * minified size and the cold import time of each. The machine's speed drifts (and is shared),
 * so each function's import runs right after one of the floor's, round after round: the ratio
 * of each pair cancels the drift, and its median is the figure. Bundles go under .tmp/ so the
 * external packages, if any, resolve from node_modules.
 */
export const benchBundles = async (): Promise<BundleFigures[]> => {
  const outDir = join(PROJECT_ROOT, '.tmp', 'bench-bundles');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const entries: [string, string, BuildOptions?][] = [
    [FLOOR.group, FLOOR.entry],
    [EXTERNAL_SDK_FLOOR, FLOOR.entry, { external: ['@aws-sdk/*'] }],
    ...Object.entries(FUNCTION_GROUPS).map(([group, { entry }]) => [group, entry] as [string, string]),
    ...WORKERS.map((worker) => [worker.name, worker.entry] as [string, string]),
  ];
  const files = new Map<string, string>();
  for (const [index, [group, entry, options]] of entries.entries()) {
    const outfile = join(outDir, `${index}.mjs`);
    await build({
      ...LAMBDA_ESBUILD_OPTIONS,
      ...options,
      entryPoints: [entryPath(entry)],
      outfile,
      logLevel: 'silent',
    });
    files.set(group, outfile);
  }
  const floorFile = files.get(FLOOR.group)!;
  const floorMs: number[] = [];
  const runs = new Map<string, { ms: number[]; ratios: number[] }>();
  for (let round = 0; round < coldRuns(); round++) {
    for (const [group, file] of files) {
      if (file === floorFile) continue;
      const floor = coldImportMs(floorFile);
      const ms = coldImportMs(file);
      floorMs.push(floor);
      const figures = runs.get(group) ?? { ms: [], ratios: [] };
      figures.ms.push(ms);
      figures.ratios.push(ms / floor);
      runs.set(group, figures);
    }
  }
  const externalSdkFloor = median(runs.get(EXTERNAL_SDK_FLOOR)!.ratios);
  return [...files].map(([group, file]) => {
    const { ms, ratios } = runs.get(group) ?? { ms: floorMs, ratios: [1] };
    const coldMs = median(ms);
    const ratio = median(ratios);
    return {
      group,
      kilobytes: round(statSync(file).size / 1024, 1),
      coldImportMs: coldMs === undefined ? undefined : round(coldMs, 1),
      ratioToFloor: ratio === undefined ? undefined : round(ratio, 2),
      ratioToExternalSdkFloor:
        ratio === undefined || externalSdkFloor === undefined
          ? undefined
          : round(ratio / externalSdkFloor, 2),
    };
  });
};
