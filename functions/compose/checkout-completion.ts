import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoOrderRepository } from '../../shared/orders/dynamo-order-repository.ts';
import { counterSerializer } from '../../shared/orders/placement.ts';
import type { StripeCredentialSource } from '../../shared/payments/credentials.ts';
import {
  dynamoPaymentProviders,
  stripeClientOptions,
  type StripeSettings,
} from '../../shared/payments/dynamo-payment-providers.ts';
import { storeTaxCalculators } from '../../shared/tax/calculators.ts';
import { createCheckoutCompletion } from '../../shared/checkout/complete.ts';
import { dynamoCheckoutRepository } from '../../shared/checkout/dynamo-checkout-repository.ts';

/** Completion's lease, expiry and 3-D Secure hold, named as in the process configuration. */
export interface CompletionSettings extends StripeSettings {
  checkoutCompletionLeaseSeconds: number;
  checkoutExpiresAfterSeconds: number;
  paymentHoldSeconds: number;
}

/**
 * Checkout completion on the DynamoDB adapters and the payment providers, with the settings and
 * Stripe credentials its composition root gives it: the one builder the checkout, carts
 * (settling a stuck completion before a new checkout), checkout-recovery and Stripe webhook
 * functions share (functions/compose/checkout.ts).
 */
export const dynamoCheckoutCompletion = (options: {
  db: DynamoDBDocumentClient;
  tableName: string;
  settings: CompletionSettings;
  credentials: StripeCredentialSource;
  /** Told of each Stripe Tax failure the rate table answered for. */
  onTaxFallback?: (error: unknown) => void;
}) => {
  const { db, tableName, settings, credentials } = options;
  return createCheckoutCompletion({
    orders: dynamoOrderRepository(db, tableName),
    checkouts: dynamoCheckoutRepository(db, tableName),
    payments: dynamoPaymentProviders(db, tableName, { credentials, settings }),
    taxCalculators: storeTaxCalculators({
      stripe: credentials,
      stripeOptions: stripeClientOptions(settings),
      ...(options.onTaxFallback ? { onFallback: options.onTaxFallback } : {}),
    }),
    serializer: counterSerializer,
    leaseMs: settings.checkoutCompletionLeaseSeconds * 1000,
    checkoutExpirySeconds: settings.checkoutExpiresAfterSeconds,
    holdMs: settings.paymentHoldSeconds * 1000,
  });
};
