import { ApiError } from '../errors.ts';

/**
 * A list cursor is the position of the last entry shown: its index sort key and its id,
 * base64url JSON, opaque to callers. The adapter rebuilds the full DynamoDB start key from it
 * under the request's own store and mode, so a cursor can never reach another store's items.
 */
export interface ListPosition {
  sortKey: string;
  id: string;
}

export const encodeCursor = (position: ListPosition): string =>
  Buffer.from(JSON.stringify([position.sortKey, position.id]), 'utf8').toString('base64url');

const invalidCursor = () =>
  new ApiError('INVALID_REQUEST', 'Invalid cursor', [{ path: 'query.cursor', message: 'Invalid cursor' }]);

const SAFE = /^[A-Za-z0-9#:._@+-]{1,200}$/;

export const decodeCursor = (cursor: string): ListPosition => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    typeof parsed[1] !== 'string' ||
    !SAFE.test(parsed[0]) ||
    !SAFE.test(parsed[1])
  )
    throw invalidCursor();
  return { sortKey: parsed[0], id: parsed[1] };
};

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
