import { describe, expect, it } from 'vitest';
import { createInvitationsApi, hashInvitationToken } from '../../../shared/admin/invitations.ts';
import { InvitationGone, type InvitationRecord } from '../../../shared/admin/ports.ts';
import type { EmailMessage } from '../../../shared/notifications/ports.ts';
import type { OwnerContext } from '../../../shared/owners/owner-access.ts';
import { AlreadyMember } from '../../../shared/owners/ports.ts';
import type { MembershipRecord } from '../../../shared/owners/types.ts';
import type { StoreRecord } from '../../../shared/stores/types.ts';

const STORE = 'store-1';
const owner: OwnerContext = { ownerId: 'alice', email: 'alice@example.com', clientId: 'c' };

/** Invitations, members and emails in memory; each change is all-or-nothing like the transaction. */
const fakes = (options: { failEmail?: boolean } = {}) => {
  let clock = Date.UTC(2026, 0, 1);
  const invitations = new Map<string, InvitationRecord>();
  const members: MembershipRecord[] = [
    {
      storeId: STORE,
      ownerId: 'alice',
      email: 'alice@example.com',
      role: 'owner',
      createdAt: '',
      updatedAt: '',
    },
  ];
  const emails: EmailMessage[] = [];
  const audit: string[] = [];
  const api = createInvitationsApi({
    changes: {
      create: async (i, entry) => {
        invitations.set(i.invitationId, i);
        audit.push(`${entry.action} ${entry.actor.ownerId}`);
      },
      revoke: async (i, entry) => {
        if (!invitations.delete(i.invitationId)) throw new InvitationGone();
        audit.push(`${entry.action} ${entry.actor.ownerId}`);
      },
      accept: async (i, membership, entry) => {
        if (!invitations.has(i.invitationId)) throw new InvitationGone();
        if (members.some((m) => m.ownerId === membership.ownerId)) throw new AlreadyMember();
        invitations.delete(i.invitationId);
        members.push(membership);
        audit.push(`${entry.action} ${entry.actor.ownerId}`);
      },
    },
    reads: {
      byTokenHash: async (hash) => [...invitations.values()].find((i) => i.tokenHash === hash),
      ofStore: async (storeId) => [...invitations.values()].filter((i) => i.storeId === storeId),
    },
    memberships: { membersOf: async () => members.map((m) => ({ ...m })) },
    owners: {
      get: async (id) =>
        id === 'cognito-bob' ? { ownerId: id, email: 'bob@example.com', createdAt: '' } : undefined,
    },
    stores: {
      get: async (id) => (id === STORE ? ({ storeId: STORE, name: 'Alice Shop' } as StoreRecord) : undefined),
    },
    email: {
      sendEmail: async (message) => {
        if (options.failEmail) throw new Error('SES down');
        emails.push(message);
      },
    },
    acceptLink: (token) => `http://dash/invitations/${token}`,
    now: () => new Date(clock),
  });
  const tokenOf = (email: EmailMessage) => email.link!.split('/').at(-1)!;
  return { api, invitations, members, emails, audit, tokenOf, advance: (ms: number) => (clock += ms) };
};
const bob = (ownerId = 'bob', ...email: [string?]): OwnerContext => ({
  ownerId,
  email: email.length ? email[0] : 'bob@example.com',
  clientId: 'c',
});

describe('team invitations', () => {
  it('invites (no membership), emails a one-time link whose token is stored only hashed, and the invitee accepts', async () => {
    const t = fakes();
    const created = await t.api.invite(owner, STORE, { email: ' Bob@Example.com ', role: 'admin' });
    expect(created).toMatchObject({ email: 'bob@example.com', role: 'admin' });
    expect(Date.parse(created.expiresAt) - Date.UTC(2026, 0, 1)).toBe(7 * 24 * 3600 * 1000);
    expect(t.members).toHaveLength(1);
    const [mail] = t.emails;
    expect(mail).toMatchObject({ to: 'bob@example.com', subject: expect.stringContaining('Alice Shop') });
    expect(mail!.body).toContain(mail!.link);
    const token = t.tokenOf(mail!);
    const stored = [...t.invitations.values()][0]!;
    expect(stored.tokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    await expect(t.api.list(STORE)).resolves.toEqual([
      expect.objectContaining({ invitationId: created.invitationId }),
    ]);
    await expect(t.api.preview(token)).resolves.toMatchObject({ storeName: 'Alice Shop', role: 'admin' });
    await expect(t.api.accept(bob(), token)).resolves.toEqual({
      storeId: STORE,
      name: 'Alice Shop',
      role: 'admin',
    });
    expect(t.members.at(-1)).toMatchObject({ ownerId: 'bob', email: 'bob@example.com', role: 'admin' });
    expect(t.audit).toEqual(['member.invited alice', 'member.added bob']);
    await expect(t.api.accept(bob(), token)).rejects.toMatchObject({ errorCode: 'INVITATION_NOT_FOUND' });
    await expect(t.api.list(STORE)).resolves.toEqual([]);
  });

  it('another account is 403 and leaves the invitation usable; a token without email is checked against the owner record', async () => {
    const t = fakes();
    await t.api.invite(owner, STORE, { email: 'bob@example.com', role: 'viewer' });
    const token = t.tokenOf(t.emails[0]!);
    await expect(t.api.accept(bob('mallory', 'mallory@example.com'), token)).rejects.toMatchObject({
      errorCode: 'ACCESS_DENIED',
    });
    await expect(t.api.accept(bob('unknown', undefined), token)).rejects.toMatchObject({
      errorCode: 'ACCESS_DENIED',
    });
    await expect(t.api.accept(bob('cognito-bob', undefined), token)).resolves.toMatchObject({
      role: 'viewer',
    });
  });

  it('expired, revoked and unknown tokens are 404 INVITATION_NOT_FOUND; revoking twice is 404', async () => {
    const t = fakes();
    const first = await t.api.invite(owner, STORE, { email: 'bob@example.com', role: 'viewer' });
    await t.api.invite(owner, STORE, { email: 'carol@example.com', role: 'viewer' });
    const [revokedToken, expiringToken] = t.emails.map(t.tokenOf);
    await expect(t.api.revoke(owner, STORE, first.invitationId)).resolves.toMatchObject({
      email: 'bob@example.com',
    });
    await expect(t.api.revoke(owner, STORE, first.invitationId)).rejects.toMatchObject({
      errorCode: 'INVITATION_NOT_FOUND',
    });
    await expect(t.api.accept(bob(), revokedToken!)).rejects.toMatchObject({
      errorCode: 'INVITATION_NOT_FOUND',
    });
    t.advance(7 * 24 * 3600 * 1000 + 1);
    await expect(t.api.list(STORE)).resolves.toEqual([]);
    await expect(t.api.accept(bob('carol', 'carol@example.com'), expiringToken!)).rejects.toMatchObject({
      errorCode: 'INVITATION_NOT_FOUND',
    });
    await expect(t.api.accept(bob(), 'not-a-token')).rejects.toMatchObject({
      errorCode: 'INVITATION_NOT_FOUND',
    });
  });

  it('a member already is 409, a bad email 400; a failed email is 503 and the invitation stays revocable', async () => {
    const t = fakes();
    await expect(
      t.api.invite(owner, STORE, { email: 'ALICE@example.com', role: 'viewer' }),
    ).rejects.toMatchObject({
      errorCode: 'CONFLICT',
    });
    await expect(t.api.invite(owner, STORE, { email: 'not an email', role: 'viewer' })).rejects.toMatchObject(
      {
        errorCode: 'INVALID_EMAIL_FORMAT',
      },
    );
    const failing = fakes({ failEmail: true });
    await expect(
      failing.api.invite(owner, STORE, { email: 'bob@example.com', role: 'viewer' }),
    ).rejects.toMatchObject({
      errorCode: 'SERVICE_UNAVAILABLE',
    });
    expect(await failing.api.list(STORE)).toHaveLength(1);
  });
});

describe('an invitation is only as good as its inviter', () => {
  it('Mallory (owner) invites her second account as owner, Alice removes Mallory: the acceptance fails and Alice stays', async () => {
    const t = fakes();
    const mallory: OwnerContext = { ownerId: 'mallory', email: 'mallory@example.com', clientId: 'c' };
    t.members.push({ ...t.members[0]!, ownerId: 'mallory', email: 'mallory@example.com' });
    await t.api.invite(mallory, STORE, { email: 'mallory2@example.com', role: 'owner' });
    const token = t.tokenOf(t.emails.at(-1)!);
    // The removal's own revocation is not what stops it: the inviter is checked at accept time.
    t.members.splice(1, 1);
    await expect(t.api.accept(bob('mallory2', 'mallory2@example.com'), token)).rejects.toMatchObject({
      errorCode: 'INVITATION_NOT_FOUND',
    });
    expect(t.members.map((m) => `${m.ownerId} ${m.role}`)).toEqual(['alice owner']);
  });

  it('an inviter demoted below owner no longer brings anyone in; a CLI invitation has no inviter to check', async () => {
    const t = fakes();
    await t.api.invite(owner, STORE, { email: 'bob@example.com', role: 'viewer' });
    const token = t.tokenOf(t.emails.at(-1)!);
    t.members[0] = { ...t.members[0]!, role: 'admin' };
    await expect(t.api.accept(bob(), token)).rejects.toMatchObject({ errorCode: 'INVITATION_NOT_FOUND' });
    await t.api.invite('cli', STORE, { email: 'carol@example.com', role: 'viewer' });
    await expect(
      t.api.accept(bob('carol', 'carol@example.com'), t.tokenOf(t.emails.at(-1)!)),
    ).resolves.toMatchObject({ role: 'viewer' });
  });
});
