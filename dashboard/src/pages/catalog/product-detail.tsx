import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { unwrap } from '../../api/client.ts';
import { useAction, useResource } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { ConfirmDialog, Dialog } from '../../ui/dialog.tsx';
import { formatDateTime, formatMoney } from '../../ui/format.ts';
import { PageHeader } from '../../ui/page.tsx';
import { ErrorNotice, Loaded } from '../../ui/states.tsx';
import { StockBadge, type Product } from '../products.tsx';
import { EditProductForm, StockForm, VariantForm } from './product-actions.tsx';
import { ProductImages } from './product-images.tsx';

type Variant = Product['variants'][number];
/** What dialog is open: one at a time. */
type Open =
  | { kind: 'edit' | 'archive' | 'delete' | 'addVariant' }
  | { kind: 'editVariant' | 'stock' | 'deleteVariant'; variant: Variant }
  | null;

/** One product: its fields, variants with stock; owners and admins edit, archive, delete and change stock. */
export default function ProductDetailPage() {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const navigate = useNavigate();
  const productId = useParams().productId!;
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState<Open>(null);
  const params = { path: { storeId: scope.storeId, productId }, query: { mode: scope.mode } };
  const product = useResource(
    () =>
      unwrap(api.GET('/api/v1/admin/stores/{storeId}/products/{productId}', { params })).then(
        (body) => body.data,
      ),
    [api, scope.storeId, scope.mode, productId, version],
  );
  const done = () => {
    setOpen(null);
    setVersion((v) => v + 1);
  };
  const archive = useAction(() =>
    unwrap(
      api.PUT('/api/v1/admin/stores/{storeId}/products/{productId}', {
        params,
        body: { status: 'Archived' },
      }),
    ),
  );
  const remove = useAction(() =>
    unwrap(api.DELETE('/api/v1/admin/stores/{storeId}/products/{productId}', { params })),
  );
  const removeVariant = useAction((variantId: string) =>
    unwrap(
      api.DELETE('/api/v1/admin/stores/{storeId}/products/{productId}/variants/{variantId}', {
        params: { path: { ...params.path, variantId }, query: params.query },
      }),
    ),
  );
  const close = () => setOpen(null);

  return (
    <>
      <p>
        <Link to={scope.to('products')}>← Products</Link>
      </p>
      <Loaded resource={product}>
        {(data) => (
          <>
            <PageHeader
              title={data.title}
              description={`${data.status}${data.category ? ` · ${data.category}` : ''}`}
              actions={
                scope.canWrite && (
                  <>
                    <button type="button" onClick={() => setOpen({ kind: 'edit' })}>
                      Edit product
                    </button>
                    {data.status !== 'Archived' && (
                      <button type="button" onClick={() => setOpen({ kind: 'archive' })}>
                        Archive
                      </button>
                    )}
                    <button type="button" className="danger" onClick={() => setOpen({ kind: 'delete' })}>
                      Delete product
                    </button>
                  </>
                )
              }
            />
            <section className="card">
              <dl className="details">
                <dt>Description</dt>
                <dd>{data.description ?? '—'}</dd>
                <dt>Tags</dt>
                <dd>{data.tags.length > 0 ? data.tags.join(', ') : '—'}</dd>
                <dt>External id</dt>
                <dd>
                  <code>{data.externalId}</code>
                </dd>
                <dt>Updated</dt>
                <dd>{formatDateTime(data.updatedAt)}</dd>
              </dl>
              {data.images.length === 0 && data.imageUrl && (
                <img className="image-preview" src={data.imageUrl} alt={data.title} />
              )}
            </section>
            <ProductImages product={data} onChanged={() => setVersion((v) => v + 1)} />
            <h2>Variants</h2>
            {scope.canWrite && (
              <div className="toolbar">
                <button type="button" onClick={() => setOpen({ kind: 'addVariant' })}>
                  Add variant
                </button>
              </div>
            )}
            {removeVariant.error && <ErrorNotice error={removeVariant.error} />}
            <div className="table-wrap narrow-cards">
              <table>
                <caption className="visually-hidden">Variants of {data.title}</caption>
                <thead>
                  <tr>
                    <th scope="col">Variant</th>
                    <th scope="col">SKU</th>
                    <th scope="col">Price</th>
                    <th scope="col">Status</th>
                    <th scope="col">Stock</th>
                    {scope.canWrite && <th scope="col">Actions</th>}
                  </tr>
                </thead>
                <tbody>
                  {data.variants.map((variant) => (
                    <tr key={variant.id}>
                      <th scope="row">{variant.title}</th>
                      <td data-label="SKU">{variant.sku ?? '—'}</td>
                      <td data-label="Price">
                        {formatMoney(variant.price, data.currency)}
                        {variant.compareAtPrice !== null && (
                          <>
                            {' '}
                            <s aria-label={`was ${formatMoney(variant.compareAtPrice, data.currency)}`}>
                              {formatMoney(variant.compareAtPrice, data.currency)}
                            </s>
                          </>
                        )}
                      </td>
                      <td data-label="Status">{variant.status}</td>
                      <td data-label="Stock">
                        <StockBadge variant={variant} />
                      </td>
                      {scope.canWrite && (
                        <td>
                          <div className="toolbar">
                            <button
                              type="button"
                              aria-label={`Change stock of ${variant.title}`}
                              onClick={() => setOpen({ kind: 'stock', variant })}
                            >
                              Stock
                            </button>
                            <button
                              type="button"
                              aria-label={`Edit ${variant.title}`}
                              onClick={() => setOpen({ kind: 'editVariant', variant })}
                            >
                              Edit
                            </button>
                            <button
                              type="button"
                              aria-label={`Delete ${variant.title}`}
                              disabled={data.variants.length <= 1}
                              title={
                                data.variants.length <= 1 ? 'A product keeps at least one variant' : undefined
                              }
                              onClick={() => setOpen({ kind: 'deleteVariant', variant })}
                            >
                              Delete
                            </button>
                          </div>
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Dialog open={open?.kind === 'edit'} title="Edit product" onClose={close}>
              <EditProductForm product={data} onClose={close} onDone={done} />
            </Dialog>
            <Dialog open={open?.kind === 'addVariant'} title="Add variant" onClose={close}>
              <VariantForm productId={productId} onClose={close} onDone={done} />
            </Dialog>
            <Dialog open={open?.kind === 'editVariant'} title="Edit variant" onClose={close}>
              {open?.kind === 'editVariant' && (
                <VariantForm productId={productId} variant={open.variant} onClose={close} onDone={done} />
              )}
            </Dialog>
            <Dialog open={open?.kind === 'stock'} title="Change stock" onClose={close}>
              {open?.kind === 'stock' && (
                <StockForm productId={productId} variant={open.variant} onClose={close} onDone={done} />
              )}
            </Dialog>
            <ConfirmDialog
              open={open?.kind === 'archive'}
              title="Archive product"
              body={
                <p>
                  {data.title} leaves the storefront; its orders and history stay. You can make it Active
                  again.
                </p>
              }
              confirmLabel="Archive product"
              pending={archive.pending}
              onConfirm={() => void archive.run().then((ok) => ok && done())}
              onClose={close}
            />
            <ConfirmDialog
              open={open?.kind === 'delete'}
              title="Delete product"
              body={
                <>
                  <p>
                    {data.title} and its {data.variants.length} variant(s) are deleted: customers can no
                    longer add them to a cart. Orders keep their copy.
                  </p>
                  {remove.error && <ErrorNotice error={remove.error} />}
                </>
              }
              confirmLabel="Delete product"
              pending={remove.pending}
              onConfirm={() =>
                void remove
                  .run()
                  .then((ok) => ok && void navigate(scope.to('products'), { state: { deleted: productId } }))
              }
              onClose={close}
            />
            <ConfirmDialog
              open={open?.kind === 'deleteVariant'}
              title="Delete variant"
              body={
                <p>
                  {open?.kind === 'deleteVariant' ? open.variant.title : ''} is deleted from {data.title}.
                </p>
              }
              confirmLabel="Delete variant"
              pending={removeVariant.pending}
              onConfirm={() =>
                open?.kind === 'deleteVariant' && void removeVariant.run(open.variant.id).then(() => done())
              }
              onClose={close}
            />
          </>
        )}
      </Loaded>
    </>
  );
}
