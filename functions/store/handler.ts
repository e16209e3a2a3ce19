import * as z from 'zod';
import { config } from '../../shared/config.ts';
import { ApiError } from '../../shared/errors.ts';
import { createHttpHandler } from '../../shared/http/handler.ts';
import { named } from '../../shared/schema/named.ts';
import { defineOperation, type OperationContext } from '../../shared/http/types.ts';
import { brandingView, checkoutSettingsView } from '../../shared/stores/views.ts';
import { brandingSchema, checkoutSettingsViewSchema } from '../../shared/stores/types.ts';
import type { AdvanceJobs } from '../../shared/test-clocks/ports.ts';
import { advanceTestClockBodySchema, testClockViewSchema } from '../../shared/test-clocks/types.ts';
import { deployedAdvanceJobs, storeTestClocks } from './wiring.ts';
import { lazySchema } from '../../shared/schema/lazy.ts';

const storePathSchema = /* @__PURE__ */ lazySchema(() => z.object({ storeId: z.string() }));

/** Test clocks exist in test mode only: a live key finds none (docs/decisions.md §8.12). */
const testStoreOf = (ctx: Pick<OperationContext, 'auth'>): string => {
  if (ctx.auth.mode !== 'test') throw new ApiError('NOT_FOUND', 'Test clocks exist in test mode only');
  return ctx.auth.storeId;
};

/** The store group's handler; the local runtime gives it in-process advance jobs. */
export const createStoreHandler = (jobs: AdvanceJobs) => {
  const testClocks = () => storeTestClocks(config(), jobs);
  return createHttpHandler({
    group: 'store',
    operations: {
      // Authentication already read the path's store (same request as the key): no further I/O.
      getCheckoutSettings: defineOperation({
        summary: 'Currency, tax rate, shipping rules and cart abandonment time of the store',
        response: checkoutSettingsViewSchema,
        handle: async ({ auth }) => ({ data: checkoutSettingsView(auth.store!) }),
      }),
      getBranding: defineOperation({
        summary: 'Name, logo and colours of the store',
        response: lazySchema(() =>
          named('StoreBranding', brandingSchema.unwrap().extend({ storeId: z.uuid() })),
        ),
        handle: async ({ auth }) => ({ data: brandingView(auth.store!) }),
      }),
      getTestClock: defineOperation({
        summary:
          "The test-mode store's clock: its time, how far ahead of real time, and whether it is advancing",
        params: storePathSchema,
        response: testClockViewSchema,
        errors: ['NOT_FOUND'],
        handle: async (ctx) => ({ data: await testClocks().get(testStoreOf(ctx)) }),
      }),
      advanceTestClock: defineOperation({
        summary:
          "Move the test-mode store's clock forward; the store's timed work due by then runs, then status is ready again",
        params: storePathSchema,
        body: advanceTestClockBodySchema,
        response: testClockViewSchema,
        successStatus: 202,
        errors: ['NOT_FOUND'],
        handle: async (ctx) => ({
          status: 202,
          data: await testClocks().advance(testStoreOf(ctx), ctx.body.seconds),
        }),
      }),
    },
  });
};

export const handler = createStoreHandler(deployedAdvanceJobs);
