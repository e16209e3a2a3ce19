import { useId, useState } from 'react';
import { Link } from 'react-router';
import { unwrap } from '../../api/client.ts';
import { useResource } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/page.tsx';
import { Pager, useCursorPages } from '../../ui/paging.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { EVENT_GROUPS } from './webhooks/event-catalog.ts';

const PAGE_SIZE = 25;

/** The store's recent events (30 days), newest first, filtered by type. */
export default function EventsPage() {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const { storeId, mode } = scope;
  const filterId = useId();
  const [type, setType] = useState('');
  const pages = useCursorPages(`${storeId}:${mode}:${type}`);
  const events = useResource(
    () =>
      unwrap(
        api.GET('/api/v1/admin/stores/{storeId}/events', {
          params: {
            path: { storeId },
            query: { mode, limit: PAGE_SIZE, ...(type && { type }), cursor: pages.cursor },
          },
        }),
      ),
    [api, storeId, mode, type, pages.cursor],
  );
  return (
    <>
      <PageHeader title="Events" description="What happened in this store in the last 30 days." />
      <div className="toolbar">
        <label htmlFor={filterId}>Event type</label>
        <select id={filterId} value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">All types</option>
          {EVENT_GROUPS.map((group) => (
            <optgroup key={group.area} label={group.label}>
              {group.types.map((eventType) => (
                <option key={eventType} value={eventType}>
                  {eventType}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <button type="button" onClick={events.reload}>
          Refresh
        </button>
      </div>
      <Loaded resource={events}>
        {(page) =>
          page.data.length === 0 ? (
            <Empty title={type ? `No ${type} events` : 'No events yet'} />
          ) : (
            <>
              <div className="table-wrap">
                <table>
                  <caption className="visually-hidden">Events</caption>
                  <thead>
                    <tr>
                      <th scope="col">Type</th>
                      <th scope="col">Event</th>
                      <th scope="col">Origin</th>
                      <th scope="col">Time</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.data.map((event) => (
                      <tr key={event.eventId}>
                        <td>
                          <code>{event.type}</code>
                        </td>
                        <td>
                          <Link to={scope.to(`developers/events/${event.eventId}`)}>{event.eventId}</Link>
                        </td>
                        <td>{event.origin}</td>
                        <td>{formatDateTime(event.createdAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager
                pages={pages}
                nextCursor={page.nextCursor}
                label="Pages of events"
                previousLabel="Newer"
                nextLabel="Older"
              />
            </>
          )
        }
      </Loaded>
    </>
  );
}
