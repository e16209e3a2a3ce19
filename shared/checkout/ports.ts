import type { DiscountStore, DiscountUse } from '../promotions/ports.ts';
import type { DomainEvent } from '../events/outbox.ts';
import type { OrderPlacement, Scope } from '../orders/ports.ts';
import type { Outcome } from '../db/transactions.ts';
import type { StockChange } from '../orders/stock.ts';
import type { OrderRecord, ReleasedAttempt } from '../orders/types.ts';
import type { CheckoutCart } from './cart.ts';
import type { StoredCheckout } from './records.ts';

/**
 * The checkout completion's storage port, in domain terms (the adapter is
 * dynamo-checkout-repository.ts). Each write is atomic and says why it did not happen.
 */
export interface CheckoutReads {
  checkout?: StoredCheckout;
  /**
   * The customer's open cart. The checkout is current while the cart's `checkoutId` is this
   * checkout (any change to the cart's contents drops it); its `status` says whether it was
   * marked Abandoned since (completion then recovers it).
   */
  cart?: { checkoutId: string | null; version: number; record?: CheckoutCart };
}

/**
 * What pricing a checkout reads of the store's codes (adapter: shared/promotions/dynamo-discounts.ts):
 * the code the checkout holds, by id, as the store holds it now, and the customer's uses of it.
 */
export type CheckoutDiscountReads = Pick<DiscountStore, 'get' | 'usesByCustomer'>;

/** A claim of the checkout by one order until `leaseUntil` (epoch ms). */
export interface CheckoutClaim {
  orderId: string;
  leaseUntil: number;
}

/** Step 1: the order placed (number, stock) and the checkout claimed, while the cart is unchanged. */
export interface Reservation extends OrderPlacement {
  checkout: StoredCheckout;
  claim: CheckoutClaim;
  /** The discount code's use, taken in the same transaction (docs/decisions.md §12.6). */
  discountUse?: DiscountUse;
}

/**
 * `stock`: a variant ran short. `cart-changed`: the cart moved on. `order-exists`: the order id
 * is already taken (an earlier attempt of the same request reserved it). `conflict`: counter or
 * claim lost. `discount-changed`: the code is no longer as the order was priced (a use limit
 * reached, or the owner changed it since, e.g. disabled it): the order is priced again, which
 * refuses it with the code's reason or prices it on the code as it is now.
 */
export type ReservationRefusal = 'stock' | 'cart-changed' | 'order-exists' | 'discount-changed' | 'conflict';

/**
 * Step 3b: the payment failed, so there is no order: the reserved order becomes a released
 * attempt (no list, export, figure or event ever shows it), its stock and its discount use are
 * given back and the checkout is open again.
 */
export interface Release {
  scope: Scope;
  /** The reserved order as read (still Pending). */
  order: OrderRecord;
  attempt: ReleasedAttempt;
  expectedVersion: number;
  checkoutId: string;
  /** The stock put back (variants that still exist), from the quantity read (shared/orders/stock.ts). */
  stock: readonly StockChange[];
  /** The stock's product.inventory_updated events. */
  events: readonly DomainEvent[];
  /** Mark the checkout Superseded (a newer checkout of its cart replaces it) instead of reopening it. */
  supersede?: boolean;
}

/** Step 3a: the paid order confirmed, the checkout completed and (optionally) the cart closed. */
export interface Confirmation {
  scope: Scope;
  confirmed: OrderRecord;
  expectedVersion: number;
  checkout: StoredCheckout;
  /** Close the customer's cart (only if it is still the checked-out one). */
  closeCart: boolean;
  closedAt: string;
  events: readonly DomainEvent[];
}

/**
 * Why a confirmation did not commit; several can hold at once. `orderChanged`: the order or
 * the checkout claim moved (someone else settled it). `cartChanged`: the customer changed the
 * cart while paying.
 */
export type ConfirmationOutcome = { ok: true } | { ok: false; orderChanged: boolean; cartChanged: boolean };

/**
 * A charge waiting for the customer (3-D Secure): the order (still Pending) records the
 * provider's payment, and the checkout claim is extended to the end of the hold and marked
 * awaiting action, so any completion call of the customer resumes it and, if nobody pays, the
 * recovery job releases it when the hold ends.
 */
export interface Hold {
  scope: Scope;
  next: OrderRecord;
  expectedVersion: number;
  checkoutId: string;
  holdUntil: number;
}

export interface CheckoutRepository {
  /** The checkout and the customer's open cart, strongly consistent. */
  read(scope: Scope, checkoutId: string, customerId: string): Promise<CheckoutReads>;
  /** Step 1 (see Reservation). */
  reserve(reservation: Reservation, now: Date): Promise<Outcome<ReservationRefusal>>;
  /** Takes over an attempt still `Processing` exactly as `seen` (lease over, or the same request). */
  takeOver(scope: Scope, seen: StoredCheckout, claim: CheckoutClaim): Promise<Outcome<'checkout-claimed'>>;
  /** Back to open (or Superseded), only while `orderId` holds the claim. */
  reopen(
    scope: Scope,
    checkoutId: string,
    orderId: string,
    supersede?: boolean,
  ): Promise<Outcome<'checkout-claimed'>>;
  release(release: Release, now: Date): Promise<Outcome<'conflict'>>;
  hold(hold: Hold): Promise<Outcome<'conflict'>>;
  confirm(confirmation: Confirmation, now: Date): Promise<ConfirmationOutcome>;
}

/**
 * Completions in flight, by lease end (adapter: the sparse completion index of
 * dynamo-checkout-repository.ts). A checkout is on it exactly while it is `Processing`.
 */
export interface CompletionIndex {
  readonly shards: number;
  /** Pages of checkouts whose completion lease ended at or before `now` (ISO), in one shard. */
  due(
    shard: number,
    now: string,
    pageSize: number,
  ): AsyncIterable<Array<StoredCheckout & { storeId: string }>>;
}
