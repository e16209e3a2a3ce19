import { describe, expect, it } from 'vitest';
import {
  describeScope,
  discountState,
  instantFromLocal,
  localFromInstant,
} from '../../../dashboard/src/pages/discounts/discount-schedule.ts';

describe('discount dates and scope in the dashboard', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  const code = { isEnabled: true, startsAt: null, endsAt: null };

  it('says where a code stands as a shopper finds it: disabled, scheduled, expired, active', () => {
    expect(discountState(code, now)).toBe('active');
    expect(discountState({ ...code, startsAt: '2026-11-28T00:00:00Z' }, now)).toBe('scheduled');
    expect(discountState({ ...code, startsAt: '2026-11-27T12:00:00Z' }, now)).toBe('active');
    // The end is the first instant the code no longer works.
    expect(discountState({ ...code, endsAt: '2026-11-27T12:00:00Z' }, now)).toBe('expired');
    expect(discountState({ ...code, isEnabled: false, startsAt: '2026-11-28T00:00:00Z' }, now)).toBe(
      'disabled',
    );
  });

  it('reads the local date-time field as an instant and back, empty as none', () => {
    expect(instantFromLocal('')).toBeNull();
    expect(instantFromLocal('not a date')).toBeUndefined();
    const instant = instantFromLocal('2026-12-01T09:30')!;
    expect(new Date(instant).getHours()).toBe(9);
    expect(localFromInstant(instant)).toBe('2026-12-01T09:30');
    expect(localFromInstant(null)).toBe('');
  });

  it('describes what a code covers', () => {
    expect(describeScope(null)).toBe('All products');
    expect(describeScope({ productIds: [], categories: [] })).toBe('All products');
    expect(describeScope({ productIds: ['a'], categories: ['Winter'] })).toBe('1 product · Winter');
    expect(describeScope({ productIds: ['a', 'b'], categories: null })).toBe('2 products');
  });
});
