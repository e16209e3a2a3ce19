import type { OrderRecord, RefundRecord } from './types.ts';
import type { Outcome } from '../db/transactions.ts';

/**
 * Refunds a provider completes later (Stripe: its webhook). The refund job records the
 * provider's refund id (the refund stays Scheduled until the provider says how it ended); a
 * refund the provider failed is marked Failed on the refund record and on the order together.
 * The adapter is dynamo-refund-settlement.ts.
 */
export interface RefundSettlementStore {
  /** Remembers the provider's refund id; a no-op once the refund is no longer Scheduled. */
  markSubmitted(refundId: string, providerRefundId: string): Promise<void>;
  /** The refund Failed (only if still Scheduled) and its order replaced, in one transaction. */
  markFailed(failure: {
    refund: RefundRecord;
    failedAt: string;
    providerRefundId: string | null;
    next: OrderRecord;
    expectedVersion: number;
  }): Promise<Outcome<'refund-not-scheduled' | 'conflict'>>;
}
