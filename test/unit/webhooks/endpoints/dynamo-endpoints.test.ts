import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { keys } from '../../../../shared/db/keys.ts';
import type { DomainEvent } from '../../../../shared/events/outbox.ts';
import { dynamoWebhookEndpointRepository } from '../../../../shared/webhooks/endpoints/dynamo-endpoints.ts';
import type { StoredWebhookEndpoint } from '../../../../shared/webhooks/endpoints/ports.ts';
import {
  cancellationReasons,
  TransactionContentionError,
  withConflictRetry,
} from '../../../../shared/db/transactions.ts';

const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const dynamo = mockClient(db);
const repository = dynamoWebhookEndpointRepository(db, 'table');
const NOW = new Date('2030-01-01T00:00:00.000Z');

const endpoint: StoredWebhookEndpoint = {
  id: '22222222-2222-4222-8222-222222222222',
  storeId: '11111111-1111-4111-8111-111111111111',
  mode: 'live',
  url: 'https://hooks.example.com/',
  urlHash: 'a'.repeat(64),
  events: ['cart.created'],
  secret: 'whsec_secret',
  description: '',
  isEnabled: true,
  apiVersion: '1.0',
  includeApiOriginated: false,
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
  deliveryStats: { total: 3, successful: 2, failed: 1 },
  revision: 4,
};
const event: DomainEvent = {
  type: 'webhook.endpoint_created',
  storeId: endpoint.storeId,
  mode: 'live',
  origin: 'system',
  data: {},
};

const canceled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(', ')}]`,
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

beforeEach(() => {
  dynamo.reset();
  // The endpoint's event sequence counter, read before each transaction: none yet.
  dynamo.on(BatchGetCommand).resolves({ Responses: { table: [] } });
});

describe('create transaction', () => {
  it('writes count, URL guard, endpoint and outbox event in one transaction', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    expect(await repository.create(endpoint, event, NOW)).toEqual({ ok: true });
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    // The four writes, then the endpoint's event sequence counter (docs/decisions.md §6.23).
    expect(items).toHaveLength(5);
    expect(items[4]!.Put!.Item).toMatchObject({ entity: 'EventSequence', sequence: 1 });
    expect(items[0]!.Update).toMatchObject({
      Key: keys.webhookCount(endpoint.storeId, 'live'),
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
      ExpressionAttributeValues: expect.objectContaining({ ':max': 10 }),
    });
    expect(items[1]!.Put).toMatchObject({
      Item: { ...keys.webhookUrl(endpoint.storeId, 'live', endpoint.urlHash), webhookId: endpoint.id },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items[2]!.Put).toMatchObject({
      Item: {
        ...keys.webhookEndpoint(endpoint.storeId, 'live', endpoint.id),
        secret: 'whsec_secret',
        revision: 4,
      },
    });
    expect(items[3]!.Put!.Item).toMatchObject({
      entity: 'OutboxEvent',
      type: 'webhook.endpoint_created',
      origin: 'system',
    });
  });

  it.each([
    [['ConditionalCheckFailed', 'None', 'None', 'None'], 'limit-reached'],
    [['None', 'ConditionalCheckFailed', 'None', 'None'], 'duplicate-url'],
    [['ConditionalCheckFailed', 'ConditionalCheckFailed', 'None', 'None'], 'duplicate-url'],
  ])('maps cancellation reasons %j to %s', async (codes, reason) => {
    dynamo.on(TransactWriteCommand).rejects(canceled(...codes));
    expect(await repository.create(endpoint, event, NOW)).toEqual({ ok: false, reason });
  });

  it('retries a transaction cancelled only by a conflict', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(canceled('TransactionConflict', 'None', 'None', 'None'))
      .rejectsOnce(canceled('None', 'TransactionConflict', 'None', 'None'))
      .resolves({});
    expect(await repository.create(endpoint, event, NOW)).toEqual({ ok: true });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('does not swallow other failures', async () => {
    dynamo.on(TransactWriteCommand).rejects(canceled('None', 'None', 'ConditionalCheckFailed', 'None'));
    await expect(repository.create(endpoint, event, NOW)).rejects.toThrow(TransactionCanceledException);
    dynamo.on(TransactWriteCommand).rejects(new Error('network down'));
    await expect(repository.create(endpoint, event, NOW)).rejects.toThrow('network down');
  });
});

describe('update and delete transactions', () => {
  const next = { ...endpoint, url: 'https://new.example/', urlHash: 'b'.repeat(64), revision: 5 };

  it('conditions on the revision read and never writes the delivery counters', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    await repository.update(endpoint, { ...endpoint, isEnabled: false, revision: 5 }, event, NOW);
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items).toHaveLength(3); // same URL: no guard swap (the third is the sequence counter)
    const update = items[0]!.Update!;
    expect(update.ConditionExpression).toBe('#revision = :revision');
    expect(update.ExpressionAttributeValues![':revision']).toBe(4);
    expect(update.UpdateExpression).not.toContain('deliveryStats');
    expect(update.UpdateExpression).toContain('ADD #revision :one');
  });

  it('swaps the URL guard in the same transaction when the URL changes', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    await repository.update(endpoint, next, event, NOW);
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items.map((item) => Object.keys(item)[0])).toEqual(['Update', 'Put', 'Delete', 'Put', 'Put']);
    expect(items[1]!.Put!.Item).toMatchObject(keys.webhookUrl(endpoint.storeId, 'live', next.urlHash));
    expect(items[2]!.Delete!.Key).toEqual(keys.webhookUrl(endpoint.storeId, 'live', endpoint.urlHash));
  });

  it.each([
    [['ConditionalCheckFailed', 'None', 'None', 'None'], 'changed'],
    [['None', 'ConditionalCheckFailed', 'None', 'None'], 'duplicate-url'],
  ])('maps update cancellation %j to %s', async (codes, reason) => {
    dynamo.on(TransactWriteCommand).rejects(canceled(...codes));
    expect(await repository.update(endpoint, next, event, NOW)).toEqual({ ok: false, reason });
  });

  it('deletes endpoint and guard and decrements the count, conditioned on the revision', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    await repository.delete(endpoint, event, NOW);
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Delete).toMatchObject({
      Key: keys.webhookEndpoint(endpoint.storeId, 'live', endpoint.id),
    });
    expect(items[1]!.Delete!.Key).toEqual(keys.webhookUrl(endpoint.storeId, 'live', endpoint.urlHash));
    expect(items[2]!.Update).toMatchObject({ UpdateExpression: 'ADD #count :minusOne' });
    dynamo.on(TransactWriteCommand).rejects(canceled('ConditionalCheckFailed', 'None', 'None', 'None'));
    expect(await repository.delete(endpoint, event, NOW)).toEqual({ ok: false, reason: 'changed' });
  });
});

describe('transaction helpers', () => {
  it('reads codes from the message when the structured reasons are missing', () => {
    const error = canceled();
    error.message =
      'Transaction cancelled, please refer cancellation reasons for specific reasons [None, ConditionalCheckFailed]';
    expect(cancellationReasons(error)).toEqual(['None', 'ConditionalCheckFailed']);
  });

  it('gives up after the configured attempts with TransactionContentionError', async () => {
    let calls = 0;
    const write = async () => {
      calls++;
      throw canceled('TransactionConflict');
    };
    await expect(
      withConflictRetry(write, { attempts: 3, sleep: async () => undefined }),
    ).rejects.toBeInstanceOf(TransactionContentionError);
    expect(calls).toBe(3);
  });
});
