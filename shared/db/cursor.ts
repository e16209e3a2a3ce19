import { ApiError } from '../errors.ts';
import { TABLE_KEYS, type IndexDefinition } from './table-definition.ts';

/**
 * The one list cursor: a Query's start key (its LastEvaluatedKey, or the key of the last item
 * shown), base64url JSON, opaque to callers. A cursor is only taken back for the list it came
 * from: the adapter says which key attributes the Query's start key has and which of them the
 * request fixes (its index partition: the store, mode and filter being listed). Anything else,
 * garbage or a tampered key, is 400 INVALID_REQUEST on `query.cursor`, never a DynamoDB error.
 */
export type StartKey = Record<string, string>;

export interface CursorShape {
  /** Exactly the key attributes of the queried table or index (table key first). */
  attributes: readonly string[];
  /** Attributes whose value the request fixes: the partition being queried. */
  fixed: Readonly<Record<string, string>>;
  /** Attributes whose value must start with a prefix (a `begins_with` key condition). */
  prefixes?: Readonly<Record<string, string>>;
}

/** The shape of a start key on `index` (or the table) when the Query reads `partition`. */
export const cursorShape = (
  index: Pick<IndexDefinition, 'partitionKey' | 'sortKey'> | undefined,
  partition: string,
  prefixes?: Readonly<Record<string, string>>,
): CursorShape => {
  const table = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey];
  const partitionKey = index?.partitionKey ?? TABLE_KEYS.partitionKey;
  return {
    attributes: index ? [...table, index.partitionKey, index.sortKey] : table,
    fixed: { [partitionKey]: partition },
    ...(prefixes ? { prefixes } : {}),
  };
};

/** The start key that continues a Query after `item`: its attributes of `shape`. */
export const startKeyAfter = (item: Record<string, unknown>, shape: CursorShape): StartKey =>
  Object.fromEntries(shape.attributes.map((name) => [name, String(item[name])]));

export function encodeCursor(key: Record<string, unknown>): string;
export function encodeCursor(key: Record<string, unknown> | undefined): string | null;
export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null;
}

export const invalidCursor = () =>
  new ApiError('INVALID_REQUEST', 'Invalid cursor', [{ path: 'query.cursor', message: 'Invalid cursor' }]);

/** Key values this table writes: ids, scopes, times, event types. Never empty (DynamoDB refuses those). */
const KEY_VALUE = /^[A-Za-z0-9#:._@+-]{1,400}$/;

/**
 * The start key in `cursor`. With a shape (every list adapter passes one) the key must have
 * exactly its attributes and its fixed values; without one, only the form is checked.
 */
export const decodeCursor = (cursor: string, shape?: CursorShape): StartKey => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalidCursor();
  const key = parsed as Record<string, unknown>;
  const entries = Object.entries(key);
  if (
    entries.length === 0 ||
    !entries.every(([, value]) => typeof value === 'string' && KEY_VALUE.test(value))
  )
    throw invalidCursor();
  if (shape) {
    const names = new Set(shape.attributes);
    const sameAttributes = entries.length === names.size && entries.every(([name]) => names.has(name));
    const inPartition = Object.entries(shape.fixed).every(([name, value]) => key[name] === value);
    const inRange = Object.entries(shape.prefixes ?? {}).every(
      ([name, prefix]) => typeof key[name] === 'string' && key[name].startsWith(prefix),
    );
    if (!sameAttributes || !inPartition || !inRange) throw invalidCursor();
  }
  return key as StartKey;
};

/** The start key of an optional cursor (undefined: the first page). */
export const startKeyOf = (cursor: string | undefined, shape: CursorShape): StartKey | undefined =>
  cursor === undefined ? undefined : decodeCursor(cursor, shape);
