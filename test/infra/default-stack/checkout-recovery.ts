import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreCommerceStack } from '../../../infra/cdk/stack.ts';
import { actionsOf, defaultStack, logicalIdOf, roleStatements } from '../synth.ts';

/** The checkout recovery job in the stack: its schedule, its grants and the stuck-completions alarm. */
let template: Template;
let stack: StoreCommerceStack;

beforeAll(() => {
  ({ template, stack } = defaultStack());
});

describe('checkout recovery job', () => {
  const job = () => stack.stateless.workers.checkoutRecovery!;

  it('runs every minute through its own scheduler role and finishes within the minute', () => {
    expect(job()).toBeDefined();
    const schedules = Object.values(template.findResources('AWS::Scheduler::Schedule')).filter(
      (s) =>
        JSON.stringify(s.Properties.Target.Arn) ===
        JSON.stringify({ 'Fn::GetAtt': [logicalIdOf(job().fn), 'Arn'] }),
    );
    expect(schedules).toHaveLength(1);
    expect(schedules[0]!.Properties).toMatchObject({
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
    });
    const fn = template.findResources('AWS::Lambda::Function')[logicalIdOf(job().fn)]!;
    expect(fn.Properties.Timeout).toBeLessThan(60);
  });

  it('queries the index and writes the table, and touches no secret or SNS', () => {
    const actions = roleStatements(template, logicalIdOf(job().role)).flatMap(actionsOf);
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:PutItem']),
    );
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.filter((a) => /^(sns|secretsmanager):/.test(a))).toEqual([]);
  });

  it('alarms on any stuck completion it had to settle', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'StuckCompletions',
      Namespace: 'StoreCommerce',
      Statistic: 'Sum',
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
      TreatMissingData: 'notBreaching',
    });
  });
});
