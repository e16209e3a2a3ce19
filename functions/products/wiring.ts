import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { dynamoProductRepository } from '../../shared/products/dynamo-products.ts';
import { createProductLookup } from '../../shared/products/service.ts';
import { createProductSync } from '../../shared/products/sync.ts';
import { dynamoStoreRepository } from '../../shared/stores/dynamo-stores.ts';
import { perContainer } from '../compose/lifetime.ts';

/** The products function's composition root: sync and lookup on the table, built once per container. */
export const productServices = perContainer((settings: AppConfig) => {
  const products = dynamoProductRepository(documentClient(), settings.tableName);
  return {
    stores: dynamoStoreRepository(documentClient(), settings.tableName),
    sync: createProductSync({ products }),
    lookup: createProductLookup(products),
  };
});
