import {
  GetCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { toCustomerRecord, type CustomerRecord } from '../customers/types.ts';
import { batchGetItems, cancellationReasons, keyId, type ItemKey } from '../db/batch.ts';
import { idOwnerPut, toIdOwner, type IdOwner } from '../db/id-owner.ts';
import { keys, type Mode } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE } from '../db/table-definition.ts';
import { outboxPut, type DomainEvent } from '../events/outbox.ts';
import { toVariantRecord } from '../products/repository.ts';
import type { VariantRecord } from '../products/types.ts';
import { toStoreRecord } from '../stores/repository.ts';
import type { StoreRecord } from '../stores/types.ts';
import {
  FIRST_ORDER_NUMBER,
  ORDER_COUNTER_ENTITY,
  ORDER_ENTITY,
  REFUND_ENTITY,
  type OrderRecord,
  type RefundRecord,
} from './types.ts';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface Scope {
  storeId: string;
  mode: Mode;
}

/** Outcome of a transaction: committed, or cancelled with each item's reason (same order as the items). */
export type TransactOutcome = { committed: true } | { committed: false; reasons: string[] };

/** Items of one order transaction, with the index each kind starts at, to read cancellation reasons. */
export class TransactionPlan {
  readonly items: TransactItem[] = [];
  private readonly marks = new Map<string, number[]>();

  add(label: string, ...items: TransactItem[]): this {
    const indexes = this.marks.get(label) ?? [];
    for (const item of items) indexes.push(this.items.push(item) - 1);
    this.marks.set(label, indexes);
    return this;
  }

  /** Did any item with this label fail its condition? */
  failed(label: string, reasons: readonly string[]): boolean {
    return (this.marks.get(label) ?? []).some((i) => reasons[i] === 'ConditionalCheckFailed');
  }
}

/**
 * The writes every order creation commits together, labelled for `failed(...)`: the next
 * order number (`counter`), the order, its owner record, and the stock taken (`inventory`).
 * Callers add what their path needs (events, the checkout claim).
 */
export const orderCreationPlan = (
  orders: Pick<OrderRepository, 'orderPut' | 'orderOwnerPut' | 'inventoryTake'>,
  scope: Scope,
  counterItem: TransactItem,
  order: OrderRecord,
  takes: Iterable<readonly [string, number]>,
): TransactionPlan =>
  new TransactionPlan()
    .add('counter', counterItem)
    .add('order', orders.orderPut(order))
    .add('owner', orders.orderOwnerPut(order))
    .add(
      'inventory',
      ...[...takes].map(([variantId, quantity]) => orders.inventoryTake(scope, variantId, quantity)),
    );

const stripKeys = <T>(item: Record<string, unknown>): T => {
  const { pk: _pk, sk: _sk, [ENTITY_ATTRIBUTE]: _entity, ...rest } = item;
  return rest as T;
};

export interface CreateReads {
  store?: StoreRecord;
  customer?: CustomerRecord;
  customerOwner?: IdOwner;
  variants: Map<string, VariantRecord>;
  /** An order already at this id (a retried request that committed before). */
  existingOrder?: OrderRecord;
}

export const dynamoOrderRepository = (db: DynamoDBDocumentClient, tableName: string) => {
  const orderKey = (scope: Scope, orderId: string) => keys.order(scope.storeId, scope.mode, orderId);

  return {
    tableName,

    /** One strongly consistent BatchGet of everything an order creation decides on. */
    async readForCreate(
      scope: Scope,
      request: { customerId: string; variantIds: readonly string[]; orderId: string; withStore: boolean },
    ): Promise<CreateReads> {
      const storeKey = keys.store(scope.storeId);
      const customerKey = keys.customer(scope.storeId, scope.mode, request.customerId);
      const ownerKey = keys.idOwner(request.customerId);
      const existingKey = orderKey(scope, request.orderId);
      const variantKeys = request.variantIds.map((id) => keys.variant(scope.storeId, scope.mode, id));
      const wanted: ItemKey[] = [
        ...(request.withStore ? [storeKey] : []),
        customerKey,
        ownerKey,
        existingKey,
        ...variantKeys,
      ];
      const found = await batchGetItems(db, tableName, wanted, true);
      const get = (key: ItemKey) => found.get(keyId(key));
      const store = request.withStore ? get(storeKey) : undefined;
      const customer = get(customerKey);
      const existing = get(existingKey);
      return {
        ...(store ? { store: toStoreRecord(store) } : {}),
        ...(customer
          ? { customer: toCustomerRecord(customer) }
          : { customerOwner: toIdOwner(get(ownerKey)) }),
        ...(existing ? { existingOrder: stripKeys<OrderRecord>(existing) } : {}),
        variants: new Map(
          variantKeys
            .map((key) => get(key))
            .filter((item): item is Record<string, unknown> => item !== undefined)
            .map((item) => [item.variantId as string, toVariantRecord(item)]),
        ),
      };
    },

    async readVariants(scope: Scope, variantIds: readonly string[]): Promise<Map<string, VariantRecord>> {
      const found = await batchGetItems(
        db,
        tableName,
        variantIds.map((id) => keys.variant(scope.storeId, scope.mode, id)),
        true,
      );
      return new Map([...found.values()].map((item) => [item.variantId as string, toVariantRecord(item)]));
    },

    async readCounter(scope: Scope): Promise<number | undefined> {
      const { Item } = await db.send(
        new GetCommand({
          TableName: tableName,
          Key: keys.orderCounter(scope.storeId, scope.mode),
          ConsistentRead: true,
        }),
      );
      return Item ? (Item.lastNumber as number) : undefined;
    },

    /** The order in this scope, or who owns the id when it is not here (one BatchGet). */
    async getOrder(scope: Scope, orderId: string): Promise<{ order?: OrderRecord; owner?: IdOwner }> {
      const key = orderKey(scope, orderId);
      const ownerKey = keys.idOwner(orderId);
      const found = await batchGetItems(db, tableName, [key, ownerKey], true);
      const item = found.get(keyId(key));
      return item
        ? { order: stripKeys<OrderRecord>(item) }
        : { owner: toIdOwner(found.get(keyId(ownerKey))) };
    },

    async getRefund(refundId: string): Promise<RefundRecord | undefined> {
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: keys.refund(refundId), ConsistentRead: true }),
      );
      return Item ? stripKeys<RefundRecord>(Item) : undefined;
    },

    /**
     * Takes the next order number: the counter moves from the number read to the next one only
     * if nobody moved it meanwhile, inside the order's own transaction, so a number is used
     * exactly when its order commits (no gaps, no duplicates).
     */
    counterAdvance(
      scope: Scope,
      lastNumber: number | undefined,
    ): { item: TransactItem; orderNumber: number } {
      const orderNumber = (lastNumber ?? FIRST_ORDER_NUMBER - 1) + 1;
      return {
        orderNumber,
        item: {
          Update: {
            TableName: tableName,
            Key: keys.orderCounter(scope.storeId, scope.mode),
            UpdateExpression: 'SET lastNumber = :next, #entity = :entity',
            ConditionExpression: lastNumber === undefined ? 'attribute_not_exists(pk)' : 'lastNumber = :last',
            ExpressionAttributeNames: { '#entity': ENTITY_ATTRIBUTE },
            ExpressionAttributeValues: {
              ':next': orderNumber,
              ':entity': ORDER_COUNTER_ENTITY,
              ...(lastNumber === undefined ? {} : { ':last': lastNumber }),
            },
          },
        },
      };
    },

    orderPut: (order: OrderRecord): TransactItem => ({
      Put: {
        TableName: tableName,
        Item: { ...orderKey(order, order.orderId), [ENTITY_ATTRIBUTE]: ORDER_ENTITY, ...order },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    }),

    orderOwnerPut: (order: OrderRecord): TransactItem =>
      idOwnerPut(tableName, order.orderId, { storeId: order.storeId, mode: order.mode, kind: 'Order' }),

    /** Replaces the order only if it is still at the version the change was decided on. */
    orderReplace: (order: OrderRecord, expectedVersion: number): TransactItem => ({
      Put: {
        TableName: tableName,
        Item: { ...orderKey(order, order.orderId), [ENTITY_ATTRIBUTE]: ORDER_ENTITY, ...order },
        ConditionExpression: 'version = :expected',
        ExpressionAttributeValues: { ':expected': expectedVersion },
      },
    }),

    /** Takes stock only if enough is left at commit time: the condition is the shortage check. */
    inventoryTake: (scope: Scope, variantId: string, quantity: number): TransactItem => ({
      Update: {
        TableName: tableName,
        Key: keys.variant(scope.storeId, scope.mode, variantId),
        UpdateExpression: 'SET inventoryQuantity = inventoryQuantity - :quantity',
        ConditionExpression: 'attribute_exists(pk) AND inventoryQuantity >= :quantity',
        ExpressionAttributeValues: { ':quantity': quantity },
      },
    }),

    inventoryGiveBack: (scope: Scope, variantId: string, quantity: number): TransactItem => ({
      Update: {
        TableName: tableName,
        Key: keys.variant(scope.storeId, scope.mode, variantId),
        UpdateExpression: 'ADD inventoryQuantity :quantity',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':quantity': quantity },
      },
    }),

    refundPut: (refund: RefundRecord): TransactItem => ({
      Put: {
        TableName: tableName,
        Item: { ...keys.refund(refund.refundId), [ENTITY_ATTRIBUTE]: REFUND_ENTITY, ...refund },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    }),

    refundComplete: (refund: RefundRecord, completedAt: string, providerRefundId: string): TransactItem => ({
      Update: {
        TableName: tableName,
        Key: keys.refund(refund.refundId),
        UpdateExpression: 'SET #status = :completed, completedAt = :at, providerRefundId = :providerRefundId',
        ConditionExpression: '#status = :scheduled',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':completed': 'Completed',
          ':scheduled': 'Scheduled',
          ':at': completedAt,
          ':providerRefundId': providerRefundId,
        },
      },
    }),

    outbox: (events: readonly DomainEvent[], now: Date): TransactItem[] =>
      events.map((event) => outboxPut(tableName, event, now)),

    async transact(items: readonly TransactItem[]): Promise<TransactOutcome> {
      try {
        await db.send(new TransactWriteCommand({ TransactItems: [...items] }));
        return { committed: true };
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons) throw error;
        return { committed: false, reasons };
      }
    },
  };
};

export type OrderRepository = ReturnType<typeof dynamoOrderRepository>;
