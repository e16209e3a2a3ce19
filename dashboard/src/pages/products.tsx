import { unwrap } from '../api/client.ts';
import { useStoreList } from '../api/use-store-list.ts';
import type { DataOf } from '../api/schemas.ts';
import { formatMoney } from '../ui/format.ts';
import { PageHeader } from '../ui/page.tsx';
import { Empty, Loaded } from '../ui/states.tsx';
import { Pager } from '../ui/paging.tsx';

type Variant = DataOf<'adminListProducts'>[number]['variants'][number];

/** At or under this many units a tracked variant shows "Low stock". */
export const LOW_STOCK_AT = 5;

/** The stock badge of a variant: untracked variants never run out. */
export const StockBadge = ({ variant }: { variant: Variant }) => {
  if (!variant.inventoryTracking) return <span className="muted">Not tracked</span>;
  const quantity = variant.inventoryQuantity;
  if (quantity <= 0) return <span className="badge bad">Out of stock</span>;
  if (quantity <= LOW_STOCK_AT) return <span className="badge warn">Low stock · {quantity}</span>;
  return <span className="badge ok">{quantity} in stock</span>;
};

/** The catalog synced from the merchant's system: products, their variants and stock levels. */
export default function ProductsPage() {
  const { pages, list: products } = useStoreList('', ({ api, scope, cursor }) =>
    unwrap(
      api.GET('/api/v1/admin/stores/{storeId}/products', {
        params: { path: { storeId: scope.storeId }, query: { mode: scope.mode, limit: 25, cursor } },
      }),
    ),
  );

  return (
    <>
      <PageHeader
        title="Products"
        description="The catalog synced from your system, with stock per variant."
      />
      <Loaded resource={products}>
        {({ data, nextCursor }) =>
          data.length === 0 ? (
            <Empty title="No products yet">
              <p className="muted">Products arrive through the product sync API with a secret key.</p>
            </Empty>
          ) : (
            <>
              <div className="table-wrap">
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
                          {product.title}
                          {product.category && <span className="muted"> · {product.category}</span>}
                        </th>
                        <td>{product.status}</td>
                        <td>{productStock(product.variants)}</td>
                      </tr>
                      {product.variants.map((variant) => (
                        <tr key={variant.id}>
                          <td className="variant-title">{variant.title}</td>
                          <td>{variant.sku ?? '—'}</td>
                          <td>{formatMoney(variant.price, product.currency)}</td>
                          <td>{variant.status}</td>
                          <td>
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
