import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_SENDER_EMAIL_PARAMETER,
  NOTIFICATION_SES_IDENTITY_PARAMETER,
} from '../../../infra/cdk/notification-sender.ts';
import type { StoreCommerceStack } from '../../../infra/cdk/stack.ts';
import { ENTITY_ATTRIBUTE } from '../../../shared/db/table-definition.ts';
import { OUTBOX_ENTITY } from '../../../shared/events/outbox.ts';
import { NOTIFYING_INSERT_FILTER_PATTERN } from '../../../shared/notifications/stream-filter.ts';
import { SEARCH_REFRESH_EVENT_TYPES } from '../../../shared/products/search-stream-filter.ts';
import { actionsOf, defaultStack, logicalIdOf, policyStatements, roleStatements } from '../synth.ts';

/**
 * The table stream's readers, and the second of them, the stream followers (customer notifications
 * and product search, docs/decisions.md §14.1): its stream filter, its SES grant, its table access.
 */
let template: Template;
let stack: StoreCommerceStack;

beforeAll(() => {
  ({ template, stack } = defaultStack());
});

const notifications = () => stack.stateless.workers.streamFollowers!;
const mappings = () =>
  Object.values(template.findResources('AWS::Lambda::EventSourceMapping')).filter(
    (mapping) =>
      JSON.stringify(mapping.Properties.FunctionName) ===
      JSON.stringify({ Ref: logicalIdOf(notifications().fn) }),
  );

describe('table stream readers', () => {
  it('are two, the most DynamoDB Streams serves per shard without throttling: the webhook router and the stream followers', () => {
    const streamArn = JSON.stringify({ 'Fn::GetAtt': [logicalIdOf(stack.stateful.table), 'StreamArn'] });
    const readers = Object.values(template.findResources('AWS::Lambda::EventSourceMapping'))
      .filter((mapping) => JSON.stringify(mapping.Properties.EventSourceArn) === streamArn)
      .map((mapping) => JSON.stringify(mapping.Properties.FunctionName))
      .sort();
    const expected = [stack.stateless.workers.webhookRouter!, notifications()]
      .map((worker) => JSON.stringify({ Ref: logicalIdOf(worker.fn) }))
      .sort();
    expect(readers).toEqual(expected);
  });
});

describe('stream followers (customer notifications and product search)', () => {
  it('reads the table stream through a filter that passes the five notifying outbox inserts and the search-refreshing product inserts only', () => {
    const found = mappings();
    expect(found).toHaveLength(1);
    const props = found[0]!.Properties;
    expect(props.EventSourceArn).toEqual({ 'Fn::GetAtt': [logicalIdOf(stack.stateful.table), 'StreamArn'] });
    const patterns = (props.FilterCriteria.Filters as Array<{ Pattern: string }>).map((f) =>
      JSON.parse(f.Pattern),
    );
    expect(patterns).toEqual([
      NOTIFYING_INSERT_FILTER_PATTERN,
      {
        eventName: ['INSERT'],
        dynamodb: {
          NewImage: {
            [ENTITY_ATTRIBUTE]: { S: [OUTBOX_ENTITY] },
            type: { S: [...SEARCH_REFRESH_EVENT_TYPES] },
          },
        },
      },
    ]);
    expect(props).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 10,
    });
  });

  it('takes the SES identity and From address as stack parameters', () => {
    const parameters = template.findParameters('*');
    expect(parameters[NOTIFICATION_SENDER_EMAIL_PARAMETER]).toMatchObject({ Type: 'String' });
    expect(parameters[NOTIFICATION_SES_IDENTITY_PARAMETER]).toMatchObject({ Type: 'String' });
    const env = template.findResources('AWS::Lambda::Function')[logicalIdOf(notifications().fn)]!.Properties
      .Environment.Variables as Record<string, unknown>;
    expect(env).toMatchObject({
      NOTIFICATIONS_PROVIDER: 'ses',
      NOTIFICATIONS_FROM_EMAIL: { Ref: NOTIFICATION_SENDER_EMAIL_PARAMETER },
      SMS_PROVIDER: 'sns',
    });
  });

  it('may send email on that identity only, from that address only, and no other function but the admin API (invitations) and sign-in codes (auth, account) may send email', () => {
    const sesStatements = policyStatements(template).filter(({ statement }) =>
      actionsOf(statement).some((action) => action.startsWith('ses:')),
    );
    const sesOf = (role: string) =>
      roleStatements(template, role).filter((s) => actionsOf(s).some((action) => action.startsWith('ses:')));
    const own = sesOf(logicalIdOf(notifications().role));
    const admin = ['admin', 'auth', 'account'].flatMap((group) =>
      sesOf(logicalIdOf(stack.stateless.httpFunctions[group as 'admin'].role)),
    );
    expect(sesStatements.map((s) => s.statement)).toEqual(expect.arrayContaining([...own, ...admin]));
    expect(sesStatements).toHaveLength(own.length + admin.length);
    expect(own).toHaveLength(1);
    const [statement] = own;
    expect(actionsOf(statement!)).toEqual(['ses:SendEmail']);
    expect(JSON.stringify(statement!.Resource)).toContain(`"Ref":"${NOTIFICATION_SES_IDENTITY_PARAMETER}"`);
    expect(JSON.stringify(statement!.Resource)).toContain(':identity/');
    expect(statement!.Condition).toEqual({
      StringEquals: { 'ses:FromAddress': { Ref: NOTIFICATION_SENDER_EMAIL_PARAMETER } },
    });
  });

  it('reads the table (orders, stores, products) and writes it (search entries), with no Scan', () => {
    const actions = roleStatements(template, logicalIdOf(notifications().role)).flatMap(actionsOf);
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchWriteItem']),
    );
    expect(actions).not.toContain('dynamodb:Scan');
  });

  it('alarms when sends keep failing (CustomerNotifications, outcome failed)', () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).filter(
      (alarm) => alarm.Properties.MetricName === 'CustomerNotifications',
    );
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.Properties).toMatchObject({
      Namespace: 'StoreCommerce',
      Threshold: 5,
      ComparisonOperator: 'GreaterThanThreshold',
      Dimensions: expect.arrayContaining([{ Name: 'outcome', Value: 'failed' }]),
    });
  });
});
