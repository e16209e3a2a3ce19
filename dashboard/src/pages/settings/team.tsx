import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, unwrap } from '../../api/client.ts';
import type { DataOf, Role } from '../../api/schemas.ts';
import { useAction, useResource } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { Field, PageHeader } from '../../ui/page.tsx';
import { ResourceTable, type Column } from '../../ui/resource-table.tsx';
import { Empty, ErrorNotice, SaveStatus } from '../../ui/states.tsx';

type Member = DataOf<'adminListMembers'>[number];
type Invitation = DataOf<'adminListInvitations'>[number];
const ROLES: Role[] = ['owner', 'admin', 'viewer'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The API's refusals, said in the team's terms. */
const explain = (error: Error): Error => {
  if (!(error instanceof ApiError)) return error;
  if (error.errorCode === 'LAST_OWNER')
    return Object.assign(error, {
      message: 'A store needs at least one owner: make someone else an owner first.',
    });
  if (error.errorCode === 'CONFLICT' && /already a member/i.test(error.message))
    return Object.assign(error, { message: 'This email is already a member of the store.' });
  return error;
};

/**
 * Members of the store and their roles. Owners invite people by email (they join by accepting
 * the emailed link), revoke pending invitations, change roles and remove members; any member
 * may leave the store; everyone else sees the list.
 */
export default function TeamPage() {
  const { api, me, reloadMe } = useDashboard();
  const navigate = useNavigate();
  const scope = useStoreScope();
  const { storeId, isOwner } = scope;
  const members = useResource(
    () => unwrap(api.GET('/api/v1/admin/stores/{storeId}/members', { params: { path: { storeId } } })),
    [api, storeId],
  );
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [leaving, setLeaving] = useState(false);
  // What the last successful change did, said after it ("Saved" for a role change).
  const [saved, setSaved] = useState<string | null>(null);
  const invitations = useResource(
    async () =>
      isOwner
        ? await unwrap(
            api.GET('/api/v1/admin/stores/{storeId}/invitations', { params: { path: { storeId } } }),
          )
        : { data: [] as Invitation[] },
    [api, storeId, isOwner],
  );

  const add = useAction(async () => {
    setSaved(null);
    let invited;
    try {
      invited = await unwrap(
        api.POST('/api/v1/admin/stores/{storeId}/members', {
          params: { path: { storeId } },
          body: { email: email.trim(), role },
        }),
      );
    } catch (error) {
      throw explain(error as Error);
    }
    setEmail('');
    setSaved(`Invitation sent to ${invited.data.email}. They join once they accept it.`);
    invitations.reload();
    return true;
  });
  const revoke = useAction(async (invitationId: string) => {
    setSaved(null);
    await unwrap(
      api.DELETE('/api/v1/admin/stores/{storeId}/invitations/{invitationId}', {
        params: { path: { storeId, invitationId } },
      }),
    );
    invitations.reload();
    setSaved('Invitation revoked');
    return true;
  });
  const leave = useAction(async () => {
    try {
      await unwrap(
        api.DELETE('/api/v1/admin/stores/{storeId}/members/{memberId}', {
          params: { path: { storeId, memberId: me.ownerId } },
        }),
      );
    } catch (error) {
      throw explain(error as Error);
    }
    setLeaving(false);
    await reloadMe();
    navigate('/', { replace: true });
    return true;
  });
  const change = useAction(async (memberId: string, next: Role) => {
    setSaved(null);
    try {
      await unwrap(
        api.PUT('/api/v1/admin/stores/{storeId}/members/{memberId}', {
          params: { path: { storeId, memberId } },
          body: { role: next },
        }),
      );
    } catch (error) {
      members.reload();
      throw explain(error as Error);
    }
    members.reload();
    if (memberId === me.ownerId) await reloadMe();
    setSaved('Saved');
    return true;
  });
  const remove = useAction(async (memberId: string) => {
    try {
      await unwrap(
        api.DELETE('/api/v1/admin/stores/{storeId}/members/{memberId}', {
          params: { path: { storeId, memberId } },
        }),
      );
    } catch (error) {
      throw explain(error as Error);
    }
    setRemoving(null);
    members.reload();
    if (memberId === me.ownerId) await reloadMe();
    return true;
  });

  const roleCell = (member: Member) =>
    isOwner ? (
      <select
        aria-label={`Role of ${member.email}`}
        value={member.role}
        disabled={change.pending}
        onChange={(event) => void change.run(member.memberId, event.target.value as Role)}
      >
        {ROLES.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    ) : (
      <span className="badge">{member.role}</span>
    );
  const removeColumn: Column<Member> = {
    header: 'Actions',
    cell: (member) => (
      <button
        type="button"
        className="danger"
        aria-label={`Remove ${member.email}`}
        onClick={() => {
          remove.clearError();
          setRemoving(member);
        }}
      >
        Remove
      </button>
    ),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) {
      setEmailError('Enter an email address like name@example.com.');
      return;
    }
    setEmailError(null);
    void add.run();
  };

  return (
    <>
      <PageHeader
        title="Team"
        description={isOwner ? 'Owners manage members; admins run the store; viewers only look.' : undefined}
      />
      {!isOwner && <p className="muted">Only owners can change the team.</p>}
      <SaveStatus saved={saved !== null} label={saved ?? undefined} />
      {isOwner && (
        <form className="card toolbar" onSubmit={submit} noValidate aria-label="Invite a member">
          <Field id="member-email" label="Email" error={emailError}>
            <input
              id="member-email"
              type="email"
              autoComplete="off"
              value={email}
              aria-invalid={emailError ? true : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <Field id="member-role" label="Role">
            <select id="member-role" value={role} onChange={(event) => setRole(event.target.value as Role)}>
              {ROLES.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </Field>
          <button type="submit" className="primary" disabled={add.pending}>
            Invite
          </button>
        </form>
      )}
      {add.error && <ErrorNotice error={add.error} />}
      {change.error && <ErrorNotice error={change.error} />}
      <ResourceTable
        resource={members}
        rowKey={(member) => member.memberId}
        empty={<Empty title="No members" />}
        columns={[
          {
            header: 'Email',
            cell: (member) => (
              <>
                {member.email}
                {member.memberId === me.ownerId && <span className="muted"> (you)</span>}
              </>
            ),
          },
          { header: 'Role', cell: (member) => roleCell(member) },
          { header: 'Added', cell: (member) => formatDateTime(member.createdAt) },
          ...(isOwner ? [removeColumn] : []),
        ]}
      />
      {isOwner && (
        <section aria-labelledby="pending-invitations">
          <h2 id="pending-invitations">Pending invitations</h2>
          {revoke.error && <ErrorNotice error={revoke.error} />}
          <ResourceTable<Invitation>
            resource={invitations}
            rowKey={(invitation) => invitation.invitationId}
            empty={<Empty title="No pending invitations" />}
            columns={[
              { header: 'Email', cell: (invitation) => invitation.email },
              { header: 'Role', cell: (invitation) => <span className="badge">{invitation.role}</span> },
              { header: 'Expires', cell: (invitation) => formatDateTime(invitation.expiresAt) },
              {
                header: 'Actions',
                cell: (invitation) => (
                  <button
                    type="button"
                    className="danger"
                    aria-label={`Revoke the invitation of ${invitation.email}`}
                    disabled={revoke.pending}
                    onClick={() => void revoke.run(invitation.invitationId)}
                  >
                    Revoke
                  </button>
                ),
              },
            ]}
          />
        </section>
      )}
      <section aria-labelledby="leave-store" className="card">
        <h2 id="leave-store">Leave this store</h2>
        <p className="muted">You lose access to this store at once; an owner can invite you again.</p>
        <button
          type="button"
          className="danger"
          onClick={() => {
            leave.clearError();
            setLeaving(true);
          }}
        >
          Leave store
        </button>
      </section>
      <ConfirmDialog
        open={leaving}
        title="Leave this store?"
        body={
          <>
            <p>You lose access to {scope.store.name} at once.</p>
            {leave.error && <ErrorNotice error={leave.error} />}
          </>
        }
        confirmLabel="Leave store"
        pending={leave.pending}
        onConfirm={() => void leave.run()}
        onClose={() => setLeaving(false)}
      />
      {isOwner && (
        <ConfirmDialog
          open={removing !== null}
          title="Remove this member?"
          body={
            <>
              <p>{removing?.email} loses access to this store at once.</p>
              {remove.error && <ErrorNotice error={remove.error} />}
            </>
          }
          confirmLabel="Remove member"
          pending={remove.pending}
          onConfirm={() => removing && void remove.run(removing.memberId)}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
