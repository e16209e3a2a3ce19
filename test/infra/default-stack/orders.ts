import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreCommerceStack } from '../../../infra/cdk/stack.ts';
import { WORKERS } from '../../../infra/cdk/workers.ts';
import { routeKey, routesOfGroup, type FunctionGroup } from '../../../shared/routes.ts';
import {
  actionsOf,
  logicalIdOf,
  resourcesOf,
  roleStatements,
  defaultStack,
  type Statement,
} from '../synth.ts';

/** Orders in the stack: the orders and checkout functions, the refund job and its one-time schedules. */
let template: Template;
let stack: StoreCommerceStack;

beforeAll(() => {
  ({ template, stack } = defaultStack());
});

const fnOf = (group: FunctionGroup) => stack.stateless.httpFunctions[group];
const refundJob = () => stack.stateless.workers.refundJob!;
const refundSchedulerRole = () => stack.stateless.schedulerRoles.refundJob!;
const functionResource = (logicalId: string) => template.findResources('AWS::Lambda::Function')[logicalId]!;
const envOf = (logicalId: string) =>
  functionResource(logicalId).Properties.Environment.Variables as Record<string, unknown>;
const statementsOf = (role: Parameters<typeof logicalIdOf>[0]): Statement[] =>
  roleStatements(template, logicalIdOf(role));
const allActions = (role: Parameters<typeof logicalIdOf>[0]) => statementsOf(role).flatMap(actionsOf);
const arnOf = (fn: Parameters<typeof logicalIdOf>[0]) => ({ 'Fn::GetAtt': [logicalIdOf(fn), 'Arn'] });

describe('orders and checkout function groups', () => {
  it('serve exactly their routes from the route table', () => {
    const routeKeys = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map(
      (r) => r.Properties.RouteKey,
    );
    expect(routesOfGroup('orders').map(routeKey).sort()).toEqual([
      'GET /api/v1/orders/{orderId}',
      'POST /api/v1/orders',
      'POST /api/v1/orders/{orderId}/refunds',
      'PUT /api/v1/orders/{orderId}/cancel',
      'PUT /api/v1/orders/{orderId}/status',
    ]);
    expect(routesOfGroup('checkout').map(routeKey)).toEqual([
      'POST /api/v1/sdk/checkout/store/{storeId}/{checkoutId}/quote',
      'POST /api/v1/sdk/checkout/store/{storeId}/{checkoutId}/complete',
    ]);
    for (const route of [...routesOfGroup('orders'), ...routesOfGroup('checkout')]) {
      expect(routeKeys).toContain(routeKey(route));
    }
  });

  it('both read and write the table (transactions with conditions), never scan', () => {
    for (const group of ['orders', 'checkout'] as const) {
      const actions = allActions(fnOf(group).role);
      expect(actions, group).toEqual(
        expect.arrayContaining([
          'dynamodb:BatchGetItem',
          'dynamodb:PutItem',
          'dynamodb:UpdateItem',
          'dynamodb:ConditionCheckItem',
        ]),
      );
      expect(actions, group).not.toContain('dynamodb:Scan');
    }
  });

  it('orders may create schedules in the stage group, pass only the refund scheduler role, and knows the refund job ARN', () => {
    const orders = fnOf('orders');
    const env = envOf(logicalIdOf(orders.fn));
    expect(env.REFUND_FUNCTION_ARN).toEqual(arnOf(refundJob().fn));
    expect(env.SCHEDULER_GROUP_NAME).toBeDefined();
    expect(env.REFUND_SCHEDULER_ROLE_ARN).toEqual(arnOf(refundSchedulerRole()));
    // Nothing of the webhook pipeline: it cannot put messages on the webhook queue.
    expect(env.WEBHOOK_SCHEDULER_ROLE_ARN).toBeUndefined();
    expect(env.WEBHOOK_QUEUE_ARN).toBeUndefined();
    expect(allActions(orders.role).filter((a) => a.startsWith('sqs:'))).toEqual([]);
    const statements = statementsOf(orders.role);
    const create = statements.find((s) => actionsOf(s).includes('scheduler:CreateSchedule'))!;
    expect(JSON.stringify(create.Resource)).toContain(`${stack.stateful.scheduleGroup.scheduleGroupName}/*`);
    const passRole = statements.filter((s) => actionsOf(s).includes('iam:PassRole'));
    expect(passRole).toHaveLength(1);
    expect(passRole[0]!.Resource).toEqual(arnOf(refundSchedulerRole()));
    expect(passRole[0]!.Resource).not.toEqual(arnOf(stack.stateful.webhookSchedulerRole));
    expect(passRole[0]!.Condition).toEqual({
      StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' },
    });
  });

  it('checkout creates no schedules and holds no refund ARN', () => {
    const checkout = fnOf('checkout');
    expect(
      allActions(checkout.role).filter((a) => a.startsWith('scheduler:') || a === 'iam:PassRole'),
    ).toEqual([]);
    expect(envOf(logicalIdOf(checkout.fn)).REFUND_FUNCTION_ARN).toBeUndefined();
  });
});

describe('refund job', () => {
  it('is a worker invoked by runtime-created schedules, not by any recurring one', () => {
    expect(WORKERS.find((w) => w.name === 'refundJob')).toMatchObject({
      entry: 'functions/refund-job/handler.ts',
      trigger: { kind: 'scheduleTarget', arnVariable: 'REFUND_FUNCTION_ARN' },
    });
    const recurring = Object.values(template.findResources('AWS::Scheduler::Schedule')).filter(
      (s) => JSON.stringify(s.Properties.Target.Arn) === JSON.stringify(arnOf(refundJob().fn)),
    );
    expect(recurring).toEqual([]);
  });

  it('has its own scheduler role, which may invoke exactly its ARN and nothing else', () => {
    const statements = statementsOf(refundSchedulerRole());
    expect(statements).toEqual([
      { Action: 'sqs:SendMessage', Effect: 'Allow', Resource: arnOf(stack.stateful.scheduleDeadLetterQueue) },
      { Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: arnOf(refundJob().fn) },
    ]);
    for (const resource of statements.flatMap(resourcesOf))
      expect(JSON.stringify(resource)).not.toContain('*');
  });

  it('reads and writes the table and has nothing to do with schedules or secrets', () => {
    const actions = allActions(refundJob().role);
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']),
    );
    expect(actions.filter((a) => /^(scheduler|iam|secretsmanager|sns|sqs):/.test(a))).toEqual([]);
    const env = envOf(logicalIdOf(refundJob().fn));
    expect(env.TABLE_NAME).toEqual({ Ref: logicalIdOf(stack.stateful.table) });
    expect(env.REFUND_FUNCTION_ARN).toBeUndefined();
  });

  it('runs Node 22 on ARM64 like every function', () => {
    expect(functionResource(logicalIdOf(refundJob().fn)).Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
    });
  });
});
