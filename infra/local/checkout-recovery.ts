import { handler as checkoutRecoveryHandler } from '../../functions/checkout-recovery/handler.ts';
import { config } from '../../shared/config.ts';
import { periodicJobService } from './periodic-job.ts';

/** The checkout-recovery job every CHECKOUT_RECOVERY_SWEEP_SECONDS (60), and once at start. */
export const checkoutRecoveryService = periodicJobService(
  'checkout-recovery',
  checkoutRecoveryHandler,
  () => config().checkoutRecoverySweepSeconds,
);
