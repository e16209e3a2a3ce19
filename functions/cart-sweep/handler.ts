import { createAbandonmentSweep } from '../../shared/carts/abandonment.ts';
import { config } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/client.ts';
import { observedWorker, recordAbandonedCarts } from '../../shared/observability.ts';

/**
 * Invoked every minute by an EventBridge Scheduler schedule (no HTTP): flips Active carts
 * past their abandonment due time and emits cart.abandoned. Overlapping runs are safe.
 */
export const handler = observedWorker('cart-sweep', async () => {
  const result = await createAbandonmentSweep({ db: documentClient(), tableName: config().tableName }).run();
  recordAbandonedCarts(result.abandoned);
  return result;
});
