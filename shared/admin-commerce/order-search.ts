import * as z from 'zod';
import type { CustomerSearch } from '../customers/ports.ts';
import { encodeCursor, invalidCursor } from '../db/cursor.ts';
import type { Page } from '../db/page.ts';
import type { Scope } from '../orders/ports.ts';
import { shippingNameQuery, shipsToName } from '../orders/dynamo-order-index.ts';
import type { OrderRecord, OrderStatus } from '../orders/types.ts';
import { inPlacedRange, placedRange, type PlacedRange } from './date-range.ts';
import type { OrderIndex, OrderRange } from './ports.ts';
import { lazySchema } from '../schema/lazy.ts';

/**
 * Owners' order search (docs/decisions.md §15.1, §15.8): `q` matches an order number exactly, the
 * ship-to name (a last name's start, or "first last"), or the email, phone, first or last name of
 * the order's customer by prefix (any case) and the end of their phone (4 digits or more), through
 * the customer search index the customer's own writes keep (so an erased customer is not found);
 * `from`/`to` read the orders' placement-time index, `status` narrows either. Every match comes
 * with a position that resumes after it, so one walk serves a page and the whole CSV export.
 */
export interface OrderSearchFilter {
  q?: string | undefined;
  status?: OrderStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * Where a walk resumes: after the number match, in the ship-to names, in one customer's orders,
 * or in one index range.
 */
const positionSchema = /* @__PURE__ */ lazySchema(() =>
  z.union([
    z.object({ p: z.literal('n') }),
    z.object({ p: z.literal('s'), o: z.string() }),
    z.object({ p: z.literal('c'), cc: z.string().optional(), id: z.string(), o: z.string().optional() }),
    z.object({ p: z.literal('i'), o: z.string() }),
  ]),
);
type Position = z.infer<typeof positionSchema>;

export interface SearchHit {
  order: OrderRecord;
  position: Position;
}

/** The same encoding as every list's cursor; decoded by its own schema (a position is not a table key). */
export const encodePosition = (position: Position): string => encodeCursor(position);

export const decodePosition = (cursor: string): Position => {
  try {
    return positionSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw invalidCursor();
  }
};

const ORDER_NUMBER = /^\d{1,12}$/;
/** Customers read per customer-search page while walking their orders. */
const CUSTOMER_PAGE = 25;

export interface OrderSearchDeps {
  index: OrderIndex;
  customers: CustomerSearch;
}

export const createOrderSearch = ({ index, customers }: OrderSearchDeps) => {
  const keep = (order: OrderRecord, status: OrderStatus | undefined, range: PlacedRange) =>
    (!status || order.orderStatus === status) && inPlacedRange(order.placedAt, range);

  /** Whether the order's ship-to name matches q (those orders come in the name walk). */
  const shipsTo = (order: OrderRecord, q: string) => shipsToName(order.shippingAddress, shippingNameQuery(q));

  /** The orders whose ship-to name matches q, by last name A to Z (one keys-only index, §15.8). */
  async function* shipNameHits(
    scope: Scope,
    q: string,
    filter: OrderSearchFilter,
    range: PlacedRange,
    after?: string,
  ): AsyncGenerator<SearchHit> {
    const name = shippingNameQuery(q);
    if (!name.last) return;
    for await (const hit of index.walk(scope, { by: 'shipName', name: name.last }, after)) {
      if (q === hit.order.orderNumber || !shipsToName(hit.order.shippingAddress, name)) continue;
      if (!keep(hit.order, filter.status, range)) continue;
      yield { order: hit.order, position: { p: 's', o: hit.after } };
    }
  }

  /** The orders of the customers matching q, customer by customer, each customer's newest first. */
  async function* customerHits(
    scope: Scope,
    q: string,
    filter: OrderSearchFilter,
    range: PlacedRange,
    resume?: Extract<Position, { p: 'c' }>,
  ): AsyncGenerator<SearchHit> {
    const seen = new Set<string>();
    let pageCursor = resume?.cc;
    let skipUntil = resume?.id;
    for (;;) {
      const page = await customers.page(scope, q, { limit: CUSTOMER_PAGE, cursor: pageCursor });
      for (const customer of page.items) {
        const { customerId } = customer;
        let after: string | undefined;
        if (skipUntil !== undefined) {
          if (customerId !== skipUntil) continue;
          skipUntil = undefined;
          if (resume?.o === undefined) continue; // that customer was finished
          after = resume.o;
        }
        if (seen.has(customerId)) continue;
        seen.add(customerId);
        const customerRange: OrderRange = { by: 'customer', customerId, status: filter.status };
        for await (const hit of index.walk(scope, customerRange, after)) {
          // The number and ship-to name matches came first: not twice.
          if (
            q === hit.order.orderNumber ||
            shipsTo(hit.order, q) ||
            !inPlacedRange(hit.order.placedAt, range)
          )
            continue;
          yield {
            order: hit.order,
            position: { p: 'c', ...(pageCursor ? { cc: pageCursor } : {}), id: customerId, o: hit.after },
          };
        }
      }
      if (!page.nextCursor) return;
      pageCursor = page.nextCursor;
      skipUntil = undefined;
    }
  }

  /** Every order matching the filter, in search order, from `cursor` on. */
  async function* matches(
    scope: Scope,
    filter: OrderSearchFilter,
    cursor?: string,
  ): AsyncGenerator<SearchHit> {
    const position = cursor === undefined ? undefined : decodePosition(cursor);
    const range = placedRange(filter.from, filter.to);
    const q = filter.q?.trim();
    if (!q) {
      if (position && position.p !== 'i') throw invalidCursor();
      const walk = index.walk(
        scope,
        { by: 'placed', from: range.from, before: range.before, status: filter.status },
        position?.o,
      );
      for await (const hit of walk) yield { order: hit.order, position: { p: 'i', o: hit.after } };
      return;
    }
    if (position?.p === 'i') throw invalidCursor();
    if (!position && ORDER_NUMBER.test(q)) {
      for await (const hit of index.walk(scope, { by: 'number', orderNumber: q })) {
        if (keep(hit.order, filter.status, range)) yield { order: hit.order, position: { p: 'n' } };
      }
    }
    if (position?.p !== 'c')
      yield* shipNameHits(scope, q, filter, range, position?.p === 's' ? position.o : undefined);
    yield* customerHits(scope, q, filter, range, position?.p === 'c' ? position : undefined);
  }

  return {
    matches,
    /** One page of matches: `limit` orders and the cursor after the last, `null` at the end. */
    async page(
      scope: Scope,
      filter: OrderSearchFilter,
      request: { limit: number; cursor?: string | undefined },
    ): Promise<Page<OrderRecord>> {
      const items: OrderRecord[] = [];
      let last: Position | undefined;
      let more = false;
      for await (const hit of matches(scope, filter, request.cursor)) {
        if (items.length === request.limit) {
          more = true;
          break;
        }
        items.push(hit.order);
        last = hit.position;
      }
      return { items, nextCursor: more && last ? encodePosition(last) : null };
    },
  };
};

export type OrderSearch = ReturnType<typeof createOrderSearch>;
