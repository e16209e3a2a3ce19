import { describe, expect, it } from 'vitest';
import {
  endpointAutoDisabledEvent,
  endpointFields,
  endpointUpdatedEvent,
} from '../../../../shared/webhooks/endpoint-events.ts';
import type { WebhookEndpointRecord } from '../../../../shared/webhooks/types.ts';
import { endpointRecord } from '../../../support/webhook-fixtures.ts';

/**
 * The event of an endpoint the delivery pipeline disabled after its failures is the owner's
 * `webhook.endpoint_updated`: the same endpoint fields (its destination too), with what changed.
 */
const at = '2030-01-01T00:00:00.000Z';
const scope = { storeId: '11111111-1111-4111-8111-111111111111', mode: 'test' as const };
const https = endpointRecord({ description: 'Orders', rateLimit: 20 });
const eventBridge = {
  ...endpointRecord(),
  type: 'eventbridge',
  url: undefined,
  eventBusArn: 'arn:aws:events:eu-west-1:123456789012:event-bus/orders',
  roleArn: 'arn:aws:iam::123456789012:role/put-events',
} as unknown as WebhookEndpointRecord;

describe('webhook.endpoint_updated when the pipeline disables a failing endpoint', () => {
  it.each([
    ['an HTTPS endpoint', https],
    ['an EventBridge endpoint', eventBridge],
  ])('%s: every field of the endpoint, as the owner disabling it would send', (_, endpoint) => {
    const event = endpointAutoDisabledEvent(scope, endpoint, at);
    const disabled = { ...endpoint, isEnabled: false };
    expect(event).toMatchObject({ type: 'webhook.endpoint_updated', origin: 'system', customerId: null });
    expect(event.data).toEqual({
      ...endpointFields(disabled),
      updatedAt: at,
      changes: { isEnabled: false, disabledReason: 'failing' },
      previousValues: { isEnabled: true, disabledReason: null },
    });
    // The owner's update event of the same endpoint has the same fields, no more and no fewer.
    const byOwner = endpointUpdatedEvent(scope, disabled, at, { isEnabled: false }, { isEnabled: true });
    expect(Object.keys(event.data).sort()).toEqual(Object.keys(byOwner.data).sort());
  });

  it('names where an EventBridge endpoint delivers (its bus and role), never a URL', () => {
    const { data } = endpointAutoDisabledEvent(scope, eventBridge, at);
    expect(data).toMatchObject({
      type: 'eventbridge',
      eventBusArn: 'arn:aws:events:eu-west-1:123456789012:event-bus/orders',
      roleArn: 'arn:aws:iam::123456789012:role/put-events',
    });
    expect(data).not.toHaveProperty('url');
  });
});
