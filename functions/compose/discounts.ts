import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { dynamoDiscountStore } from '../../shared/promotions/dynamo-discounts.ts';
import { createDiscountAdmin } from '../../shared/promotions/service.ts';

/** The discount codes' composition root (docs/decisions.md §10.4): the table's adapter under the owners' service. */
export const discountStore = (settings: AppConfig) =>
  dynamoDiscountStore(documentClient(), settings.tableName);

export const discountAdmin = (settings: AppConfig) =>
  createDiscountAdmin({ discounts: discountStore(settings) });
