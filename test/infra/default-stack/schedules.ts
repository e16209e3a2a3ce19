import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreCommerceStack } from '../../../infra/cdk/stack.ts';
import { actionsOf, defaultStack, logicalIdOf, roleStatements } from '../synth.ts';

/**
 * Schedules that cannot be lost silently: every schedule target of the group has the schedule
 * DLQ, with alarms on its depth, on Scheduler's target errors and lost invocations, on failed
 * refund jobs and on late refunds; and the refund reconciler that runs what was missed.
 */
let template: Template;
let stack: StoreCommerceStack;

beforeAll(() => {
  ({ template, stack } = defaultStack());
});

const getAtt = (construct: Parameters<typeof logicalIdOf>[0]) => ({
  'Fn::GetAtt': [logicalIdOf(construct), 'Arn'],
});
type AlarmProperties = Record<string, unknown> & { AlarmDescription: string };
const alarms = () =>
  Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties as AlarmProperties);
const alarmAbout = (text: string) => {
  const found = alarms().filter((a) => a.AlarmDescription.includes(text));
  expect(found, text).toHaveLength(1);
  return found[0]!;
};
const envOf = (fn: Parameters<typeof logicalIdOf>[0]) =>
  template.findResources('AWS::Lambda::Function')[logicalIdOf(fn)]!.Properties.Environment
    .Variables as Record<string, unknown>;

describe('schedule dead-letter queue and alarms', () => {
  it('gives every recurring schedule of the group the schedule DLQ', () => {
    const schedules = Object.values(template.findResources('AWS::Scheduler::Schedule'));
    expect(schedules.length).toBeGreaterThanOrEqual(3);
    for (const schedule of schedules)
      expect(schedule.Properties.Target.DeadLetterConfig).toEqual({
        Arn: getAtt(stack.stateful.scheduleDeadLetterQueue),
      });
  });

  it('tells every function that creates one-time schedules the DLQ ARN to name in them', () => {
    const scheduling = [stack.stateless.httpFunctions.orders, stack.stateless.workers.webhookDelivery!];
    for (const fn of scheduling)
      expect(envOf(fn.fn).SCHEDULE_DLQ_ARN).toEqual(getAtt(stack.stateful.scheduleDeadLetterQueue));
    expect(envOf(stack.stateless.httpFunctions.checkout.fn).SCHEDULE_DLQ_ARN).toBeUndefined();
  });

  it('alarms as soon as the schedule DLQ holds a message', () => {
    expect(alarmAbout('parked it in the schedule DLQ')).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [
        {
          Name: 'QueueName',
          Value: { 'Fn::GetAtt': [logicalIdOf(stack.stateful.scheduleDeadLetterQueue), 'QueueName'] },
        },
      ],
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
    });
  });

  it("alarms on Scheduler's target errors and on invocations dropped or not parked, for the stage group", () => {
    const group = { Name: 'ScheduleGroup', Value: stack.stateful.scheduleGroup.scheduleGroupName };
    expect(alarmAbout('errors invoking schedule targets')).toMatchObject({
      Namespace: 'AWS/Scheduler',
      MetricName: 'TargetErrorCount',
      Dimensions: [group],
      Statistic: 'Sum',
      Threshold: 0,
    });
    const lost = alarmAbout('dropped a schedule invocation');
    const metrics = (lost.Metrics as Array<{ MetricStat?: { Metric: Record<string, unknown> } }>)
      .map((m) => m.MetricStat?.Metric)
      .filter(Boolean);
    expect(metrics.map((m) => m!.MetricName).sort()).toEqual([
      'InvocationDroppedCount',
      'InvocationsFailedToBeSentToDeadLetterCount',
    ]);
    for (const metric of metrics) expect(metric!.Dimensions).toEqual([group]);
  });

  it('alarms on a failed refund job and on refunds the reconciler found late', () => {
    expect(alarmAbout('scheduled refund job failed')).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Dimensions: [
        { Name: 'FunctionName', Value: { Ref: logicalIdOf(stack.stateless.workers.refundJob!.fn) } },
      ],
      Threshold: 0,
    });
    expect(alarmAbout('left Scheduled past their due time')).toMatchObject({
      Namespace: 'StoreCommerce',
      MetricName: 'LateRefunds',
      Dimensions: [{ Name: 'service', Value: 'store-commerce' }],
      Threshold: 0,
    });
  });
});

describe('refund reconciler', () => {
  const reconciler = () => stack.stateless.workers.refundReconciler!;

  it('runs every 5 minutes through its own scheduler role and finishes before the next run', () => {
    const schedules = Object.values(template.findResources('AWS::Scheduler::Schedule')).filter(
      (s) => JSON.stringify(s.Properties.Target.Arn) === JSON.stringify(getAtt(reconciler().fn)),
    );
    expect(schedules).toHaveLength(1);
    expect(schedules[0]!.Properties).toMatchObject({
      ScheduleExpression: 'rate(5 minutes)',
      Target: { RoleArn: getAtt(stack.stateless.schedulerRoles.refundReconciler!) },
    });
    const fn = template.findResources('AWS::Lambda::Function')[logicalIdOf(reconciler().fn)]!;
    expect(fn.Properties.Timeout).toBeLessThan(300);
  });

  it('queries the index and writes the table; no scan, schedules, secrets or SNS', () => {
    const actions = roleStatements(template, logicalIdOf(reconciler().role)).flatMap(actionsOf);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem']));
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.filter((a) => /^(scheduler|iam|secretsmanager|sns):/.test(a))).toEqual([]);
  });
});
