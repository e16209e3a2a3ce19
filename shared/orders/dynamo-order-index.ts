import { hexOf, normalizeSearchText } from '../customers/search-terms.ts';
import { ERASED } from '../customers/redaction.ts';
import { keys } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE, TABLE_INDEXES } from '../db/table-definition.ts';
import { migrateRefunds } from './refunds.ts';
import { ORDER_ENTITY, type OrderRecord } from './types.ts';

/**
 * The admin order lists read indexes, never the store's history: every order item carries
 * three index keys, all sorted by the zero-padded order number (sequential per store and mode,
 * so "newest first" is stable while new orders arrive):
 * - gsi1: every order of the (store, mode);
 * - gsi2: the orders in one status; the key moves with `orderStatus` because every order write
 *   (create, status change, cancel, refund, checkout confirm/release) puts the whole item
 *   through `storedOrderItem`, in the same transaction as the change;
 * - gsi3: the orders of one customer;
 * - gsi4: every order of the (store, mode) by placement time (`<placedAt>#<number>`), for the
 *   owners' date-range search (docs/decisions.md §15.1): a key on the order item itself, so the
 *   placement transaction gains no item;
 * - gsi5 (keys only): the orders by ship-to name, last name first (`<hex(last first)>#<number>`), for
 *   the owners' name search (docs/decisions.md §15.8); absent when the address has no name or is erased.
 */
export const ORDER_NUMBER_WIDTH = 12;

export const orderSortKey = (orderNumber: string): string => orderNumber.padStart(ORDER_NUMBER_WIDTH, '0');

export const ORDER_LIST_INDEXES = {
  store: TABLE_INDEXES.gsi1,
  status: TABLE_INDEXES.gsi2,
  customer: TABLE_INDEXES.gsi3,
  placed: TABLE_INDEXES.gsi4,
  shipName: TABLE_INDEXES.gsi5,
} as const;

/** The ship-to name as searched: last name first, lower case ("lovelace ada"); '' for none. */
export const shippingNameTerm = (address: { firstName: string; lastName: string }): string =>
  [address.lastName, address.firstName].some((part) => part.trim() === ERASED)
    ? ''
    : normalizeSearchText([address.lastName.trim(), address.firstName.trim()].filter(Boolean).join(' '));

/**
 * What a name query looks for: one word is the start of a last name; several are a first name
 * then the start of a last name ("Ada Love"), as owners type a full name. `last` is the index
 * prefix; `first` is checked on each order found.
 */
export const shippingNameQuery = (query: string): { last: string; first: string } => {
  const words = normalizeSearchText(query).split(/\s+/).filter(Boolean);
  return { last: words.at(-1) ?? '', first: words.slice(0, -1).join(' ') };
};

/** Whether an order's ship-to name matches a name query. */
export const shipsToName = (
  address: { firstName: string; lastName: string },
  name: { last: string; first: string },
): boolean =>
  name.last !== '' &&
  shippingNameTerm(address) !== '' &&
  address.lastName.trim().toLowerCase().startsWith(name.last) &&
  address.firstName.trim().toLowerCase().startsWith(name.first);

/** The gsi5 sort key of an order's ship-to name. */
export const shippingNameSortKey = (term: string, orderNumber: string): string =>
  `${hexOf(term)}#${orderSortKey(orderNumber)}`;

/** The gsi4 sort key: placement time, then the number (two orders of one millisecond both kept). */
export const placedSortKey = (placedAt: string, orderNumber: string): string =>
  `${placedAt}#${orderSortKey(orderNumber)}`;

export const orderIndexAttributes = (order: OrderRecord): Record<string, string> => {
  const sortKey = orderSortKey(order.orderNumber);
  const { store, status, customer, placed } = ORDER_LIST_INDEXES;
  return {
    [store.partitionKey]: keys.ordersOfStore(order.storeId, order.mode),
    [store.sortKey]: sortKey,
    [status.partitionKey]: keys.ordersByStatus(order.storeId, order.mode, order.orderStatus),
    [status.sortKey]: sortKey,
    [customer.partitionKey]: keys.ordersOfCustomer(order.storeId, order.mode, order.customerId),
    [customer.sortKey]: sortKey,
    [placed.partitionKey]: keys.ordersByPlacedAt(order.storeId, order.mode),
    [placed.sortKey]: placedSortKey(order.placedAt, order.orderNumber),
    ...shipNameAttributes(order),
  };
};

const shipNameAttributes = (order: OrderRecord): Record<string, string> => {
  const term = order.shippingAddress ? shippingNameTerm(order.shippingAddress) : '';
  const { shipName } = ORDER_LIST_INDEXES;
  return term
    ? {
        [shipName.partitionKey]: keys.ordersByShippingName(order.storeId, order.mode),
        [shipName.sortKey]: shippingNameSortKey(term, order.orderNumber),
      }
    : {};
};

/** The stored order: keys, entity, the record, then its index keys (computed last: never stale). */
export const storedOrderItem = (order: OrderRecord): Record<string, unknown> => ({
  ...keys.order(order.storeId, order.mode, order.orderId),
  [ENTITY_ATTRIBUTE]: ORDER_ENTITY,
  ...order,
  ...orderIndexAttributes(order),
});

const INDEX_ATTRIBUTES = Object.values(TABLE_INDEXES).flatMap((i) => [i.partitionKey, i.sortKey]);

/**
 * The record back from an item: table and index keys and the entity dropped, an order stored
 * before partial refunds read with its refunds list (docs/decisions.md §4.16).
 */
export const toOrderRecord = (item: Record<string, unknown>): OrderRecord => {
  const rest: Record<string, unknown> = { ...item };
  for (const name of ['pk', 'sk', ENTITY_ATTRIBUTE, ...INDEX_ATTRIBUTES]) delete rest[name];
  return migrateRefunds(rest) as unknown as OrderRecord;
};
