import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminCatalogHandler } from '../../../functions/admin-catalog/handler.ts';
import { createAdminCatalogService, localImageStorage } from '../../../functions/admin-catalog/wiring.ts';
import { dynamoProductRepository } from '../../../shared/products/dynamo-products.ts';
import { useAdminHarness } from '../../support/admin-harness.ts';
import { call, createTestStore, syncProduct, type TestStore } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';

/**
 * Product images against DynamoDB Local and the local file storage (the dev server's stand-in
 * for S3): the upload form and its policy, the confirm's checks, the cap of 10, order and
 * delete, and the first image as the product's image everywhere (docs/decisions.md §3.23).
 */
const table = useTestTable();
const harness = useAdminHarness(table);
let store: TestStore;
let dir: string;
let storage: ReturnType<typeof localImageStorage>;
let handler: ReturnType<typeof createAdminCatalogHandler>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'product-images-'));
  storage = localImageStorage(dir, 'http://127.0.0.1:3000/');
  const service = createAdminCatalogService(table.db, table.tableName, storage);
  handler = createAdminCatalogHandler(() => service, {
    ownerAccess: () => harness.access,
  });
  store = await createTestStore(table);
  await harness.joinStore('Images', store.storeId);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field below
type AdminAnswer = { status: number; body: { data?: any; errorCode?: string; details?: any } };
const admin = async (method: string, path: string, body?: unknown): Promise<AdminAnswer> =>
  (await harness.call(
    handler,
    method,
    `/api/v1/admin/stores/${store.storeId}/products${path}`,
    harness.owners.owner.token,
    body,
  )) as AdminAnswer;

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const newProduct = async () => {
  const { productId, variantIds, result } = await syncProduct(store, [{ price: 10 }], {
    imageUrl: 'https://cdn.example.com/given.jpg',
  });
  expect(result.status).toBe(200);
  return { productId, variantId: variantIds[0]! };
};

/** The owner's browser: ask for a form, post the file to it, confirm. */
const upload = async (productId: string, contentType = 'image/png', file: Uint8Array = PNG) => {
  const started = await admin('POST', `/${productId}/images`, { contentType });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const { imageId, upload: form } = started.body.data;
  expect(await storage.receiveUpload(form.fields, file)).toEqual({ ok: true });
  return {
    imageId: imageId as string,
    confirmed: await admin('POST', `/${productId}/images/${imageId}/confirm`),
  };
};

describe('uploading an image', () => {
  it('answers a signed form, and the confirmed image becomes the product image everywhere', async () => {
    const { productId, variantId } = await newProduct();
    const started = await admin('POST', `/${productId}/images`, {
      contentType: 'image/jpeg',
      contentLength: 1000,
    });
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({
      upload: { url: 'http://127.0.0.1:3000/local-uploads', method: 'POST' },
      maxBytes: 10 * 1024 * 1024,
    });
    expect(started.body.data.upload.fields).toMatchObject({ 'Content-Type': 'image/jpeg' });

    const first = await upload(productId);
    expect(first.confirmed.status, JSON.stringify(first.confirmed.body)).toBe(200);
    const second = await upload(productId, 'image/webp');
    expect(second.confirmed.status).toBe(200);
    const product = second.confirmed.body.data;
    expect(product.images).toEqual([
      {
        imageId: first.imageId,
        url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:3000\/images\/.+\.png$/),
        position: 1,
      },
      { imageId: second.imageId, url: expect.stringMatching(/\.webp$/), position: 2 },
    ]);
    const firstUrl = product.images[0].url as string;
    expect(product.imageUrl).toBe(firstUrl);
    // Published under images/ (served), the upload gone.
    const served = await storage.served(new URL(firstUrl).pathname.slice(1));
    expect(served).toMatchObject({ contentType: 'image/png' });

    // The storefront shows them; a variant (what carts and orders copy) carries the first.
    const storefront = await call('GET', `/api/v1/sdk/store/${store.storeId}/products/${productId}`, {
      key: store.keys.pk_test,
    });
    expect(storefront.body.data).toMatchObject({ imageUrl: firstUrl, images: product.images });
    const variants = await dynamoProductRepository(table.db, table.tableName).getVariants(
      { storeId: store.storeId, mode: 'test' },
      [variantId],
    );
    expect(variants.get(variantId)?.imageUrl).toBe(firstUrl);

    // Each confirm is a product.updated with the images.
    const updates = (await outboxEvents(table, store.storeId, 'product.updated')).filter(
      (event) => event.data.productId === productId,
    );
    expect(updates.map((event) => (event.data.changes as { images?: unknown[] }).images?.length)).toEqual([
      1, 2,
    ]);

    // Confirming again changes nothing; a sync keeps the uploaded images.
    expect(
      (await admin('POST', `/${productId}/images/${first.imageId}/confirm`)).body.data.images,
    ).toHaveLength(2);
    await call('POST', '/api/v1/products/sync', {
      key: store.keys.sk_test,
      body: {
        products: [
          {
            externalId: (await admin('GET', `/${productId}`)).body.data.externalId,
            title: 'Renamed',
            imageUrl: 'https://cdn.example.com/other.jpg',
            variants: [
              {
                externalVariantId: (await admin('GET', `/${productId}`)).body.data.variants[0]
                  .externalVariantId,
                title: 'V',
                price: 10,
                inventoryQuantity: 5,
              },
            ],
          },
        ],
      },
    });
    const synced = (await admin('GET', `/${productId}`)).body.data;
    expect(synced).toMatchObject({ title: 'Renamed', imageUrl: firstUrl, images: product.images });
    // A product sent back as read (imageUrl: the first image) keeps the URL it was given.
    const echoed = await admin('PUT', `/${productId}`, { title: 'Echoed', imageUrl: firstUrl });
    expect(echoed.body.data).toMatchObject({ title: 'Echoed', imageUrl: firstUrl });
    for (const image of product.images as Array<{ imageId: string }>)
      expect((await admin('DELETE', `/${productId}/images/${image.imageId}`)).status).toBe(200);
    expect((await admin('GET', `/${productId}`)).body.data.imageUrl).toBe(
      'https://cdn.example.com/other.jpg',
    );
  });

  it('refuses a type outside the allow-list with 400 INVALID_REQUEST on body.contentType', async () => {
    const { productId } = await newProduct();
    for (const contentType of ['image/svg+xml', 'text/html', 'application/pdf']) {
      const answer = await admin('POST', `/${productId}/images`, { contentType });
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe('INVALID_REQUEST');
      expect(answer.body.details).toEqual([expect.objectContaining({ path: 'body.contentType' })]);
    }
    const tooLarge = await admin('POST', `/${productId}/images`, {
      contentType: 'image/png',
      contentLength: 11 * 1024 * 1024,
    });
    expect(tooLarge).toMatchObject({ status: 400, body: { errorCode: 'INVALID_REQUEST' } });
  });

  it('the form takes only its own content type and size; a confirm without a file is 400', async () => {
    const { productId } = await newProduct();
    const started = (await admin('POST', `/${productId}/images`, { contentType: 'image/png' })).body.data;
    const { fields } = started.upload;
    expect(await storage.receiveUpload({ ...fields, 'Content-Type': 'text/html' }, PNG)).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await storage.receiveUpload({ ...fields, key: 'images/elsewhere.png' }, PNG)).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await storage.receiveUpload({ ...fields, signature: '00'.repeat(32) }, PNG)).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await storage.receiveUpload(fields, new Uint8Array(10 * 1024 * 1024 + 1))).toMatchObject({
      ok: false,
      status: 400,
      code: 'EntityTooLarge',
    });
    const confirm = await admin('POST', `/${productId}/images/${started.imageId}/confirm`);
    expect(confirm).toMatchObject({ status: 400, body: { errorCode: 'INVALID_REQUEST' } });
    expect((await admin('GET', `/${productId}`)).body.data.images).toEqual([]);
    expect((await admin('POST', `/${productId}/images/not-an-id/confirm`)).status).toBe(404);
  });

  it('holds at most 10 images: the 11th is 409 CONFLICT', async () => {
    const { productId } = await newProduct();
    for (let i = 0; i < 10; i++) expect((await upload(productId)).confirmed.status).toBe(200);
    const eleventh = await admin('POST', `/${productId}/images`, { contentType: 'image/png' });
    expect(eleventh).toMatchObject({ status: 409, body: { errorCode: 'CONFLICT' } });
    expect((await admin('GET', `/${productId}`)).body.data.images).toHaveLength(10);
  });
});

describe('the gallery', () => {
  it('reorders (every image once) and deletes, the first image following', async () => {
    const { productId, variantId } = await newProduct();
    const a = await upload(productId);
    const b = await upload(productId, 'image/gif');
    const reordered = await admin('PUT', `/${productId}/images`, { imageIds: [b.imageId, a.imageId] });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.images.map((image: { imageId: string }) => image.imageId)).toEqual([
      b.imageId,
      a.imageId,
    ]);
    expect(reordered.body.data.imageUrl).toMatch(/\.gif$/);
    const variants = await dynamoProductRepository(table.db, table.tableName).getVariants(
      { storeId: store.storeId, mode: 'test' },
      [variantId],
    );
    expect(variants.get(variantId)?.imageUrl).toMatch(/\.gif$/);

    for (const imageIds of [[a.imageId], [a.imageId, a.imageId], [a.imageId, b.imageId, productId]])
      expect(await admin('PUT', `/${productId}/images`, { imageIds })).toMatchObject({
        status: 400,
        body: { errorCode: 'INVALID_REQUEST' },
      });

    const gifPath = join(storage.root, new URL(reordered.body.data.images[0].url).pathname);
    await stat(gifPath);
    const deleted = await admin('DELETE', `/${productId}/images/${b.imageId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.images).toEqual([expect.objectContaining({ imageId: a.imageId, position: 1 })]);
    await expect(stat(gifPath)).rejects.toThrow();
    expect((await admin('DELETE', `/${productId}/images/${b.imageId}`)).body.errorCode).toBe('NOT_FOUND');

    // Without uploaded images the product shows the URL it was given again.
    const last = await admin('DELETE', `/${productId}/images/${a.imageId}`);
    expect(last.body.data).toMatchObject({ images: [], imageUrl: 'https://cdn.example.com/given.jpg' });
  });

  it('two confirms at once both land (a lost condition re-reads the product)', async () => {
    const { productId } = await newProduct();
    const forms = await Promise.all(
      [0, 1].map(
        async () => (await admin('POST', `/${productId}/images`, { contentType: 'image/png' })).body.data,
      ),
    );
    for (const form of forms)
      expect(await storage.receiveUpload(form.upload.fields, PNG)).toEqual({ ok: true });
    const confirmed = await Promise.all(
      forms.map((form) => admin('POST', `/${productId}/images/${form.imageId}/confirm`)),
    );
    expect(confirmed.map((answer) => answer.status)).toEqual([200, 200]);
    const ids = (await admin('GET', `/${productId}`)).body.data.images.map(
      (image: { imageId: string }) => image.imageId,
    );
    expect(ids.sort()).toEqual(forms.map((form) => form.imageId as string).sort());
  });

  it("deleting the product deletes its images' files", async () => {
    const { productId } = await newProduct();
    const { confirmed } = await upload(productId);
    const path = join(storage.root, new URL(confirmed.body.data.images[0].url).pathname);
    await stat(path);
    expect((await admin('DELETE', `/${productId}`)).status).toBe(200);
    await expect(stat(path)).rejects.toThrow();
  });
});
