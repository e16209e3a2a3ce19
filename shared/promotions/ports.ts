import type { AuditEntry } from '../audit/ports.ts';
import type { Mode } from '../db/keys.ts';
import type { Page, PageRequest } from '../db/page.ts';
import type { Outcome } from '../db/transactions.ts';
import type { DiscountDefinition } from './types.ts';

/**
 * The discount codes' storage, in domain terms (adapter: dynamo-discounts.ts). A code is unique
 * in its store and mode case-insensitively (a lookup item by the normalised code is written in
 * the same transaction as the code); uses are counted on the code and per customer, and a use
 * is only taken when the limits allow it (docs/decisions.md §12.5).
 */
export interface DiscountScopeKey {
  storeId: string;
  mode: Mode;
}

export interface DiscountRecord extends DiscountDefinition {
  discountId: string;
  storeId: string;
  mode: Mode;
  /** Uses counted so far (orders placed with the code, less the ones given back). */
  timesUsed: number;
  /** Bumped by every owner change; a change is conditioned on the revision it read. */
  revision: number;
  createdAt: string;
  updatedAt: string;
}

/** One use of a code by a customer: taken with an order, given back by its unpaid cancellation. */
export interface DiscountUse {
  scope: DiscountScopeKey;
  discountId: string;
  customerId: string;
  /** The limits as read when the use was decided; the write checks the counters against them. */
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  /**
   * The code's revision the order was priced at: the use is taken only while the code is still
   * that revision (an owner's change in between, such as disabling it, fails the order's
   * transaction and the order is priced again).
   */
  revision: number;
}

export interface DiscountStore {
  get(scope: DiscountScopeKey, discountId: string): Promise<DiscountRecord | undefined>;
  /** The code whose normalised form is `code`'s, or undefined. */
  findByCode(scope: DiscountScopeKey, code: string): Promise<DiscountRecord | undefined>;
  /** How often `customerId` used the code (0 when never). */
  usesByCustomer(scope: DiscountScopeKey, discountId: string, customerId: string): Promise<number>;
  page(scope: DiscountScopeKey, request: PageRequest): Promise<Page<DiscountRecord>>;
  create(record: DiscountRecord, audit: AuditEntry): Promise<Outcome<'duplicate-code'>>;
  /** `previous` is the code as read: the write is conditioned on its revision (and moves the lookup when the code changed). */
  update(
    previous: DiscountRecord,
    next: DiscountRecord,
    audit: AuditEntry,
  ): Promise<Outcome<'duplicate-code' | 'conflict'>>;
  remove(previous: DiscountRecord, audit: AuditEntry): Promise<Outcome<'conflict'>>;
}
