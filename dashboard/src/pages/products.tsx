import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { unwrap } from '../api/client.ts';
import type { DataOf } from '../api/schemas.ts';
import { useStoreList } from '../api/use-store-list.ts';
import { useStoreScope } from '../app-context.tsx';
import { formatMoney } from '../ui/format.ts';
import { Field, PageHeader } from '../ui/page.tsx';
import { Pager } from '../ui/paging.tsx';
import { Empty, Loaded } from '../ui/states.tsx';
import { CopyToLiveButton } from './catalog/copy-to-live.tsx';

export type Product = DataOf<'adminGetProduct'>;
type Variant = Product['variants'][number];

export const CATALOG_STATUSES = ['Active', 'Draft', 'Archived'] as const;
export type CatalogStatus = (typeof CATALOG_STATUSES)[number];

/** At or under this many units a tracked variant shows "Low stock". */
export const LOW_STOCK_AT = 5;

/** The stock badge of a variant: untracked variants never run out. */
export const StockBadge = ({
  variant,
}: {
  variant: Pick<Variant, 'inventoryTracking' | 'inventoryQuantity'>;
}) => {
  if (!variant.inventoryTracking) return <span className="muted">Not tracked</span>;
  const quantity = variant.inventoryQuantity;
  if (quantity <= 0) return <span className="badge bad">Out of stock</span>;
  if (quantity <= LOW_STOCK_AT) return <span className="badge warn">Low stock · {quantity}</span>;
  return <span className="badge ok">{quantity} in stock</span>;
};

/**
 * The catalog: products made here or synced from the store's system, with stock per variant;
 * search by any word of a title, tag or SKU (from its start, every word typed; newest first),
 * filter by status.
 */
export default function ProductsPage() {
  const scope = useStoreScope();
  const [text, setText] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const [status, setStatus] = useState<CatalogStatus | ''>('');
  // A copy to live changes the live list: counting copies reloads it.
  const [copies, setCopies] = useState(0);
  const reload = () => setCopies((n) => n + 1);
  const { pages, list: products } = useStoreList(`${search ?? ''}|${status}|${copies}`, ({ api, cursor }) =>
    unwrap(
      api.GET('/api/v1/admin/stores/{storeId}/products', {
        params: {
          path: { storeId: scope.storeId },
          query: {
            mode: scope.mode,
            limit: 25,
            cursor,
            ...(search ? { q: search } : {}),
            ...(status ? { status } : {}),
          },
        },
      }),
    ),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(text.trim() || null);
  };
  const filtered = Boolean(search || status);

  return (
    <>
      <PageHeader
        title="Products"
        description="Your catalog with stock per variant: made here or synced from your system."
        actions={
          scope.canWrite && (
            <>
              {scope.mode === 'test' && <CopyToLiveButton />}
              <Link className="button primary" to={scope.to('products/new')}>
                New product
              </Link>
            </>
          )
        }
      />
      <form className="toolbar" role="search" onSubmit={submit} noValidate>
        <Field id="product-search" label="Title, tag or SKU">
          <input
            id="product-search"
            type="search"
            value={text}
            placeholder="Mug or MUG-BLUE"
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <button type="submit">Search</button>
        <Field id="product-status-filter" label="Status">
          <select
            id="product-status-filter"
            value={status}
            onChange={(event) => setStatus(event.target.value as CatalogStatus | '')}
          >
            <option value="">All statuses</option>
            {CATALOG_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </Field>
        {filtered && (
          <button
            type="button"
            onClick={() => {
              setText('');
              setSearch(null);
              setStatus('');
            }}
          >
            Clear
          </button>
        )}
      </form>
      <Loaded resource={products}>
        {({ data, nextCursor }) =>
          data.length === 0 ? (
            <Empty title={filtered ? 'No product matches' : 'No products yet'}>
              <p className="muted">
                {filtered
                  ? 'Search by the start of any word of a title, tag or SKU, or choose another status.'
                  : 'Create one with "New product", or send your catalog with the product sync API.'}
              </p>
              {!filtered && scope.mode === 'live' && scope.canWrite && (
                <>
                  <p className="muted">Or start from the catalog you built in test mode:</p>
                  <CopyToLiveButton onCopied={reload} />
                </>
              )}
            </Empty>
          ) : (
            <>
              <div className="table-wrap narrow-cards">
                <table>
                  <caption className="visually-hidden">Products and variants</caption>
                  <thead>
                    <tr>
                      <th scope="col">Product / variant</th>
                      <th scope="col">SKU</th>
                      <th scope="col">Price</th>
                      <th scope="col">Status</th>
                      <th scope="col">Stock</th>
                    </tr>
                  </thead>
                  {data.map((product) => (
                    <tbody key={product.productId} className="product-group">
                      <tr>
                        <th scope="rowgroup" colSpan={3}>
                          <Link to={scope.to(`products/${encodeURIComponent(product.productId)}`)}>
                            {product.title}
                          </Link>
                          {product.category && <span className="muted"> · {product.category}</span>}
                        </th>
                        <td data-label="Status">{product.status}</td>
                        <td data-label="Stock">{productStock(product.variants)}</td>
                      </tr>
                      {product.variants.map((variant) => (
                        <tr key={variant.id}>
                          <td className="variant-title" data-label="Variant">
                            {variant.title}
                          </td>
                          <td data-label="SKU">{variant.sku ?? '—'}</td>
                          <td data-label="Price">{formatMoney(variant.price, product.currency)}</td>
                          <td data-label="Status">{variant.status}</td>
                          <td data-label="Stock">
                            <StockBadge variant={variant} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  ))}
                </table>
              </div>
              <Pager pages={pages} nextCursor={nextCursor} />
            </>
          )
        }
      </Loaded>
    </>
  );
}

/** The product row's summary: how many variants and how many of them are out of stock. */
const productStock = (variants: Variant[]) => {
  const out = variants.filter(
    (variant) => variant.inventoryTracking && variant.inventoryQuantity <= 0,
  ).length;
  const label = `${variants.length} variant${variants.length === 1 ? '' : 's'}`;
  return out ? `${label}, ${out} out of stock` : label;
};
