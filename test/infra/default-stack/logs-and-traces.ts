import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNTRACED_HTTP_GROUPS } from '../../../infra/cdk/function-sizes.ts';
import { FUNCTION_GROUPS, type FunctionGroup } from '../../../shared/routes.ts';
import { defaultStack } from '../synth.ts';

/** What a request writes to CloudWatch Logs and X-Ray: docs/decisions.md §11.8. */
let template: Template;

beforeAll(() => {
  template = defaultStack().template;
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
    }
  });

  it('traces every function actively except the storefront read-only groups (Lambda samples 5%; no rule changes that)', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (fn) => fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME,
    );
    const untraced = functions.filter((fn) => fn.Properties.TracingConfig?.Mode === 'PassThrough');
    expect(untraced.map((fn) => fn.Properties.Description as string).sort()).toEqual(
      UNTRACED_HTTP_GROUPS.map((group) => FUNCTION_GROUPS[group as FunctionGroup].description).sort(),
    );
    expect(untraced).toHaveLength(UNTRACED_HTTP_GROUPS.length);
    for (const fn of functions)
      if (fn.Properties.TracingConfig?.Mode !== 'PassThrough')
        expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
    // A sampling rule would not change Lambda's own sampling: none is made.
    template.resourceCountIs('AWS::XRay::SamplingRule', 0);
  });
});
