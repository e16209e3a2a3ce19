import type { BodyOf, DataOf } from '../../api/schemas.ts';

/**
 * The product form's drafts, without React (unit-tested): a variant's fields as typed and the body
 * they make, tags, and the options that generate variants (docs/decisions.md §7.25).
 */

type CatalogStatus = DataOf<'adminGetProduct'>['status'];

export const WEIGHT_UNITS = ['g', 'kg', 'lb', 'oz'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** The form state of one variant: text as typed, turned into the API's body on submit. */
export interface VariantDraft {
  title: string;
  sku: string;
  price: string;
  compareAtPrice: string;
  barcode: string;
  weight: string;
  weightUnit: WeightUnit;
  stock: string;
  status: CatalogStatus;
}

export const emptyVariant = (): VariantDraft => ({
  title: '',
  sku: '',
  price: '',
  compareAtPrice: '',
  barcode: '',
  weight: '',
  weightUnit: 'kg',
  stock: '0',
  status: 'Active',
});

type VariantView = DataOf<'adminGetProduct'>['variants'][number];

/** The draft of an existing variant, for its edit form. */
export const variantDraftOf = (variant: VariantView): VariantDraft => ({
  title: variant.title,
  sku: variant.sku ?? '',
  price: String(variant.price),
  compareAtPrice: variant.compareAtPrice === null ? '' : String(variant.compareAtPrice),
  barcode: variant.barcode ?? '',
  weight: variant.weight ? String(variant.weight.value) : '',
  weightUnit: variant.weight?.unit ?? 'kg',
  stock: String(variant.inventoryQuantity),
  status: variant.status,
});

export type NewVariantBody = BodyOf<'adminCreateVariant'>;

/**
 * The variant body, or the first problem in words (the API checks again). Empty optional fields
 * are null (an edit sends them, which clears them; a create may too).
 */
export const variantBody = (draft: VariantDraft): NewVariantBody | string => {
  const price = Number(draft.price);
  const compareAtPrice = Number(draft.compareAtPrice);
  const weight = Number(draft.weight);
  const stock = Number(draft.stock);
  if (!draft.title.trim()) return 'Each variant needs a title.';
  if (draft.price.trim() === '' || !Number.isFinite(price) || price < 0)
    return 'Each variant needs a price of 0 or more.';
  if (draft.compareAtPrice.trim() !== '' && (!Number.isFinite(compareAtPrice) || compareAtPrice < 0))
    return 'A compare-at price is 0 or more (or empty).';
  if (draft.weight.trim() !== '' && (!Number.isFinite(weight) || weight <= 0))
    return 'A weight is more than 0 (or empty).';
  if (!Number.isInteger(stock) || stock < 0) return 'Stock is a whole number of 0 or more.';
  return {
    title: draft.title.trim(),
    ...(draft.sku.trim() ? { sku: draft.sku.trim() } : {}),
    price,
    compareAtPrice: draft.compareAtPrice.trim() === '' ? null : compareAtPrice,
    barcode: draft.barcode.trim() || null,
    weight: draft.weight.trim() === '' ? null : { value: weight, unit: draft.weightUnit },
    inventoryQuantity: stock,
    status: draft.status,
  };
};

/** Tags as typed: separated by commas, blanks and repeats dropped. */
export const parseTags = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

/** Options a product may vary by (Shopify's limit), each with its values as typed. */
export const MAX_OPTIONS = 3;

export interface OptionDraft {
  name: string;
  /** Values separated by commas, e.g. "S, M, L". */
  values: string;
}

export const emptyOption = (): OptionDraft => ({ name: '', values: '' });

/** An option's values: trimmed, blanks and repeats dropped, in the order typed. */
export const optionValues = (option: OptionDraft): string[] => [
  ...new Set(
    option.values
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean),
  ),
];

/**
 * Every combination of the options' values, the first option outermost (S / Red, S / Blue,
 * M / Red...), as Shopify lists them. Options without values are left out; none: no combination.
 */
export const optionCombinations = (options: OptionDraft[]): string[][] => {
  const lists = options.map(optionValues).filter((values) => values.length > 0);
  if (lists.length === 0) return [];
  return lists.reduce<string[][]>(
    (combinations, values) => combinations.flatMap((prefix) => values.map((value) => [...prefix, value])),
    [[]],
  );
};

const comboKey = (combination: string[]) => combination.join('\u0000');

/**
 * The variants the options generate, in the order generated; a combination edited before keeps
 * its edits (`edited` is keyed by combination) when options are added to or changed.
 */
export const generatedVariants = (
  combinations: string[][],
  edited: Record<string, VariantDraft>,
): Array<{ key: string; draft: VariantDraft }> =>
  combinations.map((combination) => {
    const key = comboKey(combination);
    return { key, draft: edited[key] ?? { ...emptyVariant(), title: combination.join(' / ') } };
  });
