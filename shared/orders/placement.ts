import { isOtherStore } from '../db/id-owner.ts';
import { ApiError, type ErrorDetail } from '../errors.ts';
import { availableUnits, type VariantRecord } from '../products/types.ts';
import { isUuid } from '../util/ids.ts';
import { quantitiesByVariant } from './records.ts';
import type { OrderRepository, Scope } from './ports.ts';
import { createPerKeyMutex } from './per-key-mutex.ts';
import { FIRST_ORDER_NUMBER, type OrderItem, type OrderRecord } from './types.ts';

/**
 * The rules both ways of placing an order share: POST /orders (service.ts) and checkout
 * completion (shared/checkout/reservation.ts).
 */

/** Counter contention under a burst of creations needs many rounds; each round costs one read + one write. */
export const MAX_ORDER_ATTEMPTS = 200;

/** The number after the last one the counter handed out. */
export const nextOrderNumber = (lastNumber: number | undefined): number =>
  (lastNumber ?? FIRST_ORDER_NUMBER - 1) + 1;

/** The serializer key of a (store, mode) order counter. */
export const counterKey = (scope: Scope): string => `${scope.storeId}#${scope.mode}`;

/**
 * One queue per order counter in this process, shared by order creation and checkout
 * completion (both run in one process locally), so they do not race each other for a number.
 */
export const counterSerializer = createPerKeyMutex();

/**
 * Backoff between order-number attempts. One commit takes a few milliseconds, so short,
 * jittered waits let a burst of creations through in roughly arrival order.
 */
export const counterBackoff = (attempt: number): Promise<void> =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.random() * Math.min(COUNTER_BACKOFF_CAP_MS, 2 * 2 ** attempt)),
  );
const COUNTER_BACKOFF_CAP_MS = 100;

export const insufficientInventory = (details?: ErrorDetail[]) =>
  new ApiError('INSUFFICIENT_INVENTORY', 'Not enough stock for this order', details);

/** 409 INSUFFICIENT_INVENTORY with one detail per short line, or nothing when all fit. */
export const checkStock = (
  items: ReadonlyArray<Pick<OrderItem, 'productVariantId' | 'quantity' | 'inventoryTracked'>>,
  variants: ReadonlyMap<string, VariantRecord>,
): void => {
  const short: ErrorDetail[] = [];
  for (const [variantId, quantity] of quantitiesByVariant(items.filter((i) => i.inventoryTracked))) {
    const available = availableUnits(variants.get(variantId)!);
    if (available !== null && quantity > available) {
      short.push({
        path: 'items',
        message: `Variant ${variantId}: ${quantity} requested, ${available} in stock`,
      });
    }
  }
  if (short.length > 0) throw insufficientInventory(short);
};

export const orderNotFound = () => new ApiError('ORDER_NOT_FOUND', 'Order not found');

/** Loads an order by path id: malformed or unknown -> 404, another store's -> 403 NO_STORE_ACCESS. */
export const loadOrder = async (
  orders: Pick<OrderRepository, 'getOrder'>,
  scope: Scope,
  orderId: string,
): Promise<OrderRecord> => {
  if (!isUuid(orderId)) throw orderNotFound();
  const { order, owner } = await orders.getOrder(scope, orderId);
  if (order) return order;
  if (isOtherStore(owner, scope.storeId, 'Order'))
    throw new ApiError('NO_STORE_ACCESS', 'This order belongs to another store');
  throw orderNotFound();
};
