import { describe, expect, it } from 'vitest';
import type { OrderPayment } from '../../../shared/orders/types.ts';
import { orderView } from '../../../shared/orders/views.ts';
import { syntheticOrder } from '../../support/order-records.ts';

/** The order view's `payment` (docs/decisions.md §5.8), the same shape for every provider. */
const viewed = (payment: OrderPayment, status: 'Pending' | 'Confirmed' | 'Cancelled' = 'Confirmed') =>
  orderView({ ...syntheticOrder({ storeId: 'store-1', orderNumber: 1, status }), payment }).payment;

describe("the order view's payment", () => {
  it('a captured charge took the order total, with either provider', () => {
    expect(viewed({ provider: 'test', chargeId: 'ch_test_1', status: 'Captured' })).toEqual({
      provider: 'test',
      status: 'Captured',
      chargeId: 'ch_test_1',
      amount: 10,
    });
    expect(viewed({ provider: 'stripe', chargeId: 'pi_1', status: 'Captured' })).toEqual({
      provider: 'stripe',
      status: 'Captured',
      chargeId: 'pi_1',
      amount: 10,
    });
  });

  it('took nothing before the charge: not charged yet, or waiting for 3-D Secure', () => {
    expect(viewed({ provider: 'test', chargeId: null, status: 'Pending' }, 'Pending')).toMatchObject({
      status: 'Pending',
      amount: 0,
    });
    expect(viewed({ provider: 'stripe', chargeId: 'pi_2', status: 'ActionRequired' }, 'Pending')).toEqual({
      provider: 'stripe',
      status: 'ActionRequired',
      chargeId: 'pi_2',
      amount: 0,
    });
  });

  it("an order the store's server created took its total once the store confirmed it (paid elsewhere)", () => {
    const external: OrderPayment = { provider: 'external', chargeId: null, status: 'External' };
    expect(viewed(external, 'Pending')).toMatchObject({ status: 'External', amount: 0 });
    expect(viewed(external, 'Confirmed')).toMatchObject({ status: 'External', amount: 10 });
  });
});
