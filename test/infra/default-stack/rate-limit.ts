import { beforeAll, describe, expect, it } from 'vitest';
import type { Template } from 'aws-cdk-lib/assertions';
import type { StoreCommerceStack } from '../../../infra/cdk/stack.ts';
import { FUNCTION_GROUPS, type FunctionGroup } from '../../../shared/routes.ts';
import { defaultStack, logicalIdOf, roleStatements } from '../synth.ts';

let template: Template;
let stack: StoreCommerceStack;
beforeAll(() => {
  ({ template, stack } = defaultStack());
});

describe('rate-limit counters', () => {
  it('every HTTP function may UpdateItem the RATELIMIT# counters, and only those through that grant', () => {
    for (const group of Object.keys(FUNCTION_GROUPS) as FunctionGroup[]) {
      const statements = roleStatements(template, logicalIdOf(stack.stateless.httpFunctions[group].role));
      const counting = statements.filter(
        (s) =>
          JSON.stringify(s.Condition ?? {}).includes('RATELIMIT#*') &&
          JSON.stringify(s.Action) === '"dynamodb:UpdateItem"',
      );
      expect(counting, group).toHaveLength(1);
    }
  });
});
