import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { QueueMessage } from '../../../../shared/queue/ports.ts';
import {
  processDeliveryMessage,
  type DeliveryConsumerDeps,
} from '../../../../shared/webhooks/delivery/consumer.ts';
import { destinationSender } from '../../../../shared/webhooks/delivery/destination-sender.ts';
import { eventBridgeSender } from '../../../../shared/webhooks/delivery/eventbridge-sender.ts';
import { deliveryIdFor } from '../../../../shared/webhooks/delivery/messages.ts';
import type { AttemptOutcome, DeliveryRecords } from '../../../../shared/webhooks/delivery/ports.ts';
import type { WebhookSender } from '../../../../shared/webhooks/delivery/sender.ts';
import { endpointRecord, outboxRecord, unlimitedRateLimiter } from '../../../support/webhook-fixtures.ts';

/**
 * An EventBridge endpoint in the delivery consumer, on the deployed sender (AWS mocked): a put
 * whose entry failed is a failed attempt like an HTTP 5xx (recorded, retried after the first
 * delay, counted toward auto-disable); a put that succeeds is recorded like a 2xx.
 */
const sts = mockClient(STSClient);
const eventBridge = mockClient(EventBridgeClient);
const NOW = new Date('2025-03-01T12:00:00.000Z');

const endpoint = endpointRecord({
  type: 'eventbridge',
  eventBusArn: 'arn:aws:events:us-east-1:123456789012:event-bus/store-events',
  roleArn: 'arn:aws:iam::123456789012:role/store-commerce-events',
  url: undefined,
  secret: undefined,
  events: ['order.created'],
  // Failing for longer than the auto-disable window: a failure now disables it.
  createdAt: '2025-01-01T00:00:00.000Z',
  failingSince: '2025-02-01T00:00:00.000Z',
  lastSuccessAt: null,
});

const neverHttps: WebhookSender = {
  send: async () => {
    throw new Error('an EventBridge endpoint must not reach the HTTPS sender');
  },
  close: async () => undefined,
};
const sender = destinationSender({
  https: neverHttps,
  eventBridge: eventBridgeSender({ region: 'us-east-1', timeoutMs: 2000 }),
});

const setup = () => {
  const recorded: AttemptOutcome[] = [];
  const queued: QueueMessage[] = [];
  const records: DeliveryRecords = {
    listRoutingEndpoints: async () => [],
    getEndpoint: async () => endpoint,
    claimEventAttempts: async () => ({ claimed: true }),
    firstAttemptStates: async () => new Map(),
    claimAttempt: async () => ({ claimed: true, claimToken: 't1' }),
    takeOverClaim: async () => undefined,
    recordAttempt: async (outcome) => {
      recorded.push(outcome);
      return 'recorded';
    },
    recordFirstAttempts: async (outcomes) => {
      recorded.push(...outcomes);
      return outcomes.map(() => 'recorded' as const);
    },
    markCancelled: async () => undefined,
  };
  const disable = vi.fn(async () => true);
  const deps: DeliveryConsumerDeps = {
    records,
    sender,
    queue: {
      send: async (messages) => {
        queued.push(...messages);
        return { failedIds: [] };
      },
    },
    scheduler: { scheduleAt: async () => undefined },
    retryDelaysSeconds: [60, 300],
    staleClaimMs: 65_000,
    rateLimiter: unlimitedRateLimiter(),
    autoDisable: { afterSeconds: 432000, disable },
    clock: { now: () => NOW },
  };
  const event = outboxRecord({ type: 'order.created', storeId: endpoint.storeId });
  const message = {
    deliveryId: deliveryIdFor(event.eventId, endpoint.id),
    eventId: event.eventId,
    webhookId: endpoint.id,
    storeId: endpoint.storeId,
    mode: endpoint.mode,
    attempt: 1,
    event,
  };
  return { deps, message, recorded, queued, disable };
};

afterEach(() => {
  sts.reset();
  eventBridge.reset();
});
afterAll(async () => {
  await sender.close();
});

describe('EventBridge endpoint in the delivery consumer', () => {
  it('records a failed entry as a failed attempt, retries it and counts it toward auto-disable', async () => {
    sts.on(AssumeRoleCommand).resolves({
      Credentials: {
        AccessKeyId: 'A',
        SecretAccessKey: 'S',
        SessionToken: 'T',
        Expiration: new Date(Date.now() + 3600_000),
      },
    });
    eventBridge.on(PutEventsCommand).resolves({
      FailedEntryCount: 1,
      Entries: [{ ErrorCode: 'ThrottlingException', ErrorMessage: 'Rate exceeded' }],
    });
    const { deps, message, recorded, queued, disable } = setup();

    await expect(processDeliveryMessage(message, deps)).resolves.toBe('retry-scheduled');
    expect(recorded[0]).toMatchObject({
      status: 'retrying',
      nextAttemptAt: new Date(NOW.getTime() + 60_000).toISOString(),
      record: {
        attempt: 1,
        success: false,
        responseCode: null,
        error: 'PutEvents entry failed (ThrottlingException): Rate exceeded',
        errorClass: 'refused',
      },
    });
    expect(recorded[0]!.payload).toBe(
      eventBridge.commandCalls(PutEventsCommand)[0]!.args[0].input.Entries![0]!.Detail,
    );
    expect(queued).toEqual([expect.objectContaining({ delaySeconds: 60 })]);
    expect(disable).toHaveBeenCalledWith(endpoint, NOW);
  });

  it('records a put that succeeded like a 2xx', async () => {
    sts.on(AssumeRoleCommand).resolves({
      Credentials: {
        AccessKeyId: 'A',
        SecretAccessKey: 'S',
        SessionToken: 'T',
        Expiration: new Date(Date.now() + 3600_000),
      },
    });
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'eb-1' }] });
    const { deps, message, recorded, queued, disable } = setup();
    await expect(processDeliveryMessage(message, deps)).resolves.toBe('succeeded');
    expect(recorded[0]!.record).toMatchObject({ success: true, responseCode: 200, error: null });
    expect(queued).toEqual([]);
    expect(disable).not.toHaveBeenCalled();
  });
});
