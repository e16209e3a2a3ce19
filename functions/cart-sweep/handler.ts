import { config } from '../../shared/config.ts';
import { observedWorker, recordAbandonedCarts } from '../../shared/observability.ts';
import { advancedByTheMinuteSweep } from '../compose/test-clock-requests.ts';
import { abandonmentSweep, testClockService } from '../compose/test-clocks.ts';

/**
 * Invoked every minute by an EventBridge Scheduler schedule (no HTTP): flips Active carts
 * past their abandonment due time and emits cart.abandoned. Overlapping runs are safe. The local
 * runtime's sweep timer calls this same handler (infra/local/cart-sweep.ts). It also runs the
 * timed work of test-mode stores whose test clock is ahead of real time, and finishes their
 * advances (docs/decisions.md §8.13).
 */
export const handler = observedWorker('cart-sweep', async () => {
  const settings = config();
  const result = await abandonmentSweep(settings).run();
  recordAbandonedCarts(result.abandoned);
  await testClockService(settings, advancedByTheMinuteSweep).runAdvancedStores();
  return result;
});
