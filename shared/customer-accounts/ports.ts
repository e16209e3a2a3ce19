import type { CartRecord } from '../carts/types.ts';
import type { Mode } from '../db/keys.ts';
import type { CustomerChangeOptions } from '../customers/ports.ts';
import type { CustomerRecord } from '../customers/types.ts';

/** An erasure begun (InProgress) or finished (Done): the marker left in the customer's partition. */
export interface ErasureRecord {
  customerId: string;
  deletedAt: string;
  status: 'InProgress' | 'Done';
}

export interface CustomerPartition {
  customer?: CustomerRecord;
  cart?: CartRecord;
  erasure?: ErasureRecord;
}

/** The customer's own partition and the erasure's steps (dynamo-customer-erasure.ts). */
export interface CustomerErasureStore {
  /** Profile, open cart and erasure marker: one consistent Query of the customer's partition. */
  read(scope: { storeId: string; mode: Mode }, customerId: string): Promise<CustomerPartition>;
  /**
   * The first step, one transaction: the profile (only if still as read), its phone and email
   * lookups, search terms and id owner deleted, the open cart deleted, the InProgress marker,
   * the events and the audit entry. From its commit on the customer's tokens are refused.
   */
  begin(
    customer: CustomerRecord,
    erasure: ErasureRecord,
    options: CustomerChangeOptions,
  ): Promise<{ ok: true } | { ok: false; reason: 'conflict' }>;
  /** Deletes the open cart if one is there again (a request admitted just before the first step). */
  deleteOpenCart(scope: { storeId: string; mode: Mode }, customerId: string): Promise<void>;
  /** Marks the erasure Done. */
  finish(scope: { storeId: string; mode: Mode }, customerId: string, finishedAt: string): Promise<void>;
}
