import type { CartRecord, CartStatus } from '../carts/types.ts';
import type { CustomerRecord } from '../customers/types.ts';
import type { Scope } from '../orders/ports.ts';
import type { OrderRecord, OrderStatus } from '../orders/types.ts';
import type { Page, PageRequest } from '../http/pager.ts';

/** What the admin lists read, in domain terms; each page is one index Query (dynamo-*.ts). */
export type { Page, PageRequest };

export interface OrderFilter {
  status?: OrderStatus | undefined;
  customerId?: string | undefined;
}

export interface OrderListing {
  /** Newest first (highest order number first); stable while new orders are placed. */
  page(scope: Scope, filter: OrderFilter, request: PageRequest): Promise<Page<OrderRecord>>;
}

export interface CustomerList {
  /** Newest first (creation time). */
  page(scope: Scope, request: PageRequest): Promise<Page<CustomerRecord>>;
}

export interface CartList {
  /** Open carts in one status, most recently changed first. */
  page(scope: Scope, status: CartStatus, request: PageRequest): Promise<Page<CartRecord>>;
}
