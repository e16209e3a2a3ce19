import { config } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { createAdminCatalog } from '../../shared/products/admin-catalog.ts';
import { createCatalogCopy } from '../../shared/products/catalog-copy.ts';
import { dynamoProductSearchIndex } from '../../shared/products/dynamo-product-search.ts';
import { dynamoAdminCatalog } from '../../shared/products/dynamo-admin-catalog.ts';
import { dynamoProductRepository } from '../../shared/products/dynamo-products.ts';
import { dynamoStoreRepository } from '../../shared/stores/dynamo-stores.ts';
import { perContainer } from '../compose/lifetime.ts';

/** The composition root of the owners' catalog: the service on the DynamoDB adapters, built once per process. */
const build = () => {
  const db = documentClient();
  const { tableName } = config();
  const stores = dynamoStoreRepository(db, tableName);
  const catalog = dynamoAdminCatalog(db, tableName);
  const storeCurrency = async (storeId: string) => (await stores.get(storeId))?.checkoutSettings.currency;
  return {
    ...createAdminCatalog({ catalog, search: dynamoProductSearchIndex(db, tableName), storeCurrency }),
    ...createCatalogCopy({ catalog, products: dynamoProductRepository(db, tableName), storeCurrency }),
  };
};
export type AdminCatalogService = ReturnType<typeof build>;

export const adminCatalogService: () => AdminCatalogService = perContainer(build);
