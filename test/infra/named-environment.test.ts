import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { removeOutdirs, synthesize } from './synth.ts';

afterAll(removeOutdirs);

const saved = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
afterEach(() => {
  for (const [name, value] of [
    ['CDK_DEFAULT_ACCOUNT', saved.account],
    ['CDK_DEFAULT_REGION', saved.region],
  ] as const)
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

/**
 * `cdk synth` with credentials names the account and region (the CLI sets CDK_DEFAULT_*), so
 * ARNs in the template carry literal partition and region where the other infra tests see
 * tokens. cdk-nag acknowledgements keyed on ARNs must match both forms.
 */
describe('the stack in a named account and region', () => {
  it('synthesizes with every cdk-nag finding acknowledged', () => {
    process.env.CDK_DEFAULT_ACCOUNT = '123456789012';
    process.env.CDK_DEFAULT_REGION = 'eu-west-1';
    const { stack } = synthesize();
    expect(stack.region).toBe('eu-west-1');
    // A whole synthesis with every function bundled: well over the default timeout on a busy machine.
  }, 120_000);
});
