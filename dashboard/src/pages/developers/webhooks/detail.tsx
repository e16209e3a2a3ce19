import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { unwrap } from '../../../api/client.ts';
import type { Schemas } from '../../../api/schemas.ts';
import { useAction, useResource } from '../../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../../app-context.tsx';
import { ConfirmDialog, Dialog } from '../../../ui/dialog.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { PageHeader } from '../../../ui/page.tsx';
import { OneTimeSecret } from '../../../ui/secret.tsx';
import { ErrorNotice, Loaded } from '../../../ui/states.tsx';
import { DeliveryLog } from './delivery-log.tsx';
import { EndpointForm, type EndpointInput } from './endpoint-form.tsx';
import { EndpointStatus, HealthCounts, formatRate, loadDeliveryHealth } from './health.tsx';
import { RecoverForm } from './recover-form.tsx';

type TestResult = Schemas['AdminTestWebhookResult'];

/** One endpoint: its settings, enable/disable, rotate, send a test, the delivery log and recovery. */
export default function WebhookEndpointPage() {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const { storeId, mode } = scope;
  const webhookId = useParams().webhookId!;
  const path = { storeId, webhookId };
  const endpoint = useResource(
    () =>
      unwrap(
        api.GET('/api/v1/admin/stores/{storeId}/webhooks/{webhookId}', { params: { path, query: { mode } } }),
      ).then((body) => body.data),
    [api, storeId, mode, webhookId],
  );
  // Bumped after anything that adds deliveries, so the log and the health figures reload.
  const [logVersion, setLogVersion] = useState(0);
  const health = useResource(
    () => loadDeliveryHealth(api, storeId, mode, webhookId),
    [api, storeId, mode, webhookId, logVersion],
  );
  const [confirmDisable, setConfirmDisable] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<TestResult | null>(null);

  const update = useAction(
    useCallback(
      (body: Partial<EndpointInput> & { isEnabled?: boolean }) =>
        unwrap(
          api.PUT('/api/v1/admin/stores/{storeId}/webhooks/{webhookId}', {
            params: { path: { storeId, webhookId }, query: { mode } },
            body,
          }),
        ),
      [api, storeId, webhookId, mode],
    ),
  );
  const rotate = useAction(
    useCallback(
      () =>
        unwrap(
          api.POST('/api/v1/admin/stores/{storeId}/webhooks/{webhookId}/rotate-secret', {
            params: { path: { storeId, webhookId }, query: { mode } },
          }),
        ),
      [api, storeId, webhookId, mode],
    ),
  );
  const sendTest = useAction(
    useCallback(
      () =>
        unwrap(
          api.POST('/api/v1/admin/stores/{storeId}/webhooks/{webhookId}/test', {
            params: { path: { storeId, webhookId }, query: { mode } },
            body: {},
          }),
        ),
      [api, storeId, webhookId, mode],
    ),
  );

  const actionError = update.error ?? rotate.error ?? sendTest.error;

  return (
    <>
      <p>
        <Link to={scope.to('developers/webhooks')}>← Webhooks</Link>
      </p>
      <Loaded resource={endpoint}>
        {(data) => (
          <>
            <PageHeader
              title="Webhook endpoint"
              description={data.url ?? data.eventBusArn}
              actions={
                scope.canWrite && (
                  <>
                    <button
                      type="button"
                      className="primary"
                      disabled={sendTest.pending}
                      onClick={async () => {
                        setTestResult(null);
                        const result = await sendTest.run();
                        if (result) {
                          setTestResult(result.data);
                          setLogVersion((n) => n + 1);
                          endpoint.reload();
                        }
                      }}
                    >
                      Send test event
                    </button>
                    <button type="button" onClick={() => setEditing(true)}>
                      Edit
                    </button>
                    <button
                      type="button"
                      disabled={update.pending}
                      onClick={async () => {
                        // Disabling stops deliveries, planned retries included: asked first.
                        if (data.isEnabled) setConfirmDisable(true);
                        else if (await update.run({ isEnabled: true })) endpoint.reload();
                      }}
                    >
                      {data.isEnabled ? 'Disable' : 'Enable'}
                    </button>
                    {/* An EventBridge endpoint has no secret: its role authorises each put. */}
                    {data.type !== 'eventbridge' && (
                      <button type="button" className="danger" onClick={() => setConfirmRotate(true)}>
                        Rotate secret
                      </button>
                    )}
                  </>
                )
              }
            />
            {actionError && <ErrorNotice error={actionError} />}
            <p role="status" className="muted" data-testid="test-result">
              {testResult &&
                `Test event ${testResult.eventId}: ${testResult.success ? 'delivered' : 'failed'} (${
                  testResult.responseCode ?? testResult.error ?? 'no answer'
                }, ${Math.round(testResult.durationMs)} ms).`}
            </p>
            {newSecret && (
              <div className="card">
                <h2>New signing secret</h2>
                <OneTimeSecret label="Signing secret" value={newSecret} />
                <button type="button" onClick={() => setNewSecret(null)}>
                  Done
                </button>
              </div>
            )}
            <div className="card">
              <dl className="details">
                <dt>Destination</dt>
                <dd>{data.type === 'eventbridge' ? 'Amazon EventBridge' : 'HTTPS'}</dd>
                {data.type === 'eventbridge' && (
                  <>
                    <dt>Event bus</dt>
                    <dd>
                      <code>{data.eventBusArn}</code>
                    </dd>
                    <dt>Role</dt>
                    <dd>
                      <code>{data.roleArn}</code>
                    </dd>
                    <dt>ExternalId</dt>
                    <dd>
                      <code>{storeId}</code>
                    </dd>
                  </>
                )}
                <dt>Status</dt>
                <dd>
                  <EndpointStatus endpoint={data} />
                  {data.disabledAt && ` since ${formatDateTime(data.disabledAt)}`}
                </dd>
                <dt>Description</dt>
                <dd>{data.description || '—'}</dd>
                <dt>Success rate</dt>
                <dd data-testid="endpoint-health">
                  {health.data ? (
                    <>
                      {formatRate(health.data.rate)} <HealthCounts health={health.data} />
                    </>
                  ) : (
                    '…'
                  )}
                </dd>
                <dt>Rate limit</dt>
                <dd>{data.rateLimit ? `${data.rateLimit} per second` : 'None'}</dd>
                <dt>Ordering</dt>
                <dd>{data.ordering === 'resource' ? 'In order per resource' : 'As they happen'}</dd>
                {/* Viewers see no secret at all, not even its mask. */}
                {scope.canWrite && data.secretMask && (
                  <>
                    <dt>Signing secret</dt>
                    <dd>
                      <code>{data.secretMask}</code>
                    </dd>
                  </>
                )}
                <dt>Events</dt>
                <dd>
                  <ul className="event-list">
                    {data.events.map((type) => (
                      <li key={type}>
                        <code>{type}</code>
                      </li>
                    ))}
                  </ul>
                </dd>
                <dt>Created</dt>
                <dd>{formatDateTime(data.createdAt)}</dd>
              </dl>
            </div>
            <DeliveryLog webhookId={webhookId} version={logVersion} onChange={() => health.reload()} />
            {scope.canWrite && (
              <RecoverForm webhookId={webhookId} onDone={() => setLogVersion((n) => n + 1)} />
            )}
            {scope.canWrite && (
              <>
                <Dialog open={editing} title="Edit endpoint" onClose={() => setEditing(false)}>
                  {update.error && <ErrorNotice error={update.error} />}
                  <EndpointForm
                    initial={data}
                    storeId={storeId}
                    submitLabel="Save"
                    pending={update.pending}
                    onCancel={() => setEditing(false)}
                    onSubmit={async (input) => {
                      if (await update.run(input)) {
                        setEditing(false);
                        endpoint.reload();
                      }
                    }}
                  />
                </Dialog>
                <ConfirmDialog
                  open={confirmDisable}
                  title="Disable this endpoint?"
                  body="It receives nothing until you enable it again, not even the retries already planned."
                  confirmLabel="Disable"
                  pending={update.pending}
                  onClose={() => setConfirmDisable(false)}
                  onConfirm={async () => {
                    const result = await update.run({ isEnabled: false });
                    setConfirmDisable(false);
                    if (result) endpoint.reload();
                  }}
                />
                {data.type !== 'eventbridge' && (
                  <ConfirmDialog
                    open={confirmRotate}
                    title="Rotate the signing secret?"
                    body="Deliveries are signed with the new secret from now on; update your receiver."
                    confirmLabel="Rotate secret"
                    pending={rotate.pending}
                    onClose={() => setConfirmRotate(false)}
                    onConfirm={async () => {
                      const result = await rotate.run();
                      setConfirmRotate(false);
                      if (result) {
                        setNewSecret(result.data.secret);
                        endpoint.reload();
                      }
                    }}
                  />
                )}
              </>
            )}
          </>
        )}
      </Loaded>
    </>
  );
}
