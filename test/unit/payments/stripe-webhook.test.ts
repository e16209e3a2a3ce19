import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../../../shared/errors.ts';
import { createRefundJob, createRefundOutcomes } from '../../../shared/orders/refund-job.ts';
import type { OrderRepository } from '../../../shared/orders/ports.ts';
import type { RefundSettlementStore } from '../../../shared/orders/refund-settlement.ts';
import type { OrderRecord, RefundRecord } from '../../../shared/orders/types.ts';
import { InvalidPaymentTokenError, type PaymentProvider } from '../../../shared/payments/ports.ts';
import { createStripeWebhook } from '../../../shared/payments/stripe-webhook.ts';
import type { StripeEventLog } from '../../../shared/payments/ports.ts';

/** Stripe's webhook and the refund job on in-memory fakes; events signed with generateTestHeaderString. */
const SECRET = 'whsec_unitSecret';
const refund: RefundRecord = {
  refundId: 'ref-1',
  orderId: 'order-1',
  storeId: 'store-1',
  mode: 'live',
  amountMinor: 500,
  currency: 'USD',
  chargeId: 'pi_1',
  status: 'Scheduled',
  requestedAt: '2026-01-01T00:00:00.000Z',
  dueAt: '2026-01-01T00:01:00.000Z',
  completedAt: null,
  providerRefundId: null,
};
const order = {
  orderId: 'order-1',
  orderStatus: 'Cancelled',
  version: 3,
  refunds: [],
  refundedMinor: 0,
} as unknown as OrderRecord;

let seen: Set<string>;
let calls: string[];
const events: StripeEventLog = {
  seen: async (_s, _m, id) => seen.has(id),
  record: async (_s, _m, id) => void seen.add(id),
};
const settlements: RefundSettlementStore = {
  markSubmitted: async (refundId, providerRefundId) =>
    void calls.push(`submitted:${refundId}:${providerRefundId}`),
  markFailed: async (failure) => {
    calls.push(`failed:${failure.refund.refundId}:${failure.next.refunds.at(-1)?.status}`);
    return { ok: true };
  },
};
const orders = {
  getRefund: async (id: string) => (id === refund.refundId ? refund : undefined),
  getOrder: async () => ({ order: structuredClone(order) }),
  completeRefund: async (completion: { next: OrderRecord; providerRefundId: string }) => {
    calls.push(`completed:${completion.next.orderStatus}:${completion.providerRefundId}`);
    return { ok: true };
  },
} as unknown as OrderRepository;

const webhook = createStripeWebhook({
  credentials: async (storeId, mode) =>
    storeId === 'store-1' && mode === 'live'
      ? { secretKey: 'sk_live_x', webhookSecret: SECRET, accountId: 'acct_1' }
      : undefined,
  events,
  orders,
  // The outcomes themselves (order Refunded + order.refunded, or Failed) are the refund job's, tested with it.
  refunds: {
    complete: async (record, providerRefundId) => {
      calls.push(`completed:${record.refundId}:${providerRefundId}`);
      return 'refunded';
    },
    fail: (record, providerRefundId, why) =>
      createRefundOutcomes({ orders, settlements }).fail(record, providerRefundId, why),
  },
  completion: {
    settleHeld: async (scope, orderId) => {
      calls.push(`settle:${scope.storeId}:${orderId}`);
      return 'confirmed';
    },
  },
  onRefundFailed: () => calls.push('metric:RefundsFailed'),
});

const signed = (
  type: string,
  object: object,
  options: { secret?: string; livemode?: boolean; id?: string; timestamp?: number } = {},
) => {
  const body = JSON.stringify({
    id: options.id ?? `evt_${type}`,
    object: 'event',
    livemode: options.livemode ?? true,
    type,
    data: { object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return [body, header] as const;
};
const stripeRefund = (status: string, metadata = { refundId: 'ref-1' }) => ({
  id: 're_1',
  object: 'refund',
  status,
  metadata,
});
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as ApiError,
  );

beforeEach(() => {
  seen = new Set();
  calls = [];
});

describe('Stripe webhook', () => {
  it('refuses a wrong secret, a stale or missing signature, a store without Stripe and the other mode’s events: nothing changes', async () => {
    const cases = [
      webhook(
        'store-1',
        'live',
        ...signed('refund.updated', stripeRefund('succeeded'), { secret: 'whsec_other' }),
      ),
      webhook(
        'store-1',
        'live',
        ...signed('refund.updated', stripeRefund('succeeded'), {
          timestamp: Math.floor(Date.now() / 1000) - 600,
        }),
      ),
      webhook('store-1', 'live', signed('refund.updated', stripeRefund('succeeded'))[0], undefined),
      webhook('store-2', 'live', ...signed('refund.updated', stripeRefund('succeeded'))),
      webhook('store-1', 'live', ...signed('refund.updated', stripeRefund('succeeded'), { livemode: false })),
    ];
    for (const error of await Promise.all(cases.map(rejection))) {
      expect([error?.status, error?.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    }
    expect(calls).toEqual([]);
    expect(seen.size).toBe(0);
  });

  it('a succeeded refund completes the order once; the replayed event answers 200 as a duplicate', async () => {
    const event = signed('refund.updated', stripeRefund('succeeded'));
    expect(await webhook('store-1', 'live', ...event)).toEqual({
      received: true,
      duplicate: false,
      handled: 'refunded',
    });
    expect(await webhook('store-1', 'live', ...event)).toEqual({
      received: true,
      duplicate: true,
      handled: 'duplicate',
    });
    expect(calls).toEqual(['completed:ref-1:re_1']);
  });

  it('charge.refunded completes through its refunds; a failed refund is marked Failed and counted', async () => {
    await webhook(
      'store-1',
      'live',
      ...signed('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        refunds: { data: [stripeRefund('succeeded')] },
      }),
    );
    await webhook('store-1', 'live', ...signed('refund.failed', stripeRefund('failed')));
    expect(calls).toEqual(['completed:ref-1:re_1', 'failed:ref-1:Failed', 'metric:RefundsFailed']);
  });

  it('ignores refunds that are not ours and settles held orders on payment_intent events of this store only', async () => {
    expect(
      (
        await webhook(
          'store-1',
          'live',
          ...signed('refund.updated', stripeRefund('succeeded', { refundId: 'nope' })),
        )
      ).handled,
    ).toBe('ignored');
    const intent = (storeId: string) => ({
      id: 'pi_1',
      object: 'payment_intent',
      metadata: { storeId, orderId: 'order-9' },
    });
    await webhook(
      'store-1',
      'live',
      ...signed('payment_intent.succeeded', intent('store-1'), { id: 'evt_a' }),
    );
    await webhook(
      'store-1',
      'live',
      ...signed('payment_intent.payment_failed', intent('store-1'), { id: 'evt_b' }),
    );
    expect(
      (
        await webhook(
          'store-1',
          'live',
          ...signed('payment_intent.succeeded', intent('other'), { id: 'evt_c' }),
        )
      ).handled,
    ).toBe('ignored');
    expect(calls).toEqual(['settle:store-1:order-9', 'settle:store-1:order-9']);
  });
});

describe('refund job with a provider that finishes by webhook', () => {
  const job = (provider: Partial<PaymentProvider>) =>
    createRefundJob({
      orders,
      payments: () => provider as PaymentProvider,
      settlements,
      onFailed: () => calls.push('metric:RefundsFailed'),
    });

  it('records the provider’s refund id and leaves completion to the webhook', async () => {
    expect(
      await job({ refund: async () => ({ providerRefundId: 're_9', completion: 'webhook' }) })({
        refundId: 'ref-1',
      }),
    ).toBe('submitted');
    expect(calls).toEqual(['submitted:ref-1:re_9']);
  });

  it('a refund the provider refuses is Failed on the order and counted', async () => {
    const refused = job({
      refund: async () => {
        throw new InvalidPaymentTokenError('charge already refunded');
      },
    });
    expect(await refused({ refundId: 'ref-1' })).toBe('failed');
    expect(calls).toEqual(['failed:ref-1:Failed', 'metric:RefundsFailed']);
  });
});
