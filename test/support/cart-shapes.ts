/**
 * The fields of a cart item and of a cart summary, as the spec lists them: every cart answer and
 * cart event carries exactly these (test/integration/carts, test/e2e/carts.test.ts).
 */
export const CART_ITEM_FIELDS = [
  'id',
  'productVariantId',
  'externalId',
  'externalVariantId',
  'productTitle',
  'variantTitle',
  'sku',
  'quantity',
  'originalUnitPrice',
  'unitPrice',
  'originalTotalPrice',
  'totalPrice',
  'hasDiscount',
  'discountPercentage',
  'discountAmount',
  'addedAt',
  'updatedAt',
].sort();
export const CART_SUMMARY_FIELDS = [
  'cartId',
  'itemCount',
  'totalQuantity',
  'subtotal',
  'estimatedTax',
  'estimatedShipping',
  'estimatedTotal',
  'createdAt',
  'updatedAt',
  'status',
].sort();
