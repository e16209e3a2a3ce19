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
      // esbuild cannot drop zod's locales behind the named `z` export (~350 KB per bundle).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z']",
          message:
            "Use `import * as z from 'zod'`: the named `z` import keeps every zod locale in the bundle.",
        },
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
