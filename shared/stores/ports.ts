import type { Branding, CheckoutSettings, NotificationSettings, StoreRecord } from './types.ts';

/** Stores as the services see them; the DynamoDB adapter is dynamo-stores.ts. */
export interface StoreSettingsParts {
  name?: string;
  checkoutSettings?: CheckoutSettings;
  branding?: Branding;
  notifications?: NotificationSettings;
}

export interface StoreRepository {
  get(storeId: string): Promise<StoreRecord | undefined>;
  create(store: StoreRecord): Promise<void>;
  updateSettings(storeId: string, parts: StoreSettingsParts, now: string): Promise<StoreRecord>;
}
