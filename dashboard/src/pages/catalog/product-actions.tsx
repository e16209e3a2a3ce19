import { useState, type FormEvent } from 'react';
import { unwrap } from '../../api/client.ts';
import { useAction } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { Field } from '../../ui/page.tsx';
import { ErrorNotice } from '../../ui/states.tsx';
import type { CatalogStatus, Product } from '../products.tsx';
import {
  emptyVariant,
  ImageField,
  parseTags,
  StatusSelect,
  TagsField,
  variantBody,
  variantDraftOf,
  VariantFields,
  type VariantDraft,
} from './product-forms.tsx';

type Variant = Product['variants'][number];

const useProductPath = (productId: string) => {
  const scope = useStoreScope();
  return { path: { storeId: scope.storeId, productId }, query: { mode: scope.mode } };
};

const FormButtons = ({
  onClose,
  pending,
  label,
}: {
  onClose: () => void;
  pending: boolean;
  label: string;
}) => (
  <div className="dialog-actions">
    <button type="button" onClick={onClose}>
      Cancel
    </button>
    <button type="submit" className="primary" disabled={pending}>
      {label}
    </button>
  </div>
);

/** Edit the product's own fields (variants have their own dialogs). */
export const EditProductForm = ({
  product,
  onClose,
  onDone,
}: {
  product: Product;
  onClose: () => void;
  onDone: () => void;
}) => {
  const { api } = useDashboard();
  const params = useProductPath(product.productId);
  const [title, setTitle] = useState(product.title);
  const [description, setDescription] = useState(product.description ?? '');
  const [status, setStatus] = useState<CatalogStatus>(product.status);
  const [category, setCategory] = useState(product.category ?? '');
  const [imageUrl, setImageUrl] = useState(product.imageUrl ?? '');
  const [tags, setTags] = useState(product.tags.join(', '));
  const save = useAction(() =>
    unwrap(
      api.PUT('/api/v1/admin/stores/{storeId}/products/{productId}', {
        params,
        // An emptied field clears it.
        body: {
          title: title.trim(),
          description: description.trim() ? description : null,
          status,
          category: category.trim() || null,
          // Only when edited: with uploaded images the field starts as the first image's URL.
          ...(imageUrl !== (product.imageUrl ?? '') ? { imageUrl: imageUrl.trim() || null } : {}),
          tags: parseTags(tags),
        },
      }),
    ),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await save.run()) onDone();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Field id="edit-product-title" label="Title">
        <input id="edit-product-title" value={title} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Field id="edit-product-description" label="Description">
        <textarea
          id="edit-product-description"
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      <StatusSelect id="edit-product-status" value={status} onChange={setStatus} />
      <Field id="edit-product-category" label="Category">
        <input id="edit-product-category" value={category} onChange={(e) => setCategory(e.target.value)} />
      </Field>
      <TagsField id="edit-product-tags" value={tags} onChange={setTags} />
      <ImageField value={imageUrl} onChange={setImageUrl} />
      {save.error && <ErrorNotice error={save.error} />}
      <FormButtons onClose={onClose} pending={save.pending} label="Save" />
    </form>
  );
};

/** A new variant, or an edit of one (stock is changed with the stock dialog). */
export const VariantForm = ({
  productId,
  variant,
  onClose,
  onDone,
}: {
  productId: string;
  variant?: Variant;
  onClose: () => void;
  onDone: () => void;
}) => {
  const { api } = useDashboard();
  const { path, query } = useProductPath(productId);
  const [draft, setDraft] = useState<VariantDraft>(variant ? variantDraftOf(variant) : emptyVariant());
  const [problem, setProblem] = useState<string | null>(null);
  const save = useAction(async () => {
    const body = variantBody(draft);
    if (typeof body === 'string') throw new Error(body);
    if (!variant)
      return unwrap(
        api.POST('/api/v1/admin/stores/{storeId}/products/{productId}/variants', {
          params: { path, query },
          body,
        }),
      );
    return unwrap(
      api.PUT('/api/v1/admin/stores/{storeId}/products/{productId}/variants/{variantId}', {
        params: { path: { ...path, variantId: variant.id }, query },
        body: {
          title: body.title,
          sku: body.sku ?? null,
          price: body.price,
          compareAtPrice: body.compareAtPrice ?? null,
          barcode: body.barcode ?? null,
          weight: body.weight ?? null,
          status: body.status,
        },
      }),
    );
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = variantBody(draft);
    if (typeof body === 'string') return setProblem(body);
    setProblem(null);
    if (await save.run()) onDone();
  };
  return (
    <form onSubmit={submit} noValidate>
      <VariantFields id="variant-form" draft={draft} onChange={setDraft} withStock={!variant} />
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {save.error && <ErrorNotice error={save.error} />}
      <FormButtons
        onClose={onClose}
        pending={save.pending}
        label={variant ? 'Save variant' : 'Add variant'}
      />
    </form>
  );
};

/** Adjust the stock by an amount (negative takes away) or set it, with an optional reason. */
export const StockForm = ({
  productId,
  variant,
  onClose,
  onDone,
}: {
  productId: string;
  variant: Variant;
  onClose: () => void;
  onDone: () => void;
}) => {
  const { api } = useDashboard();
  const { path, query } = useProductPath(productId);
  const [how, setHow] = useState<'adjust' | 'set'>('adjust');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useAction((value: number) =>
    unwrap(
      api.POST('/api/v1/admin/stores/{storeId}/products/{productId}/variants/{variantId}/inventory', {
        params: { path: { ...path, variantId: variant.id }, query },
        body: {
          ...(how === 'adjust' ? { adjust: value } : { set: value }),
          ...(reason.trim() ? { reason: reason.trim() } : {}),
        } as { adjust: number } | { set: number },
      }),
    ),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (amount.trim() === '' || !Number.isInteger(value) || (how === 'set' ? value < 0 : value === 0))
      return setProblem(
        how === 'set' ? 'Enter the new stock, 0 or more.' : 'Enter a whole number, e.g. 5 or -2.',
      );
    setProblem(null);
    if (await save.run(value)) onDone();
  };
  return (
    <form onSubmit={submit} noValidate>
      <p>
        {variant.title}: {variant.inventoryQuantity} in stock now.
      </p>
      <Field id="stock-how" label="Change">
        <select id="stock-how" value={how} onChange={(e) => setHow(e.target.value as 'adjust' | 'set')}>
          <option value="adjust">Adjust by</option>
          <option value="set">Set to</option>
        </select>
      </Field>
      <Field id="stock-amount" label={how === 'adjust' ? 'Amount (negative takes away)' : 'New stock'}>
        <input
          id="stock-amount"
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </Field>
      <Field id="stock-reason" label="Reason (optional)">
        <input id="stock-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {save.error && <ErrorNotice error={save.error} />}
      <FormButtons onClose={onClose} pending={save.pending} label="Save stock" />
    </form>
  );
};
