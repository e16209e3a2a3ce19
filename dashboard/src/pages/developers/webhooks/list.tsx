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
import {
  DeliveryStatus,
  EndpointStatus,
  HealthCounts,
  NextAttempt,
  formatRate,
  loadDeliveryHealth,
} from './health.tsx';

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
    // Each endpoint's health from its latest deliveries: one read each (stores keep a handful of endpoints).
    const health = await Promise.all(
      list.data.map((endpoint) => loadDeliveryHealth(api, storeId, mode, endpoint.id)),
    );
    return { data: list.data.map((endpoint, index) => ({ endpoint, health: health[index]! })) };
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
                <Link to={scope.to(`developers/webhooks/${endpoint.id}`)}>
                  {endpoint.url ?? endpoint.eventBusArn}
                </Link>
                {endpoint.type === 'eventbridge' && <div className="muted">Amazon EventBridge</div>}
                {endpoint.description && <div className="muted">{endpoint.description}</div>}
              </>
            ),
          },
          { header: 'Status', cell: ({ endpoint }) => <EndpointStatus endpoint={endpoint} /> },
          { header: 'Events', cell: ({ endpoint }) => endpoint.events.length },
          {
            header: 'Success rate',
            cell: ({ health }) => (
              <>
                {formatRate(health.rate)}
                <div>
                  <HealthCounts health={health} />
                </div>
              </>
            ),
          },
          {
            header: 'Last delivery',
            cell: ({ health: { last } }) =>
              last ? (
                <>
                  <DeliveryStatus status={last.status} /> {formatAge(last.updatedAt)}
                  {last.status === 'pending' && (
                    <div className="muted">
                      <NextAttempt delivery={last} />
                    </div>
                  )}
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
              {created.secret ? (
                <OneTimeSecret label="Signing secret" value={created.secret} />
              ) : (
                <p>
                  Events go to your EventBridge bus as the role you named; there is no signing secret. Send a
                  test event from the endpoint page to check the role's trust policy.
                </p>
              )}
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
                storeId={storeId}
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
