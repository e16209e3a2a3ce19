import { beforeAll, describe, expect } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAdminCatalogHandler } from '../../../functions/admin-catalog/handler.ts';
import { createAdminCatalogService, localImageStorage } from '../../../functions/admin-catalog/wiring.ts';
import { routesOfGroup, type RouteDefinition } from '../../../shared/routes.ts';
import { newId } from '../../../shared/util/ids.ts';
import { useAdminHarness, walkRoutesWithRoles } from '../../support/admin-harness.ts';
import { createTestStore, type TestStore } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';

/** Every product route with each role: owner and admin change, a viewer reads (403 ACCESS_DENIED on changes). */
const table = useTestTable();
const harness = useAdminHarness(table);
let handler: ReturnType<typeof createAdminCatalogHandler>;
let store: TestStore;
let images: ReturnType<typeof localImageStorage>;

beforeAll(async () => {
  images = localImageStorage(await mkdtemp(join(tmpdir(), 'catalog-roles-')), 'http://127.0.0.1:3000/');
  const service = createAdminCatalogService(table.db, table.tableName, images);
  handler = createAdminCatalogHandler(() => service, { ownerAccess: () => harness.access });
  store = await createTestStore(table);
  await harness.joinStore('Catalog roles', store.storeId);
});

const newProduct = async (title: string, variants: Array<Record<string, unknown>>) => {
  const created = await harness.call(
    handler,
    'POST',
    `/api/v1/admin/stores/${store.storeId}/products`,
    harness.owners.owner.token,
    { title, variants },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as {
    productId: string;
    variants: Array<{ id: string; inventoryQuantity: number }>;
  };
};

describe('every product route with each role and with no token (table-driven)', () => {
  let productId = '';
  let variantId = '';
  const spare: string[] = [];
  beforeAll(async () => {
    const product = await newProduct(`Walk ${newId()}`, [
      { title: 'A', price: 1, inventoryQuantity: 100 },
      ...Array.from({ length: 6 }, (_, i) => ({ title: `Spare ${i}`, price: 1, inventoryQuantity: 1 })),
    ]);
    productId = product.productId;
    variantId = product.variants.find((v) => v.inventoryQuantity === 100)!.id;
    spare.push(...product.variants.filter((v) => v.id !== variantId).map((v) => v.id));
    // Images: one confirmed already, one uploaded for the confirm route; the delete walk removes both.
    const uploaded = async () => {
      const started = await harness.call(
        handler,
        'POST',
        `/api/v1/admin/stores/${store.storeId}/products/${productId}/images`,
        harness.owners.owner.token,
        { contentType: 'image/png' },
      );
      const { imageId, upload } = started.body.data as {
        imageId: string;
        upload: { fields: Record<string, string> };
      };
      expect(await images.receiveUpload(upload.fields, new Uint8Array([137, 80, 78, 71]))).toEqual({
        ok: true,
      });
      return imageId;
    };
    confirmedImage = await uploaded();
    const confirmed = await harness.call(
      handler,
      'POST',
      `/api/v1/admin/stores/${store.storeId}/products/${productId}/images/${confirmedImage}/confirm`,
      harness.owners.owner.token,
    );
    expect(confirmed.status).toBe(200);
    uploadedImage = await uploaded();
    // The walk asks a path for every caller (no token, stranger, viewer, admin, owner): the first
    // three are refused before the image is looked up; admin and owner each delete one.
    deletableImages.push(uploadedImage, uploadedImage, uploadedImage, uploadedImage, confirmedImage);
  });
  let confirmedImage = '';
  let uploadedImage = '';
  const deletableImages: string[] = [];
  const deletable: string[] = [];
  const BODIES: Record<string, () => unknown> = {
    adminCreateProduct: () => ({
      title: 'Walked',
      variants: [{ title: 'A', price: 1, inventoryQuantity: 1 }],
    }),
    adminUpdateProduct: () => ({ description: `Walked ${Math.random()}` }),
    adminCreateVariant: () => ({ title: 'Walked', price: 1, inventoryQuantity: 1 }),
    adminUpdateVariant: () => ({ title: `Walked ${Math.random()}` }),
    adminAdjustInventory: () => ({ adjust: -1 }),
    adminCreateProductImageUpload: () => ({ contentType: 'image/webp' }),
    adminReorderProductImages: () => ({ imageIds: [uploadedImage, confirmedImage] }),
  };
  walkRoutesWithRoles({
    harness,
    routes: routesOfGroup('adminCatalog'),
    get handler() {
      return handler;
    },
    pathOf: (route: RouteDefinition) => {
      let path = route.path.replace('{storeId}', store.storeId);
      if (route.operationId === 'adminDeleteProduct') {
        // Each permitted DELETE needs a product of its own: the walk makes them on the way.
        path = path.replace('{productId}', deletable.shift() ?? productId);
      }
      const variant = route.operationId === 'adminDeleteVariant' ? (spare.shift() ?? variantId) : variantId;
      const image =
        route.operationId === 'adminDeleteProductImage'
          ? (deletableImages.shift() ?? uploadedImage)
          : uploadedImage;
      return path
        .replace('{productId}', productId)
        .replace('{variantId}', variant)
        .replace('{imageId}', image);
    },
    bodyOf: (route) => BODIES[route.operationId]?.(),
    // The stock route answers the variant, the live copy its counts and the confirm the product (200): none creates a resource.
    okStatus: (route) =>
      route.method === 'POST' &&
      route.operationId !== 'adminAdjustInventory' &&
      route.operationId !== 'adminCopyCatalogToLive' &&
      route.operationId !== 'adminConfirmProductImage'
        ? 201
        : 200,
  });
  // Products the create walk made (by admin and owner) are the ones the delete walk removes.
  beforeAll(async () => {
    for (let i = 0; i < 5; i++)
      deletable.push(
        (await newProduct(`Doomed ${i}`, [{ title: 'A', price: 1, inventoryQuantity: 1 }])).productId,
      );
  });
});
