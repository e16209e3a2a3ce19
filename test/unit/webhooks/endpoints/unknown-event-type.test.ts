import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../../../shared/events/catalog.ts';
import { createWebhookSchema, testWebhookSchema } from '../../../../shared/webhooks/endpoints/schemas.ts';

describe('an unknown event type', () => {
  it('is refused with a message listing every valid type (create, update and test)', () => {
    const created = createWebhookSchema.safeParse({
      url: 'https://hooks.example.com/in',
      events: ['order.shiped'],
    });
    const probed = testWebhookSchema.safeParse({ eventType: 'cart.nope' });
    for (const result of [created, probed]) {
      expect(result.success).toBe(false);
      const message = result.error!.issues[0]!.message;
      expect(message).toMatch(/^Unknown event type "(order\.shiped|cart\.nope)"; valid types: /);
      for (const type of EVENT_TYPES) expect(message).toContain(type);
    }
  });
});
