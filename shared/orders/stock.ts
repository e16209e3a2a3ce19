import type { Mode } from '../db/keys.ts';
import type { EventOrigin, DomainEvent } from '../events/outbox.ts';
import { inventoryUpdatedEvent, type InventoryReason } from '../products/events.ts';
import type { VariantRecord } from '../products/types.ts';

/**
 * Stock changes made by orders (docs/decisions.md §4.15): each is written conditioned on the
 * quantity read (`inventoryQuantity = previousQuantity`), so the `product.inventory_updated`
 * event written in the same transaction states the exact previous and new quantities. A
 * concurrent change of that variant cancels the transaction: the caller reads again and decides
 * again (enough stock left: retry; else 409 INSUFFICIENT_INVENTORY).
 */
export interface StockChange {
  variantId: string;
  previousQuantity: number;
  newQuantity: number;
}

/**
 * Lines of stock an order may change: each costs two transaction items (the stock update and its
 * event), and the largest order transaction (checkout reserve: counter, order, id owner, checkout
 * claim and cart; a cancellation: order, refund, audit entry and two order events) adds at most 5,
 * and a discount code's use (taken or given back: the code's counter and the customer's) 2 more,
 * so 5 + 2 + 2 x 45 = 97 stays within DynamoDB's 100 items per transaction.
 */
export const MAX_STOCK_LINES = 45;

/** `sign` -1 takes `units` per variant, +1 gives them back; variants not read (deleted) are left out. */
export const stockChanges = (
  units: ReadonlyMap<string, number>,
  variants: ReadonlyMap<string, VariantRecord>,
  sign: 1 | -1,
): StockChange[] =>
  [...units].flatMap(([variantId, quantity]) => {
    const variant = variants.get(variantId);
    if (!variant || quantity === 0) return [];
    const previousQuantity = variant.inventoryQuantity;
    return [{ variantId, previousQuantity, newQuantity: previousQuantity + sign * quantity }];
  });

/** One `product.inventory_updated` per change, with the order's (or cancellation's) origin. */
export const inventoryEvents = (
  scope: { storeId: string; mode: Mode; origin: EventOrigin },
  changes: readonly StockChange[],
  variants: ReadonlyMap<string, VariantRecord>,
  reason: InventoryReason,
): DomainEvent[] =>
  changes.map((change) =>
    inventoryUpdatedEvent(
      scope,
      variants.get(change.variantId)!,
      change.previousQuantity,
      change.newQuantity,
      reason,
    ),
  );
