import { createHash, randomBytes } from 'node:crypto';
import * as z from 'zod';
import { actorOf, auditEntry, CLI, type Caller } from '../audit/entries.ts';
import { ApiError } from '../errors.ts';
import { named } from '../schema/named.ts';
import { logger } from '../logger.ts';
import type { OwnerPrincipal } from '../owners/access-token.ts';
import { AlreadyMember, type MembershipRepository, type OwnerRepository } from '../owners/ports.ts';
import { normalizeEmail, type MembershipRecord, type Role } from '../owners/types.ts';
import { mayInvite } from '../owners/roles.ts';
import type { StoreRepository } from '../stores/ports.ts';
import { roleEnum } from './members.ts';
import { newId } from '../util/ids.ts';
import {
  InvitationGone,
  type EmailSender,
  type InvitationChanges,
  type InvitationReads,
  type InvitationRecord,
} from './ports.ts';
import { lazySchema } from '../schema/lazy.ts';

/**
 * Team invitations (docs/decisions.md §7.26): nobody becomes a member of a store without
 * accepting. An owner invites an email with a role; the invitee gets a one-time link by email
 * (its secret token is stored only as its SHA-256), signs in as the owner with that email and
 * accepts, which makes the membership in one transaction with the invitation consumed and the
 * audit entry.
 */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

export const invitationViewSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'Invitation',
    z.object({
      invitationId: z.string(),
      email: z.string(),
      role: roleEnum,
      createdAt: z.string(),
      expiresAt: z.string(),
    }),
  ),
);
export const createdInvitationSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CreatedInvitation',
    z.object({ invitationId: z.string(), email: z.string(), role: roleEnum, expiresAt: z.string() }),
  ),
);
export const invitationPreviewSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'InvitationPreview',
    z.object({
      storeId: z.string(),
      storeName: z.string(),
      email: z.string(),
      role: roleEnum,
      expiresAt: z.string(),
    }),
  ),
);
export const acceptedInvitationSchema = /* @__PURE__ */ lazySchema(() =>
  named('AcceptedInvitation', z.object({ storeId: z.string(), name: z.string(), role: roleEnum })),
);
export type InvitationView = z.infer<typeof invitationViewSchema>;

const emailSchema = /* @__PURE__ */ lazySchema(() => z.email().max(254));
export const hashInvitationToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

const view = (i: InvitationRecord): InvitationView => ({
  invitationId: i.invitationId,
  email: i.email,
  role: i.role,
  createdAt: i.createdAt,
  expiresAt: i.expiresAt,
});

export interface InvitationsDeps {
  changes: InvitationChanges;
  reads: InvitationReads;
  memberships: Pick<MembershipRepository, 'membersOf'>;
  owners: Pick<OwnerRepository, 'get'>;
  stores: Pick<StoreRepository, 'get'>;
  email: EmailSender;
  /** The accept page for a token: `<dashboard>/invitations/<token>`. */
  acceptLink: (token: string) => string;
  now?: () => Date;
}

export const createInvitationsApi = (deps: InvitationsDeps) => {
  const now = () => (deps.now ?? (() => new Date()))();
  const notFound = () =>
    new ApiError(
      'INVITATION_NOT_FOUND',
      'This invitation does not exist, has expired, was revoked or was already used',
    );
  const inviterGone = () =>
    new ApiError(
      'INVITATION_NOT_FOUND',
      'This invitation was revoked: the member who sent it can no longer invite to this store',
    );
  const pending = (i: InvitationRecord | undefined): InvitationRecord | undefined =>
    i && Date.parse(i.expiresAt) > now().getTime() ? i : undefined;
  const storeName = async (storeId: string) => {
    const store = await deps.stores.get(storeId);
    if (!store) throw new ApiError('STORE_NOT_FOUND', `Store ${storeId} not found`);
    return store.name;
  };
  /** The invitee's email: on the token locally; a Cognito access token has none, so the owner record's. */
  const emailOf = async (principal: OwnerPrincipal) =>
    principal.email ? normalizeEmail(principal.email) : (await deps.owners.get(principal.ownerId))?.email;
  const byToken = async (token: string) => {
    const invitation = pending(await deps.reads.byTokenHash(hashInvitationToken(token)));
    if (!invitation) throw notFound();
    return invitation;
  };

  return {
    /** Anyone not yet a member, with or without an owner account: an invitation, never a membership. */
    async invite(caller: Caller, storeId: string, input: { email: string; role: Role }) {
      const email = normalizeEmail(input.email);
      if (!emailSchema.safeParse(email).success)
        throw new ApiError('INVALID_EMAIL_FORMAT', 'The email address is not valid');
      const [members, name] = await Promise.all([deps.memberships.membersOf(storeId), storeName(storeId)]);
      if (members.some((m) => m.email === email))
        throw new ApiError('CONFLICT', 'This email is already a member of the store');
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const invitation: InvitationRecord = {
        invitationId: newId(),
        storeId,
        email,
        role: input.role,
        tokenHash: hashInvitationToken(token),
        invitedBy: actorOf(caller).ownerId,
        createdAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + INVITATION_TTL_MS).toISOString(),
      };
      await deps.changes.create(
        invitation,
        auditEntry(
          actorOf(caller),
          'member.invited',
          { type: 'invitation', id: invitation.invitationId },
          {
            storeId,
            at: invitation.createdAt,
          },
        ),
      );
      const link = deps.acceptLink(token);
      try {
        await deps.email.sendEmail({
          to: email,
          subject: `You are invited to ${name}`,
          body: [
            `You are invited to join the store "${name}" as ${input.role}.`,
            '',
            // The sign-in page has no sign-up (docs/decisions.md §7.29): the email says how to get an account.
            `Accept the invitation by signing in as ${email}: ${link}`,
            `No account for ${email} yet? Ask whoever runs this service to create one for that address, then open the link.`,
            '',
            `The link works once and expires on ${invitation.expiresAt}.`,
          ].join('\n'),
          link,
        });
      } catch (error) {
        // The invitation stays pending (listed, revocable); the owner may revoke it and invite again.
        logger.warn('invitation email not sent', {
          error: error as Error,
          invitationId: invitation.invitationId,
        });
        throw new ApiError(
          'SERVICE_UNAVAILABLE',
          'The invitation was saved but its email could not be sent; revoke it and try again',
        );
      }
      return {
        invitationId: invitation.invitationId,
        email,
        role: invitation.role,
        expiresAt: invitation.expiresAt,
      };
    },

    /** Pending ones only (not expired), newest first; a store has few, so one Query and no pages. */
    async list(storeId: string): Promise<InvitationView[]> {
      const all = await deps.reads.ofStore(storeId);
      return all
        .filter((i) => pending(i))
        .map(view)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    async revoke(caller: Caller, storeId: string, invitationId: string): Promise<InvitationView> {
      const invitation = pending(
        (await deps.reads.ofStore(storeId)).find((i) => i.invitationId === invitationId),
      );
      if (!invitation) throw notFound();
      const at = now().toISOString();
      try {
        await deps.changes.revoke(
          invitation,
          auditEntry(
            actorOf(caller),
            'invitation.revoked',
            { type: 'invitation', id: invitationId },
            { storeId, at },
          ),
        );
      } catch (error) {
        if (error instanceof InvitationGone) throw notFound();
        throw error;
      }
      return view(invitation);
    },

    /** What the accept page shows before accepting: the store, the role and the invited email. */
    async preview(token: string) {
      const invitation = await byToken(token);
      return {
        storeId: invitation.storeId,
        storeName: await storeName(invitation.storeId),
        email: invitation.email,
        role: invitation.role,
        expiresAt: invitation.expiresAt,
      };
    },

    /** By the signed-in invitee only: another account is 403 ACCESS_DENIED and leaves the invitation usable. */
    async accept(principal: OwnerPrincipal, token: string) {
      const invitation = await byToken(token);
      const email = await emailOf(principal);
      if (email !== invitation.email)
        throw new ApiError(
          'ACCESS_DENIED',
          `This invitation is for ${invitation.email}; sign in with that email to accept it`,
        );
      // An invitation is only as good as its inviter (docs/decisions.md §7.30): an owner removed
      // or demoted since sending it cannot come back, or bring anyone in, through it.
      const inviter =
        invitation.invitedBy === CLI
          ? undefined
          : (await deps.memberships.membersOf(invitation.storeId)).find(
              (m) => m.ownerId === invitation.invitedBy,
            );
      if (invitation.invitedBy !== CLI && (!inviter || !mayInvite(inviter.role, invitation.role)))
        throw inviterGone();
      const at = now().toISOString();
      const membership: MembershipRecord = {
        storeId: invitation.storeId,
        ownerId: principal.ownerId,
        email: invitation.email,
        role: invitation.role,
        createdAt: at,
        updatedAt: at,
        lastUsedAt: at,
      };
      const name = await storeName(invitation.storeId);
      try {
        await deps.changes.accept(
          invitation,
          membership,
          auditEntry(
            { ownerId: principal.ownerId, email: invitation.email },
            'member.added',
            { type: 'member', id: principal.ownerId },
            { storeId: invitation.storeId, at },
          ),
          inviter,
        );
      } catch (error) {
        if (error instanceof InvitationGone) throw notFound();
        if (error instanceof AlreadyMember) throw new ApiError('CONFLICT', error.message);
        throw error;
      }
      return { storeId: invitation.storeId, name, role: invitation.role };
    },
  };
};

export type InvitationsApi = ReturnType<typeof createInvitationsApi>;
