import { dateOrDateTime, fromNotAfterTo, placedRange } from '../../shared/admin-commerce/date-range.ts';
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
import {
  acceptedInvitationSchema,
  createdInvitationSchema,
  invitationPreviewSchema,
  invitationViewSchema,
  type InvitationsApi,
} from '../../shared/admin/invitations.ts';
import {
  addMemberSchema,
  changeMemberSchema,
  memberViewSchema,
  type MembersApi,
} from '../../shared/admin/members.ts';
import { createHttpHandler, type HttpHandlerOptions } from '../../shared/http/handler.ts';
import { defaultOwnerAccess } from '../../shared/http/token-verifiers.ts';
import { modeQuerySchema, pageRequestSchema } from '../../shared/db/page.ts';
import { defineOperation } from '../../shared/http/types.ts';
import { config } from '../../shared/config.ts';
import type { AdvanceJobs } from '../../shared/test-clocks/ports.ts';
import { advanceTestClockBodySchema, testClockViewSchema } from '../../shared/test-clocks/types.ts';
import { adminServices, deployedAdvanceJobs } from './wiring.ts';
import { lazySchema } from '../../shared/schema/lazy.ts';

const services = () => adminServices(config());
const defaultAdminApi = () => services().admin;
const defaultMembersApi = () => services().members;
const defaultInvitationsApi = () => services().invitations;

const storePath = /* @__PURE__ */ lazySchema(() => z.object({ storeId: z.string().min(1) }));
const keyPath = /* @__PURE__ */ lazySchema(() => storePath.unwrap().extend({ keyId: z.string().min(1) }));
const memberPath = /* @__PURE__ */ lazySchema(() =>
  storePath.unwrap().extend({ memberId: z.string().min(1).max(200) }),
);
const invitationPath = /* @__PURE__ */ lazySchema(() =>
  storePath.unwrap().extend({ invitationId: z.string().min(1).max(200) }),
);
const tokenPath = /* @__PURE__ */ lazySchema(() => z.object({ token: z.string().min(1).max(200) }));

/**
 * The admin API (owner access tokens). The middleware has verified the token and, on a store's
 * path, the caller's role (shared/routes.ts `role`), so `ctx.owner` is always set here.
 */
/** The audit log's filters: an actor (ownerId or email), an action, and a date range on `at`. */
const auditLogQuerySchema = /* @__PURE__ */ lazySchema(() =>
  pageRequestSchema
    .unwrap()
    .extend({
      actor: z.string().trim().min(1).max(320).optional(),
      action: z.string().trim().min(1).max(100).optional(),
      from: dateOrDateTime('from').optional(),
      to: dateOrDateTime('to').optional(),
    })
    .refine(fromNotAfterTo, { message: 'from must be before to', path: ['from'] }),
);

export const createAdminHandler = (
  api: () => AdminApi = defaultAdminApi,
  options: Pick<HttpHandlerOptions<'admin'>, 'ownerAccess' | 'guard'> = {},
  members: () => MembersApi = defaultMembersApi,
  invitations: () => InvitationsApi = defaultInvitationsApi,
  testClockJobs: AdvanceJobs = deployedAdvanceJobs,
) =>
  createHttpHandler({
    group: 'admin',
    ownerAccess: defaultOwnerAccess,
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
      adminGetTestClock: defineOperation({
        summary:
          "The store's test clock (test mode): its time, how far ahead of real time, whether it is advancing",
        response: testClockViewSchema,
        errors: ['STORE_NOT_FOUND', 'ACCESS_DENIED'],
        params: storePath,
        handle: async (ctx) => ({
          data: await services().testClocks(testClockJobs).get(ctx.params.storeId),
        }),
      }),
      adminAdvanceTestClock: defineOperation({
        summary: "Move the store's test clock forward (admin or owner); its test-mode work due by then runs",
        response: testClockViewSchema,
        errors: ['STORE_NOT_FOUND', 'ACCESS_DENIED'],
        params: storePath,
        body: advanceTestClockBodySchema,
        successStatus: 202,
        handle: async (ctx) => ({
          status: 202,
          data: await services().testClocks(testClockJobs).advance(ctx.params.storeId, ctx.body.seconds),
        }),
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
        response: lazySchema(() => z.array(keyViewSchema)),
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
          'Every admin change of the store (actor, action, target with its name, mode, time), newest first, kept one year; filter by actor (ownerId or email), action and from/to',
        response: lazySchema(() => z.array(auditEntryViewSchema)),
        errors: ['STORE_NOT_FOUND', 'ACCESS_DENIED'],
        params: storePath,
        query: auditLogQuerySchema,
        paginated: true,
        handle: async (ctx) => {
          const { from, to, ...rest } = ctx.query;
          const range = placedRange(from, to);
          const page = await api().auditLog(ctx.params.storeId, {
            ...rest,
            ...(range.from ? { from: range.from } : {}),
            ...(range.before ? { before: range.before } : {}),
          });
          return { data: page.entries, nextCursor: page.nextCursor };
        },
      }),
      adminListMembers: defineOperation({
        summary: 'The store members and their roles (any member)',
        response: lazySchema(() => z.array(memberViewSchema)),
        errors: ['STORE_NOT_FOUND', 'ACCESS_DENIED'],
        params: storePath,
        handle: async (ctx) => ({ data: await members().list(ctx.params.storeId) }),
      }),
      adminAddMember: defineOperation({
        summary:
          'Invite someone by email (owner only): 201 with the invitation; they become a member only by accepting the emailed link (7 days). A member already is 409',
        response: createdInvitationSchema,
        errors: [
          'STORE_NOT_FOUND',
          'ACCESS_DENIED',
          'INVALID_EMAIL_FORMAT',
          'CONFLICT',
          'SERVICE_UNAVAILABLE',
        ],
        params: storePath,
        body: addMemberSchema,
        successStatus: 201,
        handle: async (ctx) => ({
          status: 201,
          data: await invitations().invite(ctx.owner!, ctx.params.storeId, ctx.body),
        }),
      }),
      adminListInvitations: defineOperation({
        summary: 'The pending invitations of the store, newest first (owner only)',
        response: lazySchema(() => z.array(invitationViewSchema)),
        errors: ['STORE_NOT_FOUND', 'ACCESS_DENIED'],
        params: storePath,
        paginated: true,
        handle: async (ctx) => ({ data: await invitations().list(ctx.params.storeId), nextCursor: null }),
      }),
      adminRevokeInvitation: defineOperation({
        summary: 'Revoke a pending invitation: its link no longer works (owner only)',
        response: invitationViewSchema,
        errors: ['STORE_NOT_FOUND', 'ACCESS_DENIED', 'INVITATION_NOT_FOUND'],
        params: invitationPath,
        handle: async (ctx) => ({
          data: await invitations().revoke(ctx.owner!, ctx.params.storeId, ctx.params.invitationId),
        }),
      }),
      adminGetInvitation: defineOperation({
        summary:
          "An invitation by its link's token: the store, the role and the invited email (any signed-in owner)",
        response: invitationPreviewSchema,
        errors: ['INVITATION_NOT_FOUND'],
        params: tokenPath,
        handle: async (ctx) => ({ data: await invitations().preview(ctx.params.token) }),
      }),
      adminAcceptInvitation: defineOperation({
        summary:
          'Accept an invitation: the signed-in owner with the invited email becomes a member; another email is 403, an expired, revoked or used one 404',
        response: acceptedInvitationSchema,
        errors: ['INVITATION_NOT_FOUND', 'ACCESS_DENIED', 'CONFLICT'],
        params: tokenPath,
        handle: async (ctx) => ({ data: await invitations().accept(ctx.owner!, ctx.params.token) }),
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
        summary:
          'Remove a member (owner only), or leave the store (any member, on oneself); the last owner can do neither (409 LAST_OWNER)',
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
