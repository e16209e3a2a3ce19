import { unwrap } from '../../api/client.ts';
import { useResource } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/page.tsx';
import { useCursorPages } from '../../ui/paging.tsx';
import { ResourceTable } from '../../ui/resource-table.tsx';
import { Empty } from '../../ui/states.tsx';

const PAGE_SIZE = 25;

/** Who changed what in the store, newest first, a page at a time (both modes: each row says which). */
export default function AuditLogPage() {
  const { api } = useDashboard();
  const { storeId } = useStoreScope();
  const pages = useCursorPages(storeId);
  const entries = useResource(
    () =>
      unwrap(
        api.GET('/api/v1/admin/stores/{storeId}/audit-log', {
          params: { path: { storeId }, query: { limit: PAGE_SIZE, cursor: pages.cursor } },
        }),
      ),
    [api, storeId, pages.cursor],
  );

  return (
    <>
      <PageHeader title="Audit log" description="Every change made through the dashboard or the admin API." />
      <ResourceTable
        resource={entries}
        rowKey={(entry, index) => `${entry.at}:${entry.target.id}:${index}`}
        empty={<Empty title="Nothing recorded yet" />}
        pager={{ pages, label: 'Audit log pages', previousLabel: 'Newer', nextLabel: 'Older' }}
        columns={[
          { header: 'When', cell: (entry) => formatDateTime(entry.at) },
          { header: 'Who', cell: (entry) => entry.actor.email ?? <code>{entry.actor.ownerId}</code> },
          { header: 'Action', cell: (entry) => <code>{entry.action}</code> },
          {
            header: 'Target',
            cell: (entry) => (
              <>
                {entry.target.type} <code>{entry.target.id}</code>
              </>
            ),
          },
          { header: 'Mode', cell: (entry) => entry.mode ?? '—' },
        ]}
      />
    </>
  );
}
