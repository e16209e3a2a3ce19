import {
  TransactWriteCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { batchGetItems, keyId } from '../db/batch.ts';
import { keys, type Mode } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE } from '../db/table-definition.ts';
import type { TransactOutcome } from '../db/transact.ts';
import { cancellationReasons, contentionBackoff } from '../db/transactions.ts';
import type { EventType } from './catalog.ts';
import { OUTBOX_ENTITY } from './outbox.ts';
import { resourceOf } from './resource.ts';
import { withEventData } from './stored-data.ts';

/**
 * Every event's `sequence` (docs/decisions.md §6.23) is taken in the transaction that writes it:
 * this sends a change's TransactWriteItems after numbering its outbox Puts from each resource's
 * counter item (keys.eventSequence) and adding the counter's move, conditioned on the value read,
 * to the same transaction. Two changes racing on one resource cannot both commit the same
 * numbers: the loser's counter condition fails and only that is retried here (re-read, renumber,
 * resend), so the caller sees exactly the outcomes it saw before (its own items' reasons keep
 * their indexes: the counters go last). Events already numbered (a cart's, whose item keeps its
 * counter) are sent as they are.
 */
export const SEQUENCE_ENTITY = 'EventSequence';

/** Renumbering attempts after a lost counter race before the cancellation goes to the caller. */
const MAX_ATTEMPTS = 10;

type Item = Record<string, unknown>;
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

interface Counter {
  key: { pk: string; sk: string };
  resourceType: string;
  resourceId: string;
  /** Indexes of the outbox Puts of this resource, in the transaction's order. */
  events: number[];
}

const outboxItemOf = (item: TransactItem): Item | undefined => {
  const put = item.Put?.Item;
  return put?.[ENTITY_ATTRIBUTE] === OUTBOX_ENTITY && put.sequence === undefined ? put : undefined;
};

const countersOf = (items: readonly TransactItem[]): Counter[] => {
  const counters = new Map<string, Counter>();
  items.forEach((item, index) => {
    const event = outboxItemOf(item);
    if (!event) return;
    const resource = resourceOf(
      withEventData(event) as { type: EventType; customerId: string | null; data: Item },
    );
    const key = keys.eventSequence(event.storeId as string, event.mode as Mode, resource.type, resource.id);
    const counter = counters.get(keyId(key)) ?? {
      key,
      resourceType: resource.type,
      resourceId: resource.id,
      events: [],
    };
    counter.events.push(index);
    counters.set(keyId(key), counter);
  });
  return [...counters.values()];
};

/** How many counter items `transactWithEvents` adds to `items` (one per resource with events). */
export const sequenceCountersOf = (items: readonly TransactItem[]): number => countersOf(items).length;

const tableOf = (items: readonly TransactItem[]): string => {
  const named = items.find((item) => outboxItemOf(item))?.Put?.TableName;
  if (!named) throw new Error('No outbox item to number');
  return named;
};

/**
 * Sends `items` as one transaction, numbering its unnumbered outbox Puts; throws what
 * TransactWriteItems throws (a cancellation's reasons list the caller's items first).
 */
export const transactWithEvents = async (
  db: DynamoDBDocumentClient,
  items: readonly TransactItem[],
): Promise<void> => {
  const counters = countersOf(items);
  if (counters.length === 0) {
    await db.send(new TransactWriteCommand({ TransactItems: [...items] }));
    return;
  }
  const tableName = tableOf(items);
  for (let attempt = 0; ; attempt++) {
    const found = await batchGetItems(
      db,
      tableName,
      counters.map((c) => c.key),
      true,
    );
    const numbered = [...items];
    const moves: TransactItem[] = counters.map((counter) => {
      const current = (found.get(keyId(counter.key))?.sequence as number | undefined) ?? 0;
      counter.events.forEach((index, k) => {
        const put = numbered[index]!.Put!;
        numbered[index] = { Put: { ...put, Item: { ...put.Item, sequence: current + k + 1 } } };
      });
      return {
        Put: {
          TableName: tableName,
          Item: {
            ...counter.key,
            [ENTITY_ATTRIBUTE]: SEQUENCE_ENTITY,
            resourceType: counter.resourceType,
            resourceId: counter.resourceId,
            sequence: current + counter.events.length,
          },
          ...(current === 0
            ? { ConditionExpression: 'attribute_not_exists(pk)' }
            : {
                ConditionExpression: '#sequence = :current',
                ExpressionAttributeNames: { '#sequence': 'sequence' },
                ExpressionAttributeValues: { ':current': current },
              }),
        },
      };
    });
    try {
      await db.send(new TransactWriteCommand({ TransactItems: [...numbered, ...moves] }));
      return;
    } catch (error) {
      const reasons = cancellationReasons(error);
      const lostCounterRace =
        reasons !== undefined &&
        reasons
          .slice(items.length)
          .some((r) => r === 'ConditionalCheckFailed' || r === 'TransactionConflict') &&
        !reasons.slice(0, items.length).includes('ConditionalCheckFailed');
      if (!lostCounterRace || attempt + 1 >= MAX_ATTEMPTS) throw error;
      await contentionBackoff(attempt);
    }
  }
};

/**
 * `transact` (shared/db/transact.ts) for transactions with events: committed, or cancelled with
 * each of the caller's items' reasons (the counters' follow).
 */
export const transactWithEventsOutcome = async (
  db: DynamoDBDocumentClient,
  items: readonly TransactItem[],
): Promise<TransactOutcome> => {
  try {
    await transactWithEvents(db, items);
    return { committed: true };
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    return { committed: false, reasons };
  }
};
