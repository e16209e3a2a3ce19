import { cartTotals, originalUnitPrice, pricingRules, totalsSettings } from '../pricing.ts';
import { checkAddressProvinces } from '../tax/address-provinces.ts';
import { contentionBackoff } from '../db/transactions.ts';
import { isOtherStore } from '../db/id-owner.ts';
import { ApiError, type ErrorDetail } from '../errors.ts';
import { logger } from '../logger.ts';
import { isSellable } from '../products/types.ts';
import { newId } from '../util/ids.ts';
import { storeClocksOf, type Clock, type StoreClocks } from '../util/time.ts';
import { orderEvents } from './events.ts';
import {
  checkStock,
  counterBackoff,
  counterKey,
  insufficientInventory,
  loadOrder,
  MAX_ORDER_ATTEMPTS,
  nextOrderNumber,
} from './placement.ts';
import { parseRefundAmount } from './refund-amount.ts';
import { createRefundRequests } from './refund-request.ts';
import { isPaid, refundableMinor, scheduledRefund } from './refunds.ts';
import { formatMoney } from '../util/money.ts';
import {
  applyStatusPlan,
  heldInventory,
  heldItems,
  newOrderRecord,
  orderItem,
  quantitiesByVariant,
  withInventoryRestored,
  withStatus,
} from './records.ts';
import { STORE_SERVER, type OrderChangeAuthor } from './author.ts';
import type { OrderRepository, Scope } from './ports.ts';
import { createPerKeyMutex, type PerKeyMutex } from './per-key-mutex.ts';
import { inventoryEvents, stockChanges } from './stock.ts';
import type { CancelOrderInput, CreateOrderInput, UpdateStatusInput } from './schemas.ts';
import { isCancellable, isStatusTarget, planStatusChange, STATUS_TARGETS } from './transitions.ts';
import type { OrderItem, OrderRecord, OrderTotalsMinor, RefundRecord } from './types.ts';

/**
 * Server-side orders (secret key, docs/decisions.md §4.5). Every write is read -> decide -> one
 * transaction conditioned on what was read (order version, order counter, stock); losing a
 * race re-reads and decides again. Events carry origin `api` (loop suppression, docs/decisions.md §6.1), or
 * `owner` when an owner changes the order through the admin API.
 */
export interface OrderServiceDeps {
  orders: OrderRepository;
  /** Hands a committed refund to the delayed refund job (one-time schedule or local timer). */
  scheduleRefund(refund: RefundRecord): Promise<void>;
  refundDelaySeconds: number;
  /** Shared with checkout completion so both queue for the same counter in this process. */
  serializer?: PerKeyMutex;
  clock?: Clock;
  /** Each store's clock (a test-mode store's test clock); absent: `clock` for every store. */
  clocks?: StoreClocks;
}

export type { OrderChangeAuthor } from './author.ts';

export const totalsOf = (
  items: readonly OrderItem[],
  rules: ReturnType<typeof pricingRules>,
  shippingAddress?: { countryIsoCode: string; province?: string | null },
): OrderTotalsMinor => {
  // Taxed for the shipping address and shipped with its zone's cheapest option (docs/decisions.md §12.10).
  const totals = cartTotals(
    items,
    rules,
    null,
    shippingAddress
      ? { country: shippingAddress.countryIsoCode, province: shippingAddress.province || null }
      : undefined,
  );
  return {
    subtotalMinor: totals.subtotalMinor,
    shippingTotalMinor: totals.estimatedShippingMinor,
    taxTotalMinor: totals.estimatedTaxMinor,
    discountTotalMinor: totals.discountTotalMinor,
    totalAmountMinor: totals.estimatedTotalMinor,
  };
};

export const createOrderService = (deps: OrderServiceDeps) => {
  const { orders } = deps;
  const clocks = storeClocksOf(deps);
  const serialize = deps.serializer ?? createPerKeyMutex();

  return {
    ...createRefundRequests({
      orders,
      scheduleRefund: deps.scheduleRefund,
      refundDelaySeconds: deps.refundDelaySeconds,
      clocks,
    }),

    /** POST /api/v1/orders -> the new order (Pending). `orderId` is fixed by the idempotency claim. */
    async create(scope: Scope, input: CreateOrderInput, orderId: string): Promise<OrderRecord> {
      const variantIds = [...new Set(input.items.map((item) => item.productVariantId))];
      const reads = await orders.readForCreate(scope, {
        customerId: input.customerId,
        variantIds,
        orderId,
        withStore: true,
      });
      // A retry of a request whose transaction committed (idempotent replay after a lost answer).
      if (reads.existingOrder) return reads.existingOrder;
      if (!reads.store) throw new ApiError('STORE_NOT_FOUND', 'Store not found');
      if (!reads.customer) {
        if (isOtherStore(reads.customerOwner, scope.storeId, 'Customer')) {
          throw new ApiError('NO_STORE_ACCESS', 'This customer belongs to another store');
        }
        throw new ApiError('CUSTOMER_NOT_FOUND', 'Customer not found');
      }
      const rules = pricingRules(reads.store.checkoutSettings);
      // Where the store taxes by province, the address must name one (docs/decisions.md §12.13).
      checkAddressProvinces(totalsSettings(rules).tax.rates, {
        shippingAddress: input.shippingAddress,
        billingAddress: input.billingAddress,
      });
      const missing: ErrorDetail[] = [];
      const items = input.items.flatMap((line, i) => {
        const variant = reads.variants.get(line.productVariantId);
        if (!variant || !isSellable(variant) || variant.currency !== rules.currency) {
          missing.push({
            path: `body.items.${i}.productVariantId`,
            message: `Variant ${line.productVariantId} not found`,
          });
          return [];
        }
        return [
          orderItem({
            variant,
            quantity: line.quantity,
            unitPriceMinor: variant.priceMinor,
            originalUnitPriceMinor: originalUnitPrice(variant.priceMinor, variant.compareAtPriceMinor),
          }),
        ];
      });
      if (missing.length > 0)
        throw new ApiError('PRODUCT_NOT_FOUND', 'Some product variants were not found', missing);
      // Early answer from what was read; the conditional decrements below are the real check.
      checkStock(items, reads.variants);
      const { customer } = reads;
      const takes = quantitiesByVariant(items.filter((i) => i.inventoryTracked));
      const tracked = [...takes.keys()];

      for (let attempt = 0; attempt < MAX_ORDER_ATTEMPTS; attempt++) {
        const clock = await clocks.clockFor(scope);
        const result = await serialize(counterKey(scope), async () => {
          const now = clock.now();
          // Read inside the queue: the number the previous creation left is the one to advance,
          // and the stock it left, which each take is conditioned on (stock.ts).
          const [lastOrderNumber, variants] = await Promise.all([
            orders.readLastOrderNumber(scope),
            tracked.length > 0
              ? orders.readVariants(
                  scope,
                  tracked,
                  items.map((item) => item.productId),
                )
              : reads.variants,
          ]);
          if (tracked.some((id) => !variants.has(id))) throw insufficientInventory();
          checkStock(items, variants);
          const order = newOrderRecord({
            orderId,
            storeId: scope.storeId,
            mode: scope.mode,
            orderNumber: nextOrderNumber(lastOrderNumber),
            checkoutId: input.checkoutId ?? null,
            source: 'api',
            customer: {
              customerId: customer.customerId,
              email: customer.email,
              phone: customer.phone,
              firstName: customer.firstName,
              lastName: customer.lastName,
            },
            items,
            shippingAddress: input.shippingAddress,
            billingAddress: input.billingAddress,
            currency: rules.currency,
            exponent: rules.exponent,
            totals: totalsOf(items, rules, input.shippingAddress),
            paymentMethod: {
              method: input.paymentMethod.method,
              display: input.paymentMethod.display || input.paymentMethod.method,
              last4: input.paymentMethod.last4 ?? null,
              brand: input.paymentMethod.brand ?? null,
            },
            payment: { provider: 'external', chargeId: null, status: 'External' },
            deliveryInstructions: input.deliveryInstructions || null,
            origin: 'api',
            now: now.toISOString(),
          });
          const stock = stockChanges(takes, variants, -1);
          const events = [
            orderEvents.created(order, 'api'),
            ...inventoryEvents({ ...scope, origin: 'api' }, stock, variants, 'order'),
          ];
          const outcome = await orders.placeOrder({ scope, order, lastOrderNumber, stock, events }, now);
          if (outcome.ok) return order;
          // The stock moved since it was read (another process): read again and decide again.
          if (outcome.reason === 'stock') return undefined;
          if (outcome.reason === 'order-exists') return loadOrder(orders, scope, orderId);
          return undefined;
        });
        if (result) return result;
        // Lost the counter to another process (or a conflicting transaction): read the number again.
        await counterBackoff(attempt);
      }
      throw new ApiError('CONFLICT', 'Too many orders are being created at once; try again');
    },

    get: (scope: Scope, orderId: string) => loadOrder(orders, scope, orderId),

    /** PUT /api/v1/orders/{orderId}/status. */
    async updateStatus(
      scope: Scope,
      orderId: string,
      input: UpdateStatusInput,
      author: OrderChangeAuthor = STORE_SERVER,
    ): Promise<OrderRecord> {
      const target = input.status;
      // Missing or not a string is the same mistake as an unknown value (docs/decisions.md §4.1).
      if (typeof target !== 'string' || !isStatusTarget(target)) {
        throw new ApiError('INVALID_STATUS', `status must be one of ${STATUS_TARGETS.join(', ')}`);
      }
      if ((input.carrier || input.trackingUrl) && !input.trackingNumber) {
        throw new ApiError('INVALID_REQUEST', 'carrier and trackingUrl need a trackingNumber');
      }
      const hasTracking = Boolean(input.trackingNumber || input.carrier || input.trackingUrl);
      for (let attempt = 0; attempt < MAX_ORDER_ATTEMPTS; attempt++) {
        const order = await loadOrder(orders, scope, orderId);
        const plan = planStatusChange(order, { target, itemIds: input.itemIds, hasTracking });
        const now = (await clocks.clockFor(scope)).now();
        const reason = input.notes || `Status set to ${target} by the store`;
        const at = now.toISOString();
        const next = applyStatusPlan(order, plan, input, {
          reason,
          notes: input.notes,
          source: author.origin,
          now: at,
        });
        const events = orderEvents.statusChanged(next, {
          previousStatus: order.orderStatus,
          changedAt: at,
          reason,
          origin: author.origin,
          movedItemIds: plan.movedItemIds,
          notes: input.notes,
        });
        const audit = author.audit?.({ order: next, action: 'order.status_updated', at });
        const outcome = await orders.updateOrder(next, order.version, events, now, audit);
        if (outcome.ok) return next;
        await contentionBackoff(attempt);
      }
      throw new ApiError('CONFLICT', 'The order is being changed by too many requests at once; try again');
    },

    /**
     * PUT /api/v1/orders/{orderId}/cancel: Cancelled, every held unit (shipped too) back in stock and the
     * refund recorded, in one transaction conditioned on the order version, so of two
     * concurrent cancels exactly one restores stock; the other sees Cancelled (400).
     */
    async cancel(
      scope: Scope,
      orderId: string,
      input: CancelOrderInput,
      author: OrderChangeAuthor = STORE_SERVER,
    ): Promise<OrderRecord> {
      const refundId = newId();
      for (let attempt = 0; attempt < MAX_ORDER_ATTEMPTS; attempt++) {
        const order = await loadOrder(orders, scope, orderId);
        if (!isCancellable(order.orderStatus)) {
          throw new ApiError(
            'INVALID_CANCELLATION',
            `An order in status ${order.orderStatus} cannot be cancelled`,
          );
        }
        // An order never paid has nothing to refund, whatever the amount (docs/decisions.md §4.7).
        if (input.refundAmount !== undefined && input.refundAmount !== null && !isPaid(order)) {
          throw new ApiError(
            'INVALID_REFUND_AMOUNT',
            `An order in status ${order.orderStatus} was never paid: cancel it without a refundAmount`,
          );
        }
        // At most what earlier refunds left (docs/decisions.md §4.16).
        const left = refundableMinor(order);
        const refundMinor = parseRefundAmount(
          input.refundAmount,
          left,
          order.exponent,
          order.currency,
          left === order.totals.totalAmountMinor
            ? undefined
            : {
                field: 'refundAmount',
                cap: `what is left to refund (${formatMoney(left, order.currency, order.exponent)})`,
              },
        );
        // Every unit not already returned by a refund goes back, shipped ones too (docs/decisions.md §4.7).
        const restockedItems = heldItems(order);
        const held = heldInventory(order);
        // A variant that no longer exists has no stock to give back.
        const variants =
          held.size > 0
            ? await orders.readVariants(
                scope,
                [...held.keys()],
                order.items.map((item) => item.productId),
              )
            : new Map();
        const now = (await clocks.clockFor(scope)).now();
        const at = now.toISOString();
        const reason = input.reason || 'Cancelled by the store';
        const cancelled = withStatus(withInventoryRestored(order), 'Cancelled', {
          reason,
          notes: input.reason,
          source: author.origin,
          now: at,
        });
        const scheduled =
          refundMinor === undefined
            ? undefined
            : scheduledRefund(order, {
                refundId,
                amountMinor: refundMinor,
                reason: input.reason || null,
                restock: [],
                now,
                delaySeconds: deps.refundDelaySeconds,
              });
        const refund = scheduled?.record;
        const next: OrderRecord = {
          ...cancelled,
          cancellation: {
            cancelledAt: at,
            reason: input.reason || null,
            restockedItems,
            refundId: refund?.refundId ?? null,
          },
          refunds: scheduled ? [...order.refunds, scheduled.entry] : order.refunds,
          refundedMinor: order.refundedMinor + (refund?.amountMinor ?? 0),
        };
        const events = orderEvents.statusChanged(next, {
          previousStatus: order.orderStatus,
          changedAt: at,
          reason,
          origin: author.origin,
          ...(refund ? { refund } : {}),
        });
        const audit = author.audit?.({ order: next, action: 'order.cancelled', at });
        const stock = stockChanges(held, variants, 1);
        const outcome = await orders.cancelOrder(
          {
            scope,
            next,
            expectedVersion: order.version,
            stock,
            ...(refund ? { refund } : {}),
            events: [
              ...events,
              ...inventoryEvents({ ...scope, origin: author.origin }, stock, variants, 'cancellation'),
            ],
            ...(audit ? { audit } : {}),
          },
          now,
        );
        if (!outcome.ok) {
          await contentionBackoff(attempt);
          continue;
        }
        if (refund) {
          await deps.scheduleRefund(refund).catch((error: unknown) =>
            // The cancellation stands; the refund record stays Scheduled for an operator to re-run.
            logger.error('refund could not be scheduled', { refundId, orderId, error: error as Error }),
          );
        }
        return next;
      }
      throw new ApiError('CONFLICT', 'The order is being changed by too many requests at once; try again');
    },
  };
};

export type OrderService = ReturnType<typeof createOrderService>;
