import { originalUnitPrice } from '../pricing.ts';
import type { VariantRecord } from '../products/types.ts';
import type { CartLine } from './types.ts';

/** The fields a line takes from its variant: refreshed each time the line changes. */
type VariantFields = Pick<
  CartLine,
  | 'productId'
  | 'externalId'
  | 'externalVariantId'
  | 'productTitle'
  | 'variantTitle'
  | 'sku'
  | 'imageUrl'
  | 'unitPriceMinor'
  | 'originalUnitPriceMinor'
  | 'category'
>;

/** Prices and descriptive fields come from the variant each time a line changes. */
export const priceFrom = <T extends Omit<CartLine, keyof VariantFields>>(
  line: T,
  variant: VariantRecord,
): T & VariantFields => ({
  ...line,
  productId: variant.productId,
  externalId: variant.externalId,
  externalVariantId: variant.externalVariantId,
  productTitle: variant.productTitle,
  variantTitle: variant.title,
  sku: variant.sku,
  imageUrl: variant.imageUrl,
  unitPriceMinor: variant.priceMinor,
  originalUnitPriceMinor: originalUnitPrice(variant.priceMinor, variant.compareAtPriceMinor),
  category: variant.productCategory ?? null,
});
