import { createHttpHandler } from '../../shared/http/handler.ts';
import { defineOperation } from '../../shared/http/types.ts';
import { brandingView, checkoutSettingsView } from '../../shared/stores/service.ts';

// Authentication already read the path's store (same request as the key): no further I/O here.
export const handler = createHttpHandler({
  group: 'store',
  operations: {
    getCheckoutSettings: defineOperation({
      handle: async ({ auth }) => ({ data: checkoutSettingsView(auth.store!) }),
    }),
    getBranding: defineOperation({
      handle: async ({ auth }) => ({ data: brandingView(auth.store!) }),
    }),
  },
});
