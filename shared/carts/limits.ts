import * as z from 'zod';
import { MAX_STOCK_LINES } from '../orders/stock.ts';
import { lazySchema } from '../schema/lazy.ts';

/** Per-line and per-cart bounds: they keep every total exact and the item far below 400 KB. */
export const MAX_LINE_QUANTITY = 9999;
/**
 * A cart's lines (one per variant) are bounded by what its checkout can write in one transaction:
 * per line a stock update and its product.inventory_updated (docs/decisions.md §4.13).
 */
export const MAX_CART_LINES = MAX_STOCK_LINES;
export const MAX_AVAILABILITY_ITEMS = 100;

export const quantitySchema = /* @__PURE__ */ lazySchema(() =>
  z.number().int().min(1).max(MAX_LINE_QUANTITY),
);
/** PUT accepts 0 (= remove the line). */
export const newQuantitySchema = /* @__PURE__ */ lazySchema(() =>
  z.number().int().min(0).max(MAX_LINE_QUANTITY),
);
