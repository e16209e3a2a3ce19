import { dynamoCompletionIndex } from '../../shared/checkout/dynamo-checkout-repository.ts';
import { createCheckoutRecovery } from '../../shared/checkout/recovery.ts';
import { config } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { recordRecoveredCompletions, observedWorker } from '../../shared/observability.ts';
import { checkoutCompletion } from '../compose/checkout.ts';

/**
 * Invoked every minute by an EventBridge Scheduler schedule (no HTTP): settles checkout
 * completions whose lease ended (confirm if charged, release if not; never charges). Overlapping
 * runs are safe. The local runtime's timer calls this same handler (infra/local/checkout-recovery.ts).
 */
export const handler = observedWorker('checkout-recovery', async () => {
  const db = documentClient();
  const settings = config();
  const result = await createCheckoutRecovery({
    index: dynamoCompletionIndex(db, settings.tableName),
    completion: checkoutCompletion(settings),
  }).run();
  recordRecoveredCompletions(result);
  return result;
});
