import { useState } from 'react';
import { unwrap } from '../../api/client.ts';
import type { Schemas } from '../../api/schemas.ts';
import { useAction, useResource } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { formatAge, formatDateTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/page.tsx';
import { ResourceTable, type Column } from '../../ui/resource-table.tsx';
import { CopyButton } from '../../ui/secret.tsx';
import { Empty, ErrorNotice } from '../../ui/states.tsx';
import { CreateKeyDialog } from './create-key-dialog.tsx';

type ApiKey = Schemas['ApiKey'];

/**
 * The store's API keys of the current mode: create a pair or a single key (a new secret key is
 * shown once), the list with last4 and last use, and revocation behind a confirmation. Viewers
 * get the list only.
 */
export default function ApiKeysPage() {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const { storeId, mode } = scope;
  const keys = useResource(
    () =>
      unwrap(
        api.GET('/api/v1/admin/stores/{storeId}/api-keys', {
          params: { path: { storeId }, query: { mode } },
        }),
      ),
    [api, storeId, mode],
  );
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useAction(async (keyId: string) =>
    unwrap(
      api.POST('/api/v1/admin/stores/{storeId}/api-keys/{keyId}/revoke', {
        params: { path: { storeId, keyId } },
      }),
    ),
  );

  const revokeColumn: Column<ApiKey> = {
    header: 'Actions',
    cell: (key) =>
      key.status === 'Active' && (
        <button
          type="button"
          className="danger"
          aria-label={`Revoke ${key.type} key ending ${key.last4}`}
          onClick={() => {
            revoke.clearError();
            setRevoking(key);
          }}
        >
          Revoke
        </button>
      ),
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    const done = await revoke.run(revoking.keyId);
    if (done) {
      setRevoking(null);
      keys.reload();
    }
  };

  return (
    <>
      <PageHeader
        title="API keys"
        description={`Keys for ${mode} mode. Publishable keys are safe in a browser; secret keys stay on your server.`}
        actions={
          scope.canWrite && (
            <button type="button" className="primary" onClick={() => setCreating(true)}>
              Create key
            </button>
          )
        }
      />
      {scope.canWrite && (
        <CreateKeyDialog open={creating} onClose={() => setCreating(false)} onCreated={() => keys.reload()} />
      )}
      <ResourceTable
        resource={keys}
        rowKey={(key) => key.keyId}
        empty={
          <Empty title={`No ${mode} keys yet`}>
            {scope.canWrite && <p>Create a key pair to call the API.</p>}
          </Empty>
        }
        columns={[
          { header: 'Name', cell: (key) => key.name ?? <span className="muted">Unnamed</span> },
          { header: 'Type', cell: (key) => key.type },
          {
            header: 'Key',
            // A publishable key is meant for browsers: shown whole, with Copy. Secret keys: last 4 only.
            cell: (key) =>
              key.type === 'publishable' && key.key ? (
                <>
                  <code className="key-value">{key.key}</code>{' '}
                  {key.status === 'Active' && (
                    <CopyButton value={key.key} label={`Copy publishable key ending ${key.last4}`} />
                  )}
                </>
              ) : (
                <code>…{key.last4}</code>
              ),
          },
          { header: 'Created', cell: (key) => formatDateTime(key.createdAt) },
          { header: 'Last used', cell: (key) => (key.lastUsedAt ? formatAge(key.lastUsedAt) : 'Never') },
          {
            header: 'Status',
            cell: (key) => (
              <span className={`badge ${key.status === 'Active' ? 'ok' : 'bad'}`}>{key.status}</span>
            ),
          },
          ...(scope.canWrite ? [revokeColumn] : []),
        ]}
      />
      {scope.canWrite && (
        <ConfirmDialog
          open={revoking !== null}
          title="Revoke this key?"
          body={
            <>
              <p>
                The {revoking?.type} key ending <code>{revoking?.last4}</code> stops working at once. This
                cannot be undone.
              </p>
              {revoke.error && <ErrorNotice error={revoke.error} />}
            </>
          }
          confirmLabel="Revoke key"
          pending={revoke.pending}
          onConfirm={() => void confirmRevoke()}
          onClose={() => setRevoking(null)}
        />
      )}
    </>
  );
}
