import * as z from 'zod';
import { generateApiKey, hashApiKey } from '../auth/api-keys.ts';
import type { ApiKeyRepository } from '../auth/ports.ts';
import type { ApiKeyRecord, KeyType } from '../auth/types.ts';
import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import { newId } from '../util/ids.ts';
import type { StoreRepository } from './ports.ts';
import { brandingSchema, checkoutSettingsSchema, newStoreRecord, type StoreRecord } from './types.ts';

/**
 * What the dashboard does (DECISIONS 6): stores, their settings and their API keys. The
 * admin CLI is a thin wrapper around this; the full secret key exists only in the value
 * `createKey` returns.
 */
export const settingsPatchSchema = z.strictObject({
  checkoutSettings: checkoutSettingsSchema.partial().optional(),
  branding: brandingSchema.partial().optional(),
});

export interface KeyView {
  keyId: string;
  type: KeyType;
  mode: Mode;
  last4: string;
  status: ApiKeyRecord['status'];
  createdAt: string;
  revokedAt?: string;
  /** Publishable keys only: they are not secret. */
  key?: string;
}

const keyView = (record: ApiKeyRecord): KeyView => ({
  keyId: record.keyId,
  type: record.type,
  mode: record.mode,
  last4: record.last4,
  status: record.status,
  createdAt: record.createdAt,
  ...(record.revokedAt ? { revokedAt: record.revokedAt } : {}),
  ...(record.publishableKey ? { key: record.publishableKey } : {}),
});

export const createAdminService = (deps: {
  stores: StoreRepository;
  keys: ApiKeyRepository;
  now?: () => Date;
}) => {
  const now = () => (deps.now ?? (() => new Date()))().toISOString();

  const requireStore = async (storeId: string): Promise<StoreRecord> => {
    const store = await deps.stores.get(storeId);
    if (!store) throw new ApiError('STORE_NOT_FOUND', `Store ${storeId} not found`);
    return store;
  };

  return {
    async createStore(name: string): Promise<StoreRecord> {
      const at = now();
      const store = newStoreRecord(newId(), name, at);
      await deps.stores.create(store);
      return store;
    },

    /** Given fields replace the stored ones; the merged result must still be a valid whole. */
    async updateSettings(storeId: string, patch: unknown): Promise<StoreRecord> {
      const parsed = settingsPatchSchema.safeParse(patch);
      if (!parsed.success) {
        throw new ApiError(
          'INVALID_REQUEST',
          'Invalid settings',
          parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        );
      }
      const store = await requireStore(storeId);
      const checkoutSettings = parsed.data.checkoutSettings
        ? checkoutSettingsSchema.parse({ ...store.checkoutSettings, ...parsed.data.checkoutSettings })
        : undefined;
      const branding = parsed.data.branding
        ? brandingSchema.parse({ ...store.branding, ...parsed.data.branding })
        : undefined;
      return deps.stores.updateSettings(storeId, { checkoutSettings, branding }, now());
    },

    async createKey(storeId: string, type: KeyType, mode: Mode) {
      await requireStore(storeId);
      const key = generateApiKey(type, mode);
      const record: ApiKeyRecord = {
        keyId: newId(),
        keyHash: hashApiKey(key),
        storeId,
        type,
        mode,
        last4: key.slice(-4),
        status: 'Active',
        createdAt: now(),
        ...(type === 'publishable' ? { publishableKey: key } : {}),
      };
      await deps.keys.create(record);
      return {
        keyId: record.keyId,
        key,
        type,
        mode,
        last4: record.last4,
        storeId,
        createdAt: record.createdAt,
      };
    },

    async revokeKey(storeId: string, keyId: string): Promise<KeyView> {
      await requireStore(storeId);
      const revoked = await deps.keys.revoke(storeId, keyId, now());
      if (!revoked) throw new ApiError('NOT_FOUND', `Key ${keyId} not found in store ${storeId}`);
      return keyView(revoked);
    },

    async listKeys(storeId: string): Promise<KeyView[]> {
      await requireStore(storeId);
      return (await deps.keys.listByStore(storeId)).map(keyView);
    },
  };
};

export type AdminService = ReturnType<typeof createAdminService>;
