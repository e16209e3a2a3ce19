import * as z from 'zod';
import { config } from '../../shared/config.ts';
import { createHttpHandler, type HttpHandlerOptions } from '../../shared/http/handler.ts';
import { defaultOwnerAccess } from '../../shared/http/token-verifiers.ts';
import { modeQuerySchema } from '../../shared/db/page.ts';
import { defineOperation } from '../../shared/http/types.ts';
import {
  inventoryChangeSchema,
  newProductSchema,
  newVariantSchema,
  productDeletionSchema,
  productListQuerySchema,
  productPatchSchema,
  variantDeletionSchema,
  variantPatchSchema,
} from '../../shared/products/admin-schemas.ts';
import { catalogCopyRequestSchema, catalogCopyResultSchema } from '../../shared/products/catalog-copy.ts';
import { productViewSchema, variantSchema } from '../../shared/products/types.ts';
import { imageOrderSchema, imageUploadRequestSchema, imageUploadSchema } from '../../shared/images/types.ts';
import { idParam } from '../../shared/util/fields.ts';
import { adminCatalogService, type AdminCatalogService } from './wiring.ts';
import { lazySchema } from '../../shared/schema/lazy.ts';

const storePath = /* @__PURE__ */ lazySchema(() => z.object({ storeId: z.string().min(1) }));
const productPath = /* @__PURE__ */ lazySchema(() => storePath.unwrap().extend({ productId: idParam() }));
const variantPath = /* @__PURE__ */ lazySchema(() => productPath.unwrap().extend({ variantId: idParam() }));
const imagePath = /* @__PURE__ */ lazySchema(() => productPath.unwrap().extend({ imageId: idParam() }));
const READ_ERRORS = ['STORE_NOT_FOUND', 'ACCESS_DENIED', 'INVALID_REQUEST'] as const;

/**
 * Products for store owners (owner access tokens; `?mode=test|live`, default test): search,
 * create, edit and delete products and variants, and change stock (docs/decisions.md §7.24).
 * Every change sends its product events (origin owner) and is audited in the same transaction.
 * The middleware has checked the caller's role on the path's store, so `ctx.owner` is set.
 */
export const createAdminCatalogHandler = (
  service: () => AdminCatalogService = () => adminCatalogService(config()),
  options: Pick<HttpHandlerOptions<'adminCatalog'>, 'ownerAccess' | 'guard'> = {},
) =>
  createHttpHandler({
    group: 'adminCatalog',
    ownerAccess: defaultOwnerAccess,
    ...options,
    operations: {
      adminListProducts: defineOperation({
        summary:
          'Products of the store with their variants and stock: newest first, or with `q` those whose title starts with it (any case), after those with a variant of exactly that SKU; `status` filters (a page may then hold fewer than `limit`)',
        response: lazySchema(() => z.array(productViewSchema)),
        errors: [...READ_ERRORS],
        params: storePath,
        query: productListQuerySchema,
        paginated: true,
        handle: async (ctx) => service().list(ctx.params.storeId, ctx.query),
      }),
      adminCreateProduct: defineOperation({
        summary: 'Create a product with its variants; sends product.created (origin owner); audited',
        successStatus: 201,
        response: productViewSchema,
        errors: [...READ_ERRORS, 'CONFLICT'],
        params: storePath,
        query: modeQuerySchema,
        body: newProductSchema,
        handle: async ({ owner, params, query, body }) => ({
          status: 201,
          data: await service().create(owner!, params.storeId, query.mode, body),
        }),
      }),
      adminGetProduct: defineOperation({
        summary: 'One product with its variants',
        response: productViewSchema,
        errors: [...READ_ERRORS, 'PRODUCT_NOT_FOUND'],
        params: productPath,
        query: modeQuerySchema,
        handle: async ({ params, query }) => ({
          data: await service().get(params.storeId, query.mode, params.productId),
        }),
      }),
      adminUpdateProduct: defineOperation({
        summary:
          "Change a product's fields (not its variants); sends product.updated with the changed fields; audited",
        response: productViewSchema,
        errors: [...READ_ERRORS, 'PRODUCT_NOT_FOUND', 'CONFLICT'],
        params: productPath,
        query: modeQuerySchema,
        body: productPatchSchema,
        handle: async ({ owner, params, query, body }) => ({
          data: await service().update(owner!, params.storeId, query.mode, params.productId, body),
        }),
      }),
      adminDeleteProduct: defineOperation({
        summary:
          'Delete a product and its variants: gone from the catalog and cart adds, orders keep their copy; sends product.deleted; audited. Repeat it to finish one that stopped part way',
        response: productDeletionSchema,
        errors: [...READ_ERRORS, 'PRODUCT_NOT_FOUND', 'CONFLICT'],
        params: productPath,
        query: modeQuerySchema,
        handle: async ({ owner, params, query }) => ({
          data: await service().remove(owner!, params.storeId, query.mode, params.productId),
        }),
      }),
      adminCreateVariant: defineOperation({
        summary: 'Add a variant to a product (at most 100); sends product.variant_created; audited',
        successStatus: 201,
        response: variantSchema,
        errors: [...READ_ERRORS, 'PRODUCT_NOT_FOUND', 'CONFLICT'],
        params: productPath,
        query: modeQuerySchema,
        body: newVariantSchema,
        handle: async ({ owner, params, query, body }) => ({
          status: 201,
          data: await service().addVariant(owner!, params.storeId, query.mode, params.productId, body),
        }),
      }),
      adminUpdateVariant: defineOperation({
        summary:
          "Change a variant's fields (stock: the inventory route); sends product.variant_updated with the changed fields; audited",
        response: variantSchema,
        errors: [...READ_ERRORS, 'PRODUCT_NOT_FOUND', 'CONFLICT'],
        params: variantPath,
        query: modeQuerySchema,
        body: variantPatchSchema,
        handle: async ({ owner, params, query, body }) => ({
          data: await service().updateVariant(
            owner!,
            params.storeId,
            query.mode,
            params.productId,
            params.variantId,
            body,
          ),
        }),
      }),
      adminDeleteVariant: defineOperation({
        summary:
          'Delete a variant; the last one of a product stays (409 LAST_VARIANT); sends product.variant_deleted; audited',
        response: variantDeletionSchema,
        errors: [...READ_ERRORS, 'PRODUCT_NOT_FOUND', 'LAST_VARIANT', 'CONFLICT'],
        params: variantPath,
        query: modeQuerySchema,
        handle: async ({ owner, params, query }) => ({
          data: await service().removeVariant(
            owner!,
            params.storeId,
            query.mode,
            params.productId,
            params.variantId,
          ),
        }),
      }),
      adminAdjustInventory: defineOperation({
        summary:
          "Adjust or set a variant's stock, atomically; answers the variant with its new quantity; sends product.inventory_updated (reason adjustment); audited",
        response: variantSchema,
        errors: [...READ_ERRORS, 'PRODUCT_NOT_FOUND', 'INSUFFICIENT_INVENTORY', 'CONFLICT'],
        params: variantPath,
        query: modeQuerySchema,
        body: inventoryChangeSchema,
        handle: async ({ owner, params, query, body }) => ({
          data: await service().adjustInventory(
            owner!,
            params.storeId,
            query.mode,
            params.productId,
            params.variantId,
            body,
          ),
        }),
      }),
      adminCreateProductImageUpload: defineOperation({
        summary:
          'Start an image upload (docs/decisions.md §3.23): answers a form to POST the file to (the fields, then the file as `file`), accepting only this content type (image/jpeg, image/png, image/webp, image/gif; another is 400 INVALID_REQUEST) and at most `maxBytes`, for 15 minutes; then confirm it. A product holds at most 10 images (409 CONFLICT)',
        successStatus: 201,
        response: imageUploadSchema,
        errors: [...READ_ERRORS, 'PRODUCT_NOT_FOUND', 'CONFLICT'],
        params: productPath,
        query: modeQuerySchema,
        body: imageUploadRequestSchema,
        handle: async ({ params, query, body }) => ({
          status: 201,
          data: await service().images.startUpload(params.storeId, query.mode, params.productId, body),
        }),
      }),
      adminConfirmProductImage: defineOperation({
        summary:
          'Add the uploaded file to the product, last: it must be there, of an allowed type and within the size cap (else 400 INVALID_REQUEST); answers the product with its `images`. Sends product.updated; audited. Confirming again answers the product unchanged',
        response: productViewSchema,
        errors: [...READ_ERRORS, 'PRODUCT_NOT_FOUND', 'NOT_FOUND', 'CONFLICT'],
        params: imagePath,
        query: modeQuerySchema,
        handle: async ({ owner, params, query }) => ({
          data: await service().images.confirm(
            owner!,
            params.storeId,
            query.mode,
            params.productId,
            params.imageId,
          ),
        }),
      }),
      adminReorderProductImages: defineOperation({
        summary:
          "Put the product's images in the order given (every image once; the first is the product's image, carts' and orders' `productImageUrl`); sends product.updated; audited",
        response: productViewSchema,
        errors: [...READ_ERRORS, 'PRODUCT_NOT_FOUND', 'CONFLICT'],
        params: productPath,
        query: modeQuerySchema,
        body: imageOrderSchema,
        handle: async ({ owner, params, query, body }) => ({
          data: await service().images.reorder(owner!, params.storeId, query.mode, params.productId, body),
        }),
      }),
      adminDeleteProductImage: defineOperation({
        summary:
          'Remove an image from the product and delete its file; the next one becomes the product image. Sends product.updated; audited',
        response: productViewSchema,
        errors: [...READ_ERRORS, 'PRODUCT_NOT_FOUND', 'NOT_FOUND', 'CONFLICT'],
        params: imagePath,
        query: modeQuerySchema,
        handle: async ({ owner, params, query }) => ({
          data: await service().images.remove(
            owner!,
            params.storeId,
            query.mode,
            params.productId,
            params.imageId,
          ),
        }),
      }),
      adminCopyCatalogToLive: defineOperation({
        summary:
          'Copy the test catalog to live mode: new live ids, external ids kept, so a second copy updates the live products it made instead of duplicating them; stock `zero` (default) or `copy`; `dryRun` previews the counts. Sends live product events (origin owner)',
        response: catalogCopyResultSchema,
        errors: [...READ_ERRORS, 'SERVICE_UNAVAILABLE'],
        params: storePath,
        // No body: the defaults (stock zero, a real copy).
        body: lazySchema(() => catalogCopyRequestSchema.optional()),
        handle: async ({ params, body }) => ({
          data: await service().copyToLive(params.storeId, body ?? {}),
        }),
      }),
    },
  });

export const handler = createAdminCatalogHandler();
