import type { AppConfig } from '../../shared/config.ts';
import { perContainer } from '../compose/lifetime.ts';
import { advancedByTheMinuteSweep } from '../compose/test-clock-requests.ts';
import { abandonmentSweep, testClockService } from '../compose/test-clocks.ts';

/**
 * The minute sweep's composition root: the abandonment sweep and the test clocks' advance job
 * (functions/compose/test-clocks.ts), built once per container.
 */
export const minuteSweep = perContainer((settings: AppConfig) => ({
  abandonment: abandonmentSweep(settings),
  testClocks: testClockService(settings, advancedByTheMinuteSweep),
}));
