import { useId, useState } from 'react';
import { Link } from 'react-router';
import { unwrap } from '../../api/client.ts';
import { useResource } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/page.tsx';
import { useCursorPages } from '../../ui/paging.tsx';
import { ResourceTable } from '../../ui/resource-table.tsx';
import { Empty } from '../../ui/states.tsx';
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
      <ResourceTable
        resource={events}
        caption="Events"
        rowKey={(event) => event.eventId}
        empty={<Empty title={type ? `No ${type} events` : 'No events yet'} />}
        pager={{ pages, label: 'Pages of events', previousLabel: 'Newer', nextLabel: 'Older' }}
        columns={[
          { header: 'Type', cell: (event) => <code>{event.type}</code> },
          {
            header: 'Event',
            cell: (event) => <Link to={scope.to(`developers/events/${event.eventId}`)}>{event.eventId}</Link>,
          },
          {
            header: 'Resource',
            cell: (event) => (
              <>
                <code>
                  {event.resource.type}:{event.resource.id}
                </code>
                {event.sequence !== null && <span className="muted"> #{event.sequence}</span>}
              </>
            ),
          },
          { header: 'Origin', cell: (event) => event.origin },
          { header: 'Time', cell: (event) => formatDateTime(event.createdAt) },
        ]}
      />
    </>
  );
}
