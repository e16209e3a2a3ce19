import type { AuditEntry } from '../audit/ports.ts';
import type { EventOrigin } from '../events/outbox.ts';
import type { OrderRecord } from './types.ts';

/**
 * Who changes an order: the store's server (secret key, origin `api`, the default) or an owner
 * through the admin API (origin `owner`: its events always go out, and `audit` builds the
 * entry written in the same transaction as the change).
 */
export interface OrderChangeAuthor {
  origin: EventOrigin;
  audit?: (change: { order: OrderRecord; action: OrderAuditAction; at: string }) => AuditEntry;
}
export type OrderAuditAction = 'order.status_updated' | 'order.cancelled' | 'order.refund_created';
export const STORE_SERVER: OrderChangeAuthor = { origin: 'api' };
