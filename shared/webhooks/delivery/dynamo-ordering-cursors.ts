import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../db/keys.ts';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../../db/table-definition.ts';
import { isConditionalCheckFailed } from '../../db/transactions.ts';
import { epochSeconds, systemClock } from '../../util/time.ts';
import { doneThrough, type OrderingCursors, type OrderingKey } from './ordering.ts';

/**
 * The cursors of ordered endpoints (ordering.ts) as one item per (endpoint, resource):
 * `through` (a number) and `done` (a number set of the sequences above it already done). Marking
 * a sequence done is an ADD to the set (repeatable, commutative: two workers finishing
 * neighbours never lose one); the set is folded into `through` by a write conditioned on the
 * `through` it read, so a lost race only leaves the fold to the next writer.
 */
const CURSOR_ENTITY = 'WebhookOrderingCursor';
/** Refreshed on every write; longer than the longest retry schedule and the event retention. */
const CURSOR_TTL_SECONDS = 45 * 24 * 3600;

interface CursorItem {
  through: number;
  done: Set<number>;
}

const cursorOf = (item: Record<string, unknown> | undefined): CursorItem | undefined =>
  item && typeof item.through === 'number'
    ? { through: item.through, done: new Set((item.done as Set<number> | undefined) ?? []) }
    : undefined;

export const dynamoOrderingCursors = (db: DynamoDBDocumentClient, tableName: string): OrderingCursors => {
  // Retention is on real time, whatever a test clock says (docs/decisions.md §8.14).
  const ttl = () => epochSeconds(systemClock.now()) + CURSOR_TTL_SECONDS;

  /** Opens the cursor at `sequence - 1` unless it exists; with `done`, adds `sequence` to the done set. */
  const touch = async (
    key: OrderingKey,
    sequence: number,
    done: boolean,
  ): Promise<CursorItem | undefined> => {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.webhookOrderingCursor(key.webhookId, key.orderedSince, key.resource),
        UpdateExpression:
          'SET #entity = :entity, #ttl = :ttl, #through = if_not_exists(#through, :start)' +
          (done ? ' ADD #done :sequence' : ''),
        ExpressionAttributeNames: {
          '#entity': ENTITY_ATTRIBUTE,
          '#ttl': TTL_ATTRIBUTE,
          '#through': 'through',
          ...(done ? { '#done': 'done' } : {}),
        },
        ExpressionAttributeValues: {
          ':entity': CURSOR_ENTITY,
          ':ttl': ttl(),
          ':start': sequence - 1,
          ...(done ? { ':sequence': new Set([sequence]) } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return cursorOf(Attributes);
  };

  /** Folds the done set into `through` (best effort: a concurrent fold or mark wins, the next one folds). */
  const fold = async (key: OrderingKey, cursor: CursorItem): Promise<void> => {
    const through = doneThrough(cursor.through, cursor.done);
    const folded = [...cursor.done].filter((sequence) => sequence <= through);
    if (folded.length === 0) return;
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.webhookOrderingCursor(key.webhookId, key.orderedSince, key.resource),
          UpdateExpression: 'SET #through = :through DELETE #done :folded',
          ConditionExpression: '#through = :read',
          ExpressionAttributeNames: { '#through': 'through', '#done': 'done' },
          ExpressionAttributeValues: {
            ':through': through,
            ':read': cursor.through,
            ':folded': new Set(folded),
          },
        }),
      );
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
  };

  return {
    async noteRouted(key, sequence, owed) {
      const cursor = await touch(key, sequence, !owed);
      if (!owed && cursor) await fold(key, cursor);
    },

    async isNext(key, sequence) {
      const { Item } = await db.send(
        new GetCommand({
          TableName: tableName,
          Key: keys.webhookOrderingCursor(key.webhookId, key.orderedSince, key.resource),
          ConsistentRead: true,
        }),
      );
      // No cursor: the endpoint became ordered after the router saw this event, or the cursor
      // expired; nothing earlier is known to be owed, so this one opens it.
      const cursor = cursorOf(Item) ?? (await touch(key, sequence, false));
      if (!cursor) return { next: true, doneThrough: sequence - 1 };
      const through = doneThrough(cursor.through, cursor.done);
      return { next: sequence <= through + 1, doneThrough: through };
    },

    async markDone(key, sequence) {
      const cursor = await touch(key, sequence, true);
      if (cursor) await fold(key, cursor);
    },
  };
};
