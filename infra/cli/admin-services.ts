import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ZodType } from 'zod';
import { dynamoAdminServices } from '../../functions/compose/admin-services.ts';
import type { MembersApi } from '../../shared/admin/members.ts';
import {
  storeNameSchema,
  updateStoreSchema,
  type AdminApi,
  type KeyView,
  type StoreView,
} from '../../shared/admin/service.ts';
import { CLI } from '../../shared/audit/entries.ts';
import type { KeyType } from '../../shared/auth/types.ts';
import type { Mode } from '../../shared/db/keys.ts';
import { ApiError } from '../../shared/errors.ts';
import type { Role } from '../../shared/owners/types.ts';
import type { StoreRecord } from '../../shared/stores/types.ts';

/**
 * What the admin CLI (and the local demo seed) does to stores, keys and members: the admin
 * API's own services with the CLI as the caller, so each change and its audit entry (actor
 * `cli`) are one transaction, as the dashboard's are. The CLI checks its input as the API's
 * routes do, and prints the shapes it always printed (a store without a role, keys without
 * names, a member with its store).
 */
const settingsPatchSchema = updateStoreSchema.unwrap().omit({ name: true });

const parsed = <T>(schema: ZodType<T>, value: unknown, message: string): T => {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ApiError(
    'INVALID_REQUEST',
    message,
    result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  );
};

const storeRecord = ({ role: _role, ...store }: StoreView): StoreRecord => store;

export interface CliKeyView {
  keyId: string;
  type: KeyType;
  mode: Mode;
  last4: string;
  status: KeyView['status'];
  createdAt: string;
  revokedAt?: string;
  /** Publishable keys only: they are not secret. */
  key?: string;
}

const cliKeyView = (view: KeyView): CliKeyView => ({
  keyId: view.keyId,
  type: view.type,
  mode: view.mode,
  last4: view.last4,
  status: view.status,
  createdAt: view.createdAt,
  ...(view.revokedAt ? { revokedAt: view.revokedAt } : {}),
  ...(view.key ? { key: view.key } : {}),
});

export const createCliAdmin = (services: { admin: AdminApi; members: MembersApi }) => {
  const { admin, members } = services;
  /** API routes find the store through the caller's membership; the CLI asks for it. */
  const requireStore = (storeId: string) => admin.getStore(CLI, storeId);
  return {
    async createStore(name: string): Promise<StoreRecord> {
      return storeRecord(await admin.createStore(CLI, parsed(storeNameSchema, name, 'Invalid store name')));
    },

    /** Given fields replace the stored ones; the merged result must still be a valid whole. */
    async updateSettings(storeId: string, patch: unknown): Promise<StoreRecord> {
      const parts = parsed(settingsPatchSchema, patch, 'Invalid settings');
      return storeRecord(await admin.updateStore(CLI, storeId, parts));
    },

    /** The full secret key exists only in this answer. */
    async createKey(storeId: string, type: KeyType, mode: Mode) {
      const key = await admin.createKey(CLI, storeId, { type, mode });
      return {
        keyId: key.keyId,
        key: key.key,
        type,
        mode,
        last4: key.last4,
        storeId,
        createdAt: key.createdAt,
      };
    },

    async revokeKey(storeId: string, keyId: string): Promise<CliKeyView> {
      await requireStore(storeId);
      return cliKeyView(await admin.revokeKey(CLI, storeId, keyId));
    },

    /** Both modes, test first. */
    async listKeys(storeId: string): Promise<CliKeyView[]> {
      await requireStore(storeId);
      const [test, live] = await Promise.all([
        admin.listKeys(storeId, 'test'),
        admin.listKeys(storeId, 'live'),
      ]);
      return [...test, ...live].map(cliKeyView);
    },

    /** The owner must exist already (`owner create`); `--role owner` gives a CLI-made store its first owner. */
    async addMember(storeId: string, email: string, role: Role) {
      await requireStore(storeId);
      const member = await members.add(CLI, storeId, { email, role });
      return { storeId, ownerId: member.memberId, email: member.email, role: member.role };
    },
  };
};

export type CliAdmin = ReturnType<typeof createCliAdmin>;

export const localCliAdmin = (db: DynamoDBDocumentClient, tableName: string): CliAdmin =>
  createCliAdmin(dynamoAdminServices(db, tableName));
