import type { Scope } from '../orders/repository.ts';
import type { OrderRecord, OrderStatus } from '../orders/types.ts';
import type { Page } from './cursor.ts';

/** What the admin lists read, in domain terms; each page is one index Query (dynamo-*.ts). */
export interface PageRequest {
  limit: number;
  cursor?: string | undefined;
}

export interface OrderFilter {
  status?: OrderStatus | undefined;
  customerId?: string | undefined;
}

export interface OrderListing {
  /** Newest first (highest order number first); stable while new orders are placed. */
  page(scope: Scope, filter: OrderFilter, request: PageRequest): Promise<Page<OrderRecord>>;
}
