import { actorOf, auditEntry } from '../audit/entries.ts';
import type { Mode } from '../db/keys.ts';
import { contentionBackoff } from '../db/transactions.ts';
import { ApiError } from '../errors.ts';
import type { OwnerContext } from '../owners/owner-access.ts';
import { withProductCopy } from './admin-records.ts';
import { productUpdatedEvent } from './events.ts';
import type { AdminCatalogStore, CatalogWrite } from './ports.ts';
import { productView } from './service.ts';
import type { ProductRecord } from './types.ts';
import { isUuid, newId } from '../util/ids.ts';
import { systemClock, type Clock } from '../util/time.ts';
import type { ImageStorage } from '../images/ports.ts';
import {
  IMAGE_CONTENT_TYPES,
  IMAGE_EXTENSIONS,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_PRODUCT,
  UPLOAD_EXPIRES_SECONDS,
  type ImageContentType,
  type ImageOrder,
  type ImageUploadRequest,
  type ProductImageRecord,
} from '../images/types.ts';

/**
 * Product images for store owners (docs/decisions.md §3.23): an upload form for one file, the
 * confirm that checks what arrived and adds it to the product, reordering and deleting. Each
 * change of the gallery is a product edit: written with `product.updated` (changes `images`, and
 * `imageUrl` when the first image changed) and its audit entry in one transaction, conditioned on
 * the product as read, and the variants' copy of the product's image refreshed (carts and orders
 * take their `productImageUrl` from it).
 */
export interface ProductImagesDeps {
  catalog: Pick<AdminCatalogStore, 'getProduct' | 'variantsOfProduct' | 'updateProduct'>;
  storage: ImageStorage;
  clock?: Clock;
  maxBytes?: number;
  /** Re-reads after a lost race before answering 409 CONFLICT. */
  attempts?: number;
}

type Scope = { storeId: string; mode: Mode };

const productNotFound = () => new ApiError('PRODUCT_NOT_FOUND', 'Product not found');
const imageNotFound = () => new ApiError('NOT_FOUND', 'Image not found');
const tooManyImages = () =>
  new ApiError('CONFLICT', `A product has at most ${MAX_IMAGES_PER_PRODUCT} images: delete one first`);
const badUpload = (message: string) => new ApiError('INVALID_REQUEST', message, [{ path: 'file', message }]);

/** Uploads wait outside the served prefix until confirmed (never served, expired by the storage). */
export const uploadKeyOf = (scope: Scope, productId: string, imageId: string): string =>
  `uploads/${scope.storeId}/${scope.mode}/${productId}/${imageId}`;
export const imageKeyOf = (
  scope: Scope,
  productId: string,
  imageId: string,
  contentType: ImageContentType,
): string => `images/${scope.storeId}/${scope.mode}/${productId}/${imageId}.${IMAGE_EXTENSIONS[contentType]}`;

const isImageType = (value: string | undefined): value is ImageContentType =>
  (IMAGE_CONTENT_TYPES as readonly string[]).includes(value ?? '');

export const createProductImages = (deps: ProductImagesDeps) => {
  const clock = deps.clock ?? systemClock;
  const maxBytes = deps.maxBytes ?? MAX_IMAGE_BYTES;
  const attempts = deps.attempts ?? 10;
  const { catalog, storage } = deps;

  const readProduct = async (scope: Scope, productId: string) => {
    if (!isUuid(productId)) throw productNotFound();
    const product = await catalog.getProduct(scope, productId);
    if (!product) throw productNotFound();
    return product;
  };

  /**
   * The product's images replaced by what `change` makes of the ones read, written as a product
   * edit; a lost race re-reads and decides again. Answers the product as written.
   */
  const changeImages = async (
    owner: OwnerContext,
    scope: Scope,
    productId: string,
    change: (images: ProductImageRecord[]) => ProductImageRecord[],
  ) => {
    for (let i = 0; i < attempts; i++) {
      const before = await readProduct(scope, productId);
      const variants = await catalog.variantsOfProduct(scope, productId);
      const images = change(before.images ?? []);
      const now = clock.now();
      const after: ProductRecord = { ...before, images, updatedAt: now.toISOString() };
      const event = productUpdatedEvent({ ...scope, origin: 'owner' }, before, after);
      if (!event) return productView(before, variants);
      const write: CatalogWrite = await catalog.updateProduct(before, after, variants, {
        events: [event],
        audit: auditEntry(
          actorOf(owner),
          'product.updated',
          { type: 'product', id: productId },
          { storeId: scope.storeId, at: now.toISOString(), mode: scope.mode },
        ),
        now,
      });
      if (write.ok)
        return productView(
          after,
          variants.map((variant) => withProductCopy(variant, after)),
        );
      await contentionBackoff(i, { baseDelayMs: 5, maxDelayMs: 100 });
    }
    throw new ApiError('CONFLICT', 'The product kept changing: try again');
  };

  return {
    /**
     * A signed form for one image file: only this content type, at most `maxBytes`, for
     * UPLOAD_EXPIRES_SECONDS. A product with its 10 images gets 409 CONFLICT before any upload.
     */
    async startUpload(storeId: string, mode: Mode, productId: string, input: ImageUploadRequest) {
      const scope = { storeId, mode };
      const product = await readProduct(scope, productId);
      if ((product.images ?? []).length >= MAX_IMAGES_PER_PRODUCT) throw tooManyImages();
      if (input.contentLength !== undefined && input.contentLength > maxBytes)
        throw new ApiError('INVALID_REQUEST', 'The image is too large', [
          { path: 'body.contentLength', message: `An image is at most ${maxBytes} bytes` },
        ]);
      const imageId = newId();
      const form = await storage.uploadForm({
        key: uploadKeyOf(scope, productId, imageId),
        contentType: input.contentType,
        maxBytes,
        expiresInSeconds: UPLOAD_EXPIRES_SECONDS,
      });
      return {
        imageId,
        upload: { url: form.url, method: 'POST' as const, fields: form.fields },
        maxBytes,
        expiresAt: new Date(clock.now().getTime() + UPLOAD_EXPIRES_SECONDS * 1000).toISOString(),
      };
    },

    /**
     * Checks the uploaded file (there, an allowed type, within the cap), publishes it and adds it
     * last to the product's images. Confirming an image already added answers the product again.
     */
    async confirm(owner: OwnerContext, storeId: string, mode: Mode, productId: string, imageId: string) {
      const scope = { storeId, mode };
      const product = await readProduct(scope, productId);
      if (!isUuid(imageId)) throw imageNotFound();
      const id = imageId.toLowerCase();
      if ((product.images ?? []).some((image) => image.imageId === id))
        return productView(product, await catalog.variantsOfProduct(scope, productId));
      if ((product.images ?? []).length >= MAX_IMAGES_PER_PRODUCT) throw tooManyImages();
      const uploadKey = uploadKeyOf(scope, productId, id);
      const file = await storage.describe(uploadKey);
      if (!file)
        throw badUpload('No file was uploaded for this image: post the file to the upload form first');
      if (!isImageType(file.contentType) || file.bytes > maxBytes || file.bytes === 0) {
        await storage.remove([uploadKey]);
        throw badUpload(
          file.bytes > maxBytes
            ? `The file is larger than ${maxBytes} bytes`
            : `The file is not an image of type ${IMAGE_CONTENT_TYPES.join(', ')}`,
        );
      }
      const contentType = file.contentType;
      const key = imageKeyOf(scope, productId, id, contentType);
      await storage.publish(uploadKey, key, contentType);
      const image: ProductImageRecord = {
        imageId: id,
        key,
        url: storage.urlOf(key),
        contentType,
        bytes: file.bytes,
        createdAt: clock.now().toISOString(),
      };
      return changeImages(owner, scope, productId, (images) => {
        if (images.some((existing) => existing.imageId === id)) return images;
        if (images.length >= MAX_IMAGES_PER_PRODUCT) throw tooManyImages();
        return [...images, image];
      });
    },

    /** The images in the order given: every image of the product exactly once. */
    reorder(owner: OwnerContext, storeId: string, mode: Mode, productId: string, order: ImageOrder) {
      const ids = order.imageIds.map((id) => id.toLowerCase());
      return changeImages(owner, { storeId, mode }, productId, (images) => {
        const byId = new Map(images.map((image) => [image.imageId, image]));
        if (
          new Set(ids).size !== ids.length ||
          ids.length !== images.length ||
          ids.some((id) => !byId.has(id))
        )
          throw new ApiError('INVALID_REQUEST', 'List every image of the product exactly once', [
            {
              path: 'body.imageIds',
              message: `The product's images are ${images.map((i) => i.imageId).join(', ') || 'none'}`,
            },
          ]);
        return ids.map((id) => byId.get(id)!);
      });
    },

    /** The image removed from the product, then its file. */
    async remove(owner: OwnerContext, storeId: string, mode: Mode, productId: string, imageId: string) {
      if (!isUuid(imageId)) throw imageNotFound();
      const id = imageId.toLowerCase();
      let removed: ProductImageRecord | undefined;
      const result = await changeImages(owner, { storeId, mode }, productId, (images) => {
        removed = images.find((image) => image.imageId === id);
        if (!removed) throw imageNotFound();
        return images.filter((image) => image.imageId !== id);
      });
      // After the write: a file whose removal failed is only unreferenced, never a broken image.
      if (removed) await storage.remove([removed.key]).catch(() => undefined);
      return result;
    },

    /** A deleted product's files (after the product is gone). */
    async removeFilesOf(images: readonly ProductImageRecord[] | undefined) {
      if (images && images.length > 0) await storage.remove(images.map((image) => image.key));
    },
  };
};
