import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRACE_SAMPLING } from '../../../infra/cdk/operations.ts';
import { defaultStack } from '../synth.ts';

/** What a request writes to CloudWatch Logs and X-Ray: docs/decisions.md §11.8. */
let template: Template;
let stackName: string;

beforeAll(() => {
  const { template: synthesized, stack } = defaultStack();
  template = synthesized;
  stackName = stack.stackName;
});

describe('logs and traces per request (cost)', () => {
  it('every function logs JSON, the application at INFO and Lambda itself at WARN (no START/END/REPORT lines)', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function'));
    expect(functions.length).toBeGreaterThan(20);
    for (const fn of functions) {
      // CDK's own custom-resource handlers are not ours: only functions with our environment.
      if (!fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME) continue;
      expect(fn.Properties.LoggingConfig).toMatchObject({
        LogFormat: 'JSON',
        ApplicationLogLevel: 'INFO',
        SystemLogLevel: 'WARN',
        LogGroup: expect.anything(),
      });
      // Powertools keeps writing at INFO, the level the application filter lets through.
      expect(fn.Properties.Environment.Variables.POWERTOOLS_LOG_LEVEL).toBe('INFO');
      expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
    }
  });

  it('samples 1% of the functions’ requests for X-Ray, only this stack’s functions', () => {
    expect(TRACE_SAMPLING.fixedRate).toBe(0.01);
    template.resourceCountIs('AWS::XRay::SamplingRule', 1);
    template.hasResourceProperties('AWS::XRay::SamplingRule', {
      SamplingRule: Match.objectLike({
        FixedRate: 0.01,
        ReservoirSize: 1,
        ServiceType: 'AWS::Lambda::Function',
        ServiceName: `${stackName}-*`,
        RuleName: Match.stringLikeRegexp('^store-commerce-'),
      }),
    });
  });
});
