import { useEffect, useState, type FormEvent } from 'react';
import type { StorefrontProduct } from '@store-commerce/sdk';
import { shopperMessage } from '../messages.ts';
import { Link, useRouter } from '../router.tsx';
import { useShop } from '../shop.tsx';
import { Notice, Price } from '../ui.tsx';

/** The catalog: search by title, one category at a time, a page at a time. */
export const CatalogPage = () => {
  const { client, settings } = useShop();
  const router = useRouter();
  const q = router.search.get('q') ?? '';
  const category = router.search.get('category') ?? '';
  const [products, setProducts] = useState<StorefrontProduct[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [categories, setCategories] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const currency = settings?.currency ?? 'USD';

  useEffect(() => {
    let live = true;
    setProducts(null);
    setError(null);
    client
      .listProducts({ ...(q ? { q } : {}), ...(category ? { category } : {}), limit: 24 })
      .then((page) => {
        if (!live) return;
        setProducts(page.data);
        setCursor(page.nextCursor);
      })
      .catch((failure: unknown) => live && setError(shopperMessage(failure)));
    return () => {
      live = false;
    };
  }, [client, q, category]);

  // The categories on offer: those of the first page of the whole catalog.
  useEffect(() => {
    client.listProducts({ limit: 100 }).then(
      (page) =>
        setCategories(
          [...new Set(page.data.map((product) => product.category).filter((c): c is string => !!c))].sort(),
        ),
      () => undefined,
    );
  }, [client]);

  const more = async () => {
    if (!cursor) return;
    try {
      const page = await client.listProducts({
        ...(q ? { q } : {}),
        ...(category ? { category } : {}),
        limit: 24,
        cursor,
      });
      setProducts((current) => [...(current ?? []), ...page.data]);
      setCursor(page.nextCursor);
    } catch (failure) {
      setError(shopperMessage(failure));
    }
  };

  const go = (next: { q?: string; category?: string }) => {
    const params = new URLSearchParams();
    const nq = next.q ?? q;
    const nc = next.category ?? category;
    if (nq) params.set('q', nq);
    if (nc) params.set('category', nc);
    const query = params.toString();
    router.navigate(query ? `/?${query}` : '/');
  };
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
  };

  return (
    <>
      <h1>{category || 'All products'}</h1>
      <form role="search" className="search" onSubmit={onSearch}>
        <label htmlFor="search">Search products</label>
        <input id="search" name="q" type="search" defaultValue={q} key={q} />
        <button type="submit">Search</button>
      </form>
      {categories.length > 0 && (
        <nav aria-label="Categories" className="categories">
          <button type="button" aria-pressed={!category} onClick={() => go({ category: '' })}>
            All
          </button>
          {categories.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={category === name}
              onClick={() => go({ category: name })}
            >
              {name}
            </button>
          ))}
        </nav>
      )}
      {error && <Notice error>{error}</Notice>}
      {products === null && !error && <p aria-live="polite">Loading products…</p>}
      {products?.length === 0 && <p>No products match{q ? ` “${q}”` : ''}.</p>}
      <ul className="grid">
        {products?.map((product) => {
          const cheapest = [...product.variants].sort((a, b) => a.price - b.price)[0];
          const available = product.variants.some((variant) => variant.available);
          return (
            <li key={product.productId} className="card">
              <Link to={`/products/${product.productId}`}>
                {product.imageUrl && <img src={product.imageUrl} alt="" loading="lazy" />}
                <span className="card-title">{product.title}</span>
              </Link>
              {cheapest && (
                <Price amount={cheapest.price} compareAt={cheapest.compareAtPrice} currency={currency} />
              )}
              {!available && <span className="muted">Out of stock</span>}
            </li>
          );
        })}
      </ul>
      {cursor && (
        <button type="button" onClick={more}>
          More products
        </button>
      )}
    </>
  );
};
