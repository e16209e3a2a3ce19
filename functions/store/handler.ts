import * as z from 'zod';
import { createHttpHandler } from '../../shared/http/handler.ts';
import { named } from '../../shared/schema/named.ts';
import { defineOperation } from '../../shared/http/types.ts';
import { brandingView, checkoutSettingsView } from '../../shared/stores/views.ts';
import { brandingSchema, checkoutSettingsViewSchema } from '../../shared/stores/types.ts';

// Authentication already read the path's store (same request as the key): no further I/O here.
export const handler = createHttpHandler({
  group: 'store',
  operations: {
    getCheckoutSettings: defineOperation({
      summary: 'Currency, tax rate, shipping rules and cart abandonment time of the store',
      response: checkoutSettingsViewSchema,
      handle: async ({ auth }) => ({ data: checkoutSettingsView(auth.store!) }),
    }),
    getBranding: defineOperation({
      summary: 'Name, logo and colours of the store',
      response: named('StoreBranding', brandingSchema.extend({ storeId: z.uuid() })),
      handle: async ({ auth }) => ({ data: brandingView(auth.store!) }),
    }),
  },
});
