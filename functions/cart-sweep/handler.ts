import { createAbandonmentSweep } from '../../shared/carts/abandonment.ts';
import { dynamoAbandonmentStore } from '../../shared/carts/dynamo-abandonment-store.ts';
import { config } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { observedWorker, recordAbandonedCarts } from '../../shared/observability.ts';

/**
 * Invoked every minute by an EventBridge Scheduler schedule (no HTTP): flips Active carts
 * past their abandonment due time and emits cart.abandoned. Overlapping runs are safe. The local
 * runtime's sweep timer calls this same handler (infra/local/cart-sweep.ts).
 */
export const handler = observedWorker('cart-sweep', async () => {
  const result = await createAbandonmentSweep({
    carts: dynamoAbandonmentStore(documentClient(), config().tableName),
  }).run();
  recordAbandonedCarts(result.abandoned);
  return result;
});
