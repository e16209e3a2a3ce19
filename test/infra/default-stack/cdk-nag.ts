import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreCommerceStack } from '../../../infra/cdk/stack.ts';
import { defaultStack } from '../synth.ts';

/** The stack against cdk-nag's AwsSolutions rules: every acknowledgement says why. */
let stack: StoreCommerceStack;

beforeAll(() => {
  ({ stack } = defaultStack());
});

describe('cdk-nag AwsSolutions', () => {
  it('reports no unacknowledged error or warning', () => {
    const { violations } = new AwsSolutionsChecks().validateScope(stack);
    const describe = (severity: string) =>
      violations
        .filter((v) => v.severity === severity)
        .map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(describe('error')).toEqual([]);
    expect(describe('warning')).toEqual([]);
  });

  it('gives a concrete reason for every acknowledgement', () => {
    const acknowledgements: Array<{ path: string; id: string; reason: string }> = [];
    const visit = (node: IConstruct) => {
      for (const entry of node.node.metadata) {
        if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
        for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
          acknowledgements.push({ path: node.node.path, id, reason });
        }
      }
      node.node.children.forEach(visit);
    };
    visit(stack);
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const { path, id, reason } of acknowledgements) {
      expect(reason.length, `${id} at ${path}`).toBeGreaterThanOrEqual(60);
    }
  });
});
