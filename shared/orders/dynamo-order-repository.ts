import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { unpaidDiscountGiveBack } from './dynamo-discount-release.ts';
import { auditPut } from '../audit/dynamo-audit-log.ts';
import { toCustomerRecord } from '../customers/types.ts';
import { batchGetItems, keyId, type ItemKey } from '../db/batch.ts';
import { TransactionPlan, type TransactItem } from '../db/transact.ts';
import { idOwnerPut, toIdOwner, type IdOwner } from '../db/id-owner.ts';
import { keys } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../db/table-definition.ts';
import { outboxPut, type DomainEvent } from '../events/outbox.ts';
import { toVariantRecord } from '../products/dynamo-products.ts';
import { readVariantsWithTitles, withProductTitles } from '../products/dynamo-product-titles.ts';
import type { VariantRecord } from '../products/types.ts';
import { toStoreRecord } from '../stores/dynamo-stores.ts';
import { dueRefundIndexAttributes } from './dynamo-due-refunds.ts';
import { refundCreationItems } from './dynamo-refund-creation.ts';
import type { CreateReads, OrderPlacement, OrderRepository, Scope } from './ports.ts';
import type { StockChange } from './stock.ts';
import { storedOrderItem, toOrderRecord } from './dynamo-order-index.ts';
import { paidSaleItems, salesCounterUpdate } from './dynamo-sales-counter.ts';
import { customerSpendUpdate } from '../customers/dynamo-customer-spending.ts';
import { refundSale } from './sales.ts';
import {
  ORDER_COUNTER_ENTITY,
  ORDER_ENTITY,
  REFUND_ENTITY,
  RELEASED_ATTEMPT_ENTITY,
  RELEASED_ATTEMPT_RETENTION_SECONDS,
  type OrderRecord,
  type RefundRecord,
  type ReleasedAttempt,
} from './types.ts';
import { epochSeconds } from '../util/time.ts';
import { transactWithEventsOutcome } from '../events/dynamo-sequenced-transaction.ts';

const stripKeys = <T>(item: Record<string, unknown>): T => {
  const { pk: _pk, sk: _sk, [ENTITY_ATTRIBUTE]: _entity, ...rest } = item;
  return rest as T;
};

const orderKey = (scope: Scope, orderId: string) => keys.order(scope.storeId, scope.mode, orderId);

/** The transaction items of the order writes, for this adapter and the checkout one. */
export const orderItems = (tableName: string) => ({
  /**
   * Moves the counter from the number read to the order's number only if nobody moved it
   * meanwhile, inside the order's own transaction, so a number is used exactly when its order
   * commits (no gaps, no duplicates).
   */
  counterAdvance: (scope: Scope, lastNumber: number | undefined, orderNumber: number): TransactItem => ({
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
  }),

  orderPut: (order: OrderRecord): TransactItem => ({
    Put: {
      TableName: tableName,
      Item: storedOrderItem(order),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),

  orderOwnerPut: (order: OrderRecord): TransactItem =>
    idOwnerPut(tableName, order.orderId, { storeId: order.storeId, mode: order.mode, kind: 'Order' }),

  /** Replaces the order only if it is still at the version the change was decided on. */
  orderReplace: (order: OrderRecord, expectedVersion: number): TransactItem => ({
    Put: {
      TableName: tableName,
      Item: storedOrderItem(order),
      ConditionExpression: 'version = :expected',
      ExpressionAttributeValues: { ':expected': expectedVersion },
    },
  }),

  /**
   * Turns a reserved order whose payment failed into a released attempt (types.ts
   * RELEASED_ATTEMPT_ENTITY), only if the order is still at the version the release was decided
   * on: the item loses its index keys with its order fields, so it leaves every list at once.
   */
  attemptRelease: (scope: Scope, attempt: ReleasedAttempt, expectedVersion: number): TransactItem => ({
    Put: {
      TableName: tableName,
      Item: {
        ...orderKey(scope, attempt.orderId),
        [ENTITY_ATTRIBUTE]: RELEASED_ATTEMPT_ENTITY,
        ...attempt,
        [TTL_ATTRIBUTE]: epochSeconds(new Date(attempt.releasedAt)) + RELEASED_ATTEMPT_RETENTION_SECONDS,
      },
      ConditionExpression: '#entity = :order AND version = :expected',
      ExpressionAttributeNames: { '#entity': ENTITY_ATTRIBUTE },
      ExpressionAttributeValues: { ':order': ORDER_ENTITY, ':expected': expectedVersion },
    },
  }),

  /**
   * Sets a variant's stock only if it still holds the quantity read, so the transaction's
   * product.inventory_updated states the exact previous quantity (docs/decisions.md §4.15).
   */
  stockChange: (scope: Scope, change: StockChange): TransactItem => ({
    Update: {
      TableName: tableName,
      Key: keys.variant(scope.storeId, scope.mode, change.variantId),
      UpdateExpression: 'SET inventoryQuantity = :new',
      ConditionExpression: 'attribute_exists(pk) AND inventoryQuantity = :previous',
      ExpressionAttributeValues: { ':new': change.newQuantity, ':previous': change.previousQuantity },
    },
  }),

  refundPut: (refund: RefundRecord): TransactItem => ({
    Put: {
      TableName: tableName,
      Item: {
        ...keys.refund(refund.refundId),
        [ENTITY_ATTRIBUTE]: REFUND_ENTITY,
        ...refund,
        // On the due-refund index while Scheduled (the reconciler's query).
        ...dueRefundIndexAttributes(refund),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),

  refundComplete: (refund: RefundRecord, completedAt: string, providerRefundId: string): TransactItem => ({
    Update: {
      TableName: tableName,
      Key: keys.refund(refund.refundId),
      UpdateExpression:
        'SET #status = :completed, completedAt = :at, providerRefundId = :providerRefundId REMOVE gsi2pk, gsi2sk, gsi4pk, gsi4sk',
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
});

export type OrderItems = ReturnType<typeof orderItems>;

/**
 * The writes every order creation commits together, labelled for `failed(...)`: the next
 * order number (`counter`), the order, its owner record, the stock taken (`inventory`) and
 * the events. Callers add what their path needs (the checkout claim).
 */
export const placementPlan = (items: OrderItems, placement: OrderPlacement, now: Date): TransactionPlan => {
  const { scope, order } = placement;
  return new TransactionPlan()
    .add('counter', items.counterAdvance(scope, placement.lastOrderNumber, Number(order.orderNumber)))
    .add('order', items.orderPut(order))
    .add('owner', items.orderOwnerPut(order))
    .add('inventory', ...placement.stock.map((change) => items.stockChange(scope, change)))
    .add('events', ...items.outbox(placement.events, now));
};

/**
 * The DynamoDB adapter of the orders port (ports.ts): every domain write is one
 * TransactWriteItems, and the items whose condition failed say which refusal it was.
 * dynamo-checkout-repository.ts builds its transactions from the same items.
 */
export const dynamoOrderRepository = (db: DynamoDBDocumentClient, tableName: string): OrderRepository => {
  const items = orderItems(tableName);

  return {
    async readForCreate(scope, request): Promise<CreateReads> {
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
      const atId = get(existingKey);
      // A released checkout attempt at this id is no order to return (its id stays taken).
      const existing = atId?.[ENTITY_ATTRIBUTE] === ORDER_ENTITY ? atId : undefined;
      return {
        ...(store ? { store: toStoreRecord(store) } : {}),
        ...(customer
          ? { customer: toCustomerRecord(customer) }
          : { customerOwner: toIdOwner(get(ownerKey)) }),
        ...(existing ? { existingOrder: toOrderRecord(existing) } : {}),
        // The request names variants only: their products' titles take one more read.
        variants: await withProductTitles(
          db,
          tableName,
          scope,
          new Map(
            variantKeys
              .map((key) => get(key))
              .filter((item): item is Record<string, unknown> => item !== undefined)
              .map((item) => [item.variantId as string, toVariantRecord(item)]),
          ),
        ),
      };
    },

    async readVariants(scope, variantIds, productIds): Promise<Map<string, VariantRecord>> {
      return readVariantsWithTitles(db, tableName, scope, variantIds, productIds);
    },

    async readLastOrderNumber(scope): Promise<number | undefined> {
      const { Item } = await db.send(
        new GetCommand({
          TableName: tableName,
          Key: keys.orderCounter(scope.storeId, scope.mode),
          ConsistentRead: true,
        }),
      );
      return Item ? (Item.lastNumber as number) : undefined;
    },

    async getOrder(scope, orderId) {
      const key = orderKey(scope, orderId);
      const ownerKey = keys.idOwner(orderId);
      const found = await batchGetItems(db, tableName, [key, ownerKey], true);
      const item = found.get(keyId(key));
      if (item?.[ENTITY_ATTRIBUTE] === ORDER_ENTITY) return { order: toOrderRecord(item) };
      const owner: { owner?: IdOwner } = { owner: toIdOwner(found.get(keyId(ownerKey))) };
      if (item?.[ENTITY_ATTRIBUTE] !== RELEASED_ATTEMPT_ENTITY) return owner;
      const { [TTL_ATTRIBUTE]: _expiresAt, ...attempt } = stripKeys<Record<string, unknown>>(item);
      return { ...owner, releasedAttempt: attempt as unknown as ReleasedAttempt };
    },

    async getRefund(refundId): Promise<RefundRecord | undefined> {
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: keys.refund(refundId), ConsistentRead: true }),
      );
      if (!Item) return undefined;
      const { gsi2pk: _shard, gsi2sk: _due, gsi4pk: _store, gsi4sk: _storeDue, ...refund } = Item;
      return stripKeys<RefundRecord>(refund);
    },

    async placeOrder(placement, now) {
      const plan = placementPlan(items, placement, now);
      const outcome = await transactWithEventsOutcome(db, plan.items);
      if (outcome.committed) return { ok: true };
      if (plan.failed('inventory', outcome.reasons)) return { ok: false, reason: 'stock' };
      if (plan.failed('order', outcome.reasons)) return { ok: false, reason: 'order-exists' };
      return { ok: false, reason: 'conflict' };
    },

    async updateOrder(next, expectedVersion, events, now, audit) {
      const outcome = await transactWithEventsOutcome(db, [
        items.orderReplace(next, expectedVersion),
        // The day's sales counter when this write pays the order (docs/decisions.md §15.3).
        ...paidSaleItems(tableName, next),
        ...items.outbox(events, now),
        ...(audit ? [auditPut(tableName, audit)] : []),
      ]);
      return outcome.committed ? { ok: true } : { ok: false, reason: 'conflict' };
    },

    async cancelOrder(cancellation, now) {
      const { scope } = cancellation;
      const outcome = await transactWithEventsOutcome(db, [
        items.orderReplace(cancellation.next, cancellation.expectedVersion),
        ...cancellation.stock.map((change) => items.stockChange(scope, change)),
        ...(cancellation.refund ? [items.refundPut(cancellation.refund)] : []),
        ...items.outbox(cancellation.events, now),
        ...(cancellation.audit ? [auditPut(tableName, cancellation.audit)] : []),
        ...(await unpaidDiscountGiveBack(db, tableName, cancellation.next)),
      ]);
      return outcome.committed ? { ok: true } : { ok: false, reason: 'conflict' };
    },

    async createRefund(creation, now) {
      const outcome = await transactWithEventsOutcome(
        db,
        refundCreationItems(tableName, items, creation, now),
      );
      return outcome.committed ? { ok: true } : { ok: false, reason: 'conflict' };
    },

    async completeRefund(completion, now) {
      const outcome = await transactWithEventsOutcome(db, [
        items.refundComplete(completion.refund, completion.completedAt, completion.providerRefundId),
        items.orderReplace(completion.next, completion.expectedVersion),
        ...items.outbox(completion.events, now),
        salesCounterUpdate(
          tableName,
          completion.next,
          refundSale(completion.next, completion.refund.amountMinor, completion.completedAt),
        ),
        // The customer's spend: their totalAmount minus refunds (docs/decisions.md §7.16).
        customerSpendUpdate(tableName, completion.next, {
          orders: 0,
          spentMinor: -completion.refund.amountMinor,
        }),
      ]);
      if (outcome.committed) return { ok: true };
      // Another run completed it first.
      if (outcome.reasons[0] === 'ConditionalCheckFailed') {
        return { ok: false, reason: 'refund-already-completed' };
      }
      return { ok: false, reason: 'conflict' };
    },
  };
};
