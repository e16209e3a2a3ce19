import { config } from '../../shared/config.ts';
import { observedWorker, recordAbandonedCarts } from '../../shared/observability.ts';
import { minuteSweep } from './wiring.ts';

/**
 * Invoked every minute by an EventBridge Scheduler schedule (no HTTP): flips Active carts
 * past their abandonment due time and emits cart.abandoned. Overlapping runs are safe. The local
 * runtime's sweep timer calls this same handler (infra/local/cart-sweep.ts). It also runs the
 * timed work of test-mode stores whose test clock is ahead of real time, and finishes their
 * advances (docs/decisions.md §8.13).
 */
export const handler = observedWorker('cart-sweep', async () => {
  const { abandonment, testClocks } = minuteSweep(config());
  const result = await abandonment.run();
  recordAbandonedCarts(result.abandoned);
  await testClocks.runAdvancedStores();
  return result;
});
