import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { entryPath, LAMBDA_ESBUILD_OPTIONS, PROJECT_ROOT } from '../infra/cdk/bundling.ts';
import { WORKERS } from '../infra/cdk/workers.ts';
import { FUNCTION_GROUPS } from '../shared/routes.ts';
import { round } from './stats.ts';

export interface BundleFigures {
  group: string;
  kilobytes: number;
  coldImportMs: number | undefined;
}

/**
 * Builds every function with the deployed esbuild options and measures the minified size
 * and the time a fresh Node process takes to import the bundle (the cold-start share that
 * is ours). Bundles go under .tmp/ so the external @aws-sdk/* resolve from node_modules.
 */
export const benchBundles = async (): Promise<BundleFigures[]> => {
  const outDir = join(PROJECT_ROOT, '.tmp', 'bench-bundles');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const entries: [string, string][] = [
    ...Object.entries(FUNCTION_GROUPS).map(([group, { entry }]) => [group, entry] as [string, string]),
    ...WORKERS.map((worker) => [worker.name, worker.entry] as [string, string]),
  ];
  const figures: BundleFigures[] = [];
  for (const [group, entry] of entries) {
    const outfile = join(outDir, `${group}.mjs`);
    await build({ ...LAMBDA_ESBUILD_OPTIONS, entryPoints: [entryPath(entry)], outfile, logLevel: 'silent' });
    const script = `const t = performance.now(); await import(${JSON.stringify(outfile)}); console.log(performance.now() - t);`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, TABLE_NAME: 'bench', AWS_REGION: 'us-east-1', POWERTOOLS_DEV: 'true' },
    });
    const ms = Number(run.stdout.trim().split('\n').at(-1));
    figures.push({ group, kilobytes: round(statSync(outfile).size / 1024, 1), coldImportMs: Number.isFinite(ms) ? round(ms, 1) : undefined });
  }
  return figures;
};
