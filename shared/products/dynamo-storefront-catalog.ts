import { GetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { invalidCursor } from '../db/cursor.ts';
import { keys, type Mode } from '../db/keys.ts';
import { queryAll } from '../db/query.ts';
import { ENTITY_ATTRIBUTE, TABLE_INDEXES } from '../db/table-definition.ts';
import { titleKey } from './catalog-index.ts';
import { PRODUCT_ENTITY, toProductRecord, toVariantRecord } from './dynamo-products.ts';
import type { StorefrontCatalogReader, StorefrontFilter } from './ports.ts';
import { MAX_VARIANTS_PER_PRODUCT, type ProductRecord } from './types.ts';

type Scope = { storeId: string; mode: Mode };
type Item = Record<string, unknown>;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * A storefront sort key (catalog-index.ts): `<title key>#<productId>#P`; `...#V#<variantId>` is a
 * variant's row from before variants left the index (a cursor handed out then still continues).
 */
const SORT_KEY = new RegExp(`^(.*)#(${UUID})#(?:P|V#(${UUID}))$`, 's');
/** Longest sort key the index holds (title key + ids), in UTF-8 bytes. */
const SORT_KEY_MAX_BYTES = 1024;

/**
 * The storefront catalog's reads (docs/decisions.md §3.18): gsi2 (the store's whole catalog) or
 * gsi3 (one category), `begins_with` the title key of `q`, holds the Active products; each
 * product's variants come from its own variant list (gsi1), one Query per product, in parallel.
 * A cursor is the sort key of the last product shown, base64url: the start key is rebuilt from it
 * (the row's table key follows from its ids), and a cursor that is not a row position of this
 * very Query is 400 INVALID_REQUEST.
 */
export const dynamoStorefrontCatalog = (
  db: DynamoDBDocumentClient,
  tableName: string,
): StorefrontCatalogReader => {
  const variantsOf = async (scope: Scope, productId: string) =>
    (
      await queryAll(db, {
        TableName: tableName,
        IndexName: TABLE_INDEXES.gsi1.indexName,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.variantsOfProduct(scope.storeId, scope.mode, productId) },
      })
    ).map(toVariantRecord);
  return {
    async page(scope, filter, cursor, limit) {
      const { index, partition } = indexOf(scope, filter);
      const prefix = filter.titlePrefix ? titleKey(filter.titlePrefix) : '';
      let start = cursor === undefined ? undefined : startKey(scope, index, partition, prefix, cursor);
      // One product past the page says whether another page follows. Variants written before
      // they left this index still have rows here (until their next write): skipped, and only
      // a page they fill reads on, then past a whole product's worth of them at once.
      const found: Array<{ product: ProductRecord; sortKey: string }> = [];
      let rowsSkipped = 0;
      do {
        const { Items = [], LastEvaluatedKey } = await db.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: index.indexName,
            KeyConditionExpression: prefix ? '#pk = :pk AND begins_with(#sk, :prefix)' : '#pk = :pk',
            ExpressionAttributeNames: {
              '#pk': index.partitionKey,
              ...(prefix ? { '#sk': index.sortKey } : {}),
            },
            ExpressionAttributeValues: { ':pk': partition, ...(prefix ? { ':prefix': prefix } : {}) },
            Limit: limit + 1 - found.length + (rowsSkipped > 0 ? MAX_VARIANTS_PER_PRODUCT : 0),
            ...(start ? { ExclusiveStartKey: start } : {}),
          }),
        );
        for (const item of Items)
          if (item[ENTITY_ATTRIBUTE] === PRODUCT_ENTITY)
            found.push({ product: toProductRecord(item), sortKey: String(item[index.sortKey]) });
          else rowsSkipped++;
        start = LastEvaluatedKey;
      } while (start && found.length <= limit);
      const shown = found.slice(0, limit);
      const variants = await Promise.all(shown.map(({ product }) => variantsOf(scope, product.productId)));
      return {
        products: shown.map(({ product }, i) => ({ product, variants: variants[i]! })),
        nextCursor:
          found.length > limit ? Buffer.from(shown.at(-1)!.sortKey, 'utf8').toString('base64url') : null,
      };
    },

    async product(scope, productId) {
      const [found, variants] = await Promise.all([
        db.send(
          new GetCommand({ TableName: tableName, Key: keys.product(scope.storeId, scope.mode, productId) }),
        ),
        variantsOf(scope, productId),
      ]);
      const item = found.Item;
      if (!item || item[ENTITY_ATTRIBUTE] !== PRODUCT_ENTITY) return { variants: [] };
      return { product: toProductRecord(item), variants };
    },
  };
};

const indexOf = (scope: Scope, filter: StorefrontFilter) =>
  filter.category
    ? {
        index: TABLE_INDEXES.gsi3,
        partition: keys.storefrontCategory(scope.storeId, scope.mode, filter.category),
      }
    : { index: TABLE_INDEXES.gsi2, partition: keys.storefrontCatalog(scope.storeId, scope.mode) };

/** The start key after the row a cursor names; anything but a row position inside this Query is refused. */
const startKey = (
  scope: Scope,
  index: { partitionKey: string; sortKey: string },
  partition: string,
  prefix: string,
  cursor: string,
): Item => {
  const sortKey = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = SORT_KEY.exec(sortKey);
  if (
    !match ||
    Buffer.byteLength(sortKey, 'utf8') > SORT_KEY_MAX_BYTES ||
    Buffer.from(sortKey, 'utf8').toString('base64url') !== cursor ||
    !sortKey.startsWith(prefix)
  )
    throw invalidCursor();
  const [, , productId, variantId] = match;
  const tableKey = variantId
    ? keys.variant(scope.storeId, scope.mode, variantId)
    : keys.product(scope.storeId, scope.mode, productId!);
  return { ...tableKey, [index.partitionKey]: partition, [index.sortKey]: sortKey };
};
