import { describe, expect, it } from 'vitest';
import {
  cursorShape,
  decodeCursor,
  encodeCursor,
  startKeyAfter,
  startKeyOf,
} from '../../../shared/db/cursor.ts';

const gsi1 = { partitionKey: 'gsi1pk', sortKey: 'gsi1sk' };
const INVALID = {
  status: 400,
  errorCode: 'INVALID_REQUEST',
  details: [{ path: 'query.cursor', message: 'Invalid cursor' }],
};

describe('list cursors', () => {
  it('continue after the last item shown: its table and index key, opaque', () => {
    const shape = cursorShape(gsi1, 'S#1#test#ORDERS');
    const item = {
      pk: 'S#1#test#ORDER#9',
      sk: 'ORDER',
      gsi1pk: 'S#1#test#ORDERS',
      gsi1sk: '000000001001',
      total: 5,
    };
    const cursor = encodeCursor(startKeyAfter(item, shape));
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(startKeyOf(cursor, shape)).toEqual({
      pk: 'S#1#test#ORDER#9',
      sk: 'ORDER',
      gsi1pk: 'S#1#test#ORDERS',
      gsi1sk: '000000001001',
    });
    expect(startKeyOf(undefined, shape)).toBeUndefined();
    expect(encodeCursor(undefined)).toBeNull();
  });

  it('a table Query may fix a sort key prefix (begins_with)', () => {
    const shape = cursorShape(undefined, 'STORE#1', { sk: 'AUDIT#' });
    expect(decodeCursor(encodeCursor({ pk: 'STORE#1', sk: 'AUDIT#2026#a' }), shape)).toEqual({
      pk: 'STORE#1',
      sk: 'AUDIT#2026#a',
    });
    expect(() => decodeCursor(encodeCursor({ pk: 'STORE#1', sk: 'MEMBER#a' }), shape)).toThrow(
      expect.objectContaining(INVALID),
    );
  });

  it('garbage and keys of another form or list are 400 INVALID_REQUEST', () => {
    const shape = cursorShape(gsi1, 'P');
    const own = { pk: 'a', sk: 'b', gsi1pk: 'P', gsi1sk: 'c' };
    for (const bad of [
      '',
      'abc',
      encodeCursor({}),
      Buffer.from('"text"').toString('base64url'),
      Buffer.from('["a","b"]').toString('base64url'),
      encodeCursor({ ...own, gsi1pk: 'Q' }),
      encodeCursor({ gsi1pk: 'P', gsi1sk: 'c' }),
      encodeCursor({ ...own, extra: 'x' }),
      encodeCursor({ ...own, gsi1sk: '' }),
      encodeCursor({ ...own, gsi1sk: 1 }),
      encodeCursor({ ...own, gsi1sk: 'a b' }),
      encodeCursor({ ...own, gsi1sk: 'x'.repeat(401) }),
    ])
      expect(() => decodeCursor(bad, shape), bad).toThrow(expect.objectContaining(INVALID));
  });
});
