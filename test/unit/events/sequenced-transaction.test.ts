import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { keys } from '../../../shared/db/keys.ts';
import { transactWithEvents } from '../../../shared/events/dynamo-sequenced-transaction.ts';
import { outboxPut, type DomainEvent } from '../../../shared/events/outbox.ts';

/** How a change's events get their numbers (docs/decisions.md §6.23), on a mocked client. */
const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const dynamo = mockClient(db);
const STORE = '11111111-1111-4111-8111-111111111111';
const NOW = new Date('2030-01-01T00:00:00.000Z');
const orderEvent = (type: DomainEvent['type'], orderId = 'o-1'): DomainEvent => ({
  type,
  storeId: STORE,
  mode: 'test',
  origin: 'api',
  data: { orderId },
});
const change = { Put: { TableName: 't', Item: { pk: 'ORDER', sk: 'ORDER' }, ConditionExpression: 'x' } };
const canceled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: `Transaction cancelled [${codes.join(', ')}]`,
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const counter = (sequence: number, orderId = 'o-1') => ({
  ...keys.eventSequence(STORE, 'test', 'order', orderId),
  sequence,
});
const sent = (call = 0) => dynamo.commandCalls(TransactWriteCommand)[call]!.args[0].input.TransactItems!;

beforeEach(() => dynamo.reset());

describe('transactWithEvents', () => {
  it("numbers each resource's events after its counter and moves the counter last, conditioned on the value read", async () => {
    dynamo.on(BatchGetCommand).resolves({ Responses: { t: [counter(4)] } });
    dynamo.on(TransactWriteCommand).resolves({});
    await transactWithEvents(db, [
      change,
      outboxPut('t', orderEvent('order.status_updated'), NOW),
      outboxPut('t', orderEvent('order.shipped'), NOW),
      outboxPut('t', orderEvent('order.created', 'o-2'), NOW),
    ]);
    const items = sent();
    expect(items.slice(1, 4).map((item) => item.Put!.Item!.sequence)).toEqual([5, 6, 1]);
    expect(items[4]!.Put).toMatchObject({
      Item: { ...keys.eventSequence(STORE, 'test', 'order', 'o-1'), sequence: 6 },
      ConditionExpression: '#sequence = :current',
      ExpressionAttributeValues: { ':current': 4 },
    });
    expect(items[5]!.Put).toMatchObject({
      Item: { sequence: 1 },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('a lost counter race is renumbered and sent again; the caller never sees it', async () => {
    dynamo
      .on(BatchGetCommand)
      .resolvesOnce({ Responses: { t: [counter(1)] } })
      .resolves({ Responses: { t: [counter(2)] } });
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(canceled('None', 'None', 'ConditionalCheckFailed'))
      .resolves({});
    await transactWithEvents(db, [change, outboxPut('t', orderEvent('order.shipped'), NOW)]);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(2);
    expect(sent(1)[1]!.Put!.Item!.sequence).toBe(3);
  });

  it("the caller's own failed condition is thrown as it was, its reasons at its indexes", async () => {
    dynamo.on(BatchGetCommand).resolves({ Responses: { t: [] } });
    dynamo
      .on(TransactWriteCommand)
      .rejects(canceled('ConditionalCheckFailed', 'None', 'ConditionalCheckFailed'));
    const error = await transactWithEvents(db, [
      change,
      outboxPut('t', orderEvent('order.shipped'), NOW),
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionCanceledException);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('events already numbered (a cart keeps its own counter) are sent as they are, without a read', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const cartEvent: DomainEvent = {
      type: 'cart.item_added',
      storeId: STORE,
      mode: 'test',
      origin: 'customer',
      data: { cartId: 'c-1' },
      sequence: 7,
    };
    await transactWithEvents(db, [change, outboxPut('t', cartEvent, NOW)]);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(0);
    expect(sent()).toHaveLength(2);
    expect(sent()[1]!.Put!.Item!.sequence).toBe(7);
  });
});
