import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { unwrap } from '../../api/client.ts';
import type { DataOf } from '../../api/schemas.ts';
import { useAction } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/page.tsx';
import { ErrorNotice } from '../../ui/states.tsx';

type CopyResult = DataOf<'adminCopyCatalogToLive'>;
type StockChoice = 'zero' | 'copy';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * "Copy catalog to live" (docs/decisions.md §7.31): a dry run first shows what the copy will make
 * and update, then the owner confirms. `onCopied` runs when the owner closes the copy's report (a
 * live list reloads).
 */
export const CopyToLiveButton = ({ onCopied }: { onCopied?: () => void }) => {
  const scope = useStoreScope();
  const [open, setOpen] = useState(false);
  if (!scope.canWrite) return null;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Copy catalog to live
      </button>
      <Dialog open={open} title="Copy catalog to live" onClose={() => setOpen(false)}>
        <CopyToLiveForm onClose={() => setOpen(false)} onCopied={onCopied} />
      </Dialog>
    </>
  );
};

const CopyToLiveForm = ({ onClose, onCopied }: { onClose: () => void; onCopied?: () => void }) => {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const [stock, setStock] = useState<StockChoice>('zero');
  const [preview, setPreview] = useState<CopyResult | null>(null);
  const [done, setDone] = useState<CopyResult | null>(null);
  const [previewError, setPreviewError] = useState<Error | null>(null);
  const { storeId } = scope;
  const copy = useAction(() =>
    unwrap(
      api.POST('/api/v1/admin/stores/{storeId}/catalog/copy-to-live', {
        params: { path: { storeId } },
        body: { stock },
      }),
    ),
  );
  // The preview: the same copy as a dry run, asked once when the dialog opens.
  useEffect(() => {
    let current = true;
    unwrap(
      api.POST('/api/v1/admin/stores/{storeId}/catalog/copy-to-live', {
        params: { path: { storeId } },
        body: { dryRun: true },
      }),
    ).then(
      (answer) => current && setPreview(answer.data),
      (error: unknown) => current && setPreviewError(error as Error),
    );
    return () => {
      current = false;
    };
  }, [api, storeId]);

  if (done)
    return (
      <>
        <p role="status">
          Copied: {plural(done.created, 'product')} made and {done.updated} updated in live mode.
        </p>
        <div className="dialog-actions">
          {scope.mode === 'test' && (
            <Link className="button" to={scope.to('products').replace(/\/test\/products$/, '/live/products')}>
              See live products
            </Link>
          )}
          <button
            type="button"
            className="primary"
            onClick={() => {
              onClose();
              onCopied?.();
            }}
          >
            Done
          </button>
        </div>
      </>
    );
  const empty = preview !== null && preview.created + preview.updated === 0;
  return (
    <>
      {!preview && !previewError && <p className="muted">Checking your test catalog…</p>}
      {previewError && <ErrorNotice error={previewError} />}
      {preview && empty && <p>Your test catalog has no products to copy.</p>}
      {preview && !empty && (
        <>
          <p>
            This makes {plural(preview.created, 'live product')} ({plural(preview.variantsCreated, 'variant')}
            )
            {preview.updated > 0 &&
              ` and updates ${plural(preview.updated, 'live product')} copied before (found by external id)`}
            . New ids are given; external ids stay the same.
          </p>
          <ul aria-label="First products copied">
            {preview.titles.map((title, i) => (
              <li key={i}>{title}</li>
            ))}
          </ul>
          <Field id="copy-stock" label="Stock">
            <select id="copy-stock" value={stock} onChange={(e) => setStock(e.target.value as StockChoice)}>
              <option value="zero">Start new live variants at 0 (keep live stock)</option>
              <option value="copy">Copy the test stock</option>
            </select>
          </Field>
        </>
      )}
      {copy.error && <ErrorNotice error={copy.error} />}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="primary"
          disabled={copy.pending || !preview || empty}
          onClick={() =>
            void copy.run().then((answer) => {
              if (answer) setDone(answer.data);
            })
          }
        >
          Copy to live
        </button>
      </div>
    </>
  );
};
