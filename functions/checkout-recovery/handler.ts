import { config } from '../../shared/config.ts';
import { recordRecoveredCompletions, observedWorker } from '../../shared/observability.ts';
import { checkoutRecovery } from './wiring.ts';

/**
 * Invoked every minute by an EventBridge Scheduler schedule (no HTTP): settles checkout
 * completions whose lease ended (confirm if charged, release if not; never charges). Overlapping
 * runs are safe. The local runtime's timer calls this same handler (infra/local/checkout-recovery.ts).
 */
export const handler = observedWorker('checkout-recovery', async () => {
  const result = await checkoutRecovery(config()).run();
  recordRecoveredCompletions(result);
  return result;
});
