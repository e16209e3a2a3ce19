import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../../shared/db/cursor.ts';
import {
  matchesSearch,
  searchPrefix,
  searchSortKey,
  searchTermChanges,
  searchTermsOf,
  SEARCH_TERM_MAX_CHARS,
} from '../../../shared/customers/search-terms.ts';

const customerId = '6f1c8a52-8a4f-4d36-9d5e-0c1b2a3d4e5f';
const profile = { email: 'Grace@Navy.mil', firstName: '  Grace ', lastName: 'Hopper', phone: '+15550100001' };

describe('search terms', () => {
  it('one term per non-empty field, lower-case and trimmed', () => {
    expect(searchTermsOf(profile)).toEqual([
      { field: 'email', term: 'grace@navy.mil' },
      { field: 'firstName', term: 'grace' },
      { field: 'lastName', term: 'hopper' },
      { field: 'phone', term: '+15550100001' },
      { field: 'phoneEnd', term: '~10000105551' },
    ]);
    expect(searchTermsOf({ email: null, firstName: '', lastName: null, phone: '+15550100001' })).toEqual([
      { field: 'phone', term: '+15550100001' },
      { field: 'phoneEnd', term: '~10000105551' },
    ]);
  });

  it('four digits or more, typed as people type them, find the phone numbers ending with them', () => {
    const key = (phone: string) => searchSortKey(searchTermsOf({ ...profile, phone }).at(-1)!, customerId);
    for (const query of ['0001', '0100001', '(555) 010-0001', '010.0001'])
      expect(key('+15550100001').startsWith(searchPrefix(query)), query).toBe(true);
    expect(key('+15550100002').startsWith(searchPrefix('0001'))).toBe(false);
    expect(matchesSearch(profile, '010-0001')).toBe(true);
    expect(matchesSearch(profile, '0002')).toBe(false);
    // Fewer than 4 digits, or digits with letters, read as the start of a field as before.
    expect(searchPrefix('001')).toBe(Buffer.from('001').toString('hex'));
    expect(matchesSearch({ ...profile, email: '1234abc@example.com' }, '1234a')).toBe(true);
  });

  it('a query matches by prefix of the sort key, in any case, for any characters', () => {
    for (const [value, query] of [
      ['Grace', 'GR'],
      ['Zoë Ångström', 'zoë å'],
      ['José#1', 'josé#'],
      ['李小龍', '李小'],
    ] as const) {
      const [term] = searchTermsOf({ email: null, firstName: value, lastName: null, phone: '+1555' });
      expect(searchSortKey(term!, customerId).startsWith(searchPrefix(query)), value).toBe(true);
      expect(searchSortKey(term!, customerId).startsWith(searchPrefix(`${query}x`)), value).toBe(false);
    }
  });

  it('sort keys are plain ASCII the list cursor accepts, even for long names in any script', () => {
    const [term] = searchTermsOf({
      email: null,
      firstName: '語'.repeat(100),
      lastName: null,
      phone: '+1555',
    });
    expect([...term!.term]).toHaveLength(SEARCH_TERM_MAX_CHARS);
    const key = { pk: 'S#store#test#CUSTOMER_SEARCH', sk: searchSortKey(term!, customerId) };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
  });

  it('a query longer than the indexed part is checked against the whole value', () => {
    const long = { ...profile, lastName: `${'a'.repeat(SEARCH_TERM_MAX_CHARS)}bc` };
    expect(matchesSearch(long, `${'A'.repeat(SEARCH_TERM_MAX_CHARS)}B`)).toBe(true);
    expect(matchesSearch(long, `${'a'.repeat(SEARCH_TERM_MAX_CHARS)}x`)).toBe(false);
  });

  it('an edit adds and removes only the terms that changed', () => {
    expect(searchTermChanges(profile, { ...profile, lastName: 'Murray', email: 'GRACE@navy.mil' })).toEqual({
      add: [{ field: 'lastName', term: 'murray' }],
      remove: [{ field: 'lastName', term: 'hopper' }],
    });
  });
});
