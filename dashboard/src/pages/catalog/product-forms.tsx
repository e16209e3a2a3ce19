import { useState } from 'react';
import type { BodyOf } from '../../api/schemas.ts';
import { Field } from '../../ui/page.tsx';
import { CATALOG_STATUSES, type CatalogStatus } from '../products.tsx';

/** The form state of one variant: text as typed, turned into the API's body on submit. */
export interface VariantDraft {
  title: string;
  sku: string;
  price: string;
  stock: string;
  status: CatalogStatus;
}

export const emptyVariant = (): VariantDraft => ({
  title: '',
  sku: '',
  price: '',
  stock: '0',
  status: 'Active',
});

export type NewVariantBody = BodyOf<'adminCreateVariant'>;

/** The variant body, or the first problem in words (the API checks again). */
export const variantBody = (draft: VariantDraft): NewVariantBody | string => {
  const price = Number(draft.price);
  const stock = Number(draft.stock);
  if (!draft.title.trim()) return 'Each variant needs a title.';
  if (draft.price.trim() === '' || !Number.isFinite(price) || price < 0)
    return 'Each variant needs a price of 0 or more.';
  if (!Number.isInteger(stock) || stock < 0) return 'Stock is a whole number of 0 or more.';
  return {
    title: draft.title.trim(),
    ...(draft.sku.trim() ? { sku: draft.sku.trim() } : {}),
    price,
    inventoryQuantity: stock,
    status: draft.status,
  };
};

/** Title, SKU, price, stock and status of one variant; `withStock` off for edits (stock has its own dialog). */
export const VariantFields = ({
  id,
  draft,
  onChange,
  withStock = true,
}: {
  id: string;
  draft: VariantDraft;
  onChange: (draft: VariantDraft) => void;
  withStock?: boolean;
}) => (
  <>
    <Field id={`${id}-title`} label="Variant title">
      <input
        id={`${id}-title`}
        value={draft.title}
        onChange={(e) => onChange({ ...draft, title: e.target.value })}
      />
    </Field>
    <Field id={`${id}-sku`} label="SKU">
      <input
        id={`${id}-sku`}
        value={draft.sku}
        onChange={(e) => onChange({ ...draft, sku: e.target.value })}
      />
    </Field>
    <Field id={`${id}-price`} label="Price">
      <input
        id={`${id}-price`}
        inputMode="decimal"
        value={draft.price}
        onChange={(e) => onChange({ ...draft, price: e.target.value })}
      />
    </Field>
    {withStock && (
      <Field id={`${id}-stock`} label="Stock">
        <input
          id={`${id}-stock`}
          inputMode="numeric"
          value={draft.stock}
          onChange={(e) => onChange({ ...draft, stock: e.target.value })}
        />
      </Field>
    )}
    <StatusSelect
      id={`${id}-status`}
      value={draft.status}
      onChange={(status) => onChange({ ...draft, status })}
    />
  </>
);

export const StatusSelect = ({
  id,
  value,
  onChange,
}: {
  id: string;
  value: CatalogStatus;
  onChange: (status: CatalogStatus) => void;
}) => (
  <Field id={id} label="Status">
    <select id={id} value={value} onChange={(e) => onChange(e.target.value as CatalogStatus)}>
      {CATALOG_STATUSES.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </select>
  </Field>
);

/** An image URL field with a preview of the image once the URL is an http(s) address. */
export const ImageField = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => {
  const [broken, setBroken] = useState<string | null>(null);
  const shown = /^https?:\/\/\S+$/i.test(value.trim()) ? value.trim() : null;
  return (
    <Field id="product-image" label="Image URL" hint="An https:// address of the product's picture.">
      <input id="product-image" type="url" value={value} onChange={(e) => onChange(e.target.value)} />
      {shown && broken !== shown && (
        <img
          className="image-preview"
          src={shown}
          alt="Preview of the product image"
          onError={() => setBroken(shown)}
        />
      )}
      {shown && broken === shown && <p className="muted">The image could not be loaded.</p>}
    </Field>
  );
};
