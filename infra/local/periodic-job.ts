import type { Context } from 'aws-lambda';
import { logger } from '../../shared/logger.ts';
import { localLambdaContext } from '../../shared/util/lambda-context.ts';
import type { BackgroundService } from './background-service.ts';

/**
 * A deployed EventBridge schedule's stand-in: runs a scheduled Lambda handler every
 * `everySeconds()` and once at start (a restart after a crash settles what the crash left). A run
 * never overlaps the previous one here, though the jobs are safe to overlap.
 */
export const periodicJobService = (
  name: string,
  handler: (event: object, context: Context) => Promise<unknown>,
  everySeconds: () => number,
): BackgroundService => ({
  name,
  async start() {
    let running: Promise<unknown> | undefined;
    const tick = () => {
      if (running) return;
      running = handler({}, localLambdaContext(name))
        .catch((error: unknown) => logger.error(`${name} failed`, { error: error as Error }))
        .finally(() => {
          running = undefined;
        });
    };
    const timer = setInterval(tick, Math.max(1, everySeconds()) * 1000);
    timer.unref();
    tick();
    return {
      async stop() {
        clearInterval(timer);
        await running;
      },
    };
  },
});
