import type { CustomerRecord } from '../customers/types.ts';
import type { Mode } from '../db/keys.ts';
import type { DomainEvent } from '../events/outbox.ts';
import type { CheckoutRecord } from '../checkout/records.ts';
import type { Outcome } from '../db/transactions.ts';
import type { VariantRecord } from '../products/types.ts';
import type { CartRecord } from './types.ts';

/** The carts' storage port, in domain terms (the adapter is dynamo-cart-repository.ts). */
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

/** One atomic change of the customer's open cart. */
export interface CartChange {
  next: CartRecord;
  /** The version the change was decided on; undefined = the cart is new. */
  expectedVersion: number | undefined;
  events: readonly DomainEvent[];
  /** A checkout started from `next` (POST .../checkout), written with it. */
  checkout?: CheckoutRecord;
  /** The cart's `payingCheckoutId` as read: the write fails if a completion set it since. */
  expectedPayingCheckoutId?: string | null;
  /** Written only if this checkout (the one the cart was being paid with) is not Processing. */
  notPaying?: string;
  /** When the sweep should look at the cart: its schedule is written with the change (absent: kept). */
  sweepAt?: string;
  /**
   * The discount code the change decided, as read: written only while the code is still that
   * revision, so a code the owner disabled (or changed) after it was read is never stored as
   * applied; the change is decided again on the code as it is then.
   */
  discountAsRead?: { discountId: string; revision: number };
  /**
   * The product titles the change's lines took from their variants, checked in the same write:
   * a variant's copy is as of its own last write (docs/decisions.md §3.7), so a product renamed
   * since fails the write with `title` and the call reads the products' titles.
   */
  productTitles?: ReadonlyArray<{ productId: string; title: string }>;
  /**
   * Variants whose copy of the product title was found old, given the title read: written with
   * the change (if still of that product), so the next call's check passes at once.
   */
  titleCopies?: ReadonlyArray<{ variantId: string; productId: string; title: string }>;
}

export interface CartRepository {
  /** The open cart, the given variants and optionally the customer, strongly consistent. */
  read(scope: CartScope, request: { variantIds?: string[]; customer?: boolean }): Promise<CartReads>;
  /** Variants only (availability, and lines whose variant is known after reading the cart). */
  readVariants(
    scope: Omit<CartScope, 'customerId'>,
    variantIds: string[],
    consistent?: boolean,
  ): Promise<Map<string, VariantRecord>>;
  /**
   * `conflict`: another writer changed (or created) the cart first, or the code as read changed; `title`: a product's title is
   * no longer the one in `productTitles` (renamed or deleted).
   */
  save(change: CartChange, now: Date): Promise<Outcome<'conflict' | 'title'>>;
  /** The products' current titles (strongly consistent); a product that is gone is absent. */
  readProductTitles(scope: Omit<CartScope, 'customerId'>, productIds: string[]): Promise<Map<string, string>>;
}

/**
 * The abandonment sweep's port (adapter: dynamo-abandonment-store.ts). A due schedule is a cart's
 * check time that has passed, as the index showed it, with the cart as read now.
 */
export interface DueCart {
  /** Whose open cart the schedule is for. */
  scope: CartScope;
  /** The cart the schedule is for. */
  cartId: string;
  /** The open cart now; undefined when it is gone (closed by an order, erased). */
  cart?: CartRecord;
  /** The check time the index holds: every change of the schedule is conditioned on it. */
  dueAt: string;
  /** A cart stored before schedules, on the index itself (its check time is its due time). */
  legacy?: boolean;
}

export interface AbandonmentStore {
  /** Shards of the due-cart index, queried independently. */
  readonly shards: number;
  /** Pages of carts due at `now` in one shard. */
  dueCarts(shard: number, now: string, pageSize: number): AsyncIterable<DueCart[]>;
  /** Pages of one test-mode store's carts due at `now` (its own due list, for its test clock). */
  dueCartsOfStore(
    store: { storeId: string; mode: 'test' },
    now: string,
    pageSize: number,
  ): AsyncIterable<DueCart[]>;
  /**
   * Abandoned, with its event, only if the cart is still Active at the version and due time
   * the index showed; false when someone touched or flipped it since.
   */
  markAbandoned(due: DueCart, abandoned: CartRecord, event: DomainEvent): Promise<boolean>;
  /** The check time moved to `at` (the cart's real due time, later), if the schedule is unchanged. */
  reschedule(due: DueCart, at: string): Promise<boolean>;
  /** The schedule of a cart that is gone removed, if unchanged. */
  forget(due: DueCart): Promise<boolean>;
}
