import * as z from 'zod';
import { actorOf, auditEntry, CLI } from '../audit/entries.ts';
import { AUDIT_TARGET_TYPES, type AuditFilter, type AuditLog } from '../audit/ports.ts';
import { newApiKey } from '../auth/api-keys.ts';
import type { ApiKeyRepository } from '../auth/ports.ts';
import type { ApiKeyRecord, KeyType } from '../auth/types.ts';
import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import type { PageRequest } from '../db/page.ts';
import { named } from '../schema/named.ts';
import { logger } from '../logger.ts';
import type { OwnerContext } from '../owners/owner-access.ts';
import type { MembershipRepository, OwnerRepository } from '../owners/ports.ts';
import type { MembershipRecord, Role } from '../owners/types.ts';
import type { StoreRepository } from '../stores/ports.ts';
import {
  brandingSchema,
  checkoutSettingsSchema,
  newStoreRecord,
  notificationSettingsOf,
  notificationSettingsSchema,
  type StoreRecord,
} from '../stores/types.ts';
import { newId } from '../util/ids.ts';
import type { AdminChanges } from './ports.ts';
import { lazySchema } from '../schema/lazy.ts';

/**
 * The admin services (stores and API keys) on ports named in domain terms, for the admin API
 * and the admin CLI alike. For the API the role rule has run before (shared/http/middleware.ts
 * `ownerAuthenticate`): a call here comes from a member with at least the route's role. The CLI
 * (`CLI` as the caller) acts as the operator, with every right.
 */
export const storeNameSchema = /* @__PURE__ */ lazySchema(() => z.string().trim().min(1).max(200));
export const createStoreSchema = /* @__PURE__ */ lazySchema(() => z.strictObject({ name: storeNameSchema }));
export const updateStoreSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    name: storeNameSchema.optional(),
    checkoutSettings: checkoutSettingsSchema.unwrap().partial().optional(),
    branding: brandingSchema.unwrap().partial().optional(),
    notifications: notificationSettingsSchema.unwrap().partial().optional(),
  }),
);
export const apiKeyTypeSchema = /* @__PURE__ */ lazySchema(() =>
  named('ApiKeyType', z.enum(['publishable', 'secret'])),
);
export const modeSchema = /* @__PURE__ */ lazySchema(() =>
  named('Mode', z.enum(['test', 'live']), {
    description: 'test: no money moves (test payment tokens); live: real payments',
  }),
);
export const createKeySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    type: apiKeyTypeSchema,
    mode: modeSchema,
    name: z.string().trim().min(1).max(100).optional(),
  }),
);

export const roleSchema = /* @__PURE__ */ lazySchema(() =>
  named('Role', z.enum(['owner', 'admin', 'viewer'])),
);
export const storeViewSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'Store',
    z.object({
      storeId: z.string(),
      name: z.string(),
      role: roleSchema,
      checkoutSettings: checkoutSettingsSchema,
      branding: brandingSchema,
      notifications: notificationSettingsSchema,
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
);
export const meViewSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'Owner',
    z.object({
      ownerId: z.string(),
      email: z.string().nullable(),
      stores: z.array(z.object({ storeId: z.string(), name: z.string(), role: roleSchema })),
    }),
  ),
);
export const keyViewSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'ApiKey',
    z.object({
      keyId: z.string(),
      type: apiKeyTypeSchema,
      mode: modeSchema,
      name: z.string().nullable(),
      last4: z.string(),
      status: z.enum(['Active', 'Revoked']),
      createdAt: z.string(),
      revokedAt: z.string().nullable(),
      lastUsedAt: z.string().nullable(),
      /** Publishable keys only: they are not secret. */
      key: z.string().optional(),
    }),
  ),
);
export const createdKeySchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CreatedApiKey',
    z.object({
      keyId: z.string(),
      key: z.string(),
      type: apiKeyTypeSchema,
      mode: modeSchema,
      name: z.string().nullable(),
      last4: z.string(),
      status: z.literal('Active'),
      createdAt: z.string(),
    }),
  ),
);

export type StoreView = z.infer<typeof storeViewSchema>;
export type KeyView = z.infer<typeof keyViewSchema>;

const storeView = (store: StoreRecord, role: Role): StoreView => ({
  storeId: store.storeId,
  name: store.name,
  role,
  checkoutSettings: store.checkoutSettings,
  branding: store.branding,
  notifications: notificationSettingsOf(store),
  createdAt: store.createdAt,
  updatedAt: store.updatedAt,
});

/** The list view: never a secret key (only its last4); publishable keys are shown whole. */
export const keyView = (record: ApiKeyRecord): KeyView => ({
  keyId: record.keyId,
  type: record.type,
  mode: record.mode,
  name: record.name ?? null,
  last4: record.last4,
  status: record.status,
  createdAt: record.createdAt,
  revokedAt: record.revokedAt ?? null,
  lastUsedAt: record.lastUsedAt ?? null,
  ...(record.type === 'publishable' && record.publishableKey ? { key: record.publishableKey } : {}),
});

export const auditEntryViewSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'AuditEntry',
    z.object({
      at: z.string(),
      actor: z.object({ ownerId: z.string(), email: z.string().nullable() }),
      action: z.string(),
      target: z.object({
        type: z.enum(AUDIT_TARGET_TYPES),
        id: z.string(),
        label: z.string().nullable().meta({
          description: "What the target is called: an order's number, a customer's name, a product's title",
        }),
      }),
      mode: modeSchema.nullable(),
    }),
  ),
);

/** `GET /me` lists at most this many stores, no cursor (docs/decisions.md §7.28). */
export const ME_STORES_LIMIT = 100;
/** A membership's `lastUsedAt` is written at most this often. */
export const STORE_USE_INTERVAL_MS = 3600 * 1000;

/** A signed-in owner (with, on a store's path, their membership) or the CLI. */
export type AdminCaller = OwnerContext | typeof CLI;

export interface AdminDeps {
  /** Every mutation goes through here, with its audit entry in the same transaction. */
  changes: AdminChanges;
  audit: AuditLog;
  stores: StoreRepository;
  keys: ApiKeyRepository;
  memberships: MembershipRepository;
  owners: Pick<OwnerRepository, 'get'>;
  now?: () => Date;
}

export const createAdminApi = (deps: AdminDeps) => {
  const clock = deps.now ?? (() => new Date());
  const now = () => clock().toISOString();
  const roleOf = (caller: AdminCaller): Role =>
    caller === CLI ? 'owner' : (caller.membership?.role ?? 'viewer');
  const recordUse = async (membership: MembershipRecord) => {
    const at = clock().getTime();
    const last = membership.lastUsedAt ? Date.parse(membership.lastUsedAt) : 0;
    if (at - last < STORE_USE_INTERVAL_MS) return;
    await deps.memberships
      .recordUse(
        membership.storeId,
        membership.ownerId,
        new Date(at).toISOString(),
        new Date(at - STORE_USE_INTERVAL_MS).toISOString(),
      )
      .catch((error: unknown) => logger.warn('store lastUsedAt not recorded', { error: error as Error }));
  };
  const requireStore = async (storeId: string): Promise<StoreRecord> => {
    const store = await deps.stores.get(storeId);
    if (!store) throw new ApiError('STORE_NOT_FOUND', `Store ${storeId} not found`);
    return store;
  };

  return {
    /** The owner's 100 most recently used stores, most recent first (docs/decisions.md §7.28). */
    async me(owner: OwnerContext) {
      const [memberships, record] = await Promise.all([
        deps.memberships.recentStoresOf(owner.ownerId, ME_STORES_LIMIT),
        owner.email ? undefined : deps.owners.get(owner.ownerId),
      ]);
      const stores = await Promise.all(memberships.map((m) => deps.stores.get(m.storeId)));
      return {
        ownerId: owner.ownerId,
        email: owner.email ?? record?.email ?? memberships[0]?.email ?? null,
        stores: memberships.flatMap((m, i) => {
          const store = stores[i];
          return store ? [{ storeId: m.storeId, name: store.name, role: m.role }] : [];
        }),
      };
    },

    /** The caller becomes the new store's owner; a store the CLI makes has no member yet. */
    async createStore(caller: AdminCaller, name: string): Promise<StoreView> {
      const at = now();
      const store = newStoreRecord(newId(), name, at);
      let creator: MembershipRecord | undefined;
      let actor = actorOf(caller);
      if (caller !== CLI) {
        const email = caller.email ?? (await deps.owners.get(caller.ownerId))?.email ?? '';
        creator = {
          storeId: store.storeId,
          ownerId: caller.ownerId,
          email,
          role: 'owner',
          createdAt: at,
          updatedAt: at,
        };
        actor = actorOf({ ...caller, email: caller.email ?? (email || undefined) });
      }
      await deps.changes.createStore(
        store,
        creator,
        auditEntry(
          actor,
          'store.created',
          { type: 'store', id: store.storeId },
          { storeId: store.storeId, at },
        ),
      );
      return storeView(store, 'owner');
    },

    /** Opening a store records that the owner used it (for `/me`'s order), at most once an hour. */
    async getStore(caller: AdminCaller, storeId: string): Promise<StoreView> {
      const store = await requireStore(storeId);
      if (caller !== CLI && caller.membership) await recordUse(caller.membership);
      return storeView(store, roleOf(caller));
    },

    /** Given fields replace the stored ones; the merged settings must still be a valid whole. */
    async updateStore(
      caller: AdminCaller,
      storeId: string,
      patch: z.infer<typeof updateStoreSchema>,
    ): Promise<StoreView> {
      const store = await requireStore(storeId);
      const merged = (schema: z.ZodType, current: object, part: object | undefined, where: string) => {
        if (!part) return undefined;
        const parsed = schema.safeParse({ ...current, ...part });
        if (!parsed.success)
          throw new ApiError(
            'INVALID_REQUEST',
            'Invalid settings',
            parsed.error.issues.map((i) => ({
              path: [where, ...i.path.map(String)].join('.'),
              message: i.message,
            })),
          );
        return parsed.data;
      };
      const parts = {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.checkoutSettings
          ? {
              checkoutSettings: merged(
                checkoutSettingsSchema,
                store.checkoutSettings,
                patch.checkoutSettings,
                'body.checkoutSettings',
              ) as StoreRecord['checkoutSettings'],
            }
          : {}),
        ...(patch.branding
          ? {
              branding: merged(
                brandingSchema,
                store.branding,
                patch.branding,
                'body.branding',
              ) as StoreRecord['branding'],
            }
          : {}),
        ...(patch.notifications
          ? {
              notifications: merged(
                notificationSettingsSchema,
                notificationSettingsOf(store),
                patch.notifications,
                'body.notifications',
              ) as StoreRecord['notifications'],
            }
          : {}),
      };
      const at = now();
      await deps.changes.updateStore(
        storeId,
        parts,
        at,
        auditEntry(actorOf(caller), 'store.updated', { type: 'store', id: storeId }, { storeId, at }),
      );
      const updated: StoreRecord = { ...store, ...parts, updatedAt: at };
      return storeView(updated, roleOf(caller));
    },

    /**
     * The keys of one mode. Viewers see no secret ever; publishable keys are not secret and are
     * listed whole. A store has a handful of keys: one Query on the store's key index, the mode
     * picked in memory.
     */
    async listKeys(storeId: string, mode: Mode): Promise<KeyView[]> {
      const records = await deps.keys.listByStore(storeId);
      return records
        .filter((record) => record.mode === mode)
        .map(keyView)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    /** The full secret key exists only in this answer (the table keeps its SHA-256 and last4). */
    async createKey(
      caller: AdminCaller,
      storeId: string,
      input: { type: KeyType; mode: Mode; name?: string | undefined },
    ) {
      await requireStore(storeId);
      const { key, record } = newApiKey({ storeId, ...input }, now());
      await deps.changes.createKey(
        record,
        auditEntry(
          actorOf(caller),
          'apiKey.created',
          { type: 'apiKey', id: record.keyId },
          { storeId, at: record.createdAt, mode: record.mode },
        ),
      );
      return {
        keyId: record.keyId,
        key,
        type: record.type,
        mode: record.mode,
        name: record.name ?? null,
        last4: record.last4,
        status: 'Active' as const,
        createdAt: record.createdAt,
      };
    },

    async revokeKey(caller: AdminCaller, storeId: string, keyId: string): Promise<KeyView> {
      const record = (await deps.keys.listByStore(storeId)).find((k) => k.keyId === keyId);
      if (!record) throw new ApiError('NOT_FOUND', `Key ${keyId} not found in store ${storeId}`);
      const at = now();
      await deps.changes.revokeKey(
        record,
        at,
        auditEntry(
          actorOf(caller),
          'apiKey.revoked',
          { type: 'apiKey', id: keyId },
          { storeId, at, mode: record.mode },
        ),
      );
      return keyView({ ...record, status: 'Revoked', revokedAt: record.revokedAt ?? at });
    },

    /** Newest first, `limit` entries from the cursor; `nextCursor` null at the end. */
    async auditLog(storeId: string, options: PageRequest & AuditFilter) {
      const page = await deps.audit.page(storeId, options);
      const labels = await deps.audit.labels(page.entries);
      return {
        entries: page.entries.map(({ auditId, at, actor, action, target, mode }) => ({
          at,
          actor,
          action,
          target: { ...target, label: labels.get(auditId) ?? null },
          mode,
        })),
        nextCursor: page.nextCursor,
      };
    },
  };
};

export type AdminApi = ReturnType<typeof createAdminApi>;
