import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.ts';
import { dynamoOrderRepository } from '../orders/dynamo-order-repository.ts';
import { counterSerializer } from '../orders/placement.ts';
import { dynamoPaymentProviders } from '../payments/dynamo-payment-providers.ts';
import { createCheckoutCompletion } from './complete.ts';
import { dynamoCheckoutRepository } from './dynamo-checkout-repository.ts';

/**
 * Checkout completion on the DynamoDB adapters, the configured payment providers and the
 * configured lease and expiry: the one wiring the checkout, carts (settling a stuck completion
 * before a new checkout) and checkout-recovery functions share.
 */
export const dynamoCheckoutCompletion = (db: DynamoDBDocumentClient, tableName: string) => {
  const { checkoutCompletionLeaseSeconds, checkoutExpiresAfterSeconds, paymentHoldSeconds } = config();
  return createCheckoutCompletion({
    orders: dynamoOrderRepository(db, tableName),
    checkouts: dynamoCheckoutRepository(db, tableName),
    payments: dynamoPaymentProviders(db, tableName),
    serializer: counterSerializer,
    leaseMs: checkoutCompletionLeaseSeconds * 1000,
    checkoutExpirySeconds: checkoutExpiresAfterSeconds,
    holdMs: paymentHoldSeconds * 1000,
  });
};
