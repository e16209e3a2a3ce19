import * as z from 'zod';
import { actorOf, auditEntry } from '../audit/entries.ts';
import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import { logger } from '../logger.ts';
import type { OwnerContext } from '../owners/owner-access.ts';
import type { SecretSealer } from './envelope.ts';
import type { StripeConnectionRecord, StripeConnectionStore } from './ports.ts';
import { stripeKeyMode } from './stripe-keys.ts';
import { lazySchema } from '../schema/lazy.ts';

/*
 * A store's Stripe connection per mode (admin API, owner/admin roles): the secret (or
 * restricted) key and the webhook signing secret, sealed (envelope.ts) before they are stored.
 * Views show the account and the key's last four characters, never a secret; nothing here logs
 * a secret either.
 */

/** One Stripe call with the key: its account id, or throws when Stripe refuses the key. */
export type StripeKeyCheck = (secretKey: string) => Promise<{ accountId: string }>;

export const connectStripeSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    secretKey: z.string().min(1).max(255),
    webhookSecret: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=_-]+$/, 'must be a Stripe webhook signing secret (whsec_...)')
      .max(255),
  }),
);
export type ConnectStripeInput = z.infer<typeof connectStripeSchema>;

export const paymentsModeQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ mode: z.enum(['test', 'live']) }),
);

export const stripeConnectionViewSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    connected: z.boolean(),
    mode: z.enum(['test', 'live']),
    accountId: z.string().optional(),
    last4: z.string().optional(),
    connectedAt: z.string().optional(),
  }),
);
export type StripeConnectionView = z.infer<typeof stripeConnectionViewSchema>;

/** The encryption context of a store's sealed Stripe secrets. */
export const sealContext = (storeId: string, mode: Mode) => ({ storeId, mode, purpose: 'stripe' });

const view = (mode: Mode, record?: StripeConnectionRecord): StripeConnectionView =>
  record
    ? {
        connected: true,
        mode,
        accountId: record.accountId,
        last4: record.last4,
        connectedAt: record.connectedAt,
      }
    : { connected: false, mode };

export const createStripeConnections = (deps: {
  store: StripeConnectionStore;
  sealer: SecretSealer;
  checkKey: StripeKeyCheck;
  now?: () => Date;
}) => {
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  const audit = (owner: OwnerContext, storeId: string, mode: Mode, action: string, at: string) =>
    auditEntry(
      actorOf(owner),
      action,
      { type: 'paymentConnection', id: `stripe:${mode}` },
      { storeId, at, mode },
    );

  return {
    async connect(owner: OwnerContext, storeId: string, mode: Mode, input: ConnectStripeInput) {
      const keyMode = stripeKeyMode(input.secretKey);
      if (keyMode !== mode) {
        throw new ApiError(
          'INVALID_REQUEST',
          `secretKey must be a Stripe ${mode}-mode secret or restricted key (sk_${mode}_... or rk_${mode}_...)`,
          [{ path: 'body.secretKey', message: `not a ${mode}-mode Stripe key` }],
        );
      }
      let accountId: string;
      try {
        ({ accountId } = await deps.checkKey(input.secretKey));
      } catch (error) {
        logger.warn('Stripe refused a key being connected', { storeId, mode, error: (error as Error).name });
        throw new ApiError('INVALID_REQUEST', 'Stripe refused this key', [
          { path: 'body.secretKey', message: 'Stripe refused this key' },
        ]);
      }
      const context = sealContext(storeId, mode);
      const at = now();
      const record: StripeConnectionRecord = {
        storeId,
        mode,
        accountId,
        last4: input.secretKey.slice(-4),
        connectedAt: at,
        connectedBy: owner.ownerId,
        secretKey: await deps.sealer.seal(input.secretKey, context),
        webhookSecret: await deps.sealer.seal(input.webhookSecret, context),
      };
      await deps.store.put(record, audit(owner, storeId, mode, 'payments.stripe.connected', at));
      return view(mode, record);
    },

    async get(storeId: string, mode: Mode): Promise<StripeConnectionView> {
      return view(mode, await deps.store.get(storeId, mode));
    },

    async disconnect(owner: OwnerContext, storeId: string, mode: Mode): Promise<StripeConnectionView> {
      await deps.store.remove(
        storeId,
        mode,
        audit(owner, storeId, mode, 'payments.stripe.disconnected', now()),
      );
      return view(mode);
    },
  };
};

export type StripeConnections = ReturnType<typeof createStripeConnections>;
