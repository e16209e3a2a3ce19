import type { AppConfig } from '../../shared/config.ts';
import type { DiscountAdmin } from '../../shared/promotions/service.ts';
import { discountAdmin } from '../compose/discounts.ts';
import { perContainer } from '../compose/lifetime.ts';

/** The admin-discounts function's composition root: the owners' discount service, built once per container. */
export const discountService = perContainer((settings: AppConfig): DiscountAdmin => discountAdmin(settings));
