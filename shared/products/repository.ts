import {
  TransactWriteCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { batchGetItems, keyId } from '../db/batch.ts';
import { queryAll } from '../db/query.ts';
import { idOwnerPut, toIdOwner, type IdOwner } from '../db/id-owner.ts';
import { keys, type Mode } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE, TABLE_INDEXES } from '../db/table-definition.ts';
import type { ProductRecord, VariantRecord } from './types.ts';

export const PRODUCT_ENTITY = 'Product';
export const VARIANT_ENTITY = 'Variant';
export const PRODUCT_EXTERNAL_ENTITY = 'ProductExternalId';
export const VARIANT_EXTERNAL_ENTITY = 'VariantExternalId';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const strip = <T>(item: Record<string, unknown>): T => {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g1s, [ENTITY_ATTRIBUTE]: _e, ...rest } = item;
  return rest as T;
};
export const toProductRecord = (item: Record<string, unknown>): ProductRecord => strip<ProductRecord>(item);
export const toVariantRecord = (item: Record<string, unknown>): VariantRecord => strip<VariantRecord>(item);

type Scope = { storeId: string; mode: Mode };

/** Writes upsert: `createdAt` survives, everything else is what the sync said. */
const upsert = (
  tableName: string,
  key: { pk: string; sk: string },
  entity: string,
  fields: Record<string, unknown>,
  condition?: string,
): TransactItem => {
  const names: Record<string, string> = { '#entity': ENTITY_ATTRIBUTE, '#createdAt': 'createdAt' };
  const values: Record<string, unknown> = { ':entity': entity, ':createdAt': fields.createdAt };
  const sets = ['#entity = :entity', '#createdAt = if_not_exists(#createdAt, :createdAt)'];
  Object.entries(fields).forEach(([name, value], i) => {
    if (name === 'createdAt' || value === undefined) return;
    names[`#f${i}`] = name;
    values[`:f${i}`] = value; // nulls are stored as NULL: the record reads back exactly as written
    sets.push(`#f${i} = :f${i}`);
  });
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: `SET ${sets.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ...(condition ? { ConditionExpression: condition } : {}),
    },
  };
};

export const dynamoProductRepository = (db: DynamoDBDocumentClient, tableName: string) => {
  const claim = (
    key: { pk: string; sk: string },
    entity: string,
    fields: Record<string, unknown>,
  ): TransactItem => ({
    Put: {
      TableName: tableName,
      Item: { ...key, [ENTITY_ATTRIBUTE]: entity, ...fields },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });

  return {
    /** externalId -> productId and externalVariantId -> variantId of those already synced (one round trip). */
    async resolveExternalIds(scope: Scope, externalIds: string[], externalVariantIds: string[]) {
      const productKeys = externalIds.map((id) => keys.productExternal(scope.storeId, scope.mode, id));
      const variantKeys = externalVariantIds.map((id) => keys.variantExternal(scope.storeId, scope.mode, id));
      const found = await batchGetItems(db, tableName, [...productKeys, ...variantKeys], true);
      const products = new Map<string, string>();
      const variants = new Map<string, string>();
      externalIds.forEach((id, i) => {
        const item = found.get(keyId(productKeys[i]!));
        if (item) products.set(id, item.productId as string);
      });
      externalVariantIds.forEach((id, i) => {
        const item = found.get(keyId(variantKeys[i]!));
        if (item) variants.set(id, item.variantId as string);
      });
      return { products, variants };
    },

    async getProducts(scope: Scope, productIds: string[]): Promise<Map<string, ProductRecord>> {
      const found = await batchGetItems(
        db,
        tableName,
        productIds.map((id) => keys.product(scope.storeId, scope.mode, id)),
        true,
      );
      return new Map([...found.values()].map((item) => [item.productId as string, toProductRecord(item)]));
    },

    async getProductWithOwner(
      scope: Scope,
      productId: string,
    ): Promise<{ product?: ProductRecord; owner?: IdOwner }> {
      const productKey = keys.product(scope.storeId, scope.mode, productId);
      const ownerKey = keys.idOwner(productId);
      const found = await batchGetItems(db, tableName, [productKey, ownerKey]);
      const item = found.get(keyId(productKey));
      return item ? { product: toProductRecord(item) } : { owner: toIdOwner(found.get(keyId(ownerKey))) };
    },

    async variantsOfProduct(scope: Scope, productId: string): Promise<VariantRecord[]> {
      const items = await queryAll(db, {
        TableName: tableName,
        IndexName: TABLE_INDEXES.gsi1.indexName,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.variantsOfProduct(scope.storeId, scope.mode, productId) },
      });
      return items.map(toVariantRecord);
    },

    // Transaction items the sync composes (see sync.ts for the order and chunking).
    claimProductExternalId: (scope: Scope, externalId: string, productId: string) =>
      claim(keys.productExternal(scope.storeId, scope.mode, externalId), PRODUCT_EXTERNAL_ENTITY, {
        productId,
        externalId,
      }),
    claimVariantExternalId: (scope: Scope, externalVariantId: string, variantId: string) =>
      claim(keys.variantExternal(scope.storeId, scope.mode, externalVariantId), VARIANT_EXTERNAL_ENTITY, {
        variantId,
        externalVariantId,
      }),
    productOwner: (scope: Scope, productId: string) =>
      idOwnerPut(tableName, productId, { storeId: scope.storeId, mode: scope.mode, kind: 'Product' }),
    upsertProduct: (product: ProductRecord, isNew: boolean) =>
      upsert(
        tableName,
        keys.product(product.storeId, product.mode, product.productId),
        PRODUCT_ENTITY,
        { ...product },
        isNew ? 'attribute_not_exists(pk)' : undefined,
      ),
    upsertVariant: (variant: VariantRecord, isNew: boolean) =>
      upsert(
        tableName,
        keys.variant(variant.storeId, variant.mode, variant.variantId),
        VARIANT_ENTITY,
        {
          ...variant,
          gsi1pk: keys.variantsOfProduct(variant.storeId, variant.mode, variant.productId),
          gsi1sk: variant.variantId,
        },
        isNew ? 'attribute_not_exists(pk)' : undefined,
      ),
    /** Refreshes a variant's copy of its product's fields (variants the sync did not list). */
    refreshProductCopy: (variant: VariantRecord, product: ProductRecord): TransactItem => ({
      Update: {
        TableName: tableName,
        Key: keys.variant(variant.storeId, variant.mode, variant.variantId),
        UpdateExpression:
          'SET productTitle = :title, externalId = :ext, productStatus = :status, imageUrl = :image, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND productId = :productId',
        ExpressionAttributeValues: {
          ':title': product.title,
          ':ext': product.externalId,
          ':status': product.status,
          ':image': product.imageUrl,
          ':now': product.updatedAt,
          ':productId': product.productId,
        },
      },
    }),

    async transact(items: TransactItem[]): Promise<void> {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
    },
  };
};

export type ProductRepository = ReturnType<typeof dynamoProductRepository>;
