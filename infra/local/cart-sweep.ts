import { createAbandonmentSweep } from '../../shared/carts/abandonment.ts';
import { config } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/client.ts';
import { logger } from '../../shared/logger.ts';
import type { BackgroundService } from './background-service.ts';

/**
 * The deployed EventBridge schedule's stand-in: the same sweep every
 * CART_ABANDON_SWEEP_SECONDS (60). A run never overlaps the previous one here, though the
 * sweep would be safe if it did.
 */
export const cartSweepService: BackgroundService = {
  name: 'cart-abandonment-sweep',
  async start() {
    const sweep = createAbandonmentSweep({ db: documentClient(), tableName: config().tableName });
    let running: Promise<unknown> | undefined;
    const tick = () => {
      if (running) return;
      running = sweep
        .run()
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
