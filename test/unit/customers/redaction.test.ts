import { describe, expect, it } from 'vitest';
import { erasedEventData } from '../../../shared/customers/redaction.ts';
import { erasedPayload } from '../../../shared/webhooks/erasure.ts';

/** The erasure's rule applied to event data and kept payloads (docs/decisions.md §3.16). */
describe('erasedEventData', () => {
  const address = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: null,
    address1: '1 Main St',
    address2: '',
    city: 'London',
    province: 'LDN',
    country: 'United Kingdom',
    countryIsoCode: 'GB',
    postalCode: 'N1 1AA',
    phone: '+447700900000',
  };
  const data = {
    orderId: 'o1',
    customer: {
      customerId: 'c1',
      email: 'ada@example.com',
      phone: '+447700900001',
      firstName: 'Ada',
      lastName: null,
    },
    shippingAddress: address,
    billingAddress: address,
    changes: { email: 'ada@example.com', firstName: null },
    previousValues: { email: 'old@example.com' },
    totals: { totalAmount: 10 },
    items: [{ productTitle: 'Tee' }],
  };

  it('erases names, email, phone and street address; keeps ids, amounts, items, country and province; empty stays empty', () => {
    const erased = erasedEventData(data);
    expect(erased.customer).toEqual({
      customerId: 'c1',
      email: '[erased]',
      phone: '[erased]',
      firstName: '[erased]',
      lastName: null,
    });
    expect(erased.shippingAddress).toEqual({
      ...address,
      firstName: '[erased]',
      lastName: '[erased]',
      address1: '[erased]',
      city: '[erased]',
      postalCode: '[erased]',
      phone: '[erased]',
    });
    expect(erased.changes).toEqual({ email: '[erased]', firstName: null });
    expect(erased.previousValues).toEqual({ email: '[erased]' });
    expect(erased).toMatchObject({ orderId: 'o1', totals: data.totals, items: data.items });
    expect(erasedEventData(erased)).toEqual(erased);
  });

  it('a kept payload keeps its envelope and key order, only its data redacted', () => {
    const payload = JSON.stringify({ id: 'evt_1', type: 'order.created', data });
    const erased = erasedPayload(payload);
    expect(Object.keys(JSON.parse(erased))).toEqual(['id', 'type', 'data']);
    expect(erased).not.toMatch(/ada@example|Lovelace|1 Main St/);
  });
});
