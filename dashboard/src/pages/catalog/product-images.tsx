import { useId, useState, type ChangeEvent } from 'react';
import { ApiError, unwrap } from '../../api/client.ts';
import { useAction } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { ErrorNotice } from '../../ui/states.tsx';
import type { Product } from '../products.tsx';

/** What the API accepts (docs/decisions.md §3.23); checked here too, so a wrong file fails at once. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MAX_IMAGES = 10;

const refused = (message: string) =>
  new ApiError({ status: 400, errorCode: 'INVALID_REQUEST', message, requestId: null });

/**
 * A product's images: upload (several at once), reorder and delete, as Shopify's media section
 * does. A file goes straight to the storage with the form the API signs for it, then is
 * confirmed; the first image is the product's image in the storefront, carts and orders.
 */
export function ProductImages({ product, onChanged }: { product: Product; onChanged: () => void }) {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const inputId = useId();
  const [progress, setProgress] = useState<string | null>(null);
  const path = { storeId: scope.storeId, productId: product.productId };
  const query = { mode: scope.mode };
  const images = product.images;

  const uploadOne = async (file: File) => {
    if (!IMAGE_TYPES.includes(file.type))
      throw refused(`${file.name} is not a JPEG, PNG, WebP or GIF image.`);
    const started = await unwrap(
      api.POST('/api/v1/admin/stores/{storeId}/products/{productId}/images', {
        params: { path, query },
        body: { contentType: file.type as 'image/jpeg', contentLength: file.size },
      }),
    );
    const { imageId, upload, maxBytes } = started.data;
    if (file.size > maxBytes)
      throw refused(`${file.name} is larger than ${Math.round(maxBytes / 1048576)} MB.`);
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', file);
    const posted = await fetch(upload.url, { method: 'POST', body: form });
    if (!posted.ok) throw refused(`${file.name} could not be uploaded (${posted.status}).`);
    await unwrap(
      api.POST('/api/v1/admin/stores/{storeId}/products/{productId}/images/{imageId}/confirm', {
        params: { path: { ...path, imageId }, query },
      }),
    );
  };

  const upload = useAction(async (files: File[]) => {
    try {
      for (const [i, file] of files.entries()) {
        setProgress(`Uploading ${i + 1} of ${files.length}: ${file.name}`);
        await uploadOne(file);
      }
    } finally {
      setProgress(null);
      onChanged();
    }
  });
  const reorder = useAction(async (imageIds: string[]) => {
    await unwrap(
      api.PUT('/api/v1/admin/stores/{storeId}/products/{productId}/images', {
        params: { path, query },
        body: { imageIds },
      }),
    );
    onChanged();
  });
  const remove = useAction(async (imageId: string) => {
    await unwrap(
      api.DELETE('/api/v1/admin/stores/{storeId}/products/{productId}/images/{imageId}', {
        params: { path: { ...path, imageId }, query },
      }),
    );
    onChanged();
  });

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, MAX_IMAGES - images.length);
    event.target.value = '';
    if (files.length > 0) void upload.run(files);
  };
  const move = (from: number, to: number) => {
    const ids = images.map((image) => image.imageId);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    void reorder.run(ids);
  };
  const busy = upload.pending || reorder.pending || remove.pending;
  const error = upload.error ?? reorder.error ?? remove.error;

  return (
    <section className="card" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Images</h2>
      <p className="muted">
        {images.length} of {MAX_IMAGES}. The first image is the product image in the storefront, carts and
        orders. JPEG, PNG, WebP or GIF, up to 10 MB each.
      </p>
      {error && <ErrorNotice error={error} />}
      {progress && (
        <p role="status" aria-live="polite">
          {progress}
        </p>
      )}
      {images.length > 0 && (
        <ol className="image-gallery">
          {images.map((image, i) => (
            <li key={image.imageId}>
              <img src={image.url} alt={`${product.title}, image ${image.position}`} loading="lazy" />
              {scope.canWrite && (
                <div className="toolbar">
                  <button
                    type="button"
                    aria-label={`Move image ${image.position} earlier`}
                    disabled={busy || i === 0}
                    onClick={() => move(i, i - 1)}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    aria-label={`Move image ${image.position} later`}
                    disabled={busy || i === images.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    className="danger"
                    aria-label={`Delete image ${image.position}`}
                    disabled={busy}
                    onClick={() => void remove.run(image.imageId)}
                  >
                    Delete
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {scope.canWrite && images.length < MAX_IMAGES && (
        <p>
          <label htmlFor={inputId}>Add images</label>{' '}
          <input
            id={inputId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            multiple
            disabled={busy}
            onChange={onFiles}
          />
        </p>
      )}
    </section>
  );
}
