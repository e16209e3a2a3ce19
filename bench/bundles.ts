import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { build, type BuildOptions } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  entryPath,
  FUNCTION_LAZY_PACKAGES,
  lambdaEsbuildOptions,
  LAMBDA_ESBUILD_OPTIONS,
  LAZY_PACKAGES,
  lazyPackagesOf,
  PROJECT_ROOT,
} from '../infra/cdk/bundling.ts';
import { WORKERS } from '../infra/cdk/workers.ts';
import { FUNCTION_GROUPS } from '../shared/routes.ts';
import { markdownTable, percentile, round } from './stats.ts';

export interface BundleFigures {
  group: string;
  /** The deployed bundle (index.mjs): what a cold start loads. */
  kilobytes: number;
  /** The lazy packages shipped beside it (LAZY_PACKAGES), loaded on their first use; 0 if none. */
  lazyKilobytes: number;
  /** The three packages (or project folders) that take most of the bundle, with their KB. */
  largestParts: string;
  /** Fastest time a fresh Node process took to import the bundle (noise only adds time). */
  coldImportMs: number | undefined;
  /** This function's fastest import / the floor's fastest over the runs paired with it; 1 for the floor itself. */
  ratioToFloor: number | undefined;
  /** The same on the process's CPU time during the import: steadier than wall time on a loaded machine. */
  cpuRatioToFloor: number | undefined;
  /** The same against the floor with the SDK left to the runtime's copy (how functions were built before). */
  ratioToExternalSdkFloor: number | undefined;
  /** Fastest import + first DynamoDB GetItem through the function's own client (Lambda's init + first call), wall. */
  initMs: number | undefined;
  /** The goal's figure: CPU of the import + first GetItem, fastest / the paired floor's fastest. */
  initCpuRatioToFloor: number | undefined;
  /** The same on wall time (adds DynamoDB Local's answer, the same for both, and the machine's waits). */
  initRatioToFloor: number | undefined;
  /** The median of the per-round paired ratios of init CPU: the figure before, beside for comparison. */
  initCpuMedianPairedRatio: number | undefined;
}

/** The yardstick: a function that only creates a DynamoDB document client and does one GetCommand. */
export const FLOOR = { group: 'floor (DynamoDB GetCommand only)', entry: 'bench/floor/handler.ts' };
/** The same floor with every `@aws-sdk/*` package external, loaded from node_modules as from Lambda's runtime. */
const EXTERNAL_SDK_FLOOR = 'floor, SDK external (runtime copy)';
const INIT_TABLE = 'bench-init';

/** Paired runs per function; `BENCH_COLD_RUNS` overrides (odd, so the median is a run). */
const coldRuns = (): number => Number(process.env.BENCH_COLD_RUNS ?? 11);

interface ColdRun {
  importMs: number;
  /** CPU (user + system) the process spent in the import. */
  importCpuMs: number;
  initMs: number;
  /** CPU the process spent in the import and the first request (DynamoDB Local's own time is not in it). */
  initCpuMs: number;
}

/**
 * One cold start in a fresh Node process (its own start-up excluded): `import(file)`, then the
 * first DynamoDB request as Lambda's first invocation would make it. The floor's handler sends
 * its GetCommand; a function's bundle is built with its own document client and GetCommand
 * re-exported (see `timedEntry`), so the request goes through the function's configured client
 * (timeouts, retry strategy, tracer middleware) against DynamoDB Local. Credentials and the
 * endpoint come from the environment, as in Lambda.
 */
const coldRun = (file: string, endpoint: string | undefined): ColdRun => {
  const script = `
    const t = performance.now();
    const cpu = process.cpuUsage();
    const bundle = await import(${JSON.stringify(file)});
    const imported = performance.now();
    const used = process.cpuUsage(cpu);
    if (process.env.AWS_ENDPOINT_URL_DYNAMODB) {
      if (bundle.documentClient)
        await bundle.documentClient().send(new bundle.GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: 'init', sk: 'init' } }));
      else await bundle.handler({ id: 'init' });
    }
    const initMs = performance.now() - t;
    const initUsed = process.cpuUsage(cpu);
    console.log(JSON.stringify({ importMs: imported - t, importCpuMs: (used.user + used.system) / 1000, initMs, initCpuMs: (initUsed.user + initUsed.system) / 1000 }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: {
      ...process.env,
      TABLE_NAME: INIT_TABLE,
      AWS_REGION: 'us-east-1',
      POWERTOOLS_DEV: 'true',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_DYNAMODB: endpoint ?? '',
      DYNAMODB_ENDPOINT: '',
    },
  });
  try {
    return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as ColdRun;
  } catch {
    return { importMs: NaN, importCpuMs: NaN, initMs: NaN, initCpuMs: NaN };
  }
};

/** A function's entry plus what the init figure needs from the same bundle (one SDK copy). */
const timedEntry = (entry: string): BuildOptions => ({
  stdin: {
    contents: [
      `export { handler } from ${JSON.stringify(entryPath(entry))};`,
      `export { documentClient } from ${JSON.stringify(entryPath('shared/db/dynamo-client.ts'))};`,
      `export { GetCommand } from '@aws-sdk/lib-dynamodb';`,
    ].join('\n'),
    resolveDir: PROJECT_ROOT,
    loader: 'ts',
  },
});

const median = (values: number[]): number | undefined => {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  return finite.length ? percentile(finite, 50) : undefined;
};

const fastest = (values: number[]): number | undefined => {
  const finite = values.filter(Number.isFinite);
  return finite.length ? Math.min(...finite) : undefined;
};

/**
 * A function's figure against the floor: its fastest run over the floor's fastest among the runs
 * paired with it (each right before one of the function's). On a shared machine other processes
 * only ever add time, to either side of a pair, so the fastest of each side is the least disturbed
 * run; the median of the per-round ratios moved by up to 1.4x between runs of the same build at
 * load 12-22 (docs/performance.md, "Cold start and bundle size").
 */
const fastestRatio = (runs: ColdRun[], floors: ColdRun[], figure: keyof ColdRun): number | undefined => {
  const mine = fastest(runs.map((run) => run[figure]));
  const floor = fastest(floors.map((run) => run[figure]));
  return mine === undefined || floor === undefined ? undefined : mine / floor;
};

/** Bytes per package (or project folder) in a build's metafile, largest first. */
const largestParts = (inputs: Record<string, { bytesInOutput: number }>): string => {
  const byPart = new Map<string, number>();
  for (const [file, { bytesInOutput }] of Object.entries(inputs)) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
    const part =
      pkg ??
      file
        .split('/')
        .slice(0, file.startsWith('shared/') ? 2 : 1)
        .join('/');
    byPart.set(part, (byPart.get(part) ?? 0) + bytesInOutput);
  }
  return [...byPart]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([part, bytes]) => `${part} ${Math.round(bytes / 1024)}`)
    .join(', ');
};

/** Creates the table the init figure reads from (an empty table: the GetItem finds nothing). */
const createInitTable = async (endpoint: string): Promise<void> => {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await client
    .send(
      new CreateTableCommand({
        TableName: INIT_TABLE,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
      }),
    )
    .catch((error: Error) => {
      if (error.name !== 'ResourceInUseException') throw error;
    });
  client.destroy();
};

/**
 * Builds every function and the floor with the deployed esbuild options, then measures the
 * minified size, the cold import time and the init time (import + first DynamoDB request
 * against `dynamoEndpoint`) of each. The machine's speed drifts (and is shared), so each
 * function's run comes right after one of the floor's, round after round, and the figure is the
 * function's fastest run over the fastest of the floor's runs paired with it (`fastestRatio`).
 * Bundles go under .tmp/ so the external packages, if any, resolve from node_modules.
 */
export const benchBundles = async (dynamoEndpoint?: string): Promise<BundleFigures[]> => {
  const outDir = join(PROJECT_ROOT, '.tmp', 'bench-bundles');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  if (dynamoEndpoint) await createInitTable(dynamoEndpoint);
  const entries: [string, string, BuildOptions?][] = [
    [FLOOR.group, FLOOR.entry],
    [EXTERNAL_SDK_FLOOR, FLOOR.entry, { external: ['@aws-sdk/*'] }],
    ...Object.entries(FUNCTION_GROUPS).map(([group, { entry }]) => [group, entry] as [string, string]),
    ...WORKERS.map((worker) => [worker.name, worker.entry] as [string, string]),
  ];
  /** The bundle as deployed (its size) and the one timed (the same plus the client re-exported). */
  const files = new Map<string, { deployed: string; timed: string; parts: string; lazyKilobytes: number }>();
  /** Each lazy package's file, built once as the CDK bundling builds it beside a bundle. */
  const lazySizes = new Map<string, number>();
  const lazyKilobytesOf = async (group: string, code: string): Promise<number> => {
    let total = 0;
    for (const name of lazyPackagesOf(group).filter((lazy) => code.includes(`import("${lazy}")`))) {
      if (!lazySizes.has(name)) {
        const outfile = join(outDir, 'lazy', `${name}.mjs`);
        await build({
          ...LAMBDA_ESBUILD_OPTIONS,
          external: lambdaEsbuildOptions(group).external.filter((external) => external !== name),
          entryPoints: [fileURLToPath(import.meta.resolve(name))],
          outfile,
          logLevel: 'silent',
        });
        lazySizes.set(name, statSync(outfile).size / 1024);
      }
      total += lazySizes.get(name)!;
    }
    return total;
  };
  for (const [index, [group, entry, options]] of entries.entries()) {
    const deployed = join(outDir, `${index}.mjs`);
    const result = await build({
      ...lambdaEsbuildOptions(group),
      ...options,
      entryPoints: [entryPath(entry)],
      outfile: deployed,
      metafile: true,
      logLevel: 'silent',
    });
    let timed = deployed;
    if (entry !== FLOOR.entry) {
      timed = join(outDir, `${index}-timed.mjs`);
      await build({
        ...lambdaEsbuildOptions(group),
        ...timedEntry(entry),
        outfile: timed,
        logLevel: 'silent',
      });
    }
    const parts = largestParts(Object.values(result.metafile.outputs)[0]!.inputs);
    const lazyKilobytes = await lazyKilobytesOf(group, readFileSync(deployed, 'utf8'));
    files.set(group, { deployed, timed, parts, lazyKilobytes });
  }
  const floorFile = files.get(FLOOR.group)!.timed;
  const floorRuns: ColdRun[] = [];
  /** Each function's runs and the floor's runs paired with them (the one right before each). */
  const runs = new Map<string, { runs: ColdRun[]; floors: ColdRun[] }>();
  for (let round = 0; round < coldRuns(); round++) {
    for (const [group, { timed }] of files) {
      if (timed === floorFile) continue;
      const floor = coldRun(floorFile, dynamoEndpoint);
      const run = coldRun(timed, dynamoEndpoint);
      floorRuns.push(floor);
      const figures = runs.get(group) ?? { runs: [], floors: [] };
      figures.runs.push(run);
      figures.floors.push(floor);
      runs.set(group, figures);
    }
  }
  const external = runs.get(EXTERNAL_SDK_FLOOR)!;
  const externalSdkFloor = fastestRatio(external.runs, external.floors, 'importMs');
  const rounded = (value: number | undefined, digits: number) =>
    value === undefined ? undefined : round(value, digits);
  return [...files].map(([group, { deployed, parts, lazyKilobytes }]) => {
    const figures = runs.get(group) ?? { runs: floorRuns, floors: floorRuns };
    const ratio = fastestRatio(figures.runs, figures.floors, 'importMs');
    const initCpuPaired = figures.runs.map((run, i) => run.initCpuMs / figures.floors[i]!.initCpuMs);
    return {
      group,
      kilobytes: round(statSync(deployed).size / 1024, 1),
      lazyKilobytes: round(lazyKilobytes, 1),
      largestParts: parts,
      coldImportMs: rounded(fastest(figures.runs.map((r) => r.importMs)), 1),
      ratioToFloor: rounded(ratio, 2),
      cpuRatioToFloor: rounded(fastestRatio(figures.runs, figures.floors, 'importCpuMs'), 2),
      ratioToExternalSdkFloor:
        ratio === undefined || externalSdkFloor === undefined
          ? undefined
          : round(ratio / externalSdkFloor, 2),
      initMs: dynamoEndpoint ? rounded(fastest(figures.runs.map((r) => r.initMs)), 1) : undefined,
      initCpuRatioToFloor: dynamoEndpoint
        ? rounded(fastestRatio(figures.runs, figures.floors, 'initCpuMs'), 2)
        : undefined,
      initRatioToFloor: dynamoEndpoint
        ? rounded(fastestRatio(figures.runs, figures.floors, 'initMs'), 2)
        : undefined,
      initCpuMedianPairedRatio: dynamoEndpoint ? rounded(median(initCpuPaired), 2) : undefined,
    };
  });
};

/** The goal: every function's init within this many times the floor's, and no bundle over this many KiB. */
export const INIT_GOAL_RATIO = 1.5;
export const BUNDLE_GOAL_KIB = 600;

/**
 * The goal's line: met, or which functions miss it and by how much. Init is read on CPU (import +
 * first request, fastest run over the paired floor's fastest: `fastestRatio`); the functions over
 * on wall time by the same method are listed beside, so a gap on either is in the line.
 */
export const bundlesGoal = (bundles: BundleFigures[]): string => {
  const functions = bundles.filter((b) => b.group !== FLOOR.group && b.group !== EXTERNAL_SDK_FLOOR);
  const over = functions.filter((b) => b.kilobytes > BUNDLE_GOAL_KIB);
  const slow = functions.filter(
    (b) => b.initCpuRatioToFloor !== undefined && b.initCpuRatioToFloor > INIT_GOAL_RATIO,
  );
  const slowWall = functions.filter(
    (b) => b.initRatioToFloor !== undefined && b.initRatioToFloor > INIT_GOAL_RATIO,
  );
  const unmeasured = functions.some((b) => b.initCpuRatioToFloor === undefined);
  const list = (items: BundleFigures[], figure: (b: BundleFigures) => string) =>
    items.length === 0 ? 'none' : items.map((b) => `${b.group} ${figure(b)}`).join(', ');
  const met = over.length === 0 && slow.length === 0 && !unmeasured;
  return [
    `**Goal: init <= ${INIT_GOAL_RATIO}x the floor for every function, and no function over ${BUNDLE_GOAL_KIB} KB (KiB): ${met ? 'met' : 'not met'}.**`,
    `Over ${BUNDLE_GOAL_KIB} KiB: ${list(over, (b) => `${b.kilobytes}`)}.`,
    unmeasured
      ? 'Init not measured (no DynamoDB Local).'
      : `Init over ${INIT_GOAL_RATIO}x (CPU, fastest of ${coldRuns()} paired runs): ${list(slow, (b) => `${b.initCpuRatioToFloor}x`)}` +
        ` (on wall time: ${list(slowWall, (b) => `${b.initRatioToFloor}x`)}).`,
    `Lazy packages (${LAZY_PACKAGES.join(', ')}; ${Object.entries(FUNCTION_LAZY_PACKAGES)
      .map(([name, packages]) => `${name} only: ${packages.join(', ')}`)
      .join('; ')}) ship beside the bundle and load on their first use; their KB are not in "bundle KB".`,
  ].join(' ');
};

/** The bundles section of the report. */
export const bundlesSection = (bundles: BundleFigures[]): string =>
  [
    '## Function bundles (minified; KB = KiB)',
    bundlesGoal(bundles),
    markdownTable(
      [
        'function',
        'bundle KB',
        'beside it, loaded on first use KB',
        'largest parts (KB)',
        'cold import ms (fastest)',
        'import x floor',
        'import CPU x floor',
        'x floor with SDK external',
        'init ms (import + 1st GetItem, fastest)',
        'init CPU x floor (the goal)',
        'init wall x floor',
        'init CPU x floor, median of paired ratios',
      ],
      bundles.map((b) => [
        b.group,
        b.kilobytes,
        b.lazyKilobytes || '',
        b.largestParts,
        b.coldImportMs ?? 'n/a',
        b.ratioToFloor ?? 'n/a',
        b.cpuRatioToFloor ?? 'n/a',
        b.ratioToExternalSdkFloor ?? 'n/a',
        b.initMs ?? 'n/a',
        b.initCpuRatioToFloor ?? 'n/a',
        b.initRatioToFloor ?? 'n/a',
        b.initCpuMedianPairedRatio ?? 'n/a',
      ]),
    ),
  ].join('\n\n');
