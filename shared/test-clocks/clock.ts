import type { Mode } from '../db/keys.ts';
import { offsetClock, systemClock, type Clock } from '../util/time.ts';

/**
 * The clock of a store in a mode, from the store record a request already read (no extra read):
 * live mode is real time; test mode is real time plus the store's test-clock offset.
 */
export const storeClock = (
  store: { testClockOffsetSeconds?: number },
  mode: Mode,
  real: Clock = systemClock,
): Clock => (mode === 'test' ? offsetClock(store.testClockOffsetSeconds ?? 0, real) : real);
