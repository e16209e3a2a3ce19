import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoOrderRepository } from '../../shared/orders/dynamo-order-repository.ts';
import type { Scope } from '../../shared/orders/ports.ts';
import { counterSerializer } from '../../shared/orders/placement.ts';
import type { StripeSettings } from '../../shared/payments/dynamo-payment-providers.ts';
import type { PaymentProviders } from '../../shared/payments/providers.ts';
import type { StoreTaxCalculators } from '../../shared/checkout/tax-calculators.ts';
import { dynamoDiscountStore } from '../../shared/promotions/dynamo-discounts.ts';
import { createCheckoutCompletion } from '../../shared/checkout/complete.ts';
import type { CheckoutCompletionDeps } from '../../shared/checkout/completion-context.ts';
import { dynamoCheckoutRepository } from '../../shared/checkout/dynamo-checkout-repository.ts';
import { dynamoStoreClocks } from '../../shared/test-clocks/dynamo-test-clocks.ts';

/** Completion's lease, expiry and 3-D Secure hold, named as in the process configuration. */
export interface CompletionSettings extends StripeSettings {
  checkoutCompletionLeaseSeconds: number;
  checkoutExpiresAfterSeconds: number;
  paymentHoldSeconds: number;
}

/** What the DynamoDB-backed completion is built from, as its composition root chooses it. */
export interface DynamoCompletionOptions {
  db: DynamoDBDocumentClient;
  tableName: string;
  settings: CompletionSettings;
  payments: PaymentProviders;
  /** Default: each store's rate table. */
  taxCalculators?: StoreTaxCalculators;
  /** Default: every interrupted completion is settled here (start.ts). */
  settlesInterrupted?: (scope: Scope) => Promise<boolean>;
}

/** Completion's ports on the DynamoDB adapters, with the settings named as in the process configuration. */
export const dynamoCompletionDeps = (options: DynamoCompletionOptions): CheckoutCompletionDeps => {
  const { db, tableName, settings } = options;
  return {
    orders: dynamoOrderRepository(db, tableName),
    checkouts: dynamoCheckoutRepository(db, tableName),
    payments: options.payments,
    discounts: dynamoDiscountStore(db, tableName),
    ...(options.taxCalculators ? { taxCalculators: options.taxCalculators } : {}),
    ...(options.settlesInterrupted ? { settlesInterrupted: options.settlesInterrupted } : {}),
    serializer: counterSerializer,
    // Each test-mode store's clock: expiry and the times the completion writes (decisions §8.14).
    clocks: dynamoStoreClocks(db, tableName),
    leaseMs: settings.checkoutCompletionLeaseSeconds * 1000,
    checkoutExpirySeconds: settings.checkoutExpiresAfterSeconds,
    holdMs: settings.paymentHoldSeconds * 1000,
  };
};

/**
 * Checkout completion on the DynamoDB adapters, with the settings, payment providers and tax
 * calculators its composition root gives it: the one builder the checkout, checkout-recovery,
 * Stripe webhook and refund-job functions share (functions/compose/checkout.ts, with the stores'
 * Stripe connections). The carts function builds only the settlement of an in-flight completion,
 * on the built-in providers (functions/carts/wiring.ts), so its bundle carries no Stripe.
 */
export const dynamoCheckoutCompletion = (options: DynamoCompletionOptions) =>
  createCheckoutCompletion(dynamoCompletionDeps(options));
