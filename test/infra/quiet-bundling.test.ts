import { LogLevel } from 'aws-cdk-lib/aws-lambda-nodejs';
import { expect, it } from 'vitest';
import { nodejsBundlingOptions } from '../../infra/cdk/bundling.ts';

/** `cdk synth --quiet` stays quiet: esbuild reports errors only, not a size line per function. */
it('bundles with esbuild at log level error', () => {
  expect(nodejsBundlingOptions('store').logLevel).toBe(LogLevel.ERROR);
});
