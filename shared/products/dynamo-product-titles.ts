import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGetItems, keyId, type ItemKey } from '../db/batch.ts';
import { keys, type Mode } from '../db/keys.ts';
import { toVariantRecord } from './dynamo-products.ts';
import type { VariantRecord } from './types.ts';

type Scope = { storeId: string; mode: Mode };
type Item = Record<string, unknown>;

/**
 * A variant's `productTitle` is its product's title as of the variant's own last write: a rename
 * writes the product alone, not each of its variants (docs/decisions.md §3.7). Readers that show
 * or send the title take the product's: these read the products with the variants (the same
 * BatchGet when the caller can name them) and set each variant's title from its product.
 */

/**
 * `variants` with their product's current title, from `found` (items already read) or one
 * BatchGet of the products not in it. A variant whose product is gone is left out (a deleted
 * product's variants go with it).
 */
export const withProductTitles = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  scope: Scope,
  variants: ReadonlyMap<string, VariantRecord>,
  found: ReadonlyMap<string, Item> = new Map(),
): Promise<Map<string, VariantRecord>> => {
  const productKey = (productId: string) => keys.product(scope.storeId, scope.mode, productId);
  const missing = [...new Set([...variants.values()].map((variant) => variant.productId))]
    .map(productKey)
    .filter((key) => !found.has(keyId(key)));
  const more =
    missing.length > 0 ? await batchGetItems(db, tableName, missing, true) : new Map<string, Item>();
  const titled = new Map<string, VariantRecord>();
  for (const [variantId, variant] of variants) {
    const key = keyId(productKey(variant.productId));
    const product = found.get(key) ?? more.get(key);
    if (product) titled.set(variantId, { ...variant, productTitle: product.title as string });
  }
  return titled;
};

/**
 * Variants by id with their product's current title (strongly consistent): `productIds` names the
 * products the caller expects (its lines'), read in the same BatchGet; any other is read after.
 */
export const readVariantsWithTitles = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  scope: Scope,
  variantIds: readonly string[],
  productIds: readonly string[] = [],
): Promise<Map<string, VariantRecord>> => {
  const variantKeys: ItemKey[] = variantIds.map((id) => keys.variant(scope.storeId, scope.mode, id));
  const productKeys: ItemKey[] = [...new Set(productIds)].map((id) =>
    keys.product(scope.storeId, scope.mode, id),
  );
  const found = await batchGetItems(db, tableName, [...variantKeys, ...productKeys], true);
  const variants = new Map(
    variantKeys
      .map((key) => found.get(keyId(key)))
      .filter((item): item is Item => item !== undefined)
      .map((item) => [item.variantId as string, toVariantRecord(item)]),
  );
  return withProductTitles(db, tableName, scope, variants, found);
};
