import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'shared/**/*.test.ts', 'functions/**/*.test.ts', 'infra/**/*.test.ts'],
    // One DynamoDB Local (in memory) for the whole run; each test file makes its own table.
    globalSetup: ['test/support/global-setup.ts'],
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
    pool: 'forks',
  },
});
