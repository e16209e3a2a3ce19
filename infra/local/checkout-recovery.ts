import { handler as checkoutRecoveryHandler } from '../../functions/checkout-recovery/handler.ts';
import { config } from '../../shared/config.ts';
import { logger } from '../../shared/logger.ts';
import { localLambdaContext } from '../../shared/util/lambda-context.ts';
import type { BackgroundService } from './background-service.ts';

/**
 * The deployed recovery schedule's stand-in: the checkout-recovery Lambda handler every
 * CHECKOUT_RECOVERY_SWEEP_SECONDS (60), and once at start (a restart after a crash settles what
 * the crash left). A run never overlaps the previous one here, though overlapping runs are safe.
 */
export const checkoutRecoveryService: BackgroundService = {
  name: 'checkout-recovery',
  async start() {
    let running: Promise<unknown> | undefined;
    const tick = () => {
      if (running) return;
      running = checkoutRecoveryHandler({}, localLambdaContext('checkout-recovery'))
        .catch((error: unknown) => logger.error('checkout recovery failed', { error: error as Error }))
        .finally(() => {
          running = undefined;
        });
    };
    const timer = setInterval(tick, Math.max(1, config().checkoutRecoverySweepSeconds) * 1000);
    timer.unref();
    tick();
    return {
      async stop() {
        clearInterval(timer);
        await running;
      },
    };
  },
};
