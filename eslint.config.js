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
// (DynamoDB repositories, stream/queue edges) and in functions/<name>/handler.ts.
const AWS_IMPORTS = {
  group: ['@aws-sdk/*', 'aws-lambda'],
  message:
    'Service and use-case code takes ports named in domain terms; AWS SDK and Lambda types belong in an adapter (repository.ts, *-repository.ts, *-store.ts, dynamo-*.ts, sns-*.ts, kms-*.ts, client.ts) or the handler.',
};

// Domain folders under shared/. Not listed: db/, aws/, ports/, secrets/ (ports and their adapters),
// http/ (the API Gateway edge), util/.
const DOMAIN_FOLDERS = [
  'auth',
  'carts',
  'checkout',
  'customers',
  'events',
  'idempotency',
  'orders',
  'owners',
  'payments',
  'products',
  'ratelimit',
  'stores',
  'webhooks',
];

const ADAPTER_FILES = [
  '**/repository.ts',
  '**/*-repository.ts',
  '**/*-store.ts',
  '**/dynamo-*.ts',
  '**/client.ts',
  '**/sns-*.ts',
  '**/kms-*.ts',
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
      'sdk/dist/**',
      'sdk/src/generated/**',
      'dashboard/dist/**',
      'dashboard/.dist-*/**',
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
    // A later block replaces the rule for these files, so it repeats DEV_ONLY_IMPORTS.
    files: [
      ...DOMAIN_FOLDERS.map((folder) => `shared/${folder}/**/*.ts`),
      'shared/ports/queue.ts',
      'shared/ports/scheduler.ts',
    ],
    ignores: ['**/*.test.ts', ...ADAPTER_FILES],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEV_ONLY_IMPORTS, AWS_IMPORTS] }] },
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
);
