import { describe, expect, it } from 'vitest';
import { erasedOrder, isErasedOrder } from '../../../shared/customer-accounts/erasure.ts';
import {
  applyProfilePatch,
  customerDeletedEvent,
  customerUpdatedEvent,
} from '../../../shared/customers/profile-patch.ts';
import type { CustomerRecord } from '../../../shared/customers/types.ts';
import { syntheticOrder } from '../../support/order-records.ts';

const customer: CustomerRecord = {
  customerId: '6f1c8a52-8a4f-4d36-9d5e-0c1b2a3d4e5f',
  storeId: 'store-1',
  mode: 'test',
  phone: '+15550100001',
  email: 'grace@navy.mil',
  firstName: 'Grace',
  lastName: 'Hopper',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  emailClaimed: true,
};
const now = new Date('2026-02-01T00:00:00.000Z');

describe('customer.updated', () => {
  it('carries the customer after the change, the changed fields and their previous values only', () => {
    const change = applyProfilePatch(
      customer,
      { firstName: 'Amazing', lastName: 'Hopper', email: null },
      now,
    )!;
    const event = customerUpdatedEvent(change, 'customer');
    expect(event).toEqual({
      type: 'customer.updated',
      storeId: 'store-1',
      mode: 'test',
      origin: 'customer',
      customerId: customer.customerId,
      data: {
        customer: {
          customerId: customer.customerId,
          email: null,
          phone: '+15550100001',
          firstName: 'Amazing',
          lastName: 'Hopper',
        },
        changes: { firstName: 'Amazing', email: null },
        previousValues: { firstName: 'Grace', email: 'grace@navy.mil' },
      },
    });
    expect(change.next.updatedAt).toBe(now.toISOString());
  });

  it('no change (absent or equal fields) is no event', () => {
    expect(applyProfilePatch(customer, {}, now)).toBeUndefined();
    expect(applyProfilePatch(customer, { firstName: 'Grace' }, now)).toBeUndefined();
  });
});

describe('customer.deleted', () => {
  it('holds the id and the time, and nothing personal', () => {
    const event = customerDeletedEvent(
      { storeId: 'store-1', mode: 'live' },
      customer.customerId,
      now.toISOString(),
      'owner',
    );
    expect(event).toEqual({
      type: 'customer.deleted',
      storeId: 'store-1',
      mode: 'live',
      origin: 'owner',
      customerId: customer.customerId,
      data: { customerId: customer.customerId, deletedAt: '2026-02-01T00:00:00.000Z' },
    });
  });
});

describe('erasedOrder', () => {
  it('replaces names, contact, company, address lines, city and postal code; keeps country, province and amounts', () => {
    const order = syntheticOrder({ storeId: 'store-1', orderNumber: 1001, customerId: customer.customerId });
    const withCompany = { ...order, shippingAddress: { ...order.shippingAddress, company: 'Navy' } };
    const erased = erasedOrder(withCompany, now);
    expect(erased.customer).toEqual({
      customerId: customer.customerId,
      email: null,
      phone: '[erased]',
      firstName: '[erased]',
      lastName: '[erased]',
    });
    expect(erased.shippingAddress).toMatchObject({
      firstName: '[erased]',
      company: '[erased]',
      address1: '[erased]',
      address2: '[erased]',
      city: '[erased]',
      postalCode: '[erased]',
      phone: '[erased]',
      province: order.shippingAddress.province,
      country: order.shippingAddress.country,
      countryIsoCode: order.shippingAddress.countryIsoCode,
    });
    expect(erased.billingAddress.company).toBeNull();
    expect(erased.totals).toEqual(order.totals);
    expect(erased.orderNumber).toBe(order.orderNumber);
    expect(erased.version).toBe(order.version + 1);
    expect(isErasedOrder(order)).toBe(false);
    expect(isErasedOrder(erased)).toBe(true);
  });
});
