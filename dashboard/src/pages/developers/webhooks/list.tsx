import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { unwrap } from '../../../api/client.ts';
import type { Schemas } from '../../../api/schemas.ts';
import { useAction, useResource } from '../../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../../app-context.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { formatAge } from '../../../ui/format.ts';
import { PageHeader } from '../../../ui/page.tsx';
import { OneTimeSecret } from '../../../ui/secret.tsx';
import { ResourceTable } from '../../../ui/resource-table.tsx';
import { Empty, ErrorNotice } from '../../../ui/states.tsx';
import { EndpointForm, type EndpointInput } from './endpoint-form.tsx';
import { DeliveryStatus, EndpointStatus, formatRate, successRate } from './health.tsx';

type Created = Schemas['CreatedWebhookEndpoint'];

/** Webhook endpoints of this store and mode with their health, and "Add endpoint". */
export default function WebhooksPage() {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const { storeId, mode } = scope;
  const endpoints = useResource(async () => {
    const list = await unwrap(
      api.GET('/api/v1/admin/stores/{storeId}/webhooks', { params: { path: { storeId }, query: { mode } } }),
    );
    // The last delivery of each endpoint: one small read each (stores keep a handful of endpoints).
    const last = await Promise.all(
      list.data.map((endpoint) =>
        unwrap(
          api.GET('/api/v1/admin/stores/{storeId}/webhooks/{webhookId}/deliveries', {
            params: { path: { storeId, webhookId: endpoint.id }, query: { mode, limit: 1 } },
          }),
        ).then((page) => page.data[0] ?? null),
      ),
    );
    return { data: list.data.map((endpoint, index) => ({ endpoint, lastDelivery: last[index] ?? null })) };
  }, [api, storeId, mode]);

  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const create = useAction(
    useCallback(
      (input: EndpointInput) =>
        unwrap(
          api.POST('/api/v1/admin/stores/{storeId}/webhooks', {
            params: { path: { storeId }, query: { mode } },
            body: input,
          }),
        ),
      [api, storeId, mode],
    ),
  );
  const close = () => {
    setCreating(false);
    setCreated(null);
    create.clearError();
  };

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Endpoints that receive this store's events, signed with their own secret."
        actions={
          scope.canWrite && (
            <button type="button" className="primary" onClick={() => setCreating(true)}>
              Add endpoint
            </button>
          )
        }
      />
      <ResourceTable
        resource={endpoints}
        caption="Webhook endpoints"
        rowKey={({ endpoint }) => endpoint.id}
        empty={
          <Empty title="No webhook endpoints yet">
            <p className="muted">
              Add an endpoint to be told about orders, carts and products as they change.
            </p>
          </Empty>
        }
        columns={[
          {
            header: 'Endpoint',
            cell: ({ endpoint }) => (
              <>
                <Link to={scope.to(`developers/webhooks/${endpoint.id}`)}>{endpoint.url}</Link>
                {endpoint.description && <div className="muted">{endpoint.description}</div>}
              </>
            ),
          },
          { header: 'Status', cell: ({ endpoint }) => <EndpointStatus endpoint={endpoint} /> },
          { header: 'Events', cell: ({ endpoint }) => endpoint.events.length },
          {
            header: 'Success rate',
            cell: ({ endpoint }) => (
              <>
                {formatRate(successRate(endpoint.deliveryStats))}
                {endpoint.deliveryStats.total > 0 && (
                  <div className="muted">
                    {endpoint.deliveryStats.successful} of {endpoint.deliveryStats.total}
                  </div>
                )}
              </>
            ),
          },
          {
            header: 'Last delivery',
            cell: ({ lastDelivery }) =>
              lastDelivery ? (
                <>
                  <DeliveryStatus status={lastDelivery.status} /> {formatAge(lastDelivery.updatedAt)}
                </>
              ) : (
                '—'
              ),
          },
        ]}
      />
      {scope.canWrite && (
        <Dialog open={creating} title={created ? 'Endpoint created' : 'Add webhook endpoint'} onClose={close}>
          {created ? (
            <>
              <OneTimeSecret label="Signing secret" value={created.secret} />
              <div className="dialog-actions">
                <Link to={scope.to(`developers/webhooks/${created.id}`)}>Open the endpoint</Link>
                <button type="button" onClick={close}>
                  Done
                </button>
              </div>
            </>
          ) : (
            <>
              {create.error && <ErrorNotice error={create.error} />}
              <EndpointForm
                submitLabel="Add endpoint"
                pending={create.pending}
                onCancel={close}
                onSubmit={async (input) => {
                  const result = await create.run(input);
                  if (result) {
                    setCreated(result.data);
                    endpoints.reload();
                  }
                }}
              />
            </>
          )}
        </Dialog>
      )}
    </>
  );
}
