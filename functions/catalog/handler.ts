import * as z from 'zod';
import { config } from '../../shared/config.ts';
import { createHttpHandler } from '../../shared/http/handler.ts';
import { pageRequestSchema } from '../../shared/db/page.ts';
import { defineOperation, type OperationContext } from '../../shared/http/types.ts';
import { storefrontProductSchema, type StorefrontCatalog } from '../../shared/products/storefront-catalog.ts';
import { idParam, textField } from '../../shared/util/fields.ts';
import { storefrontCatalog } from './wiring.ts';
import { lazySchema } from '../../shared/schema/lazy.ts';

const scopeOf = (ctx: OperationContext<unknown, unknown, unknown>) => ({
  storeId: ctx.auth.storeId,
  mode: ctx.auth.mode,
});

const listQuerySchema = /* @__PURE__ */ lazySchema(() =>
  pageRequestSchema.unwrap().extend({
    q: textField({ max: 255 })
      .optional()
      .describe(
        'Words to find: each must start a word of the title, a tag or a SKU (any case, accents ignored); newest first',
      ),
    category: textField({ max: 255 }).optional().describe('Only this category (any case)'),
  }),
);

/**
 * The storefront catalog (publishable or secret key, no customer token; docs/decisions.md
 * §3.18): Active products with their Active variants, one indexed Query per page.
 */
export const createCatalogHandler = (catalog: () => StorefrontCatalog = () => storefrontCatalog(config())) =>
  createHttpHandler({
    group: 'catalog',
    operations: {
      listStorefrontProducts: defineOperation({
        summary:
          'Active products with their Active variants, by title; `q` finds products by any word of the title, tags or SKUs (every word of `q` must match; newest first; the search may lag a change by a few seconds), `category` one category. A page may hold fewer than `limit` products',
        response: lazySchema(() => z.array(storefrontProductSchema)),
        errors: ['INVALID_REQUEST'],
        query: listQuerySchema,
        paginated: true,
        handle: async (ctx) => {
          const { q, category, limit, cursor } = ctx.query;
          return catalog().list(
            scopeOf(ctx),
            { titlePrefix: q || undefined, category: category || undefined },
            { limit, cursor },
          );
        },
      }),
      getStorefrontProduct: defineOperation({
        summary: 'An Active product with its Active variants; Draft, Archived or deleted is 404',
        response: storefrontProductSchema,
        errors: ['PRODUCT_NOT_FOUND'],
        params: lazySchema(() => z.object({ storeId: z.string().min(1), productId: idParam() })),
        handle: async (ctx) => ({ data: await catalog().get(scopeOf(ctx), ctx.params.productId) }),
      }),
    },
  });

export const handler = createCatalogHandler();
