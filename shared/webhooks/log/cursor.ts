import { ApiError } from '../../errors.ts';

/**
 * Opaque list cursors: the Query's LastEvaluatedKey, base64url JSON. A cursor only continues
 * the list it came from: its index partition key must be the one being queried (so a cursor
 * cannot page through another endpoint's or store's items).
 */
const KEY_NAMES = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk']);

const invalid = () =>
  new ApiError('INVALID_REQUEST', 'Invalid cursor', [{ path: 'query.cursor', message: 'Invalid cursor' }]);

export const encodeCursor = (key: Record<string, unknown> | undefined): string | null =>
  key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null;

export const decodeCursor = (
  cursor: string | undefined,
  indexKey: { name: string; value: string },
): Record<string, string> | undefined => {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid();
  const entries = Object.entries(parsed as Record<string, unknown>);
  const valid = entries.every(([name, value]) => KEY_NAMES.has(name) && typeof value === 'string');
  if (!valid || (parsed as Record<string, unknown>)[indexKey.name] !== indexKey.value) throw invalid();
  return parsed as Record<string, string>;
};
