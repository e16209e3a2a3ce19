import type { ProductSearchIndex } from '../../shared/products/ports.ts';
import { matchesWords, productWords } from '../../shared/products/search-words.ts';
import type { ProductRecord, VariantRecord } from '../../shared/products/types.ts';

/**
 * The product search index as its rules say it answers (shared/products/search-words.ts), over
 * the catalog as the caller holds it: words matched from their start, newest first; the cursor
 * is the number of products already shown.
 */
export const memoryProductSearch = (
  catalog: () => { products: Iterable<ProductRecord>; variants: Iterable<VariantRecord> },
): Pick<ProductSearchIndex, 'page'> => ({
  async page(_scope, queryWords, filter, { limit, cursor }) {
    const { products, variants } = catalog();
    const all = [...variants];
    const found = [...products]
      .map((product) => ({ product, variants: all.filter((v) => v.productId === product.productId) }))
      .filter(({ product }) => !filter.status || product.status === filter.status)
      .filter(({ product, variants: vs }) => matchesWords(productWords(product, vs), queryWords))
      .sort((a, b) => b.product.createdAt.localeCompare(a.product.createdAt));
    const start = Number(cursor ?? 0);
    const items = found.slice(start, start + limit);
    return { items, nextCursor: start + limit < found.length ? String(start + limit) : null };
  },
});
