import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminHandler } from '../../../functions/admin/handler.ts';
import { dynamoInvitationsService } from '../../../functions/compose/admin-services.ts';
import { dynamoInvitations } from '../../../shared/admin/dynamo-invitations.ts';
import { hashInvitationToken } from '../../../shared/admin/invitations.ts';
import { dynamoStoreRepository } from '../../../shared/stores/dynamo-stores.ts';
import { newStoreRecord } from '../../../shared/stores/types.ts';
import type { EmailMessage } from '../../../shared/notifications/ports.ts';
import { dynamoMembershipRepository } from '../../../shared/owners/dynamo-owner-repository.ts';
import { newId } from '../../../shared/util/ids.ts';
import { useAdminHarness } from '../../support/admin-harness.ts';
import { useTestTable } from '../../support/dynamo.ts';

/** Team invitations on DynamoDB Local (docs/decisions.md §7.26-§7.28). */
const table = useTestTable();
const harness = useAdminHarness(table);
const { owners } = harness;
let handler: ReturnType<typeof createAdminHandler>;
let storeId: string;
const emails: EmailMessage[] = [];
const newcomer = { ownerId: newId(), email: 'newcomer@example.com', token: '' };

const call = (method: string, path: string, bearer: string, body?: unknown) =>
  harness.call(handler, method, path, bearer, body);
const invite = async (email: string, role = 'viewer') => {
  const created = await call('POST', `/api/v1/admin/stores/${storeId}/members`, owners.owner.token, {
    email,
    role,
  });
  expect(created.status).toBe(201);
  return {
    ...(created.body.data as { invitationId: string; email: string; role: string; expiresAt: string }),
    token: decodeURIComponent(emails.at(-1)!.link!.split('/').at(-1)!),
  };
};
const accept = (token: string, bearer: string) =>
  call('POST', `/api/v1/admin/invitations/${encodeURIComponent(token)}/accept`, bearer);
const memberIds = async () =>
  (await dynamoMembershipRepository(table.db, table.tableName).membersOf(storeId)).map((m) => m.ownerId);
const auditActions = async (limit: number) => {
  const page = await harness.call(
    handler,
    'GET',
    `/api/v1/admin/stores/${storeId}/audit-log`,
    owners.owner.token,
    undefined,
    { query: { limit: String(limit) } },
  );
  return (page.body.data as Array<{ action: string; actor: { ownerId: string } }>).map(
    (e) => `${e.action} ${e.actor.ownerId}`,
  );
};

beforeAll(async () => {
  const invitations = dynamoInvitationsService(table.db, table.tableName, {
    email: { sendEmail: async (message) => void emails.push(message) },
    acceptLink: (token) => `http://dashboard.test/dashboard/invitations/${encodeURIComponent(token)}`,
  });
  handler = createAdminHandler(
    undefined,
    { ownerAccess: () => harness.access },
    undefined,
    () => invitations,
  );
  storeId = await harness.createStore('Invite Shop', async (ownerToken) => {
    const created = await call('POST', '/api/v1/admin/stores', ownerToken, { name: 'Invite Shop' });
    return (created.body.data as { storeId: string }).storeId;
  });
  newcomer.token = await harness.token(newcomer.ownerId, { email: newcomer.email });
});

describe('team invitations', () => {
  it('an email without an account is invited (201, 7 days), emailed a link, listed; accepting makes the member with one audit entry', async () => {
    const before = Date.now();
    const invitation = await invite('Newcomer@Example.com', 'admin');
    expect(invitation).toMatchObject({ email: newcomer.email, role: 'admin' });
    const days = (Date.parse(invitation.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect(emails.at(-1)).toMatchObject({
      to: newcomer.email,
      subject: expect.stringContaining('Invite Shop'),
    });
    // The sign-in page has no sign-up: the email never offers one, and says how to get an account.
    expect(emails.at(-1)!.body).toContain(`by signing in as ${newcomer.email}`);
    expect(emails.at(-1)!.body).not.toMatch(/sign up/i);
    expect(await memberIds()).not.toContain(newcomer.ownerId);
    // Only the token's SHA-256 is stored.
    const { Items } = await table.db.send(new ScanCommand({ TableName: table.tableName }));
    expect(JSON.stringify(Items)).not.toContain(invitation.token);
    expect(JSON.stringify(Items)).toContain(hashInvitationToken(invitation.token));
    const listed = await call('GET', `/api/v1/admin/stores/${storeId}/invitations`, owners.owner.token);
    expect(listed.body).toMatchObject({ success: true, nextCursor: null });
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({ invitationId: invitation.invitationId }),
    );
    const preview = await call(
      'GET',
      `/api/v1/admin/invitations/${encodeURIComponent(invitation.token)}`,
      newcomer.token,
    );
    expect(preview.body.data).toMatchObject({
      storeId,
      storeName: 'Invite Shop',
      role: 'admin',
      email: newcomer.email,
    });

    const accepted = await accept(invitation.token, newcomer.token);
    expect([accepted.status, accepted.body.data]).toEqual([
      200,
      { storeId, name: 'Invite Shop', role: 'admin' },
    ]);
    expect(await memberIds()).toContain(newcomer.ownerId);
    expect(await auditActions(2)).toEqual([
      `member.added ${newcomer.ownerId}`,
      `member.invited ${owners.owner.ownerId}`,
    ]);
    const me = await call('GET', '/api/v1/admin/me', newcomer.token);
    expect((me.body.data as { stores: unknown[] }).stores).toEqual([
      { storeId, name: 'Invite Shop', role: 'admin' },
    ]);
    // Used: a second accept is 404, and the invitation is no longer listed.
    const twice = await accept(invitation.token, newcomer.token);
    expect([twice.status, twice.body.errorCode]).toEqual([404, 'INVITATION_NOT_FOUND']);
    const after = await call('GET', `/api/v1/admin/stores/${storeId}/invitations`, owners.owner.token);
    expect(after.body.data).not.toContainEqual(
      expect.objectContaining({ invitationId: invitation.invitationId }),
    );
  });

  it('another account is 403 ACCESS_DENIED and the invitation stays usable', async () => {
    const invitation = await invite('second@example.com');
    const wrong = await accept(invitation.token, owners.stranger.token);
    expect([wrong.status, wrong.body.errorCode]).toEqual([403, 'ACCESS_DENIED']);
    expect(await memberIds()).not.toContain(owners.stranger.ownerId);
    const secondId = newId();
    const right = await accept(
      invitation.token,
      await harness.token(secondId, { email: 'second@example.com' }),
    );
    expect(right.status).toBe(200);
    expect(await memberIds()).toContain(secondId);
  });

  it('revoked and expired invitations are 404 INVITATION_NOT_FOUND; revoking is owner-only and audited', async () => {
    const invitation = await invite('revoked@example.com');
    const byAdmin = await call(
      'DELETE',
      `/api/v1/admin/stores/${storeId}/invitations/${invitation.invitationId}`,
      owners.admin.token,
    );
    expect(byAdmin.body.errorCode).toBe('ACCESS_DENIED');
    const revoked = await call(
      'DELETE',
      `/api/v1/admin/stores/${storeId}/invitations/${invitation.invitationId}`,
      owners.owner.token,
    );
    expect(revoked.status).toBe(200);
    expect(await auditActions(1)).toEqual([`invitation.revoked ${owners.owner.ownerId}`]);
    const again = await call(
      'DELETE',
      `/api/v1/admin/stores/${storeId}/invitations/${invitation.invitationId}`,
      owners.owner.token,
    );
    expect(again.body.errorCode).toBe('INVITATION_NOT_FOUND');
    const revokedToken = await accept(
      invitation.token,
      await harness.token(newId(), { email: 'revoked@example.com' }),
    );
    expect([revokedToken.status, revokedToken.body.errorCode]).toEqual([404, 'INVITATION_NOT_FOUND']);

    // An invitation whose seven days have passed (TTL has not removed it yet).
    const token = 'expired-token';
    const past = new Date(Date.now() - 8 * 86_400_000);
    await dynamoInvitations(table.db, table.tableName).create(
      {
        invitationId: newId(),
        storeId,
        email: 'late@example.com',
        role: 'viewer',
        tokenHash: hashInvitationToken(token),
        invitedBy: owners.owner.ownerId,
        createdAt: past.toISOString(),
        expiresAt: new Date(past.getTime() + 7 * 86_400_000).toISOString(),
      },
      {
        auditId: newId(),
        storeId,
        at: past.toISOString(),
        actor: { ownerId: owners.owner.ownerId, email: null },
        action: 'member.invited',
        target: { type: 'invitation', id: 'x' },
        mode: null,
      },
    );
    const expired = await accept(token, await harness.token(newId(), { email: 'late@example.com' }));
    expect([expired.status, expired.body.errorCode]).toEqual([404, 'INVITATION_NOT_FOUND']);
    const listed = await call('GET', `/api/v1/admin/stores/${storeId}/invitations`, owners.owner.token);
    expect((listed.body.data as Array<{ email: string }>).map((i) => i.email)).not.toContain(
      'late@example.com',
    );
  });

  it('a member already is 409; a bad email 400 INVALID_EMAIL_FORMAT', async () => {
    const member = await call('POST', `/api/v1/admin/stores/${storeId}/members`, owners.owner.token, {
      email: owners.viewer.email,
      role: 'viewer',
    });
    expect([member.status, member.body.errorCode]).toEqual([409, 'CONFLICT']);
    const bad = await call('POST', `/api/v1/admin/stores/${storeId}/members`, owners.owner.token, {
      email: 'not-an-email',
      role: 'viewer',
    });
    expect([bad.status, bad.body.errorCode]).toEqual([400, 'INVALID_EMAIL_FORMAT']);
  });

  it('a member leaves (member.left); the last owner cannot leave (409 LAST_OWNER)', async () => {
    const left = await call(
      'DELETE',
      `/api/v1/admin/stores/${storeId}/members/${newcomer.ownerId}`,
      newcomer.token,
    );
    expect(left.status).toBe(200);
    expect(await auditActions(1)).toEqual([`member.left ${newcomer.ownerId}`]);
    expect(await memberIds()).not.toContain(newcomer.ownerId);
    const last = await call(
      'DELETE',
      `/api/v1/admin/stores/${storeId}/members/${owners.owner.ownerId}`,
      owners.owner.token,
    );
    expect([last.status, last.body.errorCode]).toEqual([409, 'LAST_OWNER']);
    expect(await memberIds()).toContain(owners.owner.ownerId);
  });
});

describe('an invitation is only as good as its inviter', () => {
  it('Mallory (owner) invites her second account as owner; Alice removes Mallory; the second account cannot accept and Alice stays', async () => {
    const alice = owners.owner;
    const mallory = { ownerId: newId(), email: 'mallory@example.com' };
    const malloryToken = await harness.token(mallory.ownerId, { email: mallory.email });
    const joined = await accept((await invite(mallory.email, 'owner')).token, malloryToken);
    expect(joined.status).toBe(200);

    const sent = await call('POST', `/api/v1/admin/stores/${storeId}/members`, malloryToken, {
      email: 'mallory.second@example.com',
      role: 'owner',
    });
    expect(sent.status).toBe(201);
    const secondLink = decodeURIComponent(emails.at(-1)!.link!.split('/').at(-1)!);

    const removed = await call(
      'DELETE',
      `/api/v1/admin/stores/${storeId}/members/${mallory.ownerId}`,
      alice.token,
    );
    expect(removed.status).toBe(200);
    expect(await auditActions(2)).toEqual([
      `invitation.revoked ${alice.ownerId}`,
      `member.removed ${alice.ownerId}`,
    ]);
    const pending = await call('GET', `/api/v1/admin/stores/${storeId}/invitations`, alice.token);
    expect((pending.body.data as Array<{ email: string }>).map((i) => i.email)).not.toContain(
      'mallory.second@example.com',
    );

    const secondId = newId();
    const secondToken = await harness.token(secondId, { email: 'mallory.second@example.com' });
    const refused = await accept(secondLink, secondToken);
    expect([refused.status, refused.body.errorCode]).toEqual([404, 'INVITATION_NOT_FOUND']);

    // Even an invitation of hers that escaped the revocation (written after it) is refused at accept time.
    const escaped = 'escaped-token';
    await dynamoInvitations(table.db, table.tableName).create(
      {
        invitationId: newId(),
        storeId,
        email: 'mallory.second@example.com',
        role: 'owner',
        tokenHash: hashInvitationToken(escaped),
        invitedBy: mallory.ownerId,
        createdAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
      {
        auditId: newId(),
        storeId,
        at: new Date().toISOString(),
        actor: { ownerId: mallory.ownerId, email: null },
        action: 'member.invited',
        target: { type: 'invitation', id: 'x' },
        mode: null,
      },
    );
    const late = await accept(escaped, secondToken);
    expect([late.status, late.body.errorCode]).toEqual([404, 'INVITATION_NOT_FOUND']);

    const members = await dynamoMembershipRepository(table.db, table.tableName).membersOf(storeId);
    expect(members.map((m) => m.ownerId)).not.toContain(secondId);
    expect(members.map((m) => m.ownerId)).not.toContain(mallory.ownerId);
    expect(members.find((m) => m.ownerId === alice.ownerId)?.role).toBe('owner');
  });
});

describe('GET /me: the 100 most recently used stores', () => {
  it('answers at most 100, most recently used first; opening a store moves it to the top', async () => {
    const ownerId = newId();
    const token = await harness.token(ownerId, { email: 'busy@example.com' });
    const stores = dynamoStoreRepository(table.db, table.tableName);
    const memberships = dynamoMembershipRepository(table.db, table.tableName);
    const ids: string[] = [];
    for (let i = 0; i < 103; i++) {
      const at = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
      const id = newId();
      ids.push(id);
      await stores.create(newStoreRecord(id, `Busy ${i}`, at));
      await memberships.add({
        storeId: id,
        ownerId,
        email: 'busy@example.com',
        role: 'viewer',
        createdAt: at,
        updatedAt: at,
      });
    }
    const names = async () =>
      (
        (await call('GET', '/api/v1/admin/me', token)).body.data as { stores: Array<{ name: string }> }
      ).stores.map((s) => s.name);
    const first = await names();
    expect(first).toHaveLength(100);
    expect(first.slice(0, 2)).toEqual(['Busy 102', 'Busy 101']);
    expect(first).not.toContain('Busy 0');
    // Opening the oldest store records its use: it comes first, and re-opening within the hour writes nothing.
    expect((await call('GET', `/api/v1/admin/stores/${ids[0]}`, token)).status).toBe(200);
    const used = (await memberships.get(ids[0]!, ownerId))!.lastUsedAt;
    expect(used).toBeDefined();
    expect((await names())[0]).toBe('Busy 0');
    await call('GET', `/api/v1/admin/stores/${ids[0]}`, token);
    expect((await memberships.get(ids[0]!, ownerId))!.lastUsedAt).toBe(used);
  });
});
