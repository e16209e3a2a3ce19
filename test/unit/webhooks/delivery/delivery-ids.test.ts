import { describe, expect, it } from 'vitest';
import { isUuid, newEventId, newId } from '../../../../shared/util/ids.ts';
import {
  deliveryIdFor,
  eventIdOfDelivery,
  legacyDeliveryIdFor,
} from '../../../../shared/webhooks/delivery/messages.ts';

/** Delivery ids carry their event, so the log finds a delivery kept on its event's claim (docs/decisions.md §6.27). */
describe('delivery ids', () => {
  it('are version-8 UUIDs, one per (event, endpoint), from which the endpoint reads the event back', () => {
    const eventId = newEventId();
    const [a, b] = [newId(), newId()];
    const id = deliveryIdFor(eventId, a);
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('8');
    expect(deliveryIdFor(eventId, a)).toBe(id);
    expect(deliveryIdFor(eventId, b)).not.toBe(id);
    expect(deliveryIdFor(newEventId(), a)).not.toBe(id);
    expect(eventIdOfDelivery(id, a)).toBe(eventId);
    expect(eventIdOfDelivery(id.toUpperCase(), a)).toBe(eventId);
    // Another endpoint's view of the id names no event (its check digits do not match).
    expect(eventIdOfDelivery(id, b)).toBeUndefined();
  });

  it('of an event id of another form are SHA-256 only, as before, and carry no event', () => {
    const webhookId = newId();
    const id = deliveryIdFor('evt_not-ours', webhookId);
    expect(id).toBe(legacyDeliveryIdFor('evt_not-ours', webhookId));
    expect(isUuid(id)).toBe(true);
    expect(eventIdOfDelivery(id, webhookId)).toBeUndefined();
    expect(eventIdOfDelivery('not-a-uuid', webhookId)).toBeUndefined();
    expect(eventIdOfDelivery(newId(), webhookId)).toBeUndefined();
  });
});
