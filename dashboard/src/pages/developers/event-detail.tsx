import { Link, useParams } from 'react-router';
import { unwrap } from '../../api/client.ts';
import { useResource } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/page.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { DeliveryStatus, NextAttempt } from './webhooks/health.tsx';

/** One event: its envelope exactly as receivers get it, and its delivery to each endpoint. */
export default function EventPage() {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const { storeId, mode } = scope;
  const eventId = useParams().eventId!;
  const event = useResource(
    () =>
      unwrap(
        api.GET('/api/v1/admin/stores/{storeId}/events/{eventId}', {
          params: { path: { storeId, eventId }, query: { mode } },
        }),
      ).then((body) => body.data),
    [api, storeId, mode, eventId],
  );
  return (
    <>
      <p>
        <Link to={scope.to('developers/events')}>← Events</Link>
      </p>
      <PageHeader title="Event" description={eventId} />
      <Loaded resource={event}>
        {(data) => (
          <>
            <div className="card">
              <dl className="details">
                <dt>Type</dt>
                <dd>
                  <code>{data.type}</code>
                </dd>
                <dt>Resource</dt>
                <dd>
                  <code>
                    {data.resource.type}:{data.resource.id}
                  </code>
                </dd>
                <dt>Sequence</dt>
                <dd>{data.sequence ?? '—'}</dd>
                <dt>Origin</dt>
                <dd>{data.origin}</dd>
                <dt>Time</dt>
                <dd>{formatDateTime(data.createdAt)}</dd>
              </dl>
            </div>
            <section className="card">
              <h2>Payload</h2>
              <pre className="payload" tabIndex={0} aria-label="Event payload">
                {JSON.stringify(data.envelope, null, 2)}
              </pre>
            </section>
            <section className="card">
              <h2>Deliveries</h2>
              {data.deliveries.length === 0 ? (
                <Empty title="Not sent to any endpoint" />
              ) : (
                <div className="table-wrap">
                  <table>
                    <caption className="visually-hidden">Deliveries of this event</caption>
                    <thead>
                      <tr>
                        <th scope="col">Endpoint</th>
                        <th scope="col">Status</th>
                        <th scope="col">Attempts</th>
                        <th scope="col">Last code</th>
                        <th scope="col">Updated</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.deliveries.map((delivery) => (
                        <tr key={delivery.deliveryId}>
                          <td>
                            <Link to={scope.to(`developers/webhooks/${delivery.webhookId}`)}>
                              {delivery.webhookUrl || delivery.webhookId}
                            </Link>
                          </td>
                          <td>
                            <DeliveryStatus status={delivery.status} />
                            {delivery.status === 'pending' && (
                              <div className="muted">
                                <NextAttempt delivery={delivery} />
                              </div>
                            )}
                          </td>
                          <td>{delivery.attempts}</td>
                          <td>{delivery.lastResponseCode ?? '—'}</td>
                          <td>{formatDateTime(delivery.updatedAt)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          </>
        )}
      </Loaded>
    </>
  );
}
