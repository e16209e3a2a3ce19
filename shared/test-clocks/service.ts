import { ApiError } from '../errors.ts';
import { logger } from '../logger.ts';
import { offsetClock, systemClock, type Clock } from '../util/time.ts';
import type { AdvanceJobs, StoreDueWork, TestClockStore, TestStoreScope } from './ports.ts';
import { testClockStatus, type TestClockState, type TestClockView } from './types.ts';

/** Steps one advance may take before it jumps to its target (a bound on work that stays due). */
const MAX_STEPS = 500;

export interface TestClockServiceDeps {
  clocks: TestClockStore;
  jobs: AdvanceJobs;
  /** Every kind of timed work a store has, run in this order at each step. */
  work: readonly StoreDueWork[];
  /** Real time (tests move it). */
  real?: Clock;
}

/**
 * Test clocks (docs/decisions.md §8.12). An advance raises the clock's target and starts a job;
 * the job walks the clock forward from one due time to the next (so a retry ladder's attempts each
 * run at their own time and schedule the next), runs the store's work due at each step, and then
 * moves the offset to the step. Every step is safe to repeat, so the job is safe to retry and two
 * jobs of the same store may overlap; the offset only grows.
 */
export const createTestClockService = (deps: TestClockServiceDeps) => {
  const real = deps.real ?? systemClock;

  const view = (state: TestClockState): TestClockView => ({
    now: offsetClock(state.offsetSeconds, real).now().toISOString(),
    offsetSeconds: state.offsetSeconds,
    status: testClockStatus(state),
  });

  const scopeOf = (storeId: string): TestStoreScope => ({ storeId, mode: 'test' });

  /** The earliest due time of any work at or before `until`. */
  const nextDue = async (scope: TestStoreScope, until: string): Promise<string | undefined> => {
    const times = await Promise.all(deps.work.map((work) => work.nextDueAt(scope, until)));
    return times.filter((time): time is string => time !== undefined).sort()[0];
  };

  const runAt = async (scope: TestStoreScope, offsetSeconds: number) => {
    const clock = offsetClock(offsetSeconds, real);
    for (const work of deps.work) await work.runDue(scope, clock);
  };

  return {
    async get(storeId: string): Promise<TestClockView> {
      const state = await deps.clocks.read(storeId);
      if (!state) throw new ApiError('STORE_NOT_FOUND', 'Store not found');
      return view(state);
    },

    async advance(storeId: string, seconds: number): Promise<TestClockView> {
      const state = await deps.clocks.request(storeId, seconds);
      if (!state) throw new ApiError('STORE_NOT_FOUND', 'Store not found');
      await deps.jobs.start(storeId);
      return view(state);
    },

    /** The advance job: runs until the clock has reached its target (safe to run twice). */
    async runAdvance(storeId: string): Promise<void> {
      const scope = scopeOf(storeId);
      let previousStep = -1;
      for (let step = 0; step < MAX_STEPS * 2; step++) {
        const state = await deps.clocks.read(storeId);
        if (!state || state.targetOffsetSeconds <= state.offsetSeconds) return;
        const realNow = real.now().getTime();
        const until = new Date(realNow + state.targetOffsetSeconds * 1000).toISOString();
        const due = step < MAX_STEPS ? await nextDue(scope, until) : undefined;
        // The next step: the earliest due time (the clock never goes back), or the target.
        let offset = due
          ? Math.max(state.offsetSeconds, Math.ceil((Date.parse(due) - realNow) / 1000))
          : state.targetOffsetSeconds;
        offset = Math.min(offset, state.targetOffsetSeconds);
        // Work that stays due at the same time (a failing run) must not hold the clock there.
        if (offset <= previousStep) offset = state.targetOffsetSeconds;
        await runAt(scope, offset);
        await deps.clocks.moveTo(storeId, offset);
        previousStep = offset;
      }
      logger.error('test clock advance did not reach its target', { storeId });
    },

    /**
     * The minute sweep's part: advances left unfinished (a job that died) are finished, and the
     * work of stores whose clock is ahead of real time is run at their clock, since the shared
     * sweeps look for due work in real time.
     */
    async runAdvancedStores(): Promise<void> {
      for (const store of await deps.clocks.advancedStores()) {
        try {
          if (testClockStatus(store) === 'advancing') await this.runAdvance(store.storeId);
          else await runAt(scopeOf(store.storeId), store.offsetSeconds);
        } catch (error) {
          logger.error('test clock work failed', { storeId: store.storeId, error: error as Error });
        }
      }
    },
  };
};
