import { join } from 'node:path';
import { s3Client } from '../../shared/aws/s3.ts';
import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { fileImageStorage, LOCAL_UPLOAD_PATH } from '../../shared/images/file-image-storage.ts';
import type { ImageStorage } from '../../shared/images/ports.ts';
import { createProductImages } from '../../shared/products/product-images.ts';
import { s3ImageStorage } from '../../shared/images/s3-image-storage.ts';
import { createAdminCatalog } from '../../shared/products/admin-catalog.ts';
import { createCatalogCopy } from '../../shared/products/catalog-copy.ts';
import { dynamoProductSearchIndex } from '../../shared/products/dynamo-product-search.ts';
import { dynamoAdminCatalog } from '../../shared/products/dynamo-admin-catalog.ts';
import { dynamoProductRepository } from '../../shared/products/dynamo-products.ts';
import { dynamoStoreRepository } from '../../shared/stores/dynamo-stores.ts';
import { perContainer } from '../compose/lifetime.ts';

/** Where product image files go: the stack's bucket when deployed, DATA_DIR locally (the dev server serves them). */
const imageStorage = (settings: AppConfig): ImageStorage => {
  const { imagesBucket, imagesBaseUrl, localDataDir } = settings;
  if (imagesBucket) return s3ImageStorage(s3Client, imagesBucket, imagesBaseUrl);
  return localImageStorage(localDataDir, imagesBaseUrl);
};

/** `npm run dev`: files under DATA_DIR/product-images, uploads posted to the dev server itself. */
export const localImageStorage = (dataDir: string, baseUrl: string) =>
  fileImageStorage(join(dataDir, 'product-images'), {
    publicBaseUrl: baseUrl,
    uploadUrl: new URL(LOCAL_UPLOAD_PATH, baseUrl).toString(),
  });

/** The owners' catalog on the DynamoDB adapters and an image storage. */
export const createAdminCatalogService = (
  db: ReturnType<typeof documentClient>,
  tableName: string,
  storage: ImageStorage,
) => {
  const stores = dynamoStoreRepository(db, tableName);
  const catalog = dynamoAdminCatalog(db, tableName);
  const storeCurrency = async (storeId: string) => (await stores.get(storeId))?.checkoutSettings.currency;
  const images = createProductImages({ catalog, storage });
  return {
    ...createAdminCatalog({
      catalog,
      search: dynamoProductSearchIndex(db, tableName),
      storeCurrency,
      onProductDeleted: (product) => images.removeFilesOf(product.images),
    }),
    ...createCatalogCopy({ catalog, products: dynamoProductRepository(db, tableName), storeCurrency }),
    images,
  };
};
export type AdminCatalogService = ReturnType<typeof createAdminCatalogService>;

/** The composition root of the owners' catalog, built once per container. */
export const adminCatalogService = perContainer((settings: AppConfig): AdminCatalogService =>
  createAdminCatalogService(documentClient(), settings.tableName, imageStorage(settings)),
);
