import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreCommerceStack } from '../../../infra/cdk/stack.ts';
import { WEBHOOK_MAX_RECEIVE_COUNT, WEBHOOK_QUEUE_VISIBILITY_TIMEOUT } from '../../../infra/cdk/stateful.ts';
import { OUTBOX_INSERT_FILTER_PATTERN } from '../../../shared/events/stream-filter.ts';
import {
  actionsOf,
  logicalIdOf,
  resourcesOf,
  roleStatements,
  defaultStack,
  type Statement,
} from '../synth.ts';

/** Webhook delivery in the stack: the stream router, the delivery consumer, their triggers and grants. */
let template: Template;
let stack: StoreCommerceStack;

beforeAll(() => {
  ({ template, stack } = defaultStack());
});

const router = () => stack.stateless.workers.webhookRouter!;
const consumer = () => stack.stateless.workers.webhookDelivery!;
const getAtt = (construct: Parameters<typeof logicalIdOf>[0], attribute = 'Arn') => ({
  'Fn::GetAtt': [logicalIdOf(construct), attribute],
});
const mappingsOf = (fn: Parameters<typeof logicalIdOf>[0]) =>
  Object.values(template.findResources('AWS::Lambda::EventSourceMapping')).filter(
    (mapping) => JSON.stringify(mapping.Properties.FunctionName) === JSON.stringify({ Ref: logicalIdOf(fn) }),
  );
const statementsOf = (fn: { role: Parameters<typeof logicalIdOf>[0] }) =>
  roleStatements(template, logicalIdOf(fn.role));
const withAction = (statements: Statement[], prefix: string) =>
  statements.filter((s) => actionsOf(s).some((action) => action.startsWith(prefix)));
const sqsActionsOn = (statements: Statement[], queue: Parameters<typeof logicalIdOf>[0]) =>
  statements
    .filter((s) => resourcesOf(s).some((r) => JSON.stringify(r) === JSON.stringify(getAtt(queue))))
    .flatMap(actionsOf)
    .sort();
const envOf = (fn: Parameters<typeof logicalIdOf>[0]) =>
  template.findResources('AWS::Lambda::Function')[logicalIdOf(fn)]!.Properties.Environment
    .Variables as Record<string, unknown>;

describe('webhook router', () => {
  it('reads the table stream through filter criteria that pass outbox inserts only (the same rule as the local poller)', () => {
    const mappings = mappingsOf(router().fn);
    expect(mappings).toHaveLength(1);
    const props = mappings[0]!.Properties;
    expect(props.EventSourceArn).toEqual(getAtt(stack.stateful.table, 'StreamArn'));
    const patterns = (props.FilterCriteria.Filters as Array<{ Pattern: string }>).map((f) =>
      JSON.parse(f.Pattern),
    );
    expect(patterns).toEqual([OUTBOX_INSERT_FILTER_PATTERN]);
  });

  it('bisects failing batches, reports partial failures, retries, then parks the position in the failure queue', () => {
    expect(mappingsOf(router().fn)[0]!.Properties).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 100,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 10,
      DestinationConfig: { OnFailure: { Destination: getAtt(stack.stateful.streamFailureQueue) } },
    });
  });

  it('may use the table (an erased customer’s events and deliveries are rewritten) and send to the webhook queue, nothing else (no schedules)', () => {
    const statements = statementsOf(router());
    expect(withAction(statements, 'dynamodb:').flatMap(actionsOf)).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:BatchGetItem', 'dynamodb:UpdateItem']),
    );
    // SQS: send to the webhook queue; the event source mapping's failure destination adds the
    // stream failure queue (send + attributes). Nothing may receive or delete.
    const sqs = withAction(statements, 'sqs:');
    expect(sqsActionsOn(sqs, stack.stateful.webhookQueue)).toEqual(['sqs:SendMessage']);
    expect(sqsActionsOn(sqs, stack.stateful.streamFailureQueue)).toContain('sqs:SendMessage');
    expect(sqs.flatMap(resourcesOf)).toHaveLength(sqs.length);
    expect(sqs.flatMap(actionsOf).filter((a) => /Receive|Delete|Purge/.test(a))).toEqual([]);
    expect(withAction(statements, 'scheduler:')).toEqual([]);
    expect(withAction(statements, 'iam:')).toEqual([]);
    expect(envOf(router().fn)).toMatchObject({
      WEBHOOK_QUEUE_URL: { Ref: logicalIdOf(stack.stateful.webhookQueue) },
    });
    expect(envOf(router().fn)).not.toHaveProperty('WEBHOOK_ALLOW_PRIVATE_TARGETS');
  });
});

describe('webhook delivery consumer', () => {
  it('consumes the webhook queue with partial batch responses, within its visibility timeout', () => {
    const mappings = mappingsOf(consumer().fn);
    expect(mappings).toHaveLength(1);
    expect(mappings[0]!.Properties).toMatchObject({
      EventSourceArn: getAtt(stack.stateful.webhookQueue),
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const fn = template.findResources('AWS::Lambda::Function')[logicalIdOf(consumer().fn)]!;
    expect(fn.Properties.Timeout).toBeLessThanOrEqual(WEBHOOK_QUEUE_VISIBILITY_TIMEOUT.toSeconds());
    // A copy received while another worker sends is handed back; it must return after that
    // worker's claim went stale (send timeout 5 s + 60 s margin, functions/compose/delivery-pipeline.ts).
    expect(WEBHOOK_QUEUE_VISIBILITY_TIMEOUT.toSeconds()).toBeGreaterThan(65);
  });

  it('has a dead-letter queue for messages that failed on our side', () => {
    const queue = template.findResources('AWS::SQS::Queue')[logicalIdOf(stack.stateful.webhookQueue)]!;
    expect(queue.Properties.RedrivePolicy).toEqual({
      deadLetterTargetArn: getAtt(stack.stateful.webhookDeadLetterQueue),
      maxReceiveCount: WEBHOOK_MAX_RECEIVE_COUNT,
    });
  });

  it('may read and write the table, send to the queue, create schedules in its group and pass the webhook scheduler role only', () => {
    const statements = statementsOf(consumer());
    const dynamo = withAction(statements, 'dynamodb:').flatMap(actionsOf);
    expect(dynamo).toEqual(
      expect.arrayContaining([
        'dynamodb:GetItem',
        'dynamodb:BatchGetItem',
        'dynamodb:UpdateItem',
        'dynamodb:PutItem',
      ]),
    );
    expect(dynamo).not.toContain('dynamodb:Scan');
    // Its own queue only: consume (event source mapping) and send the next attempt.
    const sqs = withAction(statements, 'sqs:');
    expect(new Set(sqs.flatMap(resourcesOf).map((r) => JSON.stringify(r)))).toEqual(
      new Set([JSON.stringify(getAtt(stack.stateful.webhookQueue))]),
    );
    expect(sqsActionsOn(sqs, stack.stateful.webhookQueue)).toEqual(
      expect.arrayContaining(['sqs:SendMessage', 'sqs:ReceiveMessage', 'sqs:DeleteMessage']),
    );

    const schedules = withAction(statements, 'scheduler:');
    expect(schedules.flatMap(actionsOf)).toContain('scheduler:CreateSchedule');
    expect(JSON.stringify(schedules.flatMap(resourcesOf))).toContain(
      `schedule/${stack.stateful.scheduleGroup.scheduleGroupName}/*`,
    );

    const passRole = withAction(statements, 'iam:');
    expect(passRole).toHaveLength(1);
    expect(passRole[0]).toMatchObject({
      Action: 'iam:PassRole',
      Resource: getAtt(stack.stateful.webhookSchedulerRole),
      Condition: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
    });
  });

  it('cannot trigger refunds: no refund job ARN, no refund scheduler role, no invoke', () => {
    const env = envOf(consumer().fn);
    expect(env.REFUND_FUNCTION_ARN).toBeUndefined();
    expect(env.REFUND_SCHEDULER_ROLE_ARN).toBeUndefined();
    const statements = statementsOf(consumer());
    expect(JSON.stringify(withAction(statements, 'iam:'))).not.toContain(
      logicalIdOf(stack.stateless.schedulerRoles.refundJob!),
    );
    expect(withAction(statements, 'lambda:')).toEqual([]);
  });

  it('gets the queue, group and role it schedules retries with', () => {
    expect(envOf(consumer().fn)).toMatchObject({
      TABLE_NAME: { Ref: logicalIdOf(stack.stateful.table) },
      WEBHOOK_QUEUE_URL: { Ref: logicalIdOf(stack.stateful.webhookQueue) },
      WEBHOOK_QUEUE_ARN: getAtt(stack.stateful.webhookQueue),
      SCHEDULER_GROUP_NAME: stack.stateful.scheduleGroup.scheduleGroupName,
      WEBHOOK_SCHEDULER_ROLE_ARN: getAtt(stack.stateful.webhookSchedulerRole),
    });
    // The SSRF guard stays on when deployed.
    expect(envOf(consumer().fn)).not.toHaveProperty('WEBHOOK_ALLOW_PRIVATE_TARGETS');
  });
});

describe('webhook scheduler role', () => {
  it('may send to the webhook queue (retry schedules put the message back), nothing else, and is assumable by Scheduler only', () => {
    const role = template.findResources('AWS::IAM::Role')[logicalIdOf(stack.stateful.webhookSchedulerRole)]!;
    const trust = role.Properties.AssumeRolePolicyDocument.Statement as Statement[];
    expect(trust).toHaveLength(1);
    expect(trust[0]).toMatchObject({ Principal: { Service: 'scheduler.amazonaws.com' } });
    expect(roleStatements(template, logicalIdOf(stack.stateful.webhookSchedulerRole))).toEqual([
      {
        Action: 'sqs:SendMessage',
        Effect: 'Allow',
        // And the schedule DLQ, where Scheduler parks a retry it could not deliver.
        Resource: [getAtt(stack.stateful.scheduleDeadLetterQueue), getAtt(stack.stateful.webhookQueue)],
      },
    ]);
  });
});

describe('overdue webhook delivery sweep', () => {
  const sweep = () => stack.stateless.workers.webhookDeliverySweep!;

  it('runs every 5 minutes through its own scheduler role and finishes before the next run', () => {
    const schedules = Object.values(template.findResources('AWS::Scheduler::Schedule')).filter(
      (s) => JSON.stringify(s.Properties.Target.Arn) === JSON.stringify(getAtt(sweep().fn)),
    );
    expect(schedules).toHaveLength(1);
    expect(schedules[0]!.Properties).toMatchObject({
      ScheduleExpression: 'rate(5 minutes)',
      State: 'ENABLED',
      Target: { RoleArn: getAtt(stack.stateless.schedulerRoles.webhookDeliverySweep!) },
    });
    const fn = template.findResources('AWS::Lambda::Function')[logicalIdOf(sweep().fn)]!;
    expect(fn.Properties.Timeout).toBeLessThan(300);
    expect(Object.keys(envOf(sweep().fn))).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'WEBHOOK_QUEUE_URL']),
    );
  });

  it('queries the index, writes the table and sends to the webhook queue; no scan or schedules', () => {
    const statements = statementsOf(sweep());
    const actions = statements.flatMap(actionsOf);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem']));
    expect(actions).not.toContain('dynamodb:Scan');
    expect(sqsActionsOn(statements, stack.stateful.webhookQueue)).toContain('sqs:SendMessage');
    expect(actions.filter((a) => /^(scheduler|iam|secretsmanager|sns|kms):/.test(a))).toEqual([]);
  });
});

describe('EventBridge endpoints', () => {
  const STORE_ROLES = { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':iam::*:role/*']] };
  const senders = () => ({
    webhookDelivery: consumer(),
    webhooks: stack.stateless.httpFunctions.webhooks,
    adminWebhooks: stack.stateless.httpFunctions.adminWebhooks,
  });

  it('the delivery consumer and the two test-send groups may assume a role (any account: the store names it), and do so on AWS', () => {
    for (const [name, fn] of Object.entries(senders())) {
      const assume = withAction(statementsOf(fn), 'sts:');
      expect(assume, name).toEqual([
        expect.objectContaining({ Action: 'sts:AssumeRole', Effect: 'Allow', Resource: STORE_ROLES }),
      ]);
      // PutEvents runs as the assumed role, never as the function.
      expect(withAction(statementsOf(fn), 'events:'), name).toEqual([]);
      expect(envOf(fn.fn).EVENTBRIDGE_PROVIDER, name).toBe('aws');
    }
  });

  it('no other function may assume a role or is told to use EventBridge endpoints', () => {
    const allowed = new Set(Object.values(senders()));
    const others = [
      ...Object.values(stack.stateless.httpFunctions),
      ...Object.values(stack.stateless.workers),
    ].filter((fn) => !allowed.has(fn));
    expect(others.length).toBeGreaterThan(20);
    for (const fn of others) {
      expect(withAction(statementsOf(fn), 'sts:'), fn.node.id).toEqual([]);
      expect(envOf(fn.fn).EVENTBRIDGE_PROVIDER, fn.node.id).toBeUndefined();
    }
  });
});
