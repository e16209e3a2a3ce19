import type { Schemas } from '../../api/schemas.ts';

type Discount = Schemas['Discount'];

/**
 * A `datetime-local` value (the owner's local time) as the API's instant; null when empty (no
 * start, no end) and undefined when it cannot be read.
 */
export const instantFromLocal = (value: string): string | null | undefined => {
  if (value.trim() === '') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
};

/** An instant as a `datetime-local` value in the owner's time zone, to the minute ('' for none). */
export const localFromInstant = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

export type DiscountState = 'scheduled' | 'active' | 'expired' | 'disabled';

/**
 * Where a code stands now, as a shopper would find it (docs/decisions.md §12.2): disabled first,
 * then before its start (scheduled), at or after its end (expired), else active.
 */
export const discountState = (
  discount: Pick<Discount, 'isEnabled' | 'startsAt' | 'endsAt'>,
  now = Date.now(),
): DiscountState => {
  if (!discount.isEnabled) return 'disabled';
  if (discount.startsAt && Date.parse(discount.startsAt) > now) return 'scheduled';
  if (discount.endsAt && Date.parse(discount.endsAt) <= now) return 'expired';
  return 'active';
};

/** "All products", or what the code covers: "2 products · Mugs". */
export const describeScope = (appliesTo: Discount['appliesTo']) => {
  const products = appliesTo?.productIds?.length ?? 0;
  const categories = appliesTo?.categories ?? [];
  if (products === 0 && categories.length === 0) return 'All products';
  return [...(products > 0 ? [`${products} product${products === 1 ? '' : 's'}`] : []), ...categories].join(
    ' · ',
  );
};
