/**
 * Key builders for every entity. All mode-scoped records start with `S#<storeId>#<mode>`
 * so test and live data can never be addressed with the other mode's key (DECISIONS 2).
 */
export type Mode = 'test' | 'live';

export const scope = (storeId: string, mode: Mode): string => `S#${storeId}#${mode}`;

export const keys = {
  store: (storeId: string) => ({ pk: `STORE#${storeId}`, sk: 'STORE' }),
  apiKey: (keyHash: string) => ({ pk: `APIKEY#${keyHash}`, sk: 'APIKEY' }),
  apiKeysOfStore: (storeId: string) => `STORE#${storeId}#APIKEYS`,
} as const;
