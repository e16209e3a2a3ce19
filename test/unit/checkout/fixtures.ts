import { randomUUID } from 'node:crypto';
import type { StoredCheckout } from '../../../shared/checkout/records.ts';
import { buildCheckoutRecord } from '../../../shared/checkout/start.ts';
import type { CartRecord } from '../../../shared/carts/types.ts';
import { completeCheckoutSchema } from '../../../shared/checkout/schemas.ts';
import type { ChargeRequest, PaymentProvider, RefundRequest } from '../../../shared/payments/ports.ts';
import { testPaymentProvider } from '../../../shared/payments/test-provider.ts';
import type { CheckoutWorld } from './fakes.ts';
import { variantRecord } from '../../support/variant-record.ts';
import { testAddress } from '../../support/address.ts';

/** Fixtures of the checkout saga tests: one store, one customer, one tee variant. */
export const STORE = 'store-1';
export const CUSTOMER = 'customer-1';
export const NOW = new Date('2026-01-01T10:00:00.000Z');
export const clock = { now: () => NOW };

const address = testAddress();
export const input = (paymentToken = 'tok_visa') =>
  completeCheckoutSchema.parse({ paymentToken, shippingAddress: address, billingAddress: address });

export const variant = (variantId: string, inventoryQuantity: number) =>
  variantRecord({ variantId, storeId: STORE, inventoryQuantity });

/** A started checkout of `quantity` tees, the cart still at the version it was started from. */
export const startCheckout = (world: CheckoutWorld, quantity = 2): StoredCheckout => {
  const checkoutId = randomUUID();
  const at = NOW.toISOString();
  const cart: CartRecord = {
    cartId: randomUUID(),
    storeId: STORE,
    mode: 'test',
    customerId: CUSTOMER,
    status: 'Active',
    items: [
      {
        id: randomUUID(),
        productVariantId: 'tee',
        productId: 'p-tee',
        externalId: 'ext-tee',
        externalVariantId: 'extv-tee',
        productTitle: 'Tee',
        variantTitle: 'Large',
        sku: null,
        imageUrl: null,
        quantity,
        unitPriceMinor: 2000,
        originalUnitPriceMinor: 2000,
        addedAt: at,
        updatedAt: null,
      },
    ],
    pricing: {
      currency: 'USD',
      exponent: 2,
      taxRatePpm: 0,
      flatShippingMinor: 0,
      freeShippingThresholdMinor: null,
    },
    version: 3,
    createdAt: at,
    updatedAt: at,
    activeSince: at,
    abandonDueAt: null,
    abandonedAt: null,
    checkoutId,
  };
  const customer = { customerId: CUSTOMER, email: null, phone: '+15550100', firstName: null, lastName: null };
  const checkout: StoredCheckout = buildCheckoutRecord(cart, checkoutId, customer, at);
  world.checkouts.set(checkoutId, checkout);
  world.cart = { checkoutId, version: cart.version };
  return checkout;
};

/** The test provider, recording charges and refunds; `duringCharge` runs while the charge is in flight. */
export const recordingProvider = (duringCharge?: () => void) => {
  const charges: ChargeRequest[] = [];
  const refunds: RefundRequest[] = [];
  const inner = testPaymentProvider();
  const provider: PaymentProvider = {
    ...inner,
    charge: async (request) => {
      charges.push(request);
      duringCharge?.();
      return inner.charge(request);
    },
    refund: async (request) => {
      refunds.push(request);
      return inner.refund(request);
    },
  };
  return { provider, charges, refunds };
};
