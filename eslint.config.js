// One lint setup for the whole repo: typescript-eslint's recommended rules on every .ts file,
// plus the import boundaries below.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// What a Lambda bundle must never import: these are devDependencies (tooling and tests).
const DEV_ONLY_IMPORTS = {
  group: [
    'ajv',
    'ajv/*',
    'aws-sdk-client-mock',
    'aws-cdk',
    'cdk-nag',
    'esbuild',
    'fast-check',
    'standardwebhooks',
    'undici',
    'vitest',
    'vitest/*',
    'amplify-dynamodb-simulator',
  ],
  message:
    'A devDependency: Lambda code cannot import it (tooling lives under infra/tools, tests under test/).',
};

// Services and use cases speak the domain: AWS SDK calls and Lambda event types stay in adapters
// and in functions/<name>/handler.ts. The file name says which is which, with no exceptions:
// shared/<area>/ports.ts holds an area's interfaces, and an adapter is named after the service it
// talks to (ADAPTER_FILES).
const AWS_IMPORTS = {
  group: ['@aws-sdk/*', '@aws-lambda-powertools/*', 'aws-lambda'],
  message:
    "Domain code takes the interfaces in its area's ports.ts; AWS SDK, Powertools and Lambda types belong in an adapter named after its service (dynamo-*.ts, sqs-*.ts, sns-*.ts, kms-*.ts, ses-*.ts, stripe-*.ts, eventbridge-*.ts, secrets-manager-*.ts) or in functions/<name>/handler.ts.",
};

// The adapter name patterns: the only files under a domain folder that may import AWS.
const ADAPTER_FILES = [
  'dynamo',
  'sqs',
  'sns',
  'kms',
  'ses',
  'stripe',
  'eventbridge',
  'secrets-manager',
  's3',
].map((service) => `shared/**/${service}-*.ts`);

// Plain infrastructure under shared/, outside the rule: it is what adapters and handlers are
// built from, not domain code. db/ (the table layout and DynamoDB helpers), aws/ (the process's
// traced SDK clients), http/ (the API Gateway edge: Lambda events in, responses out) and util/
// (Lambda context, ids, time, money). Every other folder under shared/ is domain code; the files
// directly in shared/ (config, logger, observability, errors, routes) set up the process.
const INFRASTRUCTURE_FOLDERS = ['db', 'aws', 'http', 'util'];

// Composition roots (docs/decisions.md §10.4): the process configuration (shared/config.ts) is
// read by functions/<name>/ (handler.ts, wiring.ts), infra/, bench/ and test/. Code under shared/
// receives its settings and adapters as parameters, except these infrastructure files, each a
// lazily created per-process client or the HTTP edge:
const CONFIG_READERS = [
  // The process's document client: its endpoint (DynamoDB Local) and region.
  'shared/db/dynamo-client.ts',
  // The Powertools logger, created at import, names the service.
  'shared/logger.ts',
  // Powertools metrics and tracer, created at import, name the service.
  'shared/observability.ts',
  // The HTTP edge every API function shares: key cache, rate limits, body cap.
  'shared/http/handler.ts',
  // Its token verifiers, imported by the functions whose routes take customer or owner tokens.
  'shared/http/token-verifiers.ts',
];
const CONFIG_IMPORTS = {
  regex: '(^|/)config(\\.ts)?$',
  message:
    'Domain code takes its settings as parameters: read config() in the composition root (functions/<name>/wiring.ts or handler.ts) and pass the values (docs/decisions.md §10.4).',
};

// esbuild cannot drop zod's locales behind the named `z` export (~350 KB per bundle).
const ZOD_NAMED_IMPORT = {
  selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z']",
  message: "Use `import * as z from 'zod'`: the named `z` import keeps every zod locale in the bundle.",
};
const STORE_TIME_MESSAGE =
  'Read time through a Clock (shared/util/time.ts): a test-mode store runs on its test clock (docs/decisions.md §8.14). Real time on purpose? Use systemClock, or list the file in REAL_TIME_FILES with its reason.';
/**
 * Files that read real time directly, each for a reason the test clocks must not change
 * (docs/decisions.md §8.14): everything else reads time through a Clock.
 */
const REAL_TIME_FILES = [
  // The clock itself, and the local Lambda context's deadline.
  'shared/util/time.ts',
  'shared/util/lambda-context.ts',
  // Request durations in the request log.
  'shared/http/middleware.ts',
  // Owners' actions (members, invitations and their 7-day expiry, store settings, payment connections) and the audit log's retention.
  'shared/admin/members.ts',
  'shared/admin/service.ts',
  'shared/admin/invitations.ts',
  'shared/payments/connections.ts',
  'shared/audit/dynamo-audit-log.ts',
  // The local SMS outbox's sentAt.
  'shared/customers/sms.ts',
  // The product sync's stamp (catalog writes carry no timed work).
  'shared/products/dynamo-products.ts',
  // Retention (TTL) of the charge ledger, Stripe's event log, the delivery log and the webhook send slots.
  'shared/payments/dynamo-charge-ledger.ts',
  'shared/payments/dynamo-stripe-event-log.ts',
  'shared/webhooks/log/dynamo-delivery-log.ts',
  'shared/webhooks/log/dynamo-event-log.ts',
  'shared/webhooks/delivery/dynamo-rate-limiter.ts',
  'shared/webhooks/endpoints/dynamo-delivery-history.ts',
  // Signature timestamps: receivers check them against their own clock.
  'shared/webhooks/delivery/sender.ts',
  // A cache's age: refused API keys, erased customers.
  'shared/auth/authenticator.ts',
  'shared/webhooks/dynamo-customer-redaction.ts',
  // Rate limits.
  'shared/ratelimit/limiter.ts',
  // AWS credentials' expiry (EventBridge endpoints' assumed roles) and the local upload form's
  // deadline, which stands in for S3's presigned POST expiry: security windows, on real time.
  'shared/webhooks/delivery/eventbridge-sender.ts',
  'shared/images/file-image-storage.ts',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'cdk.out/**',
      '.local/**',
      'coverage/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
      'sdk/dist/**',
      'sdk/src/generated/**',
      'dashboard/dist/**',
      'dashboard/.dist-*/**',
      'storefront/dist/**',
      'storefront/.dist-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      'no-restricted-syntax': ['error', ZOD_NAMED_IMPORT],
    },
  },
  {
    // No direct reads of the time in server code: a store's time is its clock's (REAL_TIME_FILES excepted).
    files: ['shared/**/*.ts', 'functions/**/*.ts'],
    ignores: ['**/*.test.ts', ...REAL_TIME_FILES],
    rules: {
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: STORE_TIME_MESSAGE }],
      'no-restricted-syntax': [
        'error',
        ZOD_NAMED_IMPORT,
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: STORE_TIME_MESSAGE },
      ],
    },
  },
  {
    files: ['shared/**/*.ts', 'functions/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEV_ONLY_IMPORTS] }] },
  },
  {
    // Later blocks replace the rule for their files, so each repeats the patterns before it.
    files: ['shared/**/*.ts'],
    ignores: ['**/*.test.ts', ...CONFIG_READERS],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEV_ONLY_IMPORTS, CONFIG_IMPORTS] }] },
  },
  {
    files: ['shared/*/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      ...INFRASTRUCTURE_FOLDERS.map((folder) => `shared/${folder}/**`),
      ...ADAPTER_FILES,
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [DEV_ONLY_IMPORTS, AWS_IMPORTS, CONFIG_IMPORTS] }],
    },
  },
  {
    // The dashboard runs in the browser: React's hook rules, and no Node or AWS code in its bundle.
    files: ['dashboard/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', '@aws-sdk/*', 'aws-cdk-lib', 'aws-cdk-lib/*'], message: 'Browser code.' },
            {
              // Except the order status table: plain data the API enforces and the dashboard offers.
              regex: '(^|/)(shared/(?!orders/status-table\\.ts$)|functions/|infra/)',
              message:
                'The dashboard speaks to the API only through the generated client (sdk/src/generated).',
            },
          ],
        },
      ],
    },
  },
  {
    // The reference storefront: browser code that reaches the API only through the published SDK
    // (`@store-commerce/sdk`, resolved to sdk/src by its Vite alias), never the repository's code.
    files: ['storefront/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', '@aws-sdk/*', 'aws-cdk-lib', 'aws-cdk-lib/*'], message: 'Browser code.' },
            {
              regex: '(^|/)(shared|functions|infra|sdk|dashboard)/',
              message: 'The storefront uses the published SDK only: import from @store-commerce/sdk.',
            },
          ],
        },
      ],
    },
  },
);
