import { builtinModules } from 'node:module';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppFunction } from '../../infra/cdk/app-function.ts';
import {
  BUNDLE_DATA_FILES,
  ESM_REQUIRE_BANNER,
  EXTERNAL_MODULES,
  lazyPackagesOf,
  PROJECT_ROOT,
} from '../../infra/cdk/bundling.ts';
import { ROUTES } from '../../shared/routes.ts';
import { logicalIdOf, removeOutdirs, synthesize } from './synth.ts';

afterAll(removeOutdirs);

/**
 * Every function's bundle stays under this many KiB (cold start: what Lambda loads and
 * compiles at init). docs/infrastructure.md, "Function bundles", has the sizes per function.
 */
const BUNDLE_KIB_BUDGET = 600;
/** The SQS client: in every bundle that queues (the router's every event), beside the owners' webhook function's. */
const SQS_BESIDE = ['adminWebhooks'];
/** The functions that call Stripe: only they may carry the package (beside the bundle: LAZY_PACKAGES). */
const STRIPE_CALLERS = [
  'checkout',
  'adminPayments',
  'stripeWebhooks',
  'checkoutRecovery',
  'refundJob',
  'refundReconciler',
];
/** Customer tokens (jose, and the Secrets Manager client for their secret): the groups with customer JWT routes, and auth, which issues them. */
const CUSTOMER_TOKEN_GROUPS = new Set<string>([
  'auth',
  ...ROUTES.filter((route) => route.customerJwt).map((route) => route.group),
]);
/** The SES client: the functions that email (sign-in codes, a customer's new email, invitations, notifications). */
const SES_SENDERS = ['auth', 'account', 'admin', 'streamFollowers'];
/** The SNS client: only the functions that text (phone sign-in codes, order notifications). */
const SMS_SENDERS = ['auth', 'streamFollowers'];
/** The Scheduler client: the functions that schedule (refund jobs, webhook retries beyond SQS's delay). */
const SCHEDULERS = ['orders', 'adminCommerce', 'adminWebhooks', 'webhookDelivery'];
/** The S3 client and its presigned POST: product images (the owners' catalog). */
const IMAGE_STORERS = ['adminCatalog'];
/** The EventBridge and STS clients: only the functions that send webhooks (the consumer, `test` sends and manual retries), beside the bundle. */
const EVENTBRIDGE_SENDERS = ['webhookDelivery', 'webhooks', 'adminWebhooks'];
/** Owner access tokens (jose): the groups with owner routes. */
const OWNER_TOKEN_GROUPS = new Set<string>(
  ROUTES.filter((route) => route.access === 'owner').map((route) => route.group),
);
/** Strings only each package's code has: the Stripe client's user agent, jose's error code, the Secrets Manager command, the SES, SNS, EventBridge, Scheduler, KMS and S3 service names. */
const MARKERS = {
  stripe: 'NodeBindings/',
  jose: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  secretsManager: '"GetSecretValue"',
  ses: 'SimpleEmailService_v2',
  sns: 'AmazonSimpleNotificationService',
  eventBridge: '"AWSEvents"',
  scheduler: 'AWSChronosService',
  kms: 'TrentService',
  s3: 'AmazonS3',
  sqs: 'AmazonSQS',
};
/** The phone metadata's first calling code (+1 and its countries): the functions read that data from a file. */
const PHONE_METADATA_MARKER = '"1":["US","AG"';
/** Names only ISO 3166 data has (two subdivisions, a country): the functions read that data from a file. */
const COUNTRY_DATA_MARKERS = ['Canillo', 'Sant Julià de Lòria', 'Bonaire, Sint Eustatius and Saba'];

/** What a bundle may still import at run time: Node's built-ins and the declared externals. */
// Node's built-ins, with or without the `node:` prefix (the stripe package imports `crypto`, `http`...).
const isAllowedImport = (specifier: string): boolean =>
  specifier.startsWith('node:') ||
  builtinModules.includes(specifier) ||
  EXTERNAL_MODULES.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/**
 * The one test that really runs esbuild for every function (HTTP groups and declared workers),
 * as `cdk synth` does, then loads each bundle in a plain Node process the way Lambda does.
 * The output sits under cdk.out/ so the bundles' few external imports (the credential providers
 * Lambda never reaches) resolve from the project's node_modules, as from the runtime's SDK in Lambda.
 */
describe('function bundles', () => {
  it(
    'build from every entry, stay ESM with the AWS SDK clients bundled, and load on Node 22',
    { timeout: 240_000 },
    () => {
      mkdirSync(join(PROJECT_ROOT, 'cdk.out'), { recursive: true });
      const outdir = mkdtempSync(join(PROJECT_ROOT, 'cdk.out', 'infra-test-'));
      const { stack, template } = synthesize({ bundle: true, outdir });
      const functions = template.findResources('AWS::Lambda::Function');

      const all: Array<[string, AppFunction]> = [
        ...Object.entries(stack.stateless.httpFunctions),
        ...Object.entries(stack.stateless.workers),
      ];
      const bundles = all.map(([name, fn]) => {
        const properties = functions[logicalIdOf(fn.fn)]!.Properties;
        const hash = (properties.Code.S3Key as string).replace(/\.zip$/, '');
        const file = join(outdir, `asset.${hash}`, 'index.mjs');
        expect(existsSync(file), `${name}: ${file}`).toBe(true);
        const code = readFileSync(file, 'utf8');
        expect(code.startsWith(ESM_REQUIRE_BANNER), `${name} starts with the createRequire banner`).toBe(
          true,
        );
        // Minified: long lines (unminified esbuild output averages well under 100 characters a line).
        expect(code.length / code.split('\n').length, `${name} is minified`).toBeGreaterThan(500);
        // The SDK clients are bundled: nothing but built-ins and the declared externals is imported.
        // Not preceded by a word character, `-`, `[` or `"`: `mail-from"` in the SES model's paths, the
        // SDK's hint text `[import "@aws-sdk/signature-v4-crt";]` and the OpenAPI document's query
        // parameter `name:"from",in:"query"` (were a JSON document inlined in a bundle) are strings, not imports; a
        // module specifier starts with a letter or `@` (minified `from":n,` is an object key).
        const imported = [...code.matchAll(/(?<![\w["-])(?:from|import\(?)\s*"([@a-zA-Z][\w@/.:+-]*)"/g)].map(
          (m) => m[1]!,
        );
        expect(
          imported.filter(
            (specifier) => !isAllowedImport(specifier) && !lazyPackagesOf(name).includes(specifier),
          ),
          `${name} imports`,
        ).toEqual([]);
        // A lazy package is imported only by import(): a static import would load it at every cold start.
        for (const lazy of lazyPackagesOf(name)) {
          expect(
            code.includes(`from"${lazy}"`) || code.includes(`import"${lazy}"`),
            `${name} imports ${lazy}`,
          ).toBe(false);
          expect(
            existsSync(join(dirname(file), 'node_modules', lazy, 'index.mjs')),
            `${name} ships ${lazy} beside the bundle`,
          ).toBe(code.includes(`import("${lazy}")`));
        }
        const kib = statSync(file).size / 1024;
        console.log(`bundle ${name}: ${kib.toFixed(1)} KiB`);
        expect.soft(kib, `${name} bundle KiB`).toBeLessThan(BUNDLE_KIB_BUDGET);
        // Each package only where its function uses it on its request path.
        // What the function ships: its bundle and the lazy packages beside it.
        const shipped = [
          code,
          ...lazyPackagesOf(name)
            .map((lazy) => join(dirname(file), 'node_modules', lazy, 'index.mjs'))
            .filter((lazyFile) => existsSync(lazyFile))
            .map((lazyFile) => readFileSync(lazyFile, 'utf8')),
        ].join('\n');
        expect
          .soft(shipped.includes(MARKERS.stripe), `${name} bundles Stripe`)
          .toBe(STRIPE_CALLERS.includes(name));
        // On the first Stripe call, not at the cold start.
        expect.soft(code.includes(MARKERS.stripe), `${name} has Stripe in its bundle`).toBe(false);
        // Each lazy package beside the bundle, resolved from the bundle's folder as Lambda resolves it
        // from /var/task, and loaded as the first call that needs it loads it.
        const probes = lazyPackagesOf(name)
          .filter((lazy) => existsSync(join(dirname(file), 'node_modules', lazy, 'index.mjs')))
          .map((lazy, index) => {
            const probe = join(dirname(file), `lazy-probe-${index}.mjs`);
            writeFileSync(
              probe,
              `const loaded = await import('${lazy}'); export const probe = { at: import.meta.resolve('${lazy}'), exports: Object.keys(loaded).length };`,
            );
            return probe;
          });
        expect
          .soft(code.includes(MARKERS.secretsManager), `${name} bundles the Secrets Manager client`)
          .toBe(CUSTOMER_TOKEN_GROUPS.has(name));
        expect
          .soft(shipped.includes(MARKERS.ses), `${name} ships the SES client`)
          .toBe(SES_SENDERS.includes(name));
        // Beside the bundle, read on the first email.
        expect.soft(code.includes(MARKERS.ses), `${name} has the SES client in its bundle`).toBe(false);
        expect
          .soft(shipped.includes(MARKERS.sns), `${name} ships the SNS client`)
          .toBe(SMS_SENDERS.includes(name));
        // Beside the bundle, read on the first text.
        expect.soft(code.includes(MARKERS.sns), `${name} has the SNS client in its bundle`).toBe(false);
        expect
          .soft(shipped.includes(MARKERS.s3), `${name} ships the S3 client`)
          .toBe(IMAGE_STORERS.includes(name));
        expect.soft(code.includes(MARKERS.s3), `${name} has the S3 client in its bundle`).toBe(false);
        // The KMS client opens a store's Stripe keys: only Stripe's callers ship it, beside the bundle.
        expect
          .soft(shipped.includes(MARKERS.kms), `${name} ships the KMS client`)
          .toBe(STRIPE_CALLERS.includes(name));
        expect.soft(code.includes(MARKERS.kms), `${name} has the KMS client in its bundle`).toBe(false);
        expect
          .soft(shipped.includes(MARKERS.scheduler), `${name} ships the Scheduler client`)
          .toBe(SCHEDULERS.includes(name));
        // Beside the bundle, read on the first schedule.
        expect
          .soft(code.includes(MARKERS.scheduler), `${name} has the Scheduler client in its bundle`)
          .toBe(false);
        expect
          .soft(shipped.includes(MARKERS.eventBridge), `${name} ships the EventBridge client`)
          .toBe(EVENTBRIDGE_SENDERS.includes(name));
        // Beside the bundle, read on the first send to an event bus.
        expect
          .soft(code.includes(MARKERS.eventBridge), `${name} has the EventBridge client in its bundle`)
          .toBe(false);
        // An HTTP function carries its own routes, written in at build time, not the route table;
        // the fallback answers any path with the whole table.
        const otherRoutes = ROUTES.filter((route) => route.group !== name && name !== 'fallback');
        expect
          .soft(
            otherRoutes.filter(
              (route) => code.includes(`"${route.path}"`) && code.includes(route.operationId),
            ),
            `${name} carries other functions' routes`,
          )
          .toEqual([]);
        // The owners' webhook function queues only for a retry or recovery: SQS beside its bundle.
        if (SQS_BESIDE.includes(name)) {
          expect.soft(code.includes(MARKERS.sqs), `${name} has the SQS client in its bundle`).toBe(false);
          expect.soft(shipped.includes(MARKERS.sqs), `${name} ships the SQS client`).toBe(true);
        }
        // Country data and phone metadata are read from files beside the bundle on first use, never carried in it.
        expect(
          COUNTRY_DATA_MARKERS.filter((marker) => code.includes(marker)),
          `${name} carries ISO 3166 data`,
        ).toEqual([]);
        expect(code.includes(PHONE_METADATA_MARKER), `${name} carries the phone metadata`).toBe(false);
        for (const dataFile of BUNDLE_DATA_FILES) {
          const copy = join(outdir, `asset.${hash}`, basename(dataFile));
          expect(existsSync(copy), `${name}: ${basename(dataFile)} beside the bundle`).toBe(true);
          expect(readFileSync(copy, 'utf8'), `${name}: ${basename(dataFile)}`).toBe(
            readFileSync(join(PROJECT_ROOT, dataFile), 'utf8'),
          );
        }
        expect(code.includes(MARKERS.jose), `${name} bundles jose`).toBe(
          CUSTOMER_TOKEN_GROUPS.has(name) || OWNER_TOKEN_GROUPS.has(name),
        );
        // Placeholder values for tokens (ARNs, names): loading must not need real resources.
        const environment = Object.fromEntries(
          Object.entries((properties.Environment?.Variables ?? {}) as Record<string, unknown>).map(
            ([key, value]) => [key, typeof value === 'string' ? value : `placeholder-${key.toLowerCase()}`],
          ),
        );
        return { name, file, environment, probes };
      });

      // A DynamoDB-backed function carries its client: no import of it is left to resolve.
      const store = bundles.find((b) => b.name === 'store')!;
      const storeCode = readFileSync(store.file, 'utf8');
      expect(/(?:\bfrom|\bimport\(?)\s*"@aws-sdk\/(client-dynamodb|lib-dynamodb)"/.test(storeCode)).toBe(
        false,
      );
      expect(storeCode.includes('"GetItem"'), 'store bundles the DynamoDB client').toBe(true);

      // One Node process loads every bundle (as a cold start would), then calls the fallback.
      const script = `
      const [files, probes] = JSON.parse(process.argv[1]);
      let fallback;
      for (const [name, file] of Object.entries(files)) {
        const mod = await import(file);
        if (typeof mod.handler !== 'function') throw new Error('no handler export in ' + name);
        if (name === 'fallback') fallback = mod.handler;
      }
      // Node's undici (fetch, WebSocket) is loaded by an ESM import of node:http; no bundle makes one (node-http.ts).
      const undici = process.moduleLoadList.filter((name) => name.includes('undici'));
      // The Stripe callers' lazy file, as their first Stripe call loads it.
      const lazy = [];
      for (const probe of probes) lazy.push((await import(probe)).probe);
      const event = { version: '2.0', routeKey: '$default', rawPath: '/no/such/route', rawQueryString: '',
        headers: {}, requestContext: { requestId: 'r1', http: { method: 'GET', path: '/no/such/route', sourceIp: '127.0.0.1' } } };
      const result = await fallback(event, { awsRequestId: 'a1', functionName: 'fallback', getRemainingTimeInMillis: () => 10000 });
      process.stdout.write('\\nRESULT ' + JSON.stringify({ ...result, undici, lazy }) + '\\n');
    `;
      const output = execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          script,
          JSON.stringify([
            Object.fromEntries(bundles.map((b) => [b.name, b.file])),
            bundles.flatMap((b) => b.probes),
          ]),
        ],
        {
          cwd: PROJECT_ROOT,
          encoding: 'utf8',
          // stderr is kept for the error message if the process fails; Powertools' notices go nowhere.
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            PATH: process.env.PATH,
            AWS_REGION: 'us-east-1',
            AWS_ACCESS_KEY_ID: 'test',
            AWS_SECRET_ACCESS_KEY: 'test',
            ...Object.assign({}, ...bundles.map((b) => b.environment)),
            // Keep stdout for the handler's result.
            POWERTOOLS_LOG_LEVEL: 'SILENT',
          },
        },
      );
      const resultLine = output.split('\n').find((line) => line.startsWith('RESULT '));
      expect(resultLine, output).toBeDefined();
      const result = JSON.parse(resultLine!.slice('RESULT '.length)) as {
        statusCode: number;
        body: string;
        undici: string[];
        lazy: Array<{ at: string; exports: number }>;
      };
      // Each lazy file loads, found beside its bundle: Stripe and KMS for Stripe's callers, SES, SNS and
      // Scheduler for the senders, S3 and its presigned POST for the image storer, EventBridge and STS for the webhook senders,
      // SQS for the owners' webhook function.
      expect(result.lazy).toHaveLength(
        2 * STRIPE_CALLERS.length +
          SES_SENDERS.length +
          SMS_SENDERS.length +
          SCHEDULERS.length +
          2 * IMAGE_STORERS.length +
          2 * EVENTBRIDGE_SENDERS.length +
          SQS_BESIDE.length,
      );
      for (const probe of result.lazy) {
        expect(probe.exports).toBeGreaterThan(0);
        expect(probe.at).toMatch(
          new RegExp(`^file://${outdir}/asset\\.[0-9a-f]+/node_modules/.+/index\\.mjs$`),
        );
      }
      expect(result.undici, 'importing the bundles loads no undici').toEqual([]);
      expect(result.statusCode).toBe(404);
      expect(JSON.parse(result.body)).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    },
  );
});
