import { describe, expect, it } from 'vitest';
import {
  canRetry,
  deliveryHealth,
  formatRate,
  type Delivery,
} from '../../../dashboard/src/pages/developers/webhooks/health-figures.ts';

const delivery = (status: Delivery['status'], n: number): Delivery => ({
  deliveryId: `d-${n}`,
  eventId: `evt_${n}`,
  eventType: 'order.created',
  status,
  attempts: status === 'pending' ? 3 : 1,
  lastResponseCode: status === 'succeeded' ? 200 : 500,
  nextAttemptAt: status === 'pending' ? '2026-01-01T01:00:00.000Z' : null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** Webhook health counts deliveries: retrying is pending; the rate counts finished ones (docs/decisions.md §7.18). */
describe('dashboard webhook health', () => {
  it('a delivery still retrying is pending, never failed, and not in the rate', () => {
    const retrying = Array.from({ length: 19 }, (_, n) => delivery('pending', n));
    const health = deliveryHealth(retrying);
    expect(health).toMatchObject({ pending: 19, failed: 0, succeeded: 0, rate: null });
    expect(formatRate(health.rate)).toBe('No finished deliveries yet');
  });

  it('the rate is succeeded over finished deliveries', () => {
    const health = deliveryHealth([
      delivery('succeeded', 1),
      delivery('succeeded', 2),
      delivery('succeeded', 3),
      delivery('failed', 4),
      delivery('pending', 5),
    ]);
    expect(health).toMatchObject({ succeeded: 3, failed: 1, pending: 1, rate: 0.75 });
    expect(health.last?.deliveryId).toBe('d-1');
    expect(formatRate(health.rate)).toBe('75%');
  });

  it('Retry is offered where the API takes it and a retry is what the owner wants: failed only', () => {
    expect(canRetry(delivery('failed', 1))).toBe(true);
    expect(canRetry(delivery('pending', 1))).toBe(false);
    expect(canRetry(delivery('succeeded', 1))).toBe(false);
  });
});
