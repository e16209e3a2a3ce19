import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { createCheckoutCompletion } from '../../../shared/checkout/complete.ts';
import { ApiError } from '../../../shared/errors.ts';
import { fakeCheckoutRepository, fakeOrderReads, newWorld, noDiscountCodes } from './fakes.ts';
import { clock, CUSTOMER, input, recordingProvider, startCheckout, STORE, variant } from './fixtures.ts';

/**
 * A malformed or unknown payment token is refused before any order exists: no order, no
 * order number, no stock held, nothing charged; the next good attempt gets #1001.
 */
it.each(['tok_bogus', 'tok_VISA', 'toString', '4242424242424242'])(
  'refuses token %j with 400 INVALID_REQUEST before reserving anything',
  async (token) => {
    const world = newWorld();
    world.variants.set('tee', variant('tee', 10));
    const { provider, charges } = recordingProvider();
    const completion = createCheckoutCompletion({
      orders: fakeOrderReads(world),
      checkouts: fakeCheckoutRepository(world),
      payments: () => provider,
      discounts: noDiscountCodes,
      clock,
    });
    const complete = (body = input()) =>
      completion.complete(
        { storeId: STORE, mode: 'test', customerId: CUSTOMER, checkoutId: checkout.checkoutId },
        body,
        randomUUID(),
      );
    const checkout = startCheckout(world);

    const error = await complete(input(token)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'INVALID_REQUEST', status: 400 });
    expect((error as ApiError).message).toContain('tok_visa');
    expect(world.orders.size).toBe(0);
    expect(world.lastOrderNumber).toBeUndefined();
    expect(world.variants.get('tee')!.inventoryQuantity).toBe(10);
    expect(charges).toEqual([]);

    expect(await complete()).toMatchObject({ orderNumber: '1001', orderStatus: 'Confirmed' });
  },
);
