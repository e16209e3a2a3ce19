import * as z from 'zod';
import { config } from '../../shared/config.ts';
import { ApiError } from '../../shared/errors.ts';
import { createHttpHandler } from '../../shared/http/handler.ts';
import { defineOperation } from '../../shared/http/types.ts';
import { idParam } from '../../shared/util/fields.ts';
import { productViewSchema, syncRequestSchema, syncResultSchema } from '../../shared/products/types.ts';
import { productServices } from './wiring.ts';
import { lazySchema } from '../../shared/schema/lazy.ts';

const services = () => productServices(config());

/** Catalogue sync and lookup (secret key). Product events are not emitted yet (docs/decisions.md §6.1). */
export const handler = createHttpHandler({
  group: 'products',
  operations: {
    syncProducts: defineOperation({
      summary: 'Upsert up to 100 products by externalId (variants by externalVariantId)',
      response: syncResultSchema,
      errors: ['STORE_NOT_FOUND', 'CONFLICT', 'SERVICE_UNAVAILABLE'],
      body: syncRequestSchema,
      handle: async ({ auth, body, remainingTimeMs }) => {
        // The path names no store, so authentication did not load it: prices need its currency.
        const store = await services().stores.get(auth.storeId);
        if (!store) throw new ApiError('STORE_NOT_FOUND', 'Store not found');
        const scope = { storeId: auth.storeId, mode: auth.mode, currency: store.checkoutSettings.currency };
        return {
          data: await services().sync.sync(
            scope,
            body,
            remainingTimeMs ? { remainingMs: remainingTimeMs } : {},
          ),
        };
      },
    }),
    getProduct: defineOperation({
      summary: 'Fetch a product with its variants',
      response: productViewSchema,
      errors: ['PRODUCT_NOT_FOUND', 'NO_STORE_ACCESS'],
      params: lazySchema(() => z.object({ productId: idParam() })),
      handle: async ({ auth, params }) => ({
        data: await services().lookup.get(auth, params.productId ?? ''),
      }),
    }),
  },
});
