import { describe, expect, it } from 'vitest';
import { StoreCommerceError } from '../../../sdk/src/errors.ts';
import { addressLine, shopperMessage, wasPaid } from '../../../storefront/src/messages.ts';

/** What a shopper reads (docs/decisions.md §13.5). */
const failure = (
  errorCode: string,
  message: string,
  extra: Partial<{ details: unknown; body: unknown; retryAfterSeconds: number }> = {},
) =>
  new StoreCommerceError({
    status: 400,
    errorCode,
    message,
    requestId: 'r',
    details: extra.details as never,
    body: extra.body,
    retryAfterSeconds: extra.retryAfterSeconds ?? null,
  });

describe('shopper messages', () => {
  it('names the lines that ran out, from the answer’s item paths', () => {
    const error = failure('INSUFFICIENT_INVENTORY', 'Not enough stock', {
      details: [
        { path: 'items.1', message: 'Item x: only 0 in stock' },
        { path: 'items.0', message: 'Item y: only 2 in stock' },
      ],
    });
    const names = ['Mug (Blue)', 'Lamp (Brass)'];
    expect(shopperMessage(error, { lineName: (index) => names[index] })).toBe(
      'Out of stock: Lamp (Brass) is sold out; only 2 of Mug (Blue) left. Lower the quantity or remove the item to go on.',
    );
    expect(shopperMessage(failure('INSUFFICIENT_INVENTORY', 'Only 3 of this variant in stock'))).toBe(
      'Out of stock: only 3 left. Lower the quantity.',
    );
  });

  it('words declines, authentication, discount reasons and busy answers', () => {
    expect(shopperMessage(failure('PAYMENT_DECLINED', 'Your card was declined'))).toMatch(
      /card was declined.*try another card/,
    );
    expect(shopperMessage(failure('PAYMENT_ACTION_REQUIRED', 'x'))).toMatch(/bank needs you to confirm/);
    expect(shopperMessage(failure('INVALID_DISCOUNT_CODE', 'x', { body: { reason: 'expired' } }))).toBe(
      'This code has expired.',
    );
    expect(
      shopperMessage(failure('INVALID_DISCOUNT_CODE', 'x', { body: { reason: 'usage_limit_reached' } })),
    ).toBe('This code has been used up.');
    expect(shopperMessage(failure('RATE_LIMIT_EXCEEDED', 'x'))).toBe(
      'The shop is busy. Try again in a moment.',
    );
    // The hourly cap on sign-in codes: the wait is said, not called a busy moment.
    expect(
      shopperMessage(
        failure('RATE_LIMIT_EXCEEDED', 'Too many codes requested in the last hour', {
          retryAfterSeconds: 3351,
        }),
      ),
    ).toBe('Too many attempts. Try again in about 56 minutes.');
    expect(shopperMessage(failure('RATE_LIMIT_EXCEEDED', 'x', { retryAfterSeconds: 20 }))).toBe(
      'The shop is busy. Try again in a moment.',
    );
    expect(shopperMessage(failure('SOMETHING_NEW', 'The API’s own words'))).toBe('The API’s own words');
    expect(shopperMessage(new TypeError('Failed to fetch'))).toMatch(/could not reach the shop/);
  });
});

describe('the confirmation states what is true (docs/decisions.md §13.8)', () => {
  const history = (...statuses: string[]) => statuses.map((status) => ({ status }));
  it('an order is paid once it was confirmed, even when cancelled or refunded since', () => {
    expect(wasPaid({ orderStatus: 'Confirmed', statusHistory: history('Pending', 'Confirmed') })).toBe(true);
    expect(
      wasPaid({ orderStatus: 'Cancelled', statusHistory: history('Pending', 'Confirmed', 'Cancelled') }),
    ).toBe(true);
    expect(wasPaid({ orderStatus: 'Pending', statusHistory: history('Pending') })).toBe(false);
    expect(wasPaid({ orderStatus: 'Cancelled', statusHistory: history('Pending', 'Cancelled') })).toBe(false);
  });

  it('the address line carries the province when there is one', () => {
    const address = {
      firstName: 'Grace',
      lastName: 'Hopper',
      address1: '1 Market St',
      address2: '',
      city: 'San Francisco',
      province: 'CA',
      postalCode: '94103',
      country: 'United States',
    };
    expect(addressLine(address)).toBe('Grace Hopper, 1 Market St, San Francisco CA 94103, United States');
    expect(addressLine({ ...address, province: '', address2: 'Apt 2', country: 'United Kingdom' })).toBe(
      'Grace Hopper, 1 Market St, Apt 2, San Francisco 94103, United Kingdom',
    );
  });
});
