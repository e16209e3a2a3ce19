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
/**
 * The fields a term is made from: the profile's, and `phoneEnd`, the phone's digits reversed behind
 * a `~` (no query starts with it), so "the phone ends with 1234" is a prefix Query too.
 */
export type SearchField = (typeof SEARCH_FIELDS)[number] | 'phoneEnd';

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

/**
 * A query of digits alone, at least 4 (spaces, dashes, dots and parentheses ignored, as people
 * type phone numbers), reads as the end of a phone number: "730-1234" finds +1 555 730 1234.
 */
const PHONE_END_QUERY = /^[\d\s().-]+$/;
export const PHONE_END_MIN_DIGITS = 4;

/** The digits a phone-end query asks for, or null for any other query. */
export const phoneEndQuery = (query: string): string | null => {
  if (!PHONE_END_QUERY.test(query.trim())) return null;
  const digits = query.replace(/\D/g, '');
  return digits.length >= PHONE_END_MIN_DIGITS ? digits : null;
};

const reversedDigits = (digits: string) => [...digits].reverse().join('');

/** The phone-end term of a phone: `~` and its digits last to first. */
const phoneEndTerm = (phone: string | null): string => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits ? `~${reversedDigits(digits)}`.slice(0, SEARCH_TERM_MAX_CHARS) : '';
};

/** The terms a customer is found by: one per non-empty field, and the phone's end. */
export const searchTermsOf = (
  customer: Pick<CustomerRecord, (typeof SEARCH_FIELDS)[number]>,
): SearchTerm[] => [
  ...SEARCH_FIELDS.flatMap((field) => {
    const value = customer[field];
    const term = value ? normalizeSearchText(value) : '';
    return term ? [{ field, term }] : [];
  }),
  ...(phoneEndTerm(customer.phone)
    ? [{ field: 'phoneEnd' as const, term: phoneEndTerm(customer.phone) }]
    : []),
];

/** The sort key of a term item: `<hex(term)>#<customerId>#<field>`. */
export const searchSortKey = (term: SearchTerm, customerId: string): string =>
  `${hexOf(term.term)}#${customerId}#${term.field}`;

/** The sort-key prefix a query matches (`begins_with`): a phone's end, or the start of any field. */
export const searchPrefix = (query: string): string => {
  const digits = phoneEndQuery(query);
  return hexOf(
    digits ? `~${reversedDigits(digits)}`.slice(0, SEARCH_TERM_MAX_CHARS) : normalizeSearchText(query),
  );
};

/** Whether a customer really matches the whole query (the index holds only the first characters). */
export const matchesSearch = (
  customer: Pick<CustomerRecord, (typeof SEARCH_FIELDS)[number]>,
  query: string,
): boolean => {
  const digits = phoneEndQuery(query);
  if (digits) return (customer.phone ?? '').replace(/\D/g, '').endsWith(digits);
  const wanted = query.trim().toLowerCase();
  return SEARCH_FIELDS.some((field) => (customer[field] ?? '').trim().toLowerCase().startsWith(wanted));
};

const termId = (term: SearchTerm) => `${term.field}#${term.term}`;

/** Which term items a profile change adds and which it removes (unchanged ones are left alone). */
export const searchTermChanges = (
  before: Pick<CustomerRecord, (typeof SEARCH_FIELDS)[number]>,
  after: Pick<CustomerRecord, (typeof SEARCH_FIELDS)[number]>,
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
