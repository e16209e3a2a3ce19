import * as z from 'zod';
import {
  auditEntryViewSchema,
  createdKeySchema,
  createKeySchema,
  createStoreSchema,
  keyViewSchema,
  meViewSchema,
  storeViewSchema,
  updateStoreSchema,
  type AdminApi,
} from '../../shared/admin/service.ts';
import { dynamoAdminServices } from '../../shared/admin/dynamo-admin-services.ts';
import {
  addMemberSchema,
  changeMemberSchema,
  memberViewSchema,
  type MembersApi,
} from '../../shared/admin/members.ts';
import { config } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/client.ts';
import { createHttpHandler, type HttpHandlerOptions } from '../../shared/http/handler.ts';
import { modeQuerySchema, pageRequestSchema } from '../../shared/http/pager.ts';
import { defineOperation } from '../../shared/http/types.ts';

let shared: ReturnType<typeof dynamoAdminServices> | undefined;
/** The composition root: the admin services on the DynamoDB adapters, one per process. */
const defaultServices = () => (shared ??= dynamoAdminServices(documentClient(), config().tableName));
const defaultAdminApi = () => defaultServices().admin;
const defaultMembersApi = () => defaultServices().members;

const storePath = z.object({ storeId: z.string().min(1) });
const keyPath = storePath.extend({ keyId: z.string().min(1) });
const memberPath = storePath.extend({ memberId: z.string().min(1).max(200) });

/**
 * The admin API (owner access tokens). The middleware has verified the token and, on a store's
 * path, the caller's role (shared/routes.ts `role`), so `ctx.owner` is always set here.
 */
export const createAdminHandler = (
  api: () => AdminApi = defaultAdminApi,
  options: Pick<HttpHandlerOptions<'admin'>, 'ownerAccess' | 'guard'> = {},
  members: () => MembersApi = defaultMembersApi,
) =>
  createHttpHandler({
    group: 'admin',
    ...options,
    operations: {
      adminGetMe: defineOperation({
        summary: 'The signed-in owner and the stores they belong to, with their role in each',
        response: meViewSchema,
        handle: async (ctx) => ({ data: await api().me(ctx.owner!) }),
      }),
      adminCreateStore: defineOperation({
        summary: 'Create a store; the caller becomes its owner',
        response: storeViewSchema,
        body: createStoreSchema,
        successStatus: 201,
        handle: async (ctx) => ({ status: 201, data: await api().createStore(ctx.owner!, ctx.body.name) }),
      }),
      adminGetStore: defineOperation({
        summary: 'A store with its checkout settings and branding (any member)',
        response: storeViewSchema,
        errors: ['STORE_NOT_FOUND', 'ACCESS_DENIED'],
        params: storePath,
        handle: async (ctx) => ({ data: await api().getStore(ctx.owner!, ctx.params.storeId) }),
      }),
      adminUpdateStore: defineOperation({
        summary: 'Change the name, checkout settings or branding (admin or owner)',
        response: storeViewSchema,
        errors: ['STORE_NOT_FOUND', 'ACCESS_DENIED'],
        params: storePath,
        body: updateStoreSchema,
        handle: async (ctx) => ({ data: await api().updateStore(ctx.owner!, ctx.params.storeId, ctx.body) }),
      }),
      adminListApiKeys: defineOperation({
        summary:
          'The store keys of one mode (?mode=test|live, default test), newest first: last4 only for secret keys, publishable keys whole',
        response: z.array(keyViewSchema),
        errors: ['STORE_NOT_FOUND', 'ACCESS_DENIED'],
        params: storePath,
        query: modeQuerySchema,
        handle: async (ctx) => ({ data: await api().listKeys(ctx.params.storeId, ctx.query.mode) }),
      }),
      adminCreateApiKey: defineOperation({
        summary: 'Create a key; a secret key is shown in full here only (admin or owner)',
        response: createdKeySchema,
        errors: ['STORE_NOT_FOUND', 'ACCESS_DENIED'],
        params: storePath,
        body: createKeySchema,
        successStatus: 201,
        handle: async (ctx) => ({
          status: 201,
          data: await api().createKey(ctx.owner!, ctx.params.storeId, ctx.body),
        }),
      }),
      adminRevokeApiKey: defineOperation({
        summary: 'Revoke a key: every request that starts after this answer is refused (admin or owner)',
        response: keyViewSchema,
        errors: ['STORE_NOT_FOUND', 'ACCESS_DENIED', 'NOT_FOUND'],
        params: keyPath,
        handle: async (ctx) => ({
          data: await api().revokeKey(ctx.owner!, ctx.params.storeId, ctx.params.keyId),
        }),
      }),
      adminGetAuditLog: defineOperation({
        summary:
          'Every admin change of the store (actor, action, target, mode, time), newest first, kept one year',
        response: z.array(auditEntryViewSchema),
        errors: ['STORE_NOT_FOUND', 'ACCESS_DENIED'],
        params: storePath,
        query: pageRequestSchema,
        paginated: true,
        handle: async (ctx) => {
          const page = await api().auditLog(ctx.params.storeId, ctx.query);
          return { data: page.entries, nextCursor: page.nextCursor };
        },
      }),
      adminListMembers: defineOperation({
        summary: 'The store members and their roles (any member)',
        response: z.array(memberViewSchema),
        errors: ['STORE_NOT_FOUND', 'ACCESS_DENIED'],
        params: storePath,
        handle: async (ctx) => ({ data: await members().list(ctx.params.storeId) }),
      }),
      adminAddMember: defineOperation({
        summary:
          'Add an existing owner (by email) to the store with a role (owner only); an email no owner has is 404: invite them first',
        response: memberViewSchema,
        errors: ['STORE_NOT_FOUND', 'ACCESS_DENIED', 'NOT_FOUND', 'CONFLICT'],
        params: storePath,
        body: addMemberSchema,
        successStatus: 201,
        handle: async (ctx) => ({
          status: 201,
          data: await members().add(ctx.owner!, ctx.params.storeId, ctx.body),
        }),
      }),
      adminChangeMember: defineOperation({
        summary: "Change a member's role (owner only); the last owner cannot be demoted (409 LAST_OWNER)",
        response: memberViewSchema,
        errors: ['STORE_NOT_FOUND', 'ACCESS_DENIED', 'NOT_FOUND', 'LAST_OWNER', 'CONFLICT'],
        params: memberPath,
        body: changeMemberSchema,
        handle: async (ctx) => ({
          data: await members().changeRole(
            ctx.owner!,
            ctx.params.storeId,
            ctx.params.memberId,
            ctx.body.role,
          ),
        }),
      }),
      adminRemoveMember: defineOperation({
        summary: 'Remove a member (owner only); the last owner cannot be removed (409 LAST_OWNER)',
        response: memberViewSchema,
        errors: ['STORE_NOT_FOUND', 'ACCESS_DENIED', 'NOT_FOUND', 'LAST_OWNER', 'CONFLICT'],
        params: memberPath,
        handle: async (ctx) => ({
          data: await members().remove(ctx.owner!, ctx.params.storeId, ctx.params.memberId),
        }),
      }),
    },
  });

export const handler = createAdminHandler();
