import { handler as cartSweepHandler } from '../../functions/cart-sweep/handler.ts';
import { config } from '../../shared/config.ts';
import { logger } from '../../shared/logger.ts';
import { localLambdaContext } from '../../shared/util/lambda-context.ts';
import type { BackgroundService } from './background-service.ts';

/**
 * The deployed EventBridge schedule's stand-in: the cart-sweep Lambda handler every
 * CART_ABANDON_SWEEP_SECONDS (60). A run never overlaps the previous one here, though the
 * sweep would be safe if it did.
 */
export const cartSweepService: BackgroundService = {
  name: 'cart-abandonment-sweep',
  async start() {
    let running: Promise<unknown> | undefined;
    const tick = () => {
      if (running) return;
      running = cartSweepHandler({}, localLambdaContext('cart-sweep'))
        .catch((error: unknown) => logger.error('cart sweep failed', { error: error as Error }))
        .finally(() => {
          running = undefined;
        });
    };
    const timer = setInterval(tick, Math.max(1, config().cartAbandonSweepSeconds) * 1000);
    timer.unref();
    return {
      async stop() {
        clearInterval(timer);
        await running;
      },
    };
  },
};
