import * as z from 'zod';
import { named } from '../schema/named.ts';
import { lazySchema } from '../schema/lazy.ts';

/** Product images (docs/decisions.md §3.23): what an owner may upload and how it is kept. */

/** The image formats every browser shows; anything else is refused before an upload starts. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** File name endings of the served copies (the content type is also stored with the file). */
export const IMAGE_EXTENSIONS: Record<ImageContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export const MAX_IMAGES_PER_PRODUCT = 10;
/** The upload form refuses a larger file (10 MiB: a full-size product photo, half of Shopify's 20 MB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** How long an upload form may be used. */
export const UPLOAD_EXPIRES_SECONDS = 15 * 60;

/** One image as the product record keeps it, in display order (the first is the product's image). */
export interface ProductImageRecord {
  imageId: string;
  /** Where the file is kept (the storage's key); `url` is where it is served. */
  key: string;
  url: string;
  contentType: ImageContentType;
  bytes: number;
  createdAt: string;
}

export const productImageSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'ProductImage',
    z.object({
      imageId: z.uuid(),
      url: z.string(),
      /** 1 for the first (the product's image), then 2, 3... */
      position: z.number().int().min(1),
    }),
  ),
);
export type ProductImage = z.infer<typeof productImageSchema>;

export const imageViews = (images: readonly ProductImageRecord[] | undefined): ProductImage[] =>
  (images ?? []).map((image, i) => ({ imageId: image.imageId, url: image.url, position: i + 1 }));

export const imageUploadRequestSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'ProductImageUploadRequest',
    z.strictObject({
      contentType: z.enum(IMAGE_CONTENT_TYPES, {
        error: `An image is one of ${IMAGE_CONTENT_TYPES.join(', ')}`,
      }),
      /** The file's size, when known: a larger file than the cap is refused now instead of by the upload. */
      contentLength: z
        .number()
        .int()
        .min(1)
        .max(MAX_IMAGE_BYTES, {
          error: `An image is at most ${MAX_IMAGE_BYTES} bytes`,
        })
        .optional(),
    }),
    {
      description: 'The image to upload: its content type, and its size when known',
      examples: [{ contentType: 'image/jpeg', contentLength: 245_000 }],
    },
  ),
);
export type ImageUploadRequest = z.infer<typeof imageUploadRequestSchema>;

export const imageUploadSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'ProductImageUpload',
    z.object({
      imageId: z.uuid(),
      upload: z.object({
        /** POST a multipart form here: every field of `fields`, then the file as `file` (last). */
        url: z.string(),
        method: z.literal('POST'),
        fields: z.record(z.string(), z.string()),
      }),
      maxBytes: z.number().int(),
      expiresAt: z.string(),
    }),
  ),
);

export const imageOrderSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'ProductImageOrder',
    z.strictObject({
      /** Every image of the product once, the first becoming the product's image. */
      imageIds: z.array(z.uuid()).max(MAX_IMAGES_PER_PRODUCT),
    }),
    {
      examples: [
        { imageIds: ['5b0c9a3e-4d1f-4a53-9a55-7f4c2a9f1e10', '0e6f2b1c-8f3d-4c4e-b1a2-2d3c4e5f6a7b'] },
      ],
    },
  ),
);
export type ImageOrder = z.infer<typeof imageOrderSchema>;
