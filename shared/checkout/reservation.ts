import { ApiError, type ErrorDetail } from '../errors.ts';
import { checkStock, counterKey, insufficientInventory, nextOrderNumber } from '../orders/placement.ts';
import { newOrderRecord, orderItem, quantitiesByVariant } from '../orders/records.ts';
import { inventoryEvents, MAX_STOCK_LINES, stockChanges } from '../orders/stock.ts';
import type { Scope } from '../orders/ports.ts';
import type { OrderRecord } from '../orders/types.ts';
import type { PaymentProvider } from '../payments/ports.ts';
import { isSellable } from '../products/types.ts';
import type { CompletionContext } from './completion-context.ts';
import { cartChanged } from './outcome.ts';
import type { StoredCheckout } from './records.ts';
import type { CompleteCheckoutInput } from './schemas.ts';
import { discountUseOf } from './discount-use.ts';
import { priceCheckout, recheckCheckoutCode } from './pricing.ts';
import { isExpectedTotal, totalChanged } from './quote.ts';

/**
 * Reserve transaction: order, counter, owner, checkout claim, cart check + per tracked variant its
 * stock update and its product.inventory_updated (docs/decisions.md §4.13). Carts hold no more
 * lines than this (MAX_CART_LINES), so a cart always fits.
 */
export const MAX_TRACKED_VARIANTS_PER_CHECKOUT = MAX_STOCK_LINES;

/**
 * Step 1 of completion, queued per order counter: one transaction takes the stock, the next
 * order number and creates the order `Pending`, claims the checkout (with a lease) and checks
 * the cart is unchanged. Shortage -> 409, nothing written, nothing charged. `lost-race`
 * (counter, checkout claim): read again and retry. `order-exists`: an earlier attempt of the
 * same request took this order id.
 */
export const reserve = async (
  context: CompletionContext,
  scope: Scope,
  checkout: StoredCheckout,
  input: CompleteCheckoutInput,
  orderId: string,
  now: Date,
  provider: PaymentProvider,
): Promise<OrderRecord | 'lost-race' | 'order-exists'> => {
  const { orders, checkouts } = context;
  const lineProducts = checkout.items.map((line) => line.productId);
  const variants = await orders.readVariants(
    scope,
    [...new Set(checkout.items.map((line) => line.productVariantId))],
    lineProducts,
  );
  const gone: ErrorDetail[] = [];
  // Prices are the checkout's: the customer pays what the checkout showed.
  const items = checkout.items.flatMap((line, i) => {
    const variant = variants.get(line.productVariantId);
    if (!variant || !isSellable(variant)) {
      gone.push({ path: `items.${i}`, message: `Item ${line.id} is no longer available` });
      return [];
    }
    return [
      orderItem({
        variant,
        id: line.id,
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        originalUnitPriceMinor: line.originalUnitPriceMinor,
      }),
    ];
  });
  if (gone.length > 0) throw new ApiError('PRODUCT_NOT_FOUND', 'Some items are no longer available', gone);
  checkStock(items, variants);
  const takes = quantitiesByVariant(items.filter((item) => item.inventoryTracked));
  if (takes.size > MAX_TRACKED_VARIANTS_PER_CHECKOUT) {
    throw new ApiError(
      'INVALID_REQUEST',
      `An order holds at most ${MAX_TRACKED_VARIANTS_PER_CHECKOUT} stock-tracked products`,
    );
  }

  // The code, shipping and tax for the address, before anything is reserved (a refusal writes
  // nothing): the quote's function, so the total the shopper was shown is the one charged.
  const priced = await priceCheckout(context, scope, checkout, {
    shippingAddress: input.shippingAddress,
    billingAddress: input.billingAddress,
    shippingOptionId: input.shippingOptionId,
    unnamedOption: 'store-rule',
    customerId: checkout.customerId,
    now,
  });
  const expected = input.expectedTotalAmount;
  if (
    expected !== undefined &&
    !isExpectedTotal(expected, priced.totals.totalAmountMinor, checkout.currency)
  ) {
    throw totalChanged(expected, priced.totals, checkout.currency);
  }

  const tracked = [...takes.keys()];
  return context.serialize(counterKey(scope), async () => {
    // Inside the queue, like the counter: the stock the previous order left, which each take is
    // conditioned on (shared/orders/stock.ts).
    const [lastOrderNumber, current] = await Promise.all([
      orders.readLastOrderNumber(scope),
      tracked.length > 0 ? orders.readVariants(scope, tracked, lineProducts) : variants,
    ]);
    if (tracked.some((id) => !current.has(id))) throw insufficientInventory();
    checkStock(items, current);
    const stock = stockChanges(takes, current, -1);
    const order = newOrderRecord({
      orderId,
      storeId: scope.storeId,
      mode: scope.mode,
      orderNumber: nextOrderNumber(lastOrderNumber),
      checkoutId: checkout.checkoutId,
      source: 'checkout',
      customer: checkout.customer,
      items,
      shippingAddress: input.shippingAddress,
      billingAddress: input.billingAddress,
      currency: checkout.currency,
      exponent: checkout.pricing.exponent,
      totals: priced.totals,
      tax: priced.tax,
      shippingOption: priced.shippingOption,
      paymentMethod: { method: 'card', display: '', last4: null, brand: null },
      payment: { provider: provider.name, chargeId: null, status: 'Pending' },
      deliveryInstructions: input.deliveryInstructions || null,
      discount: priced.discount,
      origin: 'customer',
      now: now.toISOString(),
    });
    const outcome = await checkouts.reserve(
      {
        scope,
        order,
        lastOrderNumber,
        stock,
        events: inventoryEvents({ ...scope, origin: 'customer' }, stock, current, 'order'),
        checkout,
        claim: { orderId, leaseUntil: context.clock.now().getTime() + context.leaseMs },
        ...(order.discount ? { discountUse: discountUseOf(order) } : {}),
      },
      now,
    );
    if (outcome.ok) return order;
    // The stock moved since it was read (another process): read again and decide again.
    if (outcome.reason === 'stock') return 'lost-race';
    if (outcome.reason === 'cart-changed') throw cartChanged();
    // The code moved since it was priced (used up, disabled, edited): read as it is now, it is
    // refused with its reason (usage_limit_reached, disabled...), or the order is priced anew, so
    // nothing is charged at a discount the store no longer gives (docs/decisions.md §12.6).
    if (outcome.reason === 'discount-changed') {
      await recheckCheckoutCode(context, scope, checkout, { customerId: checkout.customerId, now });
      return 'lost-race';
    }
    return outcome.reason === 'order-exists' ? 'order-exists' : 'lost-race';
  });
};
