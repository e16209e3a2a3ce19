import { unwrap } from '../../api/client.ts';
import { useResource } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/page.tsx';
import { Pager, useCursorPages } from '../../ui/paging.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';

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
      <Loaded resource={entries}>
        {(data) =>
          data.data.length === 0 ? (
            <Empty title="Nothing recorded yet" />
          ) : (
            <>
              <div className="table-wrap">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">When</th>
                      <th scope="col">Who</th>
                      <th scope="col">Action</th>
                      <th scope="col">Target</th>
                      <th scope="col">Mode</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.data.map((entry, index) => (
                      <tr key={`${entry.at}:${entry.target.id}:${index}`}>
                        <td>{formatDateTime(entry.at)}</td>
                        <td>{entry.actor.email ?? <code>{entry.actor.ownerId}</code>}</td>
                        <td>
                          <code>{entry.action}</code>
                        </td>
                        <td>
                          {entry.target.type} <code>{entry.target.id}</code>
                        </td>
                        <td>{entry.mode ?? '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager
                pages={pages}
                nextCursor={data.nextCursor}
                label="Audit log pages"
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
