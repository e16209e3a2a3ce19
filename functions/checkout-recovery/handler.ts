import { createCheckoutCompletion } from '../../shared/checkout/completion.ts';
import {
  dynamoCheckoutRepository,
  dynamoCompletionIndex,
} from '../../shared/checkout/dynamo-checkout-repository.ts';
import { createCheckoutRecovery } from '../../shared/checkout/recovery.ts';
import { config } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/client.ts';
import { recordRecoveredCompletions, observedWorker } from '../../shared/observability.ts';
import { dynamoOrderRepository } from '../../shared/orders/dynamo-order-repository.ts';
import { dynamoChargeLedger } from '../../shared/payments/dynamo-charge-ledger.ts';
import { defaultPaymentProviders } from '../../shared/payments/providers.ts';

/**
 * Invoked every minute by an EventBridge Scheduler schedule (no HTTP): settles checkout
 * completions whose lease ended (confirm if charged, release if not; never charges). Overlapping
 * runs are safe. The local runtime's timer calls this same handler (infra/local/checkout-recovery.ts).
 */
export const handler = observedWorker('checkout-recovery', async () => {
  const db = documentClient();
  const { tableName, checkoutCompletionLeaseSeconds } = config();
  const result = await createCheckoutRecovery({
    index: dynamoCompletionIndex(db, tableName),
    completion: createCheckoutCompletion({
      orders: dynamoOrderRepository(db, tableName),
      checkouts: dynamoCheckoutRepository(db, tableName),
      payments: defaultPaymentProviders({ ledger: dynamoChargeLedger(db, tableName) }),
      leaseMs: checkoutCompletionLeaseSeconds * 1000,
    }),
  }).run();
  recordRecoveredCompletions(result);
  return result;
});
