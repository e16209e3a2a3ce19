import { useNavigate, useParams } from 'react-router';
import { ApiError, unwrap } from '../../api/client.ts';
import { useAction, useResource } from '../../api/use-resource.ts';
import { useDashboard } from '../../app-context.tsx';
import { PageHeader } from '../../ui/page.tsx';
import { ErrorNotice, Loading } from '../../ui/states.tsx';

/** The API's refusals, said for the invitee. */
const explain = (error: Error): Error => {
  if (!(error instanceof ApiError)) return error;
  if (error.errorCode === 'INVITATION_NOT_FOUND')
    return Object.assign(error, {
      message:
        'This invitation has expired, was revoked or was already used. Ask the store owner for a new one.',
    });
  return error;
};

/**
 * `/dashboard/invitations/<token>`, the link of an invitation email: the owner signs in (the
 * app does that first), sees the store and role, and accepts. Signed in with another email, the
 * page says so and offers to sign out.
 */
export default function AcceptInvitationPage() {
  const { api, me, reloadMe, session } = useDashboard();
  const token = useParams().token!;
  const navigate = useNavigate();
  const invitation = useResource(async () => {
    try {
      return (await unwrap(api.GET('/api/v1/admin/invitations/{token}', { params: { path: { token } } })))
        .data;
    } catch (error) {
      throw explain(error as Error);
    }
  }, [api, token]);
  const accept = useAction(async () => {
    let joined;
    try {
      joined = (
        await unwrap(api.POST('/api/v1/admin/invitations/{token}/accept', { params: { path: { token } } }))
      ).data;
    } catch (error) {
      throw explain(error as Error);
    }
    await reloadMe();
    navigate(`/stores/${encodeURIComponent(joined.storeId)}/test`, { replace: true });
    return true;
  });

  const body = () => {
    if (invitation.status === 'loading') return <Loading />;
    if (invitation.status === 'error') return <ErrorNotice error={invitation.error} />;
    const { storeName, role, email } = invitation.data;
    // A Cognito access token carries no email: then the API decides (403 with the invited email).
    const wrongAccount = me.email !== null && me.email.toLowerCase() !== email;
    if (wrongAccount)
      return (
        <div role="alert" className="card">
          <p>
            This invitation to <strong>{storeName}</strong> is for <strong>{email}</strong>, but you are
            signed in as <strong>{me.email}</strong>. Sign out, then open the link again and sign in with{' '}
            {email}.
          </p>
        </div>
      );
    return (
      <div className="card">
        <p>
          You are invited to join <strong>{storeName}</strong> as <strong>{role}</strong>.
        </p>
        {accept.error && <ErrorNotice error={accept.error} />}
        <button type="button" className="primary" disabled={accept.pending} onClick={() => void accept.run()}>
          Accept invitation
        </button>
      </div>
    );
  };

  return (
    <main id="main" className="centered">
      <PageHeader title="Store invitation" description={`Signed in as ${me.email ?? me.ownerId}.`} />
      {body()}
      <p>
        <button type="button" onClick={() => void session.signOut()}>
          Sign out
        </button>
      </p>
    </main>
  );
}
