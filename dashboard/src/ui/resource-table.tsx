import type { ReactNode } from 'react';
import type { Resource } from '../api/use-resource.ts';
import { Pager, type PagerProps } from './paging.tsx';
import { Loaded } from './states.tsx';

export type Column<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Figures (amounts) align right, header and cells alike. */
  numeric?: boolean;
};

/** One page of an admin list, as the API returns it. */
type ListPage<Row> = { data: Row[]; nextCursor: string | null };

/**
 * A paged admin list as a table: loading, error (with retry), `empty` when the page has no row,
 * else the rows (scrolling sideways on narrow screens) and the pager under them.
 */
export const ResourceTable = <Row,>({
  resource,
  caption,
  columns,
  rowKey,
  empty,
  pager,
}: {
  resource: Resource<ListPage<Row>>;
  /** Read by screen readers only: the page heading already says it to sighted users. */
  caption?: string;
  columns: Column<Row>[];
  rowKey: (row: Row, index: number) => string;
  empty: ReactNode;
  pager: Omit<PagerProps, 'nextCursor'>;
}) => (
  <Loaded resource={resource}>
    {({ data, nextCursor }) =>
      data.length === 0 ? (
        empty
      ) : (
        <>
          <div className="table-wrap">
            <table>
              {caption && <caption className="visually-hidden">{caption}</caption>}
              <thead>
                <tr>
                  {columns.map((column, index) => (
                    <th key={index} scope="col" className={column.numeric ? 'numeric' : undefined}>
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.map((row, rowIndex) => (
                  <tr key={rowKey(row, rowIndex)}>
                    {columns.map((column, index) => (
                      <td key={index} className={column.numeric ? 'numeric' : undefined}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager {...pager} nextCursor={nextCursor} />
        </>
      )
    }
  </Loaded>
);
