import { useState } from 'react';
import { Field } from '../../ui/page.tsx';
import { CATALOG_STATUSES, type CatalogStatus } from '../products.tsx';
import { WEIGHT_UNITS, type VariantDraft, type WeightUnit } from './variant-drafts.ts';

export {
  emptyVariant,
  parseTags,
  variantBody,
  variantDraftOf,
  type NewVariantBody,
  type VariantDraft,
} from './variant-drafts.ts';

export const TagsField = ({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) => (
  <Field id={id} label="Tags" hint="Separated by commas, e.g. summer, gift.">
    <input id={id} value={value} onChange={(e) => onChange(e.target.value)} />
  </Field>
);

/**
 * Title, SKU, prices, barcode, weight, stock and status of one variant; `withStock` off for edits
 * (stock has its own dialog).
 */
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
    <Field id={`${id}-compare`} label="Compare-at price" hint="The earlier price, shown struck through.">
      <input
        id={`${id}-compare`}
        inputMode="decimal"
        value={draft.compareAtPrice}
        onChange={(e) => onChange({ ...draft, compareAtPrice: e.target.value })}
      />
    </Field>
    <Field id={`${id}-barcode`} label="Barcode" hint="GTIN, EAN, UPC or ISBN.">
      <input
        id={`${id}-barcode`}
        value={draft.barcode}
        onChange={(e) => onChange({ ...draft, barcode: e.target.value })}
      />
    </Field>
    <div className="field-pair">
      <Field id={`${id}-weight`} label="Weight">
        <input
          id={`${id}-weight`}
          inputMode="decimal"
          value={draft.weight}
          onChange={(e) => onChange({ ...draft, weight: e.target.value })}
        />
      </Field>
      <Field id={`${id}-weight-unit`} label="Weight unit">
        <select
          id={`${id}-weight-unit`}
          value={draft.weightUnit}
          onChange={(e) => onChange({ ...draft, weightUnit: e.target.value as WeightUnit })}
        >
          {WEIGHT_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {unit}
            </option>
          ))}
        </select>
      </Field>
    </div>
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
