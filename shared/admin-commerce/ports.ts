import type { CustomerObject } from '../customers/types.ts';
import type { CartRecord, CartStatus } from '../carts/types.ts';
import type { CustomerRecord } from '../customers/types.ts';
import type { Scope } from '../orders/ports.ts';
import type { OrderRecord, OrderStatus } from '../orders/types.ts';
import type { Page, PageRequest } from '../db/page.ts';

/** What the admin lists read, in domain terms; each page is one index Query (dynamo-*.ts). */
export type { Page, PageRequest };

export interface OrderFilter {
  status?: OrderStatus | undefined;
  customerId?: string | undefined;
  /**
   * Leave out orders still waiting for their payment (`Pending` from checkout, e.g. held for
   * 3-D Secure): the customer's history shows an order once it is paid (docs/decisions.md §15.4).
   */
  awaitingPayment?: 'exclude';
}

export interface OrderListing {
  /** Newest first (highest order number first); stable while new orders are placed. */
  page(scope: Scope, filter: OrderFilter, request: PageRequest): Promise<Page<OrderRecord>>;
}

export interface CustomerList {
  /** Newest first (creation time). */
  page(scope: Scope, request: PageRequest): Promise<Page<CustomerRecord>>;
}

/** The contact fields of a page's customers, by id (an erased customer is absent). */
export interface CustomerContacts {
  read(scope: Scope, customerIds: readonly string[]): Promise<Map<string, CustomerObject>>;
}

export interface CartList {
  /** Open carts in one status, most recently changed first. */
  page(scope: Scope, status: CartStatus, request: PageRequest): Promise<Page<CartRecord>>;
}

/** A range of one order index (docs/decisions.md §15.1). Times are ISO; `before` is exclusive. */
export type OrderRange =
  | { by: 'number'; orderNumber: string }
  | { by: 'customer'; customerId: string; status?: OrderStatus | undefined }
  /** Ship-to names starting with `name` (a shipping-name term, last name first), A to Z (§15.8). */
  | { by: 'shipName'; name: string }
  | {
      by: 'placed';
      from?: string | undefined;
      before?: string | undefined;
      status?: OrderStatus | undefined;
    };

export interface OrderHit {
  order: OrderRecord;
  /** Where a later walk of the same range resumes after this order (opaque, compact). */
  after: string;
}

export interface OrderIndex {
  /** The range's orders, newest first (names A to Z), one index Query a page; `after` resumes a walk. */
  walk(scope: Scope, range: OrderRange, after?: string): AsyncIterable<OrderHit>;
}

/** One day's counters (shared/orders/sales.ts), minor units. */
export interface SalesDay {
  day: string;
  orders: number;
  grossSalesMinor: number;
  refundsMinor: number;
  currency: string;
  exponent: number;
}

export interface SalesDays {
  /** The days from `fromDay` to `toDay` (inclusive) that have counters: one Query. */
  read(scope: Scope, fromDay: string, toDay: string): Promise<SalesDay[]>;
}
