import { useCallback, useId, useState } from 'react';
import { unwrap } from '../../../api/client.ts';
import type { Schemas } from '../../../api/schemas.ts';
import { useAction, useResource } from '../../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../../app-context.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { useCursorPages } from '../../../ui/paging.tsx';
import { ResourceTable } from '../../../ui/resource-table.tsx';
import { Empty, ErrorNotice, Loaded } from '../../../ui/states.tsx';
import { DeliveryStatus, NextAttempt, canResend, canRetry } from './health.tsx';

type DeliveryStatusFilter = Schemas['AdminGetWebhookDeliveryResult']['status'];
const PAGE_SIZE = 20;

/** Every attempt of one delivery: when, the answer's code, how long, the error and the body. */
const Attempts = ({ webhookId, deliveryId }: { webhookId: string; deliveryId: string }) => {
  const { api } = useDashboard();
  const { storeId, mode } = useStoreScope();
  const delivery = useResource(
    () =>
      unwrap(
        api.GET('/api/v1/admin/stores/{storeId}/webhooks/{webhookId}/deliveries/{deliveryId}', {
          params: { path: { storeId, webhookId, deliveryId }, query: { mode } },
        }),
      ).then((body) => body.data),
    [api, storeId, mode, webhookId, deliveryId],
  );
  return (
    <Loaded resource={delivery}>
      {(data) =>
        data.attempts.length === 0 ? (
          <p className="muted">No attempt yet.</p>
        ) : (
          <div className="table-wrap narrow-cards">
            <table className="attempts">
              <caption className="visually-hidden">Attempts of delivery {deliveryId}</caption>
              <thead>
                <tr>
                  <th scope="col">Attempt</th>
                  <th scope="col">Time</th>
                  <th scope="col">Response code</th>
                  <th scope="col">Duration</th>
                  <th scope="col">Error</th>
                  <th scope="col">Response body</th>
                </tr>
              </thead>
              <tbody>
                {data.attempts.map((attempt) => (
                  <tr key={attempt.attempt}>
                    <td data-label="Attempt">
                      {attempt.attempt}
                      {attempt.resend && <span className="badge"> resend</span>}
                    </td>
                    <td data-label="Time">{formatDateTime(attempt.timestamp)}</td>
                    <td data-label="Response code">{attempt.responseCode ?? '—'}</td>
                    <td data-label="Duration">{Math.round(attempt.durationMs)} ms</td>
                    <td data-label="Error">
                      {attempt.error ? (
                        <>
                          <code>{attempt.error}</code>
                          {attempt.errorMessage && <div className="muted">{attempt.errorMessage}</div>}
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td data-label="Response body">
                      {attempt.responseBody ? (
                        <pre className="response-body">{attempt.responseBody}</pre>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </Loaded>
  );
};

/** The endpoint's delivery log, newest first, filtered by status; open one for its attempts, retry it. */
export const DeliveryLog = ({
  webhookId,
  version,
  onChange,
}: {
  webhookId: string;
  version: number;
  /** After a retry or a refresh: the page's health figures read again. */
  onChange?: () => void;
}) => {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const { storeId, mode } = scope;
  const filterId = useId();
  const [status, setStatus] = useState<DeliveryStatusFilter | ''>('');
  const pages = useCursorPages(`${storeId}:${mode}:${webhookId}:${status}`);
  const [open, setOpen] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);
  const deliveries = useResource(
    () =>
      unwrap(
        api.GET('/api/v1/admin/stores/{storeId}/webhooks/{webhookId}/deliveries', {
          params: {
            path: { storeId, webhookId },
            query: { mode, limit: PAGE_SIZE, ...(status && { status }), cursor: pages.cursor },
          },
        }),
      ),
    [api, storeId, mode, webhookId, status, pages.cursor, version, refresh],
  );
  const retry = useAction(
    useCallback(
      (deliveryId: string) =>
        unwrap(
          api.POST('/api/v1/admin/stores/{storeId}/webhooks/{webhookId}/deliveries/{deliveryId}/retry', {
            params: { path: { storeId, webhookId, deliveryId }, query: { mode } },
          }),
        ),
      [api, storeId, mode, webhookId],
    ),
  );
  const [retried, setRetried] = useState<string | null>(null);
  const retryDelivery = async (deliveryId: string) => {
    setRetried(null);
    const result = await retry.run(deliveryId);
    if (result) {
      setRetried(
        `${result.data.resend ? 'Resent, attempt' : 'Attempt'} ${result.data.attempt}: ${result.data.success ? 'delivered' : 'failed'} (${
          result.data.responseCode ?? result.data.error ?? 'no answer'
        }).`,
      );
      setRefresh((n) => n + 1);
      onChange?.();
    }
  };

  return (
    <section className="card delivery-log" aria-labelledby={`${filterId}-title`}>
      <div className="toolbar">
        <h2 id={`${filterId}-title`}>Delivery log</h2>
        <label htmlFor={filterId}>Status</label>
        <select
          id={filterId}
          value={status}
          onChange={(e) => setStatus(e.target.value as DeliveryStatusFilter | '')}
        >
          <option value="">All</option>
          <option value="failed">Failed</option>
          <option value="succeeded">Succeeded</option>
          <option value="pending">Pending</option>
        </select>
        <button
          type="button"
          onClick={() => {
            setRefresh((n) => n + 1);
            onChange?.();
          }}
        >
          Refresh
        </button>
      </div>
      {retry.error && <ErrorNotice error={retry.error} />}
      <p role="status" className="muted">
        {retried}
      </p>
      <ResourceTable
        resource={deliveries}
        caption="Deliveries"
        rowKey={(delivery) => delivery.deliveryId}
        rowData={(delivery) => ({ 'data-delivery-id': delivery.deliveryId })}
        detail={(delivery) =>
          open === delivery.deliveryId ? (
            <Attempts
              key={`${delivery.attempts}-${delivery.updatedAt}`}
              webhookId={webhookId}
              deliveryId={delivery.deliveryId}
            />
          ) : null
        }
        empty={<Empty title={status ? `No ${status} deliveries` : 'No deliveries yet'} />}
        pager={{ pages, label: 'Pages of deliveries', previousLabel: 'Newer', nextLabel: 'Older' }}
        columns={[
          { header: 'Event', cell: (delivery) => <code>{delivery.eventType}</code> },
          {
            header: 'Status',
            cell: (delivery) => (
              <>
                <DeliveryStatus status={delivery.status} />
                {delivery.status === 'pending' && (
                  <div className="muted">
                    <NextAttempt delivery={delivery} />
                  </div>
                )}
              </>
            ),
          },
          { header: 'Attempts', cell: (delivery) => delivery.attempts },
          { header: 'Last code', cell: (delivery) => delivery.lastResponseCode ?? '—' },
          { header: 'Created', cell: (delivery) => formatDateTime(delivery.createdAt) },
          {
            header: <span className="visually-hidden">Actions</span>,
            className: 'row-actions',
            cell: (delivery) => (
              <>
                <button
                  type="button"
                  aria-expanded={open === delivery.deliveryId}
                  onClick={() => setOpen(open === delivery.deliveryId ? null : delivery.deliveryId)}
                >
                  {open === delivery.deliveryId ? 'Hide attempts' : 'Attempts'}
                </button>
                {scope.canWrite && canRetry(delivery) && (
                  <button
                    type="button"
                    disabled={retry.pending}
                    onClick={() => void retryDelivery(delivery.deliveryId)}
                  >
                    Retry
                  </button>
                )}
                {scope.canWrite && canResend(delivery) && (
                  <button
                    type="button"
                    disabled={retry.pending}
                    onClick={() => void retryDelivery(delivery.deliveryId)}
                  >
                    Resend
                  </button>
                )}
              </>
            ),
          },
        ]}
      />
    </section>
  );
};
