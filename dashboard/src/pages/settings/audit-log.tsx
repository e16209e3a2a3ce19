import { useState, type FormEvent } from 'react';
import { unwrap } from '../../api/client.ts';
import { useResource } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { Field, PageHeader } from '../../ui/page.tsx';
import { useCursorPages } from '../../ui/paging.tsx';
import { ResourceTable } from '../../ui/resource-table.tsx';
import { Empty } from '../../ui/states.tsx';

const PAGE_SIZE = 25;

interface AuditFilters {
  actor: string;
  action: string;
  from: string;
  to: string;
}
const NO_FILTERS: AuditFilters = { actor: '', action: '', from: '', to: '' };

/** The filters as the API's query: empty ones left out. */
const filterQuery = (filters: AuditFilters) => ({
  ...(filters.actor.trim() ? { actor: filters.actor.trim() } : {}),
  ...(filters.action.trim() ? { action: filters.action.trim() } : {}),
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
});

/**
 * Who changed what in the store, newest first, a page at a time (both modes: each row says which);
 * filtered by who, what and when. Targets are named (an order's number, a customer's name, a
 * product's title) where the API knows them.
 */
export default function AuditLogPage() {
  const { api } = useDashboard();
  const { storeId } = useStoreScope();
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const pages = useCursorPages(`${storeId}:${JSON.stringify(filters)}`);
  const entries = useResource(
    () =>
      unwrap(
        api.GET('/api/v1/admin/stores/{storeId}/audit-log', {
          params: {
            path: { storeId },
            query: { limit: PAGE_SIZE, cursor: pages.cursor, ...filterQuery(filters) },
          },
        }),
      ),
    [api, storeId, pages.cursor, filters],
  );
  const edit = (field: keyof AuditFilters) => (value: string) => setDraft({ ...draft, [field]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };

  return (
    <>
      <PageHeader title="Audit log" description="Every change made through the dashboard or the admin API." />
      <form className="toolbar" role="search" aria-label="Filter the audit log" onSubmit={submit} noValidate>
        <Field id="audit-actor" label="Who (email)">
          <input
            id="audit-actor"
            value={draft.actor}
            onChange={(event) => edit('actor')(event.target.value)}
          />
        </Field>
        <Field id="audit-action" label="Action">
          <input
            id="audit-action"
            value={draft.action}
            placeholder="order.cancelled"
            onChange={(event) => edit('action')(event.target.value)}
          />
        </Field>
        <Field id="audit-from" label="From">
          <input
            id="audit-from"
            type="date"
            value={draft.from}
            onChange={(event) => edit('from')(event.target.value)}
          />
        </Field>
        <Field id="audit-to" label="To">
          <input
            id="audit-to"
            type="date"
            value={draft.to}
            onChange={(event) => edit('to')(event.target.value)}
          />
        </Field>
        <button type="submit">Filter</button>
        {JSON.stringify(filters) !== JSON.stringify(NO_FILTERS) && (
          <button
            type="button"
            onClick={() => {
              setDraft(NO_FILTERS);
              setFilters(NO_FILTERS);
            }}
          >
            Clear
          </button>
        )}
      </form>
      <ResourceTable
        resource={entries}
        caption="Audit log"
        rowKey={(entry, index) => `${entry.at}:${entry.target.id}:${index}`}
        empty={<Empty title="Nothing recorded yet" />}
        pager={{ pages, label: 'Audit log pages', previousLabel: 'Newer', nextLabel: 'Older' }}
        columns={[
          { header: 'When', cell: (entry) => formatDateTime(entry.at) },
          { header: 'Who', cell: (entry) => entry.actor.email ?? <code>{entry.actor.ownerId}</code> },
          { header: 'Action', cell: (entry) => <code>{entry.action}</code> },
          {
            header: 'Target',
            cell: (entry) =>
              entry.target.label ? (
                <span title={`${entry.target.type} ${entry.target.id}`}>{entry.target.label}</span>
              ) : (
                <>
                  {entry.target.type} <code title={entry.target.id}>{entry.target.id.slice(0, 8)}</code>
                </>
              ),
          },
          { header: 'Mode', narrowHidden: true, cell: (entry) => entry.mode ?? '—' },
        ]}
      />
    </>
  );
}
