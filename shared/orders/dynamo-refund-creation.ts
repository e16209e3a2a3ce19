import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { auditPut } from '../audit/dynamo-audit-log.ts';
import { keys } from '../db/keys.ts';
import type { DomainEvent } from '../events/outbox.ts';
import type { RefundCreation, Scope } from './ports.ts';
import type { StockChange } from './stock.ts';
import type { RefundRecord } from './types.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The order transaction items this one shares (dynamo-order-repository.ts orderItems). */
interface SharedItems {
  stockChange(scope: Scope, change: StockChange): TransactItem;
  refundPut(refund: RefundRecord): TransactItem;
  outbox(events: readonly DomainEvent[], now: Date): TransactItem[];
}

/**
 * The transaction of a refund without cancelling (docs/decisions.md §4.16). The order is
 * updated, not replaced: the entry appended and `refundedMinor` raised on the condition that the
 * counter plus this amount stays within the paid total, whatever else changed, so concurrent
 * refunds do not conflict with each other, and those that would pass the total fail their
 * condition. `version` still moves, so a concurrent whole-order write (status, cancellation)
 * reads again. An order stored before partial refunds has no counter yet: its write is
 * conditioned on the version read instead and stores the migrated list (the old `refund` removed).
 */
export const refundCreationItems = (
  tableName: string,
  items: SharedItems,
  creation: RefundCreation,
  now: Date,
): TransactItem[] => {
  const { order, entry, scope } = creation;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {
    ':before': order.refunds,
    ':beforeTotal': order.refundedMinor,
    ':entry': [entry],
    ':amount': entry.amountMinor,
    ':limit': creation.paidTotalMinor - entry.amountMinor,
    ':expected': order.version,
    ':one': 1,
    ':at': creation.at,
  };
  const sets = [
    'refunds = list_append(if_not_exists(refunds, :before), :entry)',
    'refundedMinor = if_not_exists(refundedMinor, :beforeTotal) + :amount',
    'version = version + :one',
    'updatedAt = :at',
  ];
  const conditions = [
    'attribute_exists(pk)',
    '(refundedMinor <= :limit OR (attribute_not_exists(refundedMinor) AND version = :expected))',
  ];
  for (const line of entry.restock) {
    const index = order.items.findIndex((item) => item.id === line.itemId);
    const item = order.items[index]!;
    const path = `#items[${index}]`;
    names['#items'] = 'items';
    const previous = item.returnedQuantity ?? 0;
    values[`:id${index}`] = item.id;
    values[`:prev${index}`] = previous;
    values[`:returned${index}`] = previous + line.quantity;
    values[':false'] = false;
    sets.push(`${path}.returnedQuantity = :returned${index}`);
    // The item is still the one read, not given back by a cancellation, with the returned count read.
    conditions.push(
      `${path}.id = :id${index}`,
      `${path}.inventoryRestored = :false`,
      previous === 0
        ? `(attribute_not_exists(${path}.returnedQuantity) OR ${path}.returnedQuantity = :prev${index})`
        : `${path}.returnedQuantity = :prev${index}`,
    );
  }
  const orderUpdate: TransactItem = {
    Update: {
      TableName: tableName,
      Key: keys.order(scope.storeId, scope.mode, order.orderId),
      UpdateExpression: `SET ${sets.join(', ')} REMOVE refund`,
      ConditionExpression: conditions.join(' AND '),
      ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
    },
  };
  return [
    orderUpdate,
    ...creation.stock.map((change) => items.stockChange(scope, change)),
    items.refundPut(creation.refund),
    ...items.outbox(creation.events, now),
    ...(creation.audit ? [auditPut(tableName, creation.audit)] : []),
  ];
};
