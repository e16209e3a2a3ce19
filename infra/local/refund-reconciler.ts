import { handler as refundReconcilerHandler } from '../../functions/refund-reconciler/handler.ts';
import { config } from '../../shared/config.ts';
import { logger } from '../../shared/logger.ts';
import { localLambdaContext } from '../../shared/util/lambda-context.ts';
import type { BackgroundService } from './background-service.ts';

/**
 * The deployed reconciler schedule's stand-in: the refund-reconciler Lambda handler every
 * REFUND_RECONCILE_SWEEP_SECONDS (60), and once at start. A run never overlaps the previous one
 * here, though overlapping runs are safe (the refund job is idempotent).
 */
export const refundReconcilerService: BackgroundService = {
  name: 'refund-reconciler',
  async start() {
    let running: Promise<unknown> | undefined;
    const tick = () => {
      if (running) return;
      running = refundReconcilerHandler({}, localLambdaContext('refund-reconciler'))
        .catch((error: unknown) => logger.error('refund reconciler failed', { error: error as Error }))
        .finally(() => {
          running = undefined;
        });
    };
    const timer = setInterval(tick, Math.max(1, config().refundReconcileSweepSeconds) * 1000);
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
