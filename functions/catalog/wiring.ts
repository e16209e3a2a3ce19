import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { dynamoProductSearchIndex } from '../../shared/products/dynamo-product-search.ts';
import { dynamoStorefrontCatalog } from '../../shared/products/dynamo-storefront-catalog.ts';
import { createStorefrontCatalog, type StorefrontCatalog } from '../../shared/products/storefront-catalog.ts';
import { perContainer } from '../compose/lifetime.ts';

/** The composition root of the storefront catalog (docs/decisions.md §10.4), built once per container. */
export const storefrontCatalog = perContainer((settings: AppConfig): StorefrontCatalog =>
  createStorefrontCatalog({
    catalog: dynamoStorefrontCatalog(documentClient(), settings.tableName),
    search: dynamoProductSearchIndex(documentClient(), settings.tableName),
  }),
);
