import * as z from 'zod';
import { named } from '../schema/named.ts';
import { lazySchema } from '../schema/lazy.ts';

/** The longest single advance: 30 days. */
export const MAX_ADVANCE_SECONDS = 30 * 24 * 3600;

/**
 * A test-mode store's clock (docs/decisions.md §8.12): real time plus `offsetSeconds`, which only
 * grows. An advance raises `targetOffsetSeconds` at once; the advance job runs the store's due work
 * up to it and then moves `offsetSeconds` there. A store never advanced has both at 0.
 */
export interface TestClockState {
  offsetSeconds: number;
  targetOffsetSeconds: number;
}

export type TestClockStatus = 'ready' | 'advancing';

export const testClockStatus = (state: TestClockState): TestClockStatus =>
  state.targetOffsetSeconds > state.offsetSeconds ? 'advancing' : 'ready';

export const testClockViewSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'TestClock',
    z.object({
      now: z.iso.datetime().describe("The store's test-mode time: real time plus offsetSeconds"),
      offsetSeconds: z.number().int().min(0).describe('How far the clock is ahead of real time'),
      status: z
        .enum(['ready', 'advancing'])
        .describe("advancing: an advance is running the store's due work; ready: it is done"),
    }),
  ),
);
export type TestClockView = z.infer<typeof testClockViewSchema>;

export const advanceTestClockBodySchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'AdvanceTestClock',
    z.strictObject({
      seconds: z
        .number()
        .int()
        .min(1)
        .max(MAX_ADVANCE_SECONDS)
        .describe('How far to move the clock forward (1 second to 30 days)'),
    }),
  ),
);
