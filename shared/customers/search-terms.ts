import type { CustomerRecord } from './types.ts';

/**
 * Owners' customer search (docs/decisions.md §3.15): one search-term item per searchable value
 * of a customer (email, first name, last name, phone) in one partition per (store, mode), sorted
 * by the value's lower-case form. "Customers whose email, first name, last name or phone starts
 * with q" is then one `begins_with` Query on that partition, never a Scan.
 *
 * The value is stored hex-encoded (UTF-8 bytes): hex keeps prefixes (q is a prefix of a value
 * exactly when hex(q) is a prefix of hex(value)) and makes every sort key a plain ASCII string
 * the list cursor codec accepts, whatever characters a name holds.
 */
export const SEARCH_FIELDS = ['email', 'firstName', 'lastName', 'phone'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Values are indexed by their first 48 characters: a longer query is checked against the profile. */
export const SEARCH_TERM_MAX_CHARS = 48;

export interface SearchTerm {
  field: SearchField;
  /** Lower-case, trimmed, at most SEARCH_TERM_MAX_CHARS characters. */
  term: string;
}

/** The form both values and queries are compared in. */
export const normalizeSearchText = (value: string): string =>
  [...value.trim().toLowerCase()].slice(0, SEARCH_TERM_MAX_CHARS).join('');

export const hexOf = (text: string): string => Buffer.from(text, 'utf8').toString('hex');

/** The terms a customer is found by: one per non-empty field. */
export const searchTermsOf = (customer: Pick<CustomerRecord, SearchField>): SearchTerm[] =>
  SEARCH_FIELDS.flatMap((field) => {
    const value = customer[field];
    const term = value ? normalizeSearchText(value) : '';
    return term ? [{ field, term }] : [];
  });

/** The sort key of a term item: `<hex(term)>#<customerId>#<field>`. */
export const searchSortKey = (term: SearchTerm, customerId: string): string =>
  `${hexOf(term.term)}#${customerId}#${term.field}`;

/** The sort-key prefix a query matches (`begins_with`). */
export const searchPrefix = (query: string): string => hexOf(normalizeSearchText(query));

/** Whether a customer really matches the whole query (the index holds only the first characters). */
export const matchesSearch = (customer: Pick<CustomerRecord, SearchField>, query: string): boolean => {
  const wanted = query.trim().toLowerCase();
  return SEARCH_FIELDS.some((field) => (customer[field] ?? '').trim().toLowerCase().startsWith(wanted));
};

const termId = (term: SearchTerm) => `${term.field}#${term.term}`;

/** Which term items a profile change adds and which it removes (unchanged ones are left alone). */
export const searchTermChanges = (
  before: Pick<CustomerRecord, SearchField>,
  after: Pick<CustomerRecord, SearchField>,
): { add: SearchTerm[]; remove: SearchTerm[] } => {
  const old = searchTermsOf(before);
  const next = searchTermsOf(after);
  const oldIds = new Set(old.map(termId));
  const nextIds = new Set(next.map(termId));
  return {
    add: next.filter((term) => !oldIds.has(termId(term))),
    remove: old.filter((term) => !nextIds.has(termId(term))),
  };
};
