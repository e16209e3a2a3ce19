import type { RecoveryOutcome } from '../checkout/outcome.ts';
import type { CheckoutRecord } from '../checkout/records.ts';
import { buildCheckoutRecord } from '../checkout/start.ts';
import { customerObject } from '../customers/types.ts';
import { contentionBackoff } from '../db/transactions.ts';
import type { Mode } from '../db/keys.ts';
import { ApiError, type ErrorDetail } from '../errors.ts';
import type { DomainEvent } from '../events/outbox.ts';
import { availableUnits, isSellable, type VariantRecord } from '../products/types.ts';
import type { StoreRecord } from '../stores/types.ts';
import { newId } from '../util/ids.ts';
import { priceFrom } from './cart-line.ts';
import { systemClock, type Clock } from '../util/time.ts';
import { storeClock } from '../test-clocks/clock.ts';
import { cartEvents, numberCartEvents } from './events.ts';
import { cartPricingRules, pricingRules, type PricingRules } from '../pricing.ts';
import { codeRevision, decideCode, type CodeReads, type DiscountLookup } from './discount.ts';
import type { CartReads, CartRepository } from './ports.ts';
import { type CartLine, type CartRecord } from './types.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './limits.ts';
import { cartView, totalsView } from './views.ts';

/**
 * The customer's cart (docs/decisions.md §3.10). Every call is read -> decide -> one transaction of
 * the cart (conditioned on the version read) and its events; losing a race re-reads and
 * decides again, so no concurrent update is lost. Any call on an Abandoned cart recovers it.
 */
export interface CartCall {
  store: StoreRecord;
  mode: Mode;
  customerId: string;
}

/**
 * The checkout completion, as starting a checkout needs it (shared/checkout/start.ts
 * `settleBeforeNewCheckout`): settles the completion the cart is being paid with, if still in flight.
 */
export interface InFlightCompletions {
  settle(
    scope: { storeId: string; mode: Mode },
    checkoutId: string,
    customerId: string,
  ): Promise<RecoveryOutcome>;
}

export interface CartServiceDeps {
  carts: CartRepository;
  /** Needed by startCheckout once a cart has been paid with (absent: starting checkout refuses such a cart). */
  completions?: InFlightCompletions;
  clock?: Clock;
  /** CART_ABANDON_AFTER_SECONDS: replaces every store's cartAbandonmentMinutes for carts written from now on. */
  abandonAfterSeconds?: number;
  /** The store's discount codes (applying a code, starting checkout with one); absent: no code is known. */
  discounts?: DiscountLookup;
}

interface Decision {
  cart: CartRecord;
  events: DomainEvent[];
  /** A checkout started from the cart, written with it. */
  checkout?: CheckoutRecord;
  /** Extra response fields beside the cart (checkout). */
  respond?: Record<string, unknown>;
  /** The code this decision applied, as read: the write holds only while the code is unchanged. */
  codeAsRead?: { discountId: string; revision: number };
}

interface DecideInput {
  /** The cart as it will be written if anything changes (version, updatedAt, due time already advanced). */
  cart: CartRecord;
  reads: CartReads;
  now: string;
  rules: PricingRules;
  /** The code named by `plan.code`, read with the customer's uses of it. */
  code?: CodeReads;
}

interface Plan {
  /** A discount code to read before deciding (the one applied, or the one the cart holds). */
  code?: (cart: CartRecord | undefined) => string | null;
  variantIds?: string[];
  customer?: boolean;
  /** Variants that can only be named once the cart has been read (second BatchGet). */
  variantsOf?: (cart: CartRecord) => string[];
  /** Settle the completion the cart is being paid with first (starting a new checkout). */
  settlePaying?: boolean;
  /** 'unchanged' = a read-only call (no write unless the cart must be created or recovered). */
  decide(input: DecideInput): Decision | 'unchanged';
}

const MAX_ATTEMPTS = 40;
/** Variants' title copies one cart write brings up to date at most (docs/decisions.md §3.7). */
const MAX_TITLE_COPIES = 10;

export const createCartService = (deps: CartServiceDeps) => {
  const realClock = deps.clock ?? systemClock;
  const { carts } = deps;

  const abandonAfterMs = (store: StoreRecord) =>
    (deps.abandonAfterSeconds ?? store.checkoutSettings.cartAbandonmentMinutes * 60) * 1000;

  /**
   * A new checkout of a cart that was being paid: never while that payment may still charge.
   * A live attempt -> 409; an interrupted one is settled now (confirmed if it was charged, else
   * released and superseded). 'retry' = read the cart again.
   */
  const settlePaying = async (
    call: CartCall,
    cart: CartRecord,
    checkoutId: string,
  ): Promise<'retry' | 'go'> => {
    if (!deps.completions) {
      throw new ApiError('CONFLICT', 'A payment for this cart may still be in progress; try again shortly');
    }
    const scope = { storeId: call.store.storeId, mode: call.mode };
    const outcome = await deps.completions.settle(scope, checkoutId, call.customerId);
    if (outcome === 'lease-live') {
      throw new ApiError(
        'CONFLICT',
        'A payment for this cart is in progress; wait for it to finish before starting checkout again',
      );
    }
    if (outcome === 'lost-race') return 'retry';
    if (outcome === 'confirmed') {
      // The interrupted payment went through: its order is confirmed and closed this cart.
      const after = await carts.read({ ...scope, customerId: call.customerId }, {});
      if (after.cart?.cartId !== cart.cartId) {
        throw new ApiError('CONFLICT', 'This cart has already been paid for; its order is confirmed');
      }
      return 'retry';
    }
    return 'go';
  };

  const readCode = async (scope: { storeId: string; mode: Mode; customerId: string }, code: string) => {
    const record = await deps.discounts?.findByCode(scope, code);
    const usesByCustomer = record
      ? await deps.discounts!.usesByCustomer(scope, record.discountId, scope.customerId)
      : 0;
    return { ...(record ? { record } : {}), usesByCustomer };
  };

  const run = async (call: CartCall, plan: Plan) => {
    const scope = { storeId: call.store.storeId, mode: call.mode, customerId: call.customerId };
    const rules = pricingRules(call.store.checkoutSettings);
    /**
     * Product titles read after a title check failed (null: the product is gone). A variant's
     * own copy is as of its last write (docs/decisions.md §3.7): lines take the product's.
     */
    const titles = new Map<string, string | null>();
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const reads = await carts.read(scope, { variantIds: plan.variantIds, customer: plan.customer });
      const later =
        reads.cart && plan.variantsOf
          ? plan.variantsOf(reads.cart).filter((id) => !reads.variants.has(id))
          : [];
      if (later.length > 0)
        for (const [id, v] of await carts.readVariants(scope, later)) reads.variants.set(id, v);
      /** Variants read with an older title copy than the product's (rewritten with the cart). */
      const oldCopies = new Set<string>();
      for (const [id, variant] of reads.variants) {
        const title = titles.get(variant.productId);
        if (title === null) reads.variants.delete(id);
        else if (title !== undefined && title !== variant.productTitle) {
          reads.variants.set(id, { ...variant, productTitle: title });
          oldCopies.add(id);
        }
      }

      const stored = reads.cart;
      const paying = stored?.payingCheckoutId ?? null;
      const codeName = plan.code?.(stored) ?? null;
      const code = codeName === null ? undefined : await readCode(scope, codeName);
      if (plan.settlePaying && paying) {
        const settled = await settlePaying(call, stored!, paying);
        if (settled === 'retry') {
          await contentionBackoff(attempt);
          continue;
        }
      }
      // The store's clock: a test-mode store's test clock (docs/decisions.md §8.12).
      const nowDate = storeClock(call.store, call.mode, realClock).now();
      const now = nowDate.toISOString();
      const abandonDueAt = new Date(nowDate.getTime() + abandonAfterMs(call.store)).toISOString();
      const touched: CartRecord = {
        ...(stored ?? newCart(call, now, rules)),
        status: 'Active',
        pricing: cartPricingRules(rules),
        version: (stored?.version ?? 0) + 1,
        updatedAt: now,
        abandonDueAt,
        sweepScheduled: true,
        abandonedAt: null,
        ...(stored?.status === 'Abandoned' ? { activeSince: now } : {}),
      };
      const lifecycle: DomainEvent[] = [];
      if (!stored) lifecycle.push(cartEvents.created(touched));
      if (stored?.status === 'Abandoned')
        lifecycle.push(cartEvents.recovered(touched, stored.abandonedAt ?? now, rules));

      let decision: Decision | 'unchanged';
      let failure: ApiError | undefined;
      try {
        decision = plan.decide({ cart: touched, reads, now, rules, ...(code ? { code } : {}) });
      } catch (error) {
        // A failing call still counts as the customer coming back: commit the recovery alone.
        if (!(error instanceof ApiError) || stored?.status !== 'Abandoned') throw error;
        failure = error;
        decision = 'unchanged';
      }
      if (decision === 'unchanged' && stored?.status === 'Active') return cartView(stored, rules);

      const { cart: next, events } = numberCartEvents(
        stored,
        decision === 'unchanged' ? touched : decision.cart,
        [...lifecycle, ...(decision === 'unchanged' ? [] : decision.events)],
      );
      const checkout = decision === 'unchanged' ? undefined : decision.checkout;
      // Lines priced from a variant read now took its product title: checked in the write.
      const productTitles = new Map(
        next.items.flatMap((line) => {
          const variant = reads.variants.get(line.productVariantId);
          return variant ? [[variant.productId, variant.productTitle] as const] : [];
        }),
      );
      const outcome = await carts.save(
        {
          next,
          ...(productTitles.size > 0
            ? { productTitles: [...productTitles].map(([productId, title]) => ({ productId, title })) }
            : {}),
          ...(oldCopies.size > 0
            ? {
                // Bounded, so a checkout of many lines stays inside one transaction's 100 items;
                // the rest are brought up to date by later calls.
                titleCopies: [...oldCopies].slice(0, MAX_TITLE_COPIES).map((variantId) => {
                  const { productId, productTitle } = reads.variants.get(variantId)!;
                  return { variantId, productId, title: productTitle };
                }),
              }
            : {}),
          ...(sweepAt(stored, abandonDueAt) ? { sweepAt: abandonDueAt } : {}),
          expectedVersion: stored?.version,
          expectedPayingCheckoutId: paying,
          events,
          ...(checkout ? { checkout } : {}),
          ...(checkout && paying ? { notPaying: paying } : {}),
          ...(decision !== 'unchanged' && decision.codeAsRead ? { discountAsRead: decision.codeAsRead } : {}),
        },
        nowDate,
      );
      if (!outcome.ok && outcome.reason === 'title') {
        const current = await carts.readProductTitles(scope, [...productTitles.keys()]);
        for (const productId of productTitles.keys()) titles.set(productId, current.get(productId) ?? null);
        continue;
      }
      if (!outcome.ok) {
        await contentionBackoff(attempt);
        continue;
      }
      if (failure) throw failure;
      return { ...cartView(next, rules), ...(decision === 'unchanged' ? {} : decision.respond) };
    }
    throw new ApiError('CONFLICT', 'The cart is being changed by too many requests at once; try again');
  };

  return {
    /** GET: get-or-create. An Active cart is read-only here (viewing is not activity). */
    getCart: (call: CartCall) => run(call, { decide: () => 'unchanged' }),

    addItem: (call: CartCall, input: { productVariantId: string; quantity: number }) =>
      run(call, {
        variantIds: [input.productVariantId],
        decide: ({ cart, reads, now, rules }) => {
          const variant = sellableVariant(reads.variants.get(input.productVariantId), rules);
          const index = cart.items.findIndex((line) => line.productVariantId === variant.variantId);
          const existing = cart.items[index];
          const quantity = (existing?.quantity ?? 0) + input.quantity;
          if (quantity > MAX_LINE_QUANTITY) {
            throw new ApiError('INVALID_REQUEST', `A cart line holds at most ${MAX_LINE_QUANTITY} units`);
          }
          ensureStock(variant, quantity);
          if (existing) {
            const line = { ...priceFrom(existing, variant), quantity, updatedAt: now };
            const next = withLines(cart, cart.items.with(index, line));
            return { cart: next, events: [cartEvents.itemUpdated(next, line, existing.quantity, rules)] };
          }
          if (cart.items.length >= MAX_CART_LINES) {
            throw new ApiError('INVALID_REQUEST', `A cart holds at most ${MAX_CART_LINES} different items`);
          }
          const line = newLine(variant, quantity, now);
          const next = withLines(cart, [...cart.items, line]);
          return { cart: next, events: [cartEvents.itemAdded(next, line, rules)] };
        },
      }),

    /** PUT: set a line's quantity; 0 removes it. Only an increase needs the variant (stock). */
    updateItem: (call: CartCall, itemId: string, quantity: number) =>
      run(call, {
        variantsOf: (cart) => {
          const line = cart.items.find((l) => l.id === itemId);
          return line && quantity > line.quantity ? [line.productVariantId] : [];
        },
        decide: ({ cart, reads, now, rules }) => {
          const index = lineIndex(cart, itemId);
          const existing = cart.items[index]!;
          if (quantity === 0) return removeLine(cart, index, rules);
          if (quantity === existing.quantity) return 'unchanged';
          let line: CartLine = { ...existing, quantity, updatedAt: now };
          if (quantity > existing.quantity) {
            const variant = sellableVariant(reads.variants.get(existing.productVariantId), rules);
            ensureStock(variant, quantity);
            line = priceFrom(line, variant);
          }
          const next = withLines(cart, cart.items.with(index, line));
          return { cart: next, events: [cartEvents.itemUpdated(next, line, existing.quantity, rules)] };
        },
      }),

    removeItem: (call: CartCall, itemId: string) =>
      run(call, { decide: ({ cart, rules }) => removeLine(cart, lineIndex(cart, itemId), rules) }),

    /** Clearing an empty cart changes nothing and emits nothing. */
    clear: (call: CartCall) =>
      run(call, {
        decide: ({ cart, rules }) => {
          if (cart.items.length === 0) return 'unchanged';
          const next = withLines(cart, []);
          return { cart: next, events: [cartEvents.cleared(cart, next, rules)] };
        },
      }),

    /**
     * POST .../discount: the cart holds the code from now on (docs/decisions.md §12.7), or the
     * call is 400 INVALID_DISCOUNT_CODE with the reason. Applying another code replaces it.
     */
    applyDiscount: (call: CartCall, code: string) =>
      run(call, {
        code: () => code,
        decide: ({ cart, rules, now, code: reads }) => {
          const discount = decideCode(reads!, cart.items, rules, now);
          return {
            cart: { ...cart, discount, checkoutId: null },
            events: [],
            codeAsRead: codeRevision(reads!),
          };
        },
      }),

    /** DELETE .../discount: the cart holds no code; removing none changes nothing. */
    removeDiscount: (call: CartCall) =>
      run(call, {
        decide: ({ cart }) =>
          cart.discount ? { cart: { ...cart, discount: null, checkoutId: null }, events: [] } : 'unchanged',
      }),

    /**
     * Re-prices every line from its variant, checks stock, and records a checkout
     * (keys.checkout) in the same transaction as the cart and cart.checkout_started.
     */
    startCheckout: (call: CartCall) =>
      run(call, {
        customer: true,
        settlePaying: true,
        code: (cart) => cart?.discount?.rule.code ?? null,
        variantsOf: (cart) => cart.items.map((line) => line.productVariantId),
        decide: ({ cart, reads, now, rules, code }) => {
          if (cart.items.length === 0) throw new ApiError('CART_EMPTY', 'The cart is empty');
          if (!reads.customer) throw new ApiError('CUSTOMER_NOT_FOUND', 'Customer not found');
          const gone: ErrorDetail[] = [];
          const short: ErrorDetail[] = [];
          const lines = cart.items.map((line, i) => {
            const variant = reads.variants.get(line.productVariantId);
            if (!variant || !isSellable(variant) || variant.currency !== rules.currency) {
              gone.push({ path: `items.${i}`, message: `Item ${line.id} is no longer available` });
              return line;
            }
            const available = availableUnits(variant);
            if (available !== null && line.quantity > available) {
              short.push({ path: `items.${i}`, message: `Item ${line.id}: only ${available} in stock` });
            }
            const repriced = priceFrom(line, variant);
            const priceChanged =
              repriced.unitPriceMinor !== line.unitPriceMinor ||
              repriced.originalUnitPriceMinor !== line.originalUnitPriceMinor;
            return priceChanged ? { ...repriced, updatedAt: now } : repriced;
          });
          if (gone.length > 0)
            throw new ApiError('PRODUCT_NOT_FOUND', 'Some items are no longer available', gone);
          if (short.length > 0) throw new ApiError('INSUFFICIENT_INVENTORY', 'Not enough stock', short);
          // The code is decided again on the re-priced lines, as the store holds it now.
          const discount = code && cart.discount ? decideCode(code, lines, rules, now) : null;
          const checkoutId = newId();
          // The cart's earlier payment (if any) is settled: this checkout is the one to pay now.
          const next: CartRecord = { ...cart, items: lines, discount, checkoutId, payingCheckoutId: null };
          const customer = customerObject(reads.customer);
          // The checkout prices with the store's whole rules: its address picks among them.
          const checkout = buildCheckoutRecord({ ...next, pricing: rules }, checkoutId, customer, now);
          return {
            cart: next,
            checkout,
            ...(discount ? { codeAsRead: codeRevision(code!) } : {}),
            events: [cartEvents.checkoutStarted(next, { checkoutId, startedAt: now, customer }, rules)],
            respond: {
              checkoutStartedAt: now,
              totals: totalsView(lines, rules, { applied: discount, at: now }),
              customer,
            },
          };
        },
      }),

    /** No JWT, no cart: per requested line, can it be bought now? Unknown variants are simply unavailable. */
    async availability(
      scope: { store: StoreRecord; mode: Mode },
      items: Array<{ productVariantId: string; quantity: number }>,
    ) {
      const rules = pricingRules(scope.store.checkoutSettings);
      const ids = [...new Set(items.map((i) => i.productVariantId))];
      const variants = await carts.readVariants(
        { storeId: scope.store.storeId, mode: scope.mode },
        ids,
        false,
      );
      const results = items.map(({ productVariantId, quantity }) => {
        const variant = variants.get(productVariantId);
        const sellable = variant !== undefined && isSellable(variant) && variant.currency === rules.currency;
        const availableQuantity = sellable ? availableUnits(variant) : 0;
        return {
          productVariantId,
          quantity,
          available: sellable && (availableQuantity === null || quantity <= availableQuantity),
          availableQuantity,
        };
      });
      return { items: results, allAvailable: results.every((r) => r.available) };
    },
  };
};

/**
 * Lazy rescheduling (docs/decisions.md §3.13): the sweep's check time is written when the cart
 * becomes Active (created, recovered, or stored before schedules) and when its due time moves
 * earlier (a shorter window); a later due time is left for the sweep to find, so an add writes
 * no schedule. The check time is therefore never after the due time.
 */
const sweepAt = (stored: CartRecord | undefined, abandonDueAt: string): boolean =>
  !stored ||
  stored.status !== 'Active' ||
  !stored.sweepScheduled ||
  !stored.abandonDueAt ||
  abandonDueAt < stored.abandonDueAt;

const newCart = (call: CartCall, now: string, rules: PricingRules): CartRecord => ({
  cartId: newId(),
  storeId: call.store.storeId,
  mode: call.mode,
  customerId: call.customerId,
  status: 'Active',
  items: [],
  pricing: cartPricingRules(rules),
  version: 0,
  createdAt: now,
  updatedAt: now,
  activeSince: now,
  abandonDueAt: null,
  abandonedAt: null,
  checkoutId: null,
});

/** Any change to the lines invalidates a started checkout. */
const withLines = (cart: CartRecord, items: CartLine[]): CartRecord => ({ ...cart, items, checkoutId: null });

const lineIndex = (cart: CartRecord, itemId: string): number => {
  const index = cart.items.findIndex((line) => line.id === itemId);
  if (index < 0) throw new ApiError('CART_ITEM_NOT_FOUND', 'No such item in the cart');
  return index;
};

const removeLine = (cart: CartRecord, index: number, rules: PricingRules): Decision => {
  const removed = cart.items[index]!;
  const next = withLines(cart, cart.items.toSpliced(index, 1));
  return { cart: next, events: [cartEvents.itemRemoved(next, removed, rules)] };
};

/** Unknown, of another store, not Active, or priced in another currency: not a product this cart can hold. */
const sellableVariant = (variant: VariantRecord | undefined, rules: PricingRules): VariantRecord => {
  if (!variant || !isSellable(variant)) throw new ApiError('PRODUCT_NOT_FOUND', 'Product variant not found');
  if (variant.currency !== rules.currency) {
    throw new ApiError(
      'CONFLICT',
      `This variant is priced in ${variant.currency}; the store sells in ${rules.currency}`,
    );
  }
  return variant;
};

const ensureStock = (variant: VariantRecord, quantity: number): void => {
  const available = availableUnits(variant);
  if (available !== null && quantity > available) {
    throw new ApiError('INSUFFICIENT_INVENTORY', `Only ${available} of this variant in stock`);
  }
};

const newLine = (variant: VariantRecord, quantity: number, now: string): CartLine =>
  priceFrom(
    { id: newId(), productVariantId: variant.variantId, quantity, addedAt: now, updatedAt: null },
    variant,
  );
