import type { AuditEntry } from '../audit/ports.ts';
import type { CustomerRecord } from '../customers/types.ts';
import type { IdOwner } from '../db/id-owner.ts';
import type { Mode } from '../db/keys.ts';
import type { Outcome } from '../db/transactions.ts';
import type { DomainEvent } from '../events/outbox.ts';
import type { VariantRecord } from '../products/types.ts';
import type { StoreRecord } from '../stores/types.ts';
import type { StockChange } from './stock.ts';
import type { OrderRecord, OrderRefundEntry, RefundRecord, ReleasedAttempt } from './types.ts';

/**
 * The orders' storage port, in domain terms: each write method is one atomic change (the
 * adapter, dynamo-order-repository.ts, commits it as one transaction with its events) and says
 * why it did not happen instead of throwing. Losing a race is `conflict`: read again and decide again.
 */
export interface Scope {
  storeId: string;
  mode: Mode;
}

export interface CreateReads {
  store?: StoreRecord;
  customer?: CustomerRecord;
  customerOwner?: IdOwner;
  variants: Map<string, VariantRecord>;
  /** An order already at this id (a retried request that committed before). */
  existingOrder?: OrderRecord;
}

/**
 * A new order: it takes the order number after `lastOrderNumber` (only if nobody took it
 * meanwhile, so a number is used exactly when its order commits: no gaps, no duplicates) and
 * the stock in `stock` (only if each variant still holds the quantity read: stock.ts), with
 * the stock's `product.inventory_updated` events among `events`.
 */
export interface OrderPlacement {
  scope: Scope;
  order: OrderRecord;
  /** The counter value `order.orderNumber` was decided on (undefined: the scope's first order). */
  lastOrderNumber: number | undefined;
  /** The stock taken, per stock-tracked variant, from the quantity read. */
  stock: readonly StockChange[];
  events: readonly DomainEvent[];
}

/** `stock`: a variant's stock changed since it was read (read again). `order-exists`: an order is already at this id. `conflict`: the counter moved. */
export type PlacementRefusal = 'stock' | 'order-exists' | 'conflict';

export interface OrderCancellation {
  scope: Scope;
  next: OrderRecord;
  /** The version `next` was decided on. */
  expectedVersion: number;
  /** The stock put back (variants that still exist), from the quantity read. */
  stock: readonly StockChange[];
  refund?: RefundRecord;
  events: readonly DomainEvent[];
  /** An owner's cancellation is audited in the same transaction. */
  audit?: AuditEntry;
}

/**
 * A refund without cancelling (docs/decisions.md §4.16): the entry appended to the order and its
 * counter raised only if the counter read plus this amount stays within the paid total (so of
 * concurrent refunds only those that fit commit), the restocked units counted on their items
 * only if each item still holds the returned count read, the stock put back from the quantity
 * read, the job's refund record, the events and the owner's audit entry, in one transaction.
 */
export interface RefundCreation {
  scope: Scope;
  /** The order as read (its refunds and counter are what the write builds on). */
  order: OrderRecord;
  entry: OrderRefundEntry;
  refund: RefundRecord;
  /** The paid total the counter may reach. */
  paidTotalMinor: number;
  stock: readonly StockChange[];
  events: readonly DomainEvent[];
  audit?: AuditEntry;
  at: string;
}

export interface RefundCompletion {
  refund: RefundRecord;
  completedAt: string;
  providerRefundId: string;
  next: OrderRecord;
  expectedVersion: number;
  events: readonly DomainEvent[];
}

export interface OrderRepository {
  /**
   * One strongly consistent read of everything an order creation decides on, then the variants'
   * products (their current titles, docs/decisions.md §3.7).
   */
  readForCreate(
    scope: Scope,
    request: { customerId: string; variantIds: readonly string[]; orderId: string; withStore: boolean },
  ): Promise<CreateReads>;
  /**
   * Variants by id (strongly consistent) with their product's current title (docs/decisions.md
   * §3.7); `productIds`, the products the caller's lines name, are read in the same request.
   */
  readVariants(
    scope: Scope,
    variantIds: readonly string[],
    productIds?: readonly string[],
  ): Promise<Map<string, VariantRecord>>;
  /** The last order number the scope's counter handed out (undefined before the first order). */
  readLastOrderNumber(scope: Scope): Promise<number | undefined>;
  /**
   * The order in this scope, or who owns the id when it is not here; `releasedAttempt` when the
   * id belongs to a checkout attempt whose payment failed (no order: types.ts RELEASED_ATTEMPT_ENTITY).
   */
  getOrder(
    scope: Scope,
    orderId: string,
  ): Promise<{ order?: OrderRecord; owner?: IdOwner; releasedAttempt?: ReleasedAttempt }>;
  getRefund(refundId: string): Promise<RefundRecord | undefined>;

  /** Puts the order (and its owner record), takes its number and its stock, with its events. */
  placeOrder(placement: OrderPlacement, now: Date): Promise<Outcome<PlacementRefusal>>;
  /** Replaces the order only if it is still at `expectedVersion`, with its events (and audit entry). */
  updateOrder(
    next: OrderRecord,
    expectedVersion: number,
    events: readonly DomainEvent[],
    now: Date,
    audit?: AuditEntry,
  ): Promise<Outcome<'conflict'>>;
  /** Cancels: the order replaced, the stock given back, the refund recorded, with the events. */
  cancelOrder(cancellation: OrderCancellation, now: Date): Promise<Outcome<'conflict'>>;
  /** Adds a refund to an order (RefundCreation); `conflict`: the counter, an item or the stock moved: read again. */
  createRefund(creation: RefundCreation, now: Date): Promise<Outcome<'conflict'>>;
  /** Marks the refund Completed (only if still Scheduled) and replaces its order. */
  completeRefund(
    completion: RefundCompletion,
    now: Date,
  ): Promise<Outcome<'refund-already-completed' | 'conflict'>>;
}
