import { toCheckoutCart } from '../checkout/cart.ts';
import type { CartRecord } from './types.ts';

/** The fields checkout reads too are read as checkout reads them (shared/checkout/cart.ts). */
export const toCartRecord = (item: Record<string, unknown>): CartRecord => ({
  ...toCheckoutCart(item),
  activeSince: item.activeSince as string,
  abandonDueAt: (item.abandonDueAt as string | null | undefined) ?? null,
  ...(item.sweepScheduled === true ? { sweepScheduled: true } : {}),
  checkoutId: (item.checkoutId as string | null | undefined) ?? null,
  payingCheckoutId: (item.payingCheckoutId as string | null | undefined) ?? null,
  ...(typeof item.eventSequence === 'number' ? { eventSequence: item.eventSequence } : {}),
});
