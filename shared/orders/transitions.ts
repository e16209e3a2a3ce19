import { ApiError } from '../errors.ts';
import {
  ALLOWED_TRANSITIONS,
  NOT_CANCELLABLE_STATUSES,
  STATUS_TARGETS,
  type StatusTarget,
} from './status-table.ts';
import type { ItemStatus, OrderStatus } from './types.ts';

export { ALLOWED_TRANSITIONS, STATUS_TARGETS, type StatusTarget } from './status-table.ts';

/** The cancel endpoint: any status but these (400 INVALID_CANCELLATION). */
export const NOT_CANCELLABLE: ReadonlySet<OrderStatus> = new Set<OrderStatus>(NOT_CANCELLABLE_STATUSES);

export const isStatusTarget = (value: string): value is StatusTarget =>
  (STATUS_TARGETS as readonly string[]).includes(value);

export const isTransitionAllowed = (from: OrderStatus, to: StatusTarget): boolean =>
  ALLOWED_TRANSITIONS[from].includes(to);

export const isCancellable = (status: OrderStatus): boolean => !NOT_CANCELLABLE.has(status);

/** Which item status each target moves items to, and which item statuses it may move. */
const ITEM_MOVES: Partial<Record<StatusTarget, { to: ItemStatus; from: readonly ItemStatus[] }>> = {
  shipped: { to: 'Shipped', from: ['Pending'] },
  partially_shipped: { to: 'Shipped', from: ['Pending'] },
  delivered: { to: 'Delivered', from: ['Pending', 'Shipped'] },
  partially_delivered: { to: 'Delivered', from: ['Pending', 'Shipped'] },
};

const SIMPLE_TARGETS: Partial<Record<StatusTarget, OrderStatus>> = {
  confirmed: 'Confirmed',
  processing: 'Processing',
};

export interface StatusChangeRequest {
  target: StatusTarget;
  itemIds?: readonly string[] | null;
  /** A tracking number, carrier or URL was sent. */
  hasTracking?: boolean;
}

export interface StatusChangePlan {
  newStatus: OrderStatus;
  /** Items whose status this change sets to `itemStatus` (empty for confirmed/processing). */
  movedItemIds: string[];
  itemStatus: ItemStatus | null;
}

/**
 * The order status that the item statuses add up to after a shipping or delivery update:
 * all delivered -> Delivered, some -> PartiallyDelivered; else all shipped -> Shipped,
 * some -> PartiallyShipped. So `partially_shipped` naming the last pending items completes
 * the shipment (Shipped), and `shipped` naming only some leaves it PartiallyShipped.
 */
export const derivedStatus = (itemStatuses: readonly ItemStatus[]): OrderStatus => {
  const count = (status: ItemStatus) => itemStatuses.filter((s) => s === status).length;
  if (count('Delivered') === itemStatuses.length) return 'Delivered';
  if (count('Delivered') > 0) return 'PartiallyDelivered';
  if (count('Shipped') === itemStatuses.length) return 'Shipped';
  if (count('Shipped') > 0) return 'PartiallyShipped';
  return 'Confirmed';
};

const transitionError = (message: string) => new ApiError('INVALID_STATUS_TRANSITION', message);

/** What the status rules need of an item: its units, and how many of them refunds put back in stock. */
export interface PlannedItem {
  id: string;
  itemStatus: ItemStatus;
  quantity: number;
  returnedQuantity?: number;
}

/**
 * Every unit of the item went back to stock through refunds: none is left to ship or deliver
 * (docs/decisions.md §4.2). A partly returned item ships and delivers its remaining units.
 */
export const isFullyReturned = (item: Pick<PlannedItem, 'quantity' | 'returnedQuantity'>): boolean =>
  (item.returnedQuantity ?? 0) >= item.quantity;

/**
 * Decides a status update (pure): the table, then the item rules. `partially_*` needs
 * itemIds; shipped/delivered without them take every item still eligible. Items whose units
 * all went back to stock through refunds are neither shipped nor delivered, and the order's
 * status is derived from the other items.
 */
export const planStatusChange = (
  order: { orderStatus: OrderStatus; items: readonly PlannedItem[] },
  request: StatusChangeRequest,
): StatusChangePlan => {
  const { target } = request;
  if (!isTransitionAllowed(order.orderStatus, target)) {
    throw transitionError(`An order in status ${order.orderStatus} cannot move to ${target}`);
  }
  const move = ITEM_MOVES[target];
  if (!move) {
    if (request.itemIds?.length) {
      throw new ApiError(
        'INVALID_REQUEST',
        `itemIds apply only to shipping and delivery updates, not ${target}`,
      );
    }
    if (request.hasTracking) {
      throw new ApiError(
        'INVALID_REQUEST',
        `Tracking information applies only to shipping updates, not ${target}`,
      );
    }
    return { newStatus: SIMPLE_TARGETS[target]!, movedItemIds: [], itemStatus: null };
  }
  if (request.hasTracking && move.to !== 'Shipped') {
    throw new ApiError(
      'INVALID_REQUEST',
      `Tracking information applies only to shipping updates, not ${target}`,
    );
  }
  const partial = target.startsWith('partially_');
  if (partial && !request.itemIds?.length)
    throw transitionError(`${target} needs itemIds: the items it applies to`);

  const byId = new Map(order.items.map((item) => [item.id, item]));
  const unknown = (request.itemIds ?? []).filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw new ApiError(
      'INVALID_REQUEST',
      'Some itemIds are not items of this order',
      unknown.map((id) => ({ path: 'body.itemIds', message: `Unknown item ${id}` })),
    );
  }
  const returned = (request.itemIds ?? []).filter((id) => isFullyReturned(byId.get(id)!));
  if (returned.length > 0) {
    throw transitionError(
      `Items whose units all went back to stock through refunds cannot be ${move.to.toLowerCase()}: ${[...new Set(returned)].join(', ')}`,
    );
  }
  const live = order.items.filter((item) => !isFullyReturned(item));
  if (live.length === 0) {
    throw transitionError(
      `Every unit of this order went back to stock through refunds: nothing is left to mark ${move.to}`,
    );
  }
  const selected = request.itemIds?.length
    ? [...new Set(request.itemIds)]
    : live.filter((item) => move.from.includes(item.itemStatus)).map((item) => item.id);
  const ineligible = selected.filter((id) => !move.from.includes(byId.get(id)!.itemStatus));
  if (ineligible.length > 0) {
    throw transitionError(
      `Items already ${move.to === 'Shipped' ? 'shipped or delivered' : 'delivered'}: ${ineligible.join(', ')}`,
    );
  }
  if (selected.length === 0) throw transitionError(`No items left to mark ${move.to}`);

  const moved = new Set(selected);
  const after = live.map((item) => (moved.has(item.id) ? move.to : item.itemStatus));
  return { newStatus: derivedStatus(after), movedItemIds: selected, itemStatus: move.to };
};
