import { describe, expect, it } from 'vitest';
import { createMembersApi } from '../../../shared/admin/members.ts';
import {
  InvitationGone,
  MembershipChanged,
  type InvitationRecord,
  type MemberChanges,
} from '../../../shared/admin/ports.ts';
import type { OwnerContext } from '../../../shared/owners/owner-access.ts';
import type { MembershipRecord, Role } from '../../../shared/owners/types.ts';

const STORE = 'store-1';
const member = (ownerId: string, role: Role): MembershipRecord => ({
  storeId: STORE,
  ownerId,
  email: `${ownerId}@example.com`,
  role,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const alice: OwnerContext = {
  ownerId: 'alice',
  email: 'alice@example.com',
  clientId: 'dashboard',
  membership: member('alice', 'owner'),
};

/** Members in memory; `race` runs once before the next write, as a concurrent request would. */
const fakes = (initial: MembershipRecord[], pending: InvitationRecord[] = []) => {
  let members = initial.map((m) => ({ ...m }));
  const invitations = new Map(pending.map((i) => [i.invitationId, i]));
  let race: (() => void) | undefined;
  const writes: string[] = [];
  const check = (current: MembershipRecord, keeper: string | undefined) => {
    race?.();
    race = undefined;
    const stored = members.find((m) => m.ownerId === current.ownerId);
    const keeperOk = !keeper || members.find((m) => m.ownerId === keeper)?.role === 'owner';
    if (stored?.role !== current.role || !keeperOk) throw new MembershipChanged();
  };
  const changes: MemberChanges = {
    addMember: async () => {},
    async changeRole(current, role, _now, keeper, audit) {
      check(current, keeper);
      members = members.map((m) => (m.ownerId === current.ownerId ? { ...m, role } : m));
      writes.push(`${audit.action} ${current.ownerId}`);
    },
    async removeMember(current, keeper, audit) {
      check(current, keeper);
      members = members.filter((m) => m.ownerId !== current.ownerId);
      writes.push(`${audit.action} ${current.ownerId}`);
    },
  };
  const api = createMembersApi({
    changes,
    memberships: { membersOf: async () => members.map((m) => ({ ...m })) },
    owners: { byEmail: async () => undefined },
    invitations: {
      ofStore: async () => [...invitations.values()],
      revoke: async (invitation, audit) => {
        if (!invitations.delete(invitation.invitationId)) throw new InvitationGone();
        writes.push(`${audit.action} ${invitation.invitationId}`);
      },
    },
    backoff: async () => {},
  });
  return {
    api,
    writes,
    invitationIds: () => [...invitations.keys()],
    owners: () => members.filter((m) => m.role === 'owner').map((m) => m.ownerId),
    raceOnce: (fn: () => void) => (race = fn),
    demoteNow: (ownerId: string) =>
      (members = members.map((m) => (m.ownerId === ownerId ? { ...m, role: 'admin' as Role } : m))),
  };
};

describe('members: the last-owner rule', () => {
  it('demotes or removes an owner while another owner stays', async () => {
    const t = fakes([member('alice', 'owner'), member('bob', 'owner')]);
    await expect(t.api.changeRole(alice, STORE, 'bob', 'viewer')).resolves.toMatchObject({ role: 'viewer' });
    await expect(t.api.remove(alice, STORE, 'alice')).rejects.toMatchObject({ errorCode: 'LAST_OWNER' });
    expect(t.writes).toEqual(['member.roleChanged bob']);
  });

  it('when the keeper is demoted meanwhile, re-reads and refuses with LAST_OWNER', async () => {
    const t = fakes([member('alice', 'owner'), member('bob', 'owner')]);
    t.raceOnce(() => t.demoteNow('alice')); // alice, the keeper, loses the role before bob's demotion lands
    await expect(t.api.changeRole(alice, STORE, 'bob', 'admin')).rejects.toMatchObject({
      errorCode: 'LAST_OWNER',
    });
    expect(t.owners()).toEqual(['bob']);
    expect(t.writes).toEqual([]);
  });

  it('an unknown member is 404; the same role again writes nothing', async () => {
    const t = fakes([member('alice', 'owner')]);
    await expect(t.api.remove(alice, STORE, 'nobody')).rejects.toMatchObject({ errorCode: 'NOT_FOUND' });
    await expect(t.api.changeRole(alice, STORE, 'alice', 'owner')).resolves.toMatchObject({ role: 'owner' });
    expect(t.writes).toEqual([]);
  });

  it('gives up with 409 CONFLICT when the members keep changing', async () => {
    const t = fakes([member('alice', 'owner'), member('bob', 'admin')]);
    const api = createMembersApi({
      changes: {
        addMember: async () => {},
        changeRole: async () => Promise.reject(new MembershipChanged()),
        removeMember: async () => Promise.reject(new MembershipChanged()),
      },
      memberships: { membersOf: async () => [member('alice', 'owner'), member('bob', 'admin')] },
      owners: { byEmail: async () => undefined },
      invitations: { ofStore: async () => [], revoke: async () => {} },
      backoff: async () => {},
    });
    await expect(api.changeRole(alice, STORE, 'bob', 'viewer')).rejects.toMatchObject({
      errorCode: 'CONFLICT',
    });
    expect(t.writes).toEqual([]);
  });

  it('direct adding (the CLI) of an email no owner has is 404 with a hint to create the owner', async () => {
    const t = fakes([member('alice', 'owner')]);
    await expect(t.api.add(alice, STORE, { email: 'new@example.com', role: 'viewer' })).rejects.toMatchObject(
      {
        errorCode: 'NOT_FOUND',
        message: expect.stringContaining('owner create'),
      },
    );
  });

  it('any member may leave (member.left); only an owner removes someone else; the last owner cannot leave', async () => {
    const t = fakes([member('alice', 'owner'), member('bob', 'viewer'), member('carol', 'admin')]);
    const as = (ownerId: string, role: Role): OwnerContext => ({
      ownerId,
      email: `${ownerId}@example.com`,
      clientId: 'c',
      membership: member(ownerId, role),
    });
    await expect(t.api.remove(as('bob', 'viewer'), STORE, 'carol')).rejects.toMatchObject({
      errorCode: 'ACCESS_DENIED',
    });
    await expect(t.api.remove(as('bob', 'viewer'), STORE, 'bob')).resolves.toMatchObject({ memberId: 'bob' });
    await expect(t.api.remove(as('alice', 'owner'), STORE, 'alice')).rejects.toMatchObject({
      errorCode: 'LAST_OWNER',
    });
    await expect(t.api.remove(as('alice', 'owner'), STORE, 'carol')).resolves.toMatchObject({
      memberId: 'carol',
    });
    expect(t.writes).toEqual(['member.left bob', 'member.removed carol']);
  });
});

const invitation = (invitationId: string, invitedBy: string, role: Role): InvitationRecord => ({
  invitationId,
  storeId: STORE,
  email: `${invitationId}@example.com`,
  role,
  tokenHash: `hash-${invitationId}`,
  invitedBy,
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-08T00:00:00.000Z',
});

describe('members: invitations follow their sender', () => {
  it('removing a member revokes the pending invitations they sent, and only theirs', async () => {
    const t = fakes(
      [member('alice', 'owner'), member('mallory', 'owner')],
      [
        invitation('m1', 'mallory', 'owner'),
        invitation('m2', 'mallory', 'viewer'),
        invitation('a1', 'alice', 'admin'),
      ],
    );
    await t.api.remove(alice, STORE, 'mallory');
    expect(t.invitationIds()).toEqual(['a1']);
    expect(t.writes).toEqual(['member.removed mallory', 'invitation.revoked m1', 'invitation.revoked m2']);
  });

  it('demoting an owner revokes what they sent (only owners invite); a member leaving loses theirs too', async () => {
    const t = fakes(
      [member('alice', 'owner'), member('bob', 'owner')],
      [invitation('b1', 'bob', 'viewer'), invitation('a1', 'alice', 'owner')],
    );
    await t.api.changeRole(alice, STORE, 'bob', 'admin');
    expect(t.invitationIds()).toEqual(['a1']);
    await t.api.changeRole(alice, STORE, 'bob', 'owner');
    await t.api.remove({ ownerId: 'bob', membership: member('bob', 'owner') }, STORE, 'bob');
    expect(t.invitationIds()).toEqual(['a1']);
  });
});
