import { createHash } from 'node:crypto';
import {
  TransactWriteCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { toCustomerRecord, type CustomerRecord } from '../customers/types.ts';
import { batchGetItems, cancellationReasons, isContention, keyId, type ItemKey } from '../db/batch.ts';
import { ACTIVE_CART_SHARDS, keys, type Mode } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE } from '../db/table-definition.ts';
import { outboxPut, type DomainEvent } from '../events/outbox.ts';
import { toVariantRecord } from '../products/repository.ts';
import type { VariantRecord } from '../products/types.ts';
import { toCartRecord, type CartRecord } from './types.ts';

export const CART_ENTITY = 'Cart';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface CartScope {
  storeId: string;
  mode: Mode;
  customerId: string;
}

export interface CartReads {
  cart?: CartRecord;
  variants: Map<string, VariantRecord>;
  customer?: CustomerRecord;
}

/** The sparse index partition of a cart: a stable hash of its id spreads carts evenly. */
export const activeCartShard = (cartId: string): number =>
  createHash('sha256').update(cartId).digest().readUInt32BE(0) % ACTIVE_CART_SHARDS;

/** The stored item: only an Active cart carries the gsi2 attributes (sparse index). */
export const cartItem = (cart: CartRecord): Record<string, unknown> => ({
  ...keys.openCart(cart.storeId, cart.mode, cart.customerId),
  [ENTITY_ATTRIBUTE]: CART_ENTITY,
  ...cart,
  ...(cart.status === 'Active' && cart.abandonDueAt
    ? { gsi2pk: keys.activeCartShard(activeCartShard(cart.cartId)), gsi2sk: cart.abandonDueAt }
    : {}),
});

export class CartContention extends Error {
  constructor() {
    super('The cart changed concurrently');
    this.name = 'CartContention';
  }
}

export const dynamoCartRepository = (db: DynamoDBDocumentClient, tableName: string) => ({
  tableName,
  /**
   * One BatchGet, strongly consistent (the version we read is the one we condition on):
   * the open cart, the given variants and optionally the customer.
   */
  async read(scope: CartScope, request: { variantIds?: string[]; customer?: boolean }): Promise<CartReads> {
    const cartKey = keys.openCart(scope.storeId, scope.mode, scope.customerId);
    const variantKeys = (request.variantIds ?? []).map((id) => keys.variant(scope.storeId, scope.mode, id));
    const customerKey = keys.customer(scope.storeId, scope.mode, scope.customerId);
    const wanted: ItemKey[] = [cartKey, ...variantKeys, ...(request.customer ? [customerKey] : [])];
    const found = await batchGetItems(db, tableName, wanted, true);
    const cartItemFound = found.get(keyId(cartKey));
    const customerItem = request.customer ? found.get(keyId(customerKey)) : undefined;
    return {
      ...(cartItemFound ? { cart: toCartRecord(cartItemFound) } : {}),
      variants: variantMap(variantKeys.map((k) => found.get(keyId(k)))),
      ...(customerItem ? { customer: toCustomerRecord(customerItem) } : {}),
    };
  },

  /** Variants only (availability, and lines whose variant is known after reading the cart). */
  async readVariants(scope: Omit<CartScope, 'customerId'>, variantIds: string[], consistent = true) {
    const variantKeys = variantIds.map((id) => keys.variant(scope.storeId, scope.mode, id));
    const found = await batchGetItems(db, tableName, variantKeys, consistent);
    return variantMap(variantKeys.map((k) => found.get(keyId(k))));
  },

  /**
   * One transaction: the cart (only if still at `expectedVersion`, or absent when
   * undefined), the caller's extra items and the events. Throws CartContention when
   * another writer got there first.
   */
  async commit(
    next: CartRecord,
    expectedVersion: number | undefined,
    events: DomainEvent[],
    extra: TransactItem[],
    now: Date,
  ) {
    const cartPut: TransactItem = {
      Put: {
        TableName: tableName,
        Item: cartItem(next),
        ...(expectedVersion === undefined
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : {
              ConditionExpression: 'version = :expected',
              ExpressionAttributeValues: { ':expected': expectedVersion },
            }),
      },
    };
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [cartPut, ...extra, ...events.map((event) => outboxPut(tableName, event, now))],
        }),
      );
    } catch (error) {
      if (isContention(cancellationReasons(error), 0)) throw new CartContention();
      throw error;
    }
  },
});

const variantMap = (items: Array<Record<string, unknown> | undefined>): Map<string, VariantRecord> =>
  new Map(
    items
      .filter((item): item is Record<string, unknown> => item !== undefined)
      .map((item) => [item.variantId as string, toVariantRecord(item)]),
  );

export type CartRepository = ReturnType<typeof dynamoCartRepository>;
