import * as z from 'zod';
import { config } from '../../shared/config.ts';
import { createHttpHandler, type HttpHandlerOptions } from '../../shared/http/handler.ts';
import { defaultOwnerAccess } from '../../shared/http/token-verifiers.ts';
import { modeQuerySchema, pageQuerySchema } from '../../shared/db/page.ts';
import { defineOperation } from '../../shared/http/types.ts';
import {
  createDiscountSchema,
  discountSchema,
  updateDiscountSchema,
} from '../../shared/promotions/schemas.ts';
import type { DiscountAdmin } from '../../shared/promotions/service.ts';
import { idParam } from '../../shared/util/fields.ts';
import { discountService } from './wiring.ts';
import { lazySchema } from '../../shared/schema/lazy.ts';

const storePath = /* @__PURE__ */ lazySchema(() => z.object({ storeId: z.string().min(1) }));
const discountPath = /* @__PURE__ */ lazySchema(() => storePath.unwrap().extend({ discountId: idParam() }));
const READ_ERRORS = ['STORE_NOT_FOUND', 'ACCESS_DENIED', 'INVALID_REQUEST'] as const;

/**
 * Discount codes for store owners (owner access tokens; `?mode=test|live`, default test): reads
 * for viewers, changes for owners and admins, each change audited (docs/decisions.md §12.5).
 */
export const createAdminDiscountsHandler = (
  service: () => DiscountAdmin = () => discountService(config()),
  options: Pick<HttpHandlerOptions<'adminDiscounts'>, 'ownerAccess' | 'guard'> = {},
) =>
  createHttpHandler({
    group: 'adminDiscounts',
    ownerAccess: defaultOwnerAccess,
    ...options,
    operations: {
      adminListDiscounts: defineOperation({
        summary: "The store's discount codes with their uses and remaining uses, newest first",
        response: lazySchema(() => z.array(discountSchema)),
        errors: [...READ_ERRORS],
        params: storePath,
        query: pageQuerySchema,
        paginated: true,
        handle: async ({ params, query }) => service().list(params.storeId, query),
      }),
      adminCreateDiscount: defineOperation({
        summary: 'Create a discount code (case-insensitive, unique in the store and mode); audited',
        successStatus: 201,
        response: discountSchema,
        errors: [...READ_ERRORS, 'CONFLICT'],
        params: storePath,
        query: modeQuerySchema,
        body: createDiscountSchema,
        handle: async ({ owner, params, query, body }) => ({
          status: 201,
          data: await service().create(owner!, params.storeId, query.mode, body),
        }),
      }),
      adminGetDiscount: defineOperation({
        summary: 'One discount code with its uses',
        response: discountSchema,
        errors: [...READ_ERRORS, 'DISCOUNT_NOT_FOUND'],
        params: discountPath,
        query: modeQuerySchema,
        handle: async ({ params, query }) => ({
          data: await service().get(params.storeId, query.mode, params.discountId),
        }),
      }),
      adminUpdateDiscount: defineOperation({
        summary:
          'Change a discount code (given fields; null clears an optional one; `isEnabled: false` disables it); audited',
        response: discountSchema,
        errors: [...READ_ERRORS, 'DISCOUNT_NOT_FOUND', 'CONFLICT'],
        params: discountPath,
        query: modeQuerySchema,
        body: updateDiscountSchema,
        handle: async ({ owner, params, query, body }) => ({
          data: await service().update(owner!, params.storeId, query.mode, params.discountId, body),
        }),
      }),
      adminDeleteDiscount: defineOperation({
        summary:
          'Delete a discount code: carts holding it lose it at their next change, orders keep it; audited',
        response: discountSchema,
        errors: [...READ_ERRORS, 'DISCOUNT_NOT_FOUND', 'CONFLICT'],
        params: discountPath,
        query: modeQuerySchema,
        handle: async ({ owner, params, query }) => ({
          data: await service().remove(owner!, params.storeId, query.mode, params.discountId),
        }),
      }),
    },
  });

export const handler = createAdminDiscountsHandler();
