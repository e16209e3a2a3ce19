import * as z from 'zod';
import { actorOf, auditEntry, CLI, type Caller } from '../audit/entries.ts';
import { contentionBackoff } from '../db/transactions.ts';
import { ApiError } from '../errors.ts';
import { AlreadyMember, type MembershipRepository, type OwnerRepository } from '../owners/ports.ts';
import { normalizeEmail, ROLES, type MembershipRecord, type Role } from '../owners/types.ts';
import { logger } from '../logger.ts';
import { mayInvite } from '../owners/roles.ts';
import {
  InvitationGone,
  MembershipChanged,
  type InvitationChanges,
  type InvitationReads,
  type MemberChanges,
} from './ports.ts';
import { lazySchema } from '../schema/lazy.ts';

/**
 * Store members and their roles (owner only, except the list and leaving). The rule that matters: a store
 * always keeps at least one `owner` (409 LAST_OWNER), also when owners change each other's
 * roles concurrently (see MemberChanges: the write carries a check on another owner).
 */
/** A member's role, as every admin schema takes it. */
export const roleEnum = /* @__PURE__ */ lazySchema(() => z.enum(ROLES));
export const addMemberSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({ email: z.string().trim().min(1).max(254), role: roleEnum }),
);
export const changeMemberSchema = /* @__PURE__ */ lazySchema(() => z.strictObject({ role: roleEnum }));
export const memberViewSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** The member's owner id (the issuer's subject). */
    memberId: z.string(),
    /** The same id under its own name (docs/decisions.md §7.27). */
    ownerId: z.string(),
    email: z.string(),
    role: roleEnum,
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type MemberView = z.infer<typeof memberViewSchema>;

const memberView = (m: MembershipRecord): MemberView => ({
  memberId: m.ownerId,
  ownerId: m.ownerId,
  email: m.email,
  role: m.role,
  createdAt: m.createdAt,
  updatedAt: m.updatedAt,
});

/** Who removes a member: the CLI, or a signed-in member of the store (with their role). */
type RemovingCaller =
  typeof CLI | { ownerId: string; email?: string | undefined; membership?: MembershipRecord | undefined };

/** Re-read and try again this many times when a concurrent change wins the race. */
const ATTEMPTS = 5;

export interface MembersDeps {
  changes: MemberChanges;
  memberships: Pick<MembershipRepository, 'membersOf'>;
  owners: Pick<OwnerRepository, 'byEmail'>;
  /** The store's pending invitations: a member removed or demoted loses those they sent. */
  invitations: Pick<InvitationReads, 'ofStore'> & Pick<InvitationChanges, 'revoke'>;
  now?: () => Date;
  backoff?: (attempt: number) => Promise<void>;
}

export const createMembersApi = (deps: MembersDeps) => {
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  const backoff = deps.backoff ?? contentionBackoff;
  const audit = (caller: Caller, storeId: string, at: string, action: string, memberId: string) =>
    auditEntry(actorOf(caller), action, { type: 'member', id: memberId }, { storeId, at });

  /**
   * Reads the members, checks the last-owner rule and writes; when the write finds the members
   * changed meanwhile, starts over from a fresh read (so the rule is judged on what committed).
   */
  const change = async (
    storeId: string,
    memberId: string,
    newRole: Role | undefined,
    write: (current: MembershipRecord, keeper: string | undefined) => Promise<void>,
  ): Promise<MembershipRecord> => {
    for (let attempt = 0; ; attempt++) {
      const members = await deps.memberships.membersOf(storeId);
      const current = members.find((m) => m.ownerId === memberId);
      if (!current) throw new ApiError('NOT_FOUND', `Member ${memberId} not found in store ${storeId}`);
      if (newRole === current.role) return current;
      let keeper: string | undefined;
      if (current.role === 'owner') {
        keeper = members.find((m) => m.role === 'owner' && m.ownerId !== memberId)?.ownerId;
        if (!keeper)
          throw new ApiError(
            'LAST_OWNER',
            newRole
              ? 'The last owner of a store cannot be demoted: make another member an owner first'
              : 'The last owner of a store cannot be removed: make another member an owner first',
          );
      }
      try {
        await write(current, keeper);
        return current;
      } catch (error) {
        if (!(error instanceof MembershipChanged)) throw error;
        if (attempt + 1 >= ATTEMPTS)
          throw new ApiError('CONFLICT', 'The store members kept changing; try again');
        await backoff(attempt);
      }
    }
  };

  /**
   * Revokes the pending invitations `memberId` sent that their role (none once removed) no longer
   * allows (docs/decisions.md §7.30), each with its `invitation.revoked` entry. Accepting checks
   * the inviter again, so a revocation lost here (a crash, a failed write) lets nothing through.
   */
  const revokeSentBy = async (caller: Caller, storeId: string, memberId: string, role: Role | undefined) => {
    const sent = (await deps.invitations.ofStore(storeId)).filter(
      (i) => i.invitedBy === memberId && !(role && mayInvite(role, i.role)),
    );
    for (const invitation of sent) {
      const at = now();
      try {
        await deps.invitations.revoke(
          invitation,
          auditEntry(
            actorOf(caller),
            'invitation.revoked',
            { type: 'invitation', id: invitation.invitationId },
            { storeId, at },
          ),
        );
      } catch (error) {
        if (error instanceof InvitationGone) continue; // accepted or revoked meanwhile
        logger.warn('invitation of a removed member not revoked', {
          error: error as Error,
          invitationId: invitation.invitationId,
        });
      }
    }
  };

  return {
    /** One Query on the store's partition; a store has few members, so no pages. */
    async list(storeId: string): Promise<MemberView[]> {
      const members = await deps.memberships.membersOf(storeId);
      return members.map(memberView).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },

    /**
     * Adds an owner who already exists, directly: the admin CLI's `member add` only (bootstrap and
     * tests). The API's `POST .../members` invites instead (invitations.ts, docs/decisions.md §7.26).
     */
    async add(caller: Caller, storeId: string, input: { email: string; role: Role }): Promise<MemberView> {
      const invited = await deps.owners.byEmail(normalizeEmail(input.email));
      if (!invited)
        throw new ApiError(
          'NOT_FOUND',
          'No owner has this email: create the owner first (npm run admin -- owner create --email EMAIL), then add them',
        );
      const at = now();
      const membership: MembershipRecord = {
        storeId,
        ownerId: invited.ownerId,
        email: invited.email,
        role: input.role,
        createdAt: at,
        updatedAt: at,
      };
      try {
        await deps.changes.addMember(membership, audit(caller, storeId, at, 'member.added', invited.ownerId));
      } catch (error) {
        if (error instanceof AlreadyMember) throw new ApiError('CONFLICT', error.message);
        throw error;
      }
      return memberView(membership);
    },

    async changeRole(caller: Caller, storeId: string, memberId: string, role: Role): Promise<MemberView> {
      let at = now();
      const before = await change(storeId, memberId, role, (current, keeper) => {
        at = now();
        return deps.changes.changeRole(
          current,
          role,
          at,
          keeper,
          audit(caller, storeId, at, 'member.roleChanged', memberId),
        );
      });
      if (before.role === role) return memberView(before);
      await revokeSentBy(caller, storeId, memberId, role);
      return memberView({ ...before, role, updatedAt: at });
    },

    /**
     * An owner removes anyone; any member may remove themself (leave the store, docs/decisions.md
     * §7.27). Either way the last owner stays (409 LAST_OWNER).
     */
    async remove(caller: RemovingCaller, storeId: string, memberId: string): Promise<MemberView> {
      const leaving = caller !== CLI && caller.ownerId === memberId;
      if (caller !== CLI && !leaving && caller.membership?.role !== 'owner')
        throw new ApiError(
          'ACCESS_DENIED',
          'Only an owner removes other members; you may only leave the store',
        );
      const removed = await change(storeId, memberId, undefined, (current, keeper) =>
        deps.changes.removeMember(
          current,
          keeper,
          audit(caller, storeId, now(), leaving ? 'member.left' : 'member.removed', memberId),
        ),
      );
      await revokeSentBy(caller, storeId, memberId, undefined);
      return memberView(removed);
    },
  };
};

export type MembersApi = ReturnType<typeof createMembersApi>;
