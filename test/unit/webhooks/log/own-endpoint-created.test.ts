import { describe, expect, it } from 'vitest';
import type { RoutingEndpoint } from '../../../../shared/webhooks/delivery/ports.ts';
import { messagesFor } from '../../../../shared/webhooks/delivery/router.ts';
import { outboxRecord } from '../../../support/webhook-fixtures.ts';

const endpoint = (id: string): RoutingEndpoint => ({
  id,
  events: ['webhook.endpoint_created'],
  isEnabled: true,
  includeApiOriginated: false,
});

describe('webhook.endpoint_created fan-out', () => {
  it('goes to the other subscribed endpoints of the store, never to the endpoint just created', () => {
    const created = '33333333-3333-4333-8333-333333333333';
    const other = '44444444-4444-4444-8444-444444444444';
    const event = outboxRecord({
      type: 'webhook.endpoint_created',
      origin: 'system',
      data: { webhookId: created, url: 'https://example.com/hook' },
    });
    const targets = messagesFor(event, [endpoint(created), endpoint(other)]).flatMap(
      (message) => (JSON.parse(message.body) as { webhookIds: string[] }).webhookIds,
    );
    expect(targets).toEqual([other]);
  });
});
