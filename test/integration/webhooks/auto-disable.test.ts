import { GetCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config, resetConfig } from '../../../shared/config.ts';
import { keys } from '../../../shared/db/keys.ts';
import { processDeliveryMessage } from '../../../shared/webhooks/delivery/consumer.ts';
import { deliveryIdFor } from '../../../shared/webhooks/delivery/messages.ts';
import type { WebhookSender } from '../../../shared/webhooks/delivery/sender.ts';
import {
  createDeliveryPipeline,
  type DeliveryPipeline,
} from '../../../functions/compose/delivery-pipeline.ts';
import { endpointFields } from '../../../shared/webhooks/endpoint-events.ts';
import { dynamoDeliveryHistory } from '../../../shared/webhooks/endpoints/dynamo-delivery-history.ts';
import { dynamoWebhookEndpointRepository } from '../../../shared/webhooks/endpoints/dynamo-endpoints.ts';
import { createWebhookService } from '../../../shared/webhooks/endpoints/service.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { endpointItem, endpointRecord, outboxRecord } from '../../support/webhook-fixtures.ts';

// The knob scales the whole rule: 100 s without success, failures spread over >= 10 s.
process.env.WEBHOOK_AUTO_DISABLE_AFTER_SECONDS = '100';
process.env.WEBHOOK_RETRY_DELAYS_SECONDS = '60';

const table = useTestTable();
const T0 = Date.parse('2026-01-01T00:00:00.000Z');
let now = T0;
const failing: WebhookSender = {
  send: async () => ({ success: false, responseCode: 500, durationMs: 3, error: 'HTTP 500' }),
  close: async () => undefined,
};

let pipeline: DeliveryPipeline;

beforeAll(() => {
  resetConfig();
  pipeline = createDeliveryPipeline({
    db: table.db,
    tableName: table.tableName,
    ports: {
      sender: failing,
      clock: { now: () => new Date(now) },
      queue: { send: async () => ({ failedIds: [] }) },
      scheduler: { scheduleAt: async () => undefined },
    },
    settings: config(),
  });
});
afterAll(() => {
  delete process.env.WEBHOOK_AUTO_DISABLE_AFTER_SECONDS;
  delete process.env.WEBHOOK_RETRY_DELAYS_SECONDS;
  resetConfig();
});

describe('auto-disable (WEBHOOK_AUTO_DISABLE_AFTER_SECONDS)', () => {
  it('disables after the window of failures, with its event and a system audit entry; re-enabling clears it', async () => {
    const endpoint = endpointRecord({
      createdAt: new Date(T0).toISOString(),
      url: 'https://hooks.example.com/x',
    });
    await table.db.send(new PutCommand({ TableName: table.tableName, Item: endpointItem(endpoint) }));
    const readEndpoint = async () =>
      (
        await table.db.send(
          new GetCommand({
            TableName: table.tableName,
            Key: keys.webhookEndpoint(endpoint.storeId, endpoint.mode, endpoint.id),
            ConsistentRead: true,
          }),
        )
      ).Item!;
    const failAt = async (secondsAfterT0: number) => {
      now = T0 + secondsAfterT0 * 1000;
      const event = outboxRecord({ storeId: endpoint.storeId });
      return processDeliveryMessage(
        {
          deliveryId: deliveryIdFor(event.eventId, endpoint.id),
          eventId: event.eventId,
          webhookId: endpoint.id,
          storeId: endpoint.storeId,
          mode: endpoint.mode,
          attempt: 1,
          event,
        },
        pipeline.consumerDeps(),
      );
    };

    await failAt(5); // starts the streak
    await failAt(60); // 60 s quiet: not yet
    expect(await readEndpoint()).toMatchObject({
      isEnabled: true,
      failingSince: new Date(T0 + 5000).toISOString(),
    });
    await failAt(101); // 101 s without success, failures over 96 s
    const disabled = await readEndpoint();
    expect(disabled).toMatchObject({
      isEnabled: false,
      disabledReason: 'failing',
      disabledAt: new Date(T0 + 101_000).toISOString(),
    });
    // Later messages for it are dropped, nothing more is sent.
    await expect(failAt(102)).resolves.toBe('dropped-endpoint-disabled');

    const audit = await table.db.send(
      new QueryCommand({
        TableName: table.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :audit)',
        ExpressionAttributeValues: { ':pk': `STORE#${endpoint.storeId}`, ':audit': 'AUDIT#' },
      }),
    );
    expect(audit.Items).toHaveLength(1);
    expect(audit.Items![0]).toMatchObject({
      actor: { ownerId: 'system', email: null },
      action: 'webhook.autoDisabled',
      target: { type: 'webhook', id: endpoint.id },
    });
    const outbox = await table.db.send(
      new ScanCommand({
        TableName: table.tableName,
        FilterExpression: 'begins_with(pk, :outbox) AND #type = :type',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':outbox': 'OUTBOX#', ':type': 'webhook.endpoint_updated' },
      }),
    );
    expect(outbox.Items).toHaveLength(1);
    // The owner's update event's fields (its destination type too), with what changed.
    expect(outbox.Items![0]!.data).toEqual({
      ...endpointFields({ ...endpoint, isEnabled: false }),
      updatedAt: expect.any(String),
      changes: { isEnabled: false, disabledReason: 'failing' },
      previousValues: { isEnabled: true, disabledReason: null },
    });
    expect(outbox.Items![0]!.data).toMatchObject({ type: 'https', url: endpoint.url });

    // Re-enabling (on the test's clock) clears the reason and starts a new window of its own:
    // failures right after it do not disable again, a full window of them does.
    const service = createWebhookService({
      repository: dynamoWebhookEndpointRepository(table.db, table.tableName),
      history: dynamoDeliveryHistory(table.db, table.tableName),
      probe: { send: () => Promise.reject(new Error('no probe in this test')) },
      checkTarget: async () => undefined,
      clock: { now: () => new Date(now) },
    });
    now = T0 + 200_000;
    const view = await service.update({ storeId: endpoint.storeId, mode: endpoint.mode }, endpoint.id, {
      isEnabled: true,
    });
    expect(view).toMatchObject({ isEnabled: true, disabledReason: null, disabledAt: null });
    expect(await readEndpoint()).toMatchObject({ enabledAt: new Date(T0 + 200_000).toISOString() });
    await failAt(201);
    await failAt(250);
    expect(await readEndpoint()).toMatchObject({ isEnabled: true, disabledReason: null });
    await failAt(301);
    expect(await readEndpoint()).toMatchObject({ isEnabled: false, disabledReason: 'failing' });
  });
});
