import type { ProductRecord, VariantRecord } from './types.ts';

/**
 * Product search words (docs/decisions.md §3.21): a product is found by any word of its title,
 * tags or variant SKUs, from the word's start, whatever the case and accents ("hoodie" and
 * "HOOD" find "Harbor Hoodie", "creme" finds "Crème"); a query of several words needs them all.
 *
 * The index holds one entry per (word prefix, product): "products with a word starting with p,
 * newest first" is one Query on p's partition. Prefixes are indexed up to PREFIX_MAX_CHARS; a
 * longer query word reads the partition of its first PREFIX_MAX_CHARS characters and is checked
 * against the words each entry carries.
 */
export const PREFIX_MAX_CHARS = 10;
/** Words kept per product (the entry carries them): a product past this is found by its first ones. */
export const MAX_WORDS = 200;

/** Lower case, accents removed, split on anything that is not a letter or a digit. */
export const searchWords = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);

/** The distinct words a product is found by. */
export const productWords = (
  product: Pick<ProductRecord, 'title' | 'tags'>,
  variants: Array<Pick<VariantRecord, 'sku'>>,
): string[] => {
  const texts = [product.title, ...product.tags, ...variants.map((variant) => variant.sku ?? '')];
  return [...new Set(texts.flatMap(searchWords))].slice(0, MAX_WORDS);
};

/** Every indexed prefix of the words (1..PREFIX_MAX_CHARS characters), once each. */
export const wordPrefixes = (words: string[]): string[] => {
  const prefixes = new Set<string>();
  for (const word of words) {
    const chars = [...word];
    for (let n = 1; n <= Math.min(chars.length, PREFIX_MAX_CHARS); n++)
      prefixes.add(chars.slice(0, n).join(''));
  }
  return [...prefixes];
};

/** The partition a query reads: its longest word's indexed prefix (the fewest entries). */
export const drivingPrefix = (queryWords: string[]): string => {
  const longest = queryWords.reduce((a, b) => ([...b].length > [...a].length ? b : a));
  return [...longest].slice(0, PREFIX_MAX_CHARS).join('');
};

/** Whether every query word starts one of the product's words. */
export const matchesWords = (words: readonly string[], queryWords: readonly string[]): boolean =>
  queryWords.every((wanted) => words.some((word) => word.startsWith(wanted)));
