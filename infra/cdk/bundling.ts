import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LogLevel, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';
import { ROUTES } from '../../shared/routes.ts';

/**
 * The one set of esbuild options for every Lambda bundle. The CDK stack hands them to
 * NodejsFunction (local esbuild, no Docker); `npm run bench` builds the same entries with
 * `LAMBDA_ESBUILD_OPTIONS` to report bundle sizes, so the figures are those of the deployed code.
 */

/** Repository root: entries in shared/routes.ts and the workers list are relative to it. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEPS_LOCK_FILE = join(PROJECT_ROOT, 'package-lock.json');
export const entryPath = (entry: string): string => join(PROJECT_ROOT, entry);

/** Lambda's Node runtime major version; keep in step with the runtime in app-function.ts. */
export const NODE_TARGET = 'node22';

/**
 * ESM output still meets CommonJS dependencies (aws-xray-sdk-core under the Powertools tracer,
 * for one) that call `require`; esbuild's shim needs a real one in scope.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * The AWS SDK v3 clients are bundled (tree-shaken, minified), not loaded from the runtime's copy:
 * a bundled function imports in ~0.55x the time of the same function with the SDK external, and
 * the code deployed is the SDK version the tests ran (figures in docs/decisions.md §11.1). Left out:
 * the credential providers the SDK's default chain reaches only by dynamic `import()` after the
 * environment's credentials are found missing, which in Lambda they never are. Should that ever
 * happen, they resolve from the runtime's SDK as every client did before.
 */
export const EXTERNAL_MODULES = [
  '@aws-sdk/credential-provider-http',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-login',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/nested-clients',
  '@smithy/credential-provider-imds',
];

/**
 * Packages a function reaches only through an `import()` where it is about to call them (Stripe:
 * shared/payments/stripe-client.ts; the SES, SNS and Scheduler clients: shared/aws/sesv2.ts, sns.ts, scheduler.ts; the KMS client:
 * shared/payments/kms-data-keys.ts; the S3 client and its presigned POST: shared/aws/s3.ts,
 * shared/images/s3-image-storage.ts; the EventBridge and STS clients of EventBridge endpoints:
 * shared/webhooks/delivery/eventbridge-sender.ts), left out of the bundle and shipped beside it as one minified
 * file of their own (node_modules/<name>/index.mjs in the asset, built after the function by
 * `lazyPackageCommands`, and only for a bundle that imports it). In one ESM file esbuild inlines
 * an `import()`'s target, so the package would be read and compiled at every cold start; beside
 * the bundle, Node loads it on the first call that needs it. `NodejsFunction` builds with
 * `--outfile`, which excludes esbuild's own code splitting, hence this. An AWS SDK client shipped
 * this way carries its own copy of the SDK core (the SES client, every command: 406 KiB), read on its first use.
 */
export const LAZY_PACKAGES = [
  'stripe',
  '@aws-sdk/client-sesv2',
  '@aws-sdk/client-sns',
  '@aws-sdk/client-scheduler',
  '@aws-sdk/client-kms',
  '@aws-sdk/client-s3',
  '@aws-sdk/s3-presigned-post',
  '@aws-sdk/client-eventbridge',
  '@aws-sdk/client-sts',
];

/**
 * Lazy packages of some functions only: every other bundle keeps the package in it (esbuild
 * inlines the `import()`, so its code is evaluated with the first call but read at the cold
 * start, with no second copy of the SDK core). The SQS client: the webhook router and the delivery
 * consumer and sweep queue on every event; the owners' webhook function (`adminWebhooks`) only
 * for a manual retry or recovery, so its bundle ships the client beside it (shared/aws/sqs.ts).
 */
export const FUNCTION_LAZY_PACKAGES: Readonly<Record<string, readonly string[]>> = {
  adminWebhooks: ['@aws-sdk/client-sqs'],
};

/** The packages beside a function's bundle when it imports them: every function's and its own. */
export const lazyPackagesOf = (functionName: string): string[] => [
  ...LAZY_PACKAGES,
  ...(FUNCTION_LAZY_PACKAGES[functionName] ?? []),
];

/**
 * `semver` (pulled in by aws-xray-sdk-core for one `gte` call) is replaced by a 20-line stand-in,
 * and so is the AWS SDK's event stream codec, which no function's operations use (no-event-streams.ts);
 * ESM imports of `node:http` (or `http`: Stripe's) go through node-http.ts, which takes it from `process.getBuiltinModule` (an ESM import of the
 * built-in loads Node's undici at init, see there).
 */
const BUNDLE_ALIASES = {
  semver: join(PROJECT_ROOT, 'infra', 'cdk', 'semver-gte.ts'),
  '@smithy/core/event-streams': join(PROJECT_ROOT, 'infra', 'cdk', 'no-event-streams.ts'),
  'node:http': join(PROJECT_ROOT, 'infra', 'cdk', 'node-http.ts'),
  http: join(PROJECT_ROOT, 'infra', 'cdk', 'node-http.ts'),
};

/**
 * Prefer packages' ESM entry points: better tree shaking, and no CJS interop wrappers.
 * Sourcemaps are off: a linked map doubles the deployed size and `--enable-source-maps` costs
 * cold-start time. Stack traces (logged for 500s only) name the minified bundle's line:column;
 * esbuild output is deterministic, so rebuilding the same commit with `sourcemap: true` maps them back.
 */
export const LAMBDA_ESBUILD_OPTIONS = {
  bundle: true,
  platform: 'node',
  target: NODE_TARGET,
  format: 'esm',
  minify: true,
  sourcemap: false,
  external: [...EXTERNAL_MODULES, ...LAZY_PACKAGES],
  alias: BUNDLE_ALIASES,
  // Licence comments stay in the packages' sources; the bundles carry code only.
  legalComments: 'none',
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
} as const satisfies BuildOptions;

/**
 * Data files a function reads from beside its `index.mjs` rather than carries in it, each copied
 * to the asset's root after bundling: the ISO 3166 countries and subdivisions (~110 KB of JSON),
 * read on the first country or province lookup (shared/countries/data.ts), and libphonenumber-js's
 * phone metadata (~81 KiB), read on the first phone number parsed (shared/customers/phone-numbers.ts),
 * so they add nothing to what a function that parses an address, store settings or a phone number
 * loads at cold start. Every function
 * gets them: which ones reach a lookup is a matter of code paths, and a missing file would
 * surface only on that path.
 */
export const BUNDLE_DATA_FILES = [
  'shared/countries/iso-3166.json',
  'node_modules/libphonenumber-js/metadata.min.json',
];

const shellQuoted = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;

/** esbuild's binary: the same one NodejsFunction runs (a project dependency). */
const ESBUILD_BIN = join(PROJECT_ROOT, 'node_modules', '.bin', 'esbuild');

/**
 * The options of one function's bundle: `LAMBDA_ESBUILD_OPTIONS` with its own lazy packages
 * external too, and its routes inlined: shared/http/handler.ts takes an HTTP function's routes from
 * `__FUNCTION_ROUTES__` when built so, and the bundle then leaves out the route table (every
 * group's routes, 16 KiB). The fallback, which answers any path, still carries the table.
 */
export const lambdaEsbuildOptions = (functionName: string) => {
  const routes = ROUTES.filter((route) => route.group === functionName);
  return {
    ...LAMBDA_ESBUILD_OPTIONS,
    external: [...EXTERNAL_MODULES, ...lazyPackagesOf(functionName)],
    // Workers have no routes: a defined array costs every bundle ~2 KiB of longer minified names.
    define: (routes.length
      ? { 'process.env.FUNCTION_ROUTES_INLINED': '"yes"', __FUNCTION_ROUTES__: JSON.stringify(routes) }
      : {}) as Record<string, string>,
  };
};

/** The bundle's own options for a lazy package's file, as esbuild CLI arguments. */
const lazyPackageArgs = (name: string): string[] => [
  '--bundle',
  `--platform=${LAMBDA_ESBUILD_OPTIONS.platform}`,
  `--target=${LAMBDA_ESBUILD_OPTIONS.target}`,
  `--format=${LAMBDA_ESBUILD_OPTIONS.format}`,
  '--minify',
  `--legal-comments=${LAMBDA_ESBUILD_OPTIONS.legalComments}`,
  `--main-fields=${LAMBDA_ESBUILD_OPTIONS.mainFields.join(',')}`,
  ...EXTERNAL_MODULES.map((name) => `--external:${name}`),
  // The other lazy packages it imports (the presigned POST's S3 commands) are the files beside it.
  ...LAZY_PACKAGES.filter((other) => other !== name).map((other) => `--external:${other}`),
  ...Object.entries(LAMBDA_ESBUILD_OPTIONS.alias).map(([name, path]) => `--alias:${name}=${path}`),
  `--banner:js=${LAMBDA_ESBUILD_OPTIONS.banner.js}`,
  '--log-level=error',
];

/**
 * Shell commands (run after the function's bundle is written to `outputDir`) that build each
 * lazy package the bundle imports into `outputDir/node_modules/<name>/`, where the bundle's
 * `import("<name>")` finds it in Lambda. A bundle that never imports it gets nothing.
 */
export const lazyPackageCommands = (outputDir: string, functionName: string): string[] =>
  lazyPackagesOf(functionName).map((name) => {
    const entry = fileURLToPath(import.meta.resolve(name));
    const dir = join(outputDir, 'node_modules', name);
    const packageJson = JSON.stringify({ name, type: 'module', main: 'index.mjs' });
    return [
      `if grep -qF ${shellQuoted(`import("${name}")`)} ${shellQuoted(join(outputDir, 'index.mjs'))}; then`,
      `mkdir -p ${shellQuoted(dir)} &&`,
      [ESBUILD_BIN, entry, ...lazyPackageArgs(name), `--outfile=${join(dir, 'index.mjs')}`]
        .map(shellQuoted)
        .join(' '),
      `&& printf '%s' ${shellQuoted(packageJson)} > ${shellQuoted(join(dir, 'package.json'))};`,
      'fi',
    ].join(' ');
  });

/** The same options in NodejsFunction's vocabulary. */
export const nodejsBundlingOptions = (functionName: string): BundlingOptions => {
  const own = lambdaEsbuildOptions(functionName);
  return {
    format: OutputFormat.ESM,
    target: LAMBDA_ESBUILD_OPTIONS.target,
    minify: LAMBDA_ESBUILD_OPTIONS.minify,
    sourceMap: LAMBDA_ESBUILD_OPTIONS.sourcemap,
    externalModules: own.external,
    define: own.define,
    mainFields: [...LAMBDA_ESBUILD_OPTIONS.mainFields],
    banner: LAMBDA_ESBUILD_OPTIONS.banner.js,
    esbuildArgs: {
      ...Object.fromEntries(
        Object.entries(LAMBDA_ESBUILD_OPTIONS.alias).map(([name, path]) => [`--alias:${name}`, path]),
      ),
      '--legal-comments': LAMBDA_ESBUILD_OPTIONS.legalComments,
    },
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (inputDir: string, outputDir: string) => [
        ...BUNDLE_DATA_FILES.map((file) => `cp "${join(inputDir, file)}" "${outputDir}"`),
        ...lazyPackageCommands(outputDir, functionName),
      ],
    },
    // Never fall back to Docker: synth must work offline on a machine without it.
    forceDockerBundling: false,
    // Errors only: `cdk synth --quiet` would otherwise print esbuild's size lines for every function.
    logLevel: LogLevel.ERROR,
  };
};
