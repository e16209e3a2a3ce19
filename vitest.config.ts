import { defineConfig } from 'vitest/config';

/**
 * Three projects, all run by `vitest run` (and `npm test`); pick one with `--project <name>`.
 * Only the integration project starts DynamoDB Local: unit and infra tests need no database,
 * so `vitest run --project unit` starts nothing.
 */
export default defineConfig({
  test: {
    env: {
      POWERTOOLS_LOG_LEVEL: 'SILENT',
      POWERTOOLS_METRICS_DISABLED: 'true',
      // Safety net: a test that forgets to mock or to use DynamoDB Local fails fast on loopback
      // instead of calling AWS.
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
    },
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // expect.poll waits on a condition; its default of 1 s is shorter than a busy machine needs
    // (a dashboard section still loading). A poll returns as soon as its condition holds.
    expect: { poll: { timeout: 15_000 } },
    pool: 'forks',
    // vitest's default on a 2-core machine is one worker, so the suite ran file by file. Most
    // files wait on DynamoDB Local or a dev server they spawned, not on this process's CPU:
    // four files at a time, two on each of the run's two DynamoDB Local instances, keep both
    // cores busy.
    maxWorkers: 4,
    projects: [
      {
        extends: true,
        // Services against in-memory fakes; tests may also sit next to their code.
        test: {
          name: 'unit',
          // Pure in-process tests: one fork runs many files and keeps the modules they import,
          // instead of a new process and a cold module graph per file (~60 files).
          isolate: false,
          include: ['test/unit/**/*.test.ts', 'shared/**/*.test.ts', 'functions/**/*.test.ts'],
        },
      },
      {
        extends: true,
        // CDK synthesis (and one esbuild run of every function).
        test: { name: 'infra', include: ['test/infra/**/*.test.ts', 'infra/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts', 'test/browser/**/*.test.ts'],
          // Two DynamoDB Local instances (in memory) for the project, each file on its worker's
          // one (test/support/dynamo.ts); each test file makes its own table.
          globalSetup: ['test/support/global-setup.ts'],
          // Two files at a time share one DynamoDB Local: a request may wait longer than the
          // deployed 2.5 s bound without anything being wrong. The timeout tests pin 2.5 s.
          env: { AWS_REQUEST_TIMEOUT_MS: '10000' },
        },
      },
    ],
  },
});
