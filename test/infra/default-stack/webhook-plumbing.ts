import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreCommerceStack } from '../../../infra/cdk/stack.ts';
import { WEBHOOK_MAX_RECEIVE_COUNT } from '../../../infra/cdk/stateful.ts';
import { logicalIdOf, roleStatements, defaultStack } from '../synth.ts';

/** The delivery queue, its DLQ and alarm, and the schedules that re-send and sweep. */
let template: Template;
let stack: StoreCommerceStack;

beforeAll(() => {
  ({ template, stack } = defaultStack());
});

describe('webhook plumbing', () => {
  const queueId = () => logicalIdOf(stack.stateful.webhookQueue);
  const dlqId = () => logicalIdOf(stack.stateful.webhookDeadLetterQueue);

  it('redrives the delivery queue to its DLQ', () => {
    const queue = template.findResources('AWS::SQS::Queue')[queueId()]!;
    expect(queue.Properties.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [dlqId(), 'Arn'] },
      maxReceiveCount: WEBHOOK_MAX_RECEIVE_COUNT,
    });
    expect(queue.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(30 * 6);
  });

  it('encrypts every queue and refuses non-TLS requests', () => {
    const queues = template.findResources('AWS::SQS::Queue');
    for (const [id, queue] of Object.entries(queues)) {
      expect(queue.Properties.SqsManagedSseEnabled, id).toBe(true);
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: id }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it('alarms as soon as the DLQ holds a message', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId(), 'QueueName'] } }],
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
    });
  });

  it('has a schedule group and one role per schedule target, each assumable only by Scheduler for that group', () => {
    template.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'store-commerce-dev' });
    const roles = stack.stateless.schedulerRoles;
    expect(Object.keys(roles).sort()).toEqual([
      'cartAbandonmentSweep',
      'checkoutRecovery',
      'refundJob',
      'refundReconciler',
      'webhookDeliverySweep',
      'webhookQueue',
    ]);
    const scheduleRoleIds = new Set<string>();
    for (const [target, role] of Object.entries(roles)) {
      const roleId = logicalIdOf(role);
      scheduleRoleIds.add(roleId);
      expect(
        template.findResources('AWS::IAM::Role')[roleId]!.Properties.AssumeRolePolicyDocument.Statement,
        target,
      ).toEqual([
        {
          Action: 'sts:AssumeRole',
          Effect: 'Allow',
          Principal: { Service: 'scheduler.amazonaws.com' },
          Condition: {
            StringEquals: {
              'aws:SourceAccount': { Ref: 'AWS::AccountId' },
              'aws:SourceArn': { 'Fn::GetAtt': [logicalIdOf(stack.stateful.scheduleGroup), 'Arn'] },
            },
          },
        },
      ]);
      // Each reaches its own target only (the queue, or its worker by exact ARN), and the
      // group's schedule DLQ, where Scheduler parks what it could not deliver.
      const dlq = { 'Fn::GetAtt': [logicalIdOf(stack.stateful.scheduleDeadLetterQueue), 'Arn'] };
      const expected =
        target === 'webhookQueue'
          ? [
              {
                Action: 'sqs:SendMessage',
                Effect: 'Allow',
                Resource: [dlq, { 'Fn::GetAtt': [queueId(), 'Arn'] }],
              },
            ]
          : [
              { Action: 'sqs:SendMessage', Effect: 'Allow', Resource: dlq },
              {
                Action: 'lambda:InvokeFunction',
                Effect: 'Allow',
                Resource: { 'Fn::GetAtt': [logicalIdOf(stack.stateless.workers[target]!.fn), 'Arn'] },
              },
            ];
      expect(roleStatements(template, roleId), target).toEqual(expected);
    }
    // No other role trusts Scheduler.
    const trustingScheduler = Object.entries(template.findResources('AWS::IAM::Role'))
      .filter(([, role]) =>
        JSON.stringify(role.Properties.AssumeRolePolicyDocument).includes('scheduler.amazonaws.com'),
      )
      .map(([id]) => id);
    expect(new Set(trustingScheduler)).toEqual(scheduleRoleIds);
    // Every schedule runs as the role of the function it invokes.
    for (const schedule of Object.values(template.findResources('AWS::Scheduler::Schedule'))) {
      const { Arn, RoleArn } = schedule.Properties.Target as { Arn: unknown; RoleArn: unknown };
      const [target] = Object.entries(stack.stateless.workers).find(
        ([, fn]) => JSON.stringify({ 'Fn::GetAtt': [logicalIdOf(fn.fn), 'Arn'] }) === JSON.stringify(Arn),
      )!;
      expect(RoleArn).toEqual({ 'Fn::GetAtt': [logicalIdOf(roles[target]!), 'Arn'] });
    }
  });
});
