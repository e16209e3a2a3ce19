import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../../shared/errors.ts';
import {
  isFullyRefunded,
  isPaid,
  migrateRefunds,
  parseNewRefundAmount,
  planRestock,
  refundableMinor,
} from '../../../shared/orders/refunds.ts';
import type { OrderRecord } from '../../../shared/orders/types.ts';

/** The refund arithmetic of refunds without cancelling (docs/decisions.md §4.16): what is left, paid, restock lines. */
describe('refund arithmetic', () => {
  const order = (fields: Partial<OrderRecord>) =>
    ({
      orderStatus: 'Delivered',
      statusHistory: [],
      totals: { totalAmountMinor: 4000 },
      exponent: 2,
      refunds: [],
      refundedMinor: 0,
      items: [],
      ...fields,
    }) as unknown as OrderRecord;
  const code = (run: () => unknown) => {
    try {
      run();
      return undefined;
    } catch (error) {
      return (error as ApiError).errorCode;
    }
  };

  it('what is left is the paid total less Pending and Succeeded refunds; each refund fits in it', () => {
    const partly = order({ refundedMinor: 500 });
    expect(refundableMinor(partly)).toBe(3500);
    expect(parseNewRefundAmount(35, partly)).toBe(3500);
    expect(code(() => parseNewRefundAmount(35.01, partly))).toBe('INVALID_REFUND_AMOUNT');
    expect(code(() => parseNewRefundAmount(undefined, partly))).toBe('INVALID_REFUND_AMOUNT');
    expect(code(() => parseNewRefundAmount('5', partly))).toBe('INVALID_REFUND_AMOUNT');
    expect(code(() => parseNewRefundAmount(0.001, partly))).toBe('INVALID_REFUND_AMOUNT');
    expect(code(() => parseNewRefundAmount(0.01, order({ refundedMinor: 4000 })))).toBe(
      'INVALID_REFUND_AMOUNT',
    );
  });

  it('paid means confirmed at some point; Refunded needs Succeeded refunds worth the whole total', () => {
    expect(isPaid(order({ orderStatus: 'Pending' }))).toBe(false);
    const history = (status: OrderRecord['orderStatus']) => [{ status }] as OrderRecord['statusHistory'];
    expect(isPaid(order({ orderStatus: 'Cancelled', statusHistory: history('Pending') }))).toBe(false);
    expect(isPaid(order({ orderStatus: 'Cancelled', statusHistory: history('Confirmed') }))).toBe(true);
    const entry = (amountMinor: number, status: 'Scheduled' | 'Completed' | 'Failed') => ({
      refundId: randomUUID(),
      amountMinor,
      status,
      reason: null,
      requestedAt: '',
      completedAt: null,
      restock: [],
    });
    expect(isFullyRefunded(order({ refunds: [entry(3000, 'Completed'), entry(1000, 'Scheduled')] }))).toBe(
      false,
    );
    expect(isFullyRefunded(order({ refunds: [entry(3000, 'Completed'), entry(1000, 'Completed')] }))).toBe(
      true,
    );
  });

  it('an order stored with the old single refund reads as a list of it, with its counter', () => {
    const legacy = {
      orderId: 'o',
      refund: { refundId: 'r', amountMinor: 700, status: 'Scheduled', requestedAt: 'a', refundedAt: null },
    };
    expect(migrateRefunds(legacy)).toEqual({
      orderId: 'o',
      refunds: [
        {
          refundId: 'r',
          amountMinor: 700,
          status: 'Scheduled',
          reason: null,
          requestedAt: 'a',
          completedAt: null,
          restock: [],
        },
      ],
      refundedMinor: 700,
    });
    expect(migrateRefunds({ orderId: 'o', refund: null })).toEqual({
      orderId: 'o',
      refunds: [],
      refundedMinor: 0,
    });
    const failed = { refund: { ...legacy.refund, status: 'Failed' } };
    expect(migrateRefunds(failed).refundedMinor).toBe(0);
  });

  it('restock lines must name items and fit what each still holds', () => {
    const items = [
      { id: 'a', quantity: 2, inventoryTracked: true, inventoryRestored: false, returnedQuantity: 1 },
      { id: 'b', quantity: 2, inventoryTracked: true, inventoryRestored: true },
    ] as OrderRecord['items'];
    expect(planRestock({ items }, [{ itemId: 'a', quantity: 1 }])).toEqual([{ itemId: 'a', quantity: 1 }]);
    expect(code(() => planRestock({ items }, [{ itemId: 'a', quantity: 2 }]))).toBe('INVALID_REQUEST');
    expect(code(() => planRestock({ items }, [{ itemId: 'b', quantity: 1 }]))).toBe('INVALID_REQUEST');
    expect(code(() => planRestock({ items }, [{ itemId: 'zz', quantity: 1 }]))).toBe('INVALID_REQUEST');
  });
});
