import type { Mode } from '../../shared/db/keys.ts';
import { ApiError } from '../../shared/errors.ts';
import type { CliAdmin } from '../cli/admin-services.ts';

/**
 * Which publishable key a store's shop on `npm run dev` uses (docs/decisions.md §13.2): its newest
 * active publishable key of the mode. A store that never had a test-mode publishable key gets one
 * on its shop's first visit, as a Stripe account comes with its publishable keys, so a store made
 * a minute ago opens its shop from the dashboard's "View shop" with nothing to paste. Never a
 * secret key; never a live key made unasked (a live key is the owner's decision); a store whose
 * publishable keys were all revoked stays closed until its owner makes one.
 */
export interface StorefrontKeySource {
  /** Null: no such store, or no publishable key to give in that mode. */
  publishableKey(storeId: string, mode: Mode): Promise<string | null>;
}

export const storefrontKeySource = (admin: Pick<CliAdmin, 'listKeys' | 'createKey'>): StorefrontKeySource => {
  // One first visit makes the key; a second visit at the same moment waits for it instead of
  // making another.
  const making = new Map<string, Promise<string | null>>();

  const find = async (storeId: string, mode: Mode): Promise<string | null> => {
    let keys;
    try {
      keys = await admin.listKeys(storeId);
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'STORE_NOT_FOUND') return null;
      throw error;
    }
    // Newest first.
    const publishable = keys.filter((key) => key.type === 'publishable' && key.mode === mode);
    const active = publishable.find((key) => key.status === 'Active' && key.key);
    if (active) return active.key!;
    if (mode !== 'test' || publishable.length > 0) return null;
    return (await admin.createKey(storeId, 'publishable', 'test')).key;
  };

  return {
    publishableKey(storeId, mode) {
      const id = `${storeId} ${mode}`;
      const pending = making.get(id);
      if (pending) return pending;
      const found = find(storeId, mode).finally(() => making.delete(id));
      making.set(id, found);
      return found;
    },
  };
};
