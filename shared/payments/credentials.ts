import { createHash } from 'node:crypto';
import type { Mode } from '../db/keys.ts';
import type { SecretSealer } from './envelope.ts';
import { sealContext } from './connections.ts';
import type { StripeConnectionStore } from './ports.ts';

/** A store's Stripe secrets, opened: in memory only, never logged. */
export interface StripeCredentials {
  secretKey: string;
  webhookSecret: string;
  accountId: string;
}

export type StripeCredentialSource = (storeId: string, mode: Mode) => Promise<StripeCredentials | undefined>;

/**
 * Reads the connection on every call (a disconnect takes effect at once) but opens the sealed
 * secrets only when they changed: the opened values are kept per process, keyed by a hash of
 * the sealed item, so a checkout costs one GetItem and no KMS call once warm.
 */
export const stripeCredentialSource = (deps: {
  store: Pick<StripeConnectionStore, 'get'>;
  sealer: SecretSealer;
}): StripeCredentialSource => {
  const opened = new Map<string, StripeCredentials>();
  return async (storeId, mode) => {
    const record = await deps.store.get(storeId, mode);
    if (!record) return undefined;
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([storeId, mode, record.secretKey, record.webhookSecret]))
      .digest('hex');
    const cached = opened.get(fingerprint);
    if (cached) return cached;
    const context = sealContext(storeId, mode);
    const credentials = {
      secretKey: await deps.sealer.open(record.secretKey, context),
      webhookSecret: await deps.sealer.open(record.webhookSecret, context),
      accountId: record.accountId,
    };
    if (opened.size > 500) opened.clear();
    opened.set(fingerprint, credentials);
    return credentials;
  };
};
