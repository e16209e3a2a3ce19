import type { OrderRepository, Scope } from '../orders/ports.ts';
import { createPerKeyMutex, type PerKeyMutex } from '../orders/per-key-mutex.ts';
import type { PaymentProviders } from '../payments/providers.ts';
import { tableTaxCalculators, type StoreTaxCalculators } from './tax-calculators.ts';
import { storeClocksOf, systemClock, type Clock, type StoreClocks } from '../util/time.ts';
import { PAYMENT_HOLD_MS } from './held-payments.ts';
import type { CheckoutDiscountReads, CheckoutRepository } from './ports.ts';
import { CHECKOUT_EXPIRY_SECONDS } from './records.ts';

/** How long a completion attempt is presumed alive; after that, a retry or the recovery job takes it over. */
export const COMPLETION_LEASE_MS = 30_000;
/**
 * How long one request may go on losing races (order counter, checkout claim) before it answers
 * 409 CONFLICT with Retry-After instead of holding the connection; wall time, so a frozen test
 * clock cannot stretch it.
 */
export const COMPLETION_RETRY_BUDGET_MS = 5_000;

export interface CheckoutCompletionDeps {
  /** Reads only: variants, the order counter, the order. */
  orders: Pick<OrderRepository, 'readVariants' | 'readLastOrderNumber' | 'getOrder'>;
  checkouts: CheckoutRepository;
  payments: PaymentProviders;
  /** The store's discount codes: the checkout's code is decided again when it is priced. */
  discounts: CheckoutDiscountReads;
  /** The store's tax calculator for the order (docs/decisions.md §12.10); default: its rate table. */
  taxCalculators?: StoreTaxCalculators;
  /** Shared with the order service: one queue per order counter in this process. */
  serializer?: PerKeyMutex;
  /** Real time: leases and 3-D Secure holds (they guard real requests and the recovery job's index). */
  clock?: Clock;
  /**
   * Each store's clock (docs/decisions.md §8.14): expiry, pricing and every time the completion
   * writes (order, release, cart recovery). Default: `clock` for every store.
   */
  clocks?: StoreClocks;
  /** How long an attempt is presumed alive (CHECKOUT_COMPLETION_LEASE_SECONDS); default COMPLETION_LEASE_MS. */
  leaseMs?: number;
  /** CHECKOUT_EXPIRES_AFTER_SECONDS: how long after it started a checkout can be paid (default 24 h). */
  checkoutExpirySeconds?: number;
  /** PAYMENT_HOLD_SECONDS: how long an order awaiting 3-D Secure holds its stock; default PAYMENT_HOLD_MS. */
  holdMs?: number;
  /** How long lost races are retried; default COMPLETION_RETRY_BUDGET_MS. */
  retryBudgetMs?: number;
  /**
   * Whether `settle` (before a new checkout) may settle an interrupted completion of the scope
   * here; default yes. A root without the store's provider says no (start.ts).
   */
  settlesInterrupted?: (scope: Scope) => Promise<boolean>;
}

/** What every step of checkout completion works with: its ports and its settings, defaults applied. */
export interface CompletionContext {
  orders: CheckoutCompletionDeps['orders'];
  checkouts: CheckoutRepository;
  payments: PaymentProviders;
  discounts: CheckoutDiscountReads;
  taxCalculators: StoreTaxCalculators;
  serialize: PerKeyMutex;
  /** Real time, for leases and holds. */
  clock: Clock;
  /** The store's time: expiry, prices, and the times written. */
  storeClock(scope: Scope): Promise<Clock>;
  leaseMs: number;
  expiryMs: number;
  holdMs: number;
  retryBudgetMs: number;
}

export const completionContext = (deps: CheckoutCompletionDeps): CompletionContext => ({
  orders: deps.orders,
  checkouts: deps.checkouts,
  payments: deps.payments,
  discounts: deps.discounts,
  taxCalculators: deps.taxCalculators ?? tableTaxCalculators,
  serialize: deps.serializer ?? createPerKeyMutex(),
  clock: deps.clock ?? systemClock,
  storeClock: (scope) => storeClocksOf(deps).clockFor(scope),
  leaseMs: deps.leaseMs ?? COMPLETION_LEASE_MS,
  expiryMs: (deps.checkoutExpirySeconds ?? CHECKOUT_EXPIRY_SECONDS) * 1000,
  holdMs: deps.holdMs ?? PAYMENT_HOLD_MS,
  retryBudgetMs: deps.retryBudgetMs ?? COMPLETION_RETRY_BUDGET_MS,
});
