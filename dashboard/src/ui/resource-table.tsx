import { Fragment, type ReactNode } from 'react';
import type { Resource } from '../api/use-resource.ts';
import { Pager, type PagerProps } from './paging.tsx';
import { Loaded } from './states.tsx';

export type Column<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Figures (amounts) align right, header and cells alike. */
  numeric?: boolean;
  /** The cells' class (e.g. `row-actions` for a column of buttons). */
  className?: string;
  /** Less important: hidden on narrow screens, so what matters fits (docs/decisions.md §7.23). */
  narrowHidden?: boolean;
  /** The cell's label when the row is shown as a card on a narrow screen; default: the header text. */
  label?: string;
};

/**
 * How a list fits a narrow screen (docs/decisions.md §7.23): each row a card of labelled values
 * (the default), or the table kept with its `narrowHidden` columns gone (a list whose few
 * remaining columns fit, read row against row: orders).
 */
export type NarrowLayout = 'cards' | 'columns';

/** The label a card shows before a cell; none for a column without a text header (actions). */
export const cardLabel = (column: { header: ReactNode; label?: string }) =>
  column.label ?? (typeof column.header === 'string' ? column.header : undefined);

/** A list as the API returns it: paged lists carry `nextCursor`, short lists (keys, members) do not. */
type ListPage<Row> = { data: Row[]; nextCursor?: string | null };

const cellClass = (column: { numeric?: boolean; className?: string; narrowHidden?: boolean }) =>
  [
    column.numeric ? 'numeric' : undefined,
    column.narrowHidden ? 'narrow-hidden' : undefined,
    column.className,
  ]
    .filter(Boolean)
    .join(' ') || undefined;

/**
 * A list as a table: loading, error (with retry), `empty` when there is no row, else the rows
 * (cards on narrow screens unless `narrow` says columns) and, for a paged list, the pager under
 * them. A row may open a `detail` under it, spanning the table (a delivery's attempts).
 */
export const ResourceTable = <Row,>({
  resource,
  caption,
  columns,
  rowKey,
  rowData,
  detail,
  empty,
  pager,
  narrow = 'cards',
}: {
  resource: Resource<ListPage<Row>>;
  /** Read by screen readers only: the page heading already says it to sighted users. */
  caption?: string;
  columns: Column<Row>[];
  rowKey: (row: Row, index: number) => string;
  /** `data-*` attributes of a row, for scripts and tests that find a row by its id. */
  rowData?: (row: Row) => Record<`data-${string}`, string>;
  /** Shown in a full-width row under the row when it is not null. */
  detail?: (row: Row) => ReactNode;
  empty: ReactNode;
  /** Paged lists only. */
  pager?: Omit<PagerProps, 'nextCursor'>;
  narrow?: NarrowLayout;
}) => (
  <Loaded resource={resource}>
    {({ data, nextCursor }) =>
      data.length === 0 ? (
        empty
      ) : (
        <>
          <div className={narrow === 'cards' ? 'table-wrap narrow-cards' : 'table-wrap'}>
            <table>
              {caption && <caption className="visually-hidden">{caption}</caption>}
              <thead>
                <tr>
                  {columns.map((column, index) => (
                    <th key={index} scope="col" className={cellClass({ ...column, className: undefined })}>
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.map((row, rowIndex) => {
                  const opened = detail?.(row);
                  return (
                    <Fragment key={rowKey(row, rowIndex)}>
                      <tr {...rowData?.(row)}>
                        {columns.map((column, index) => (
                          <td key={index} className={cellClass(column)} data-label={cardLabel(column)}>
                            {column.cell(row)}
                          </td>
                        ))}
                      </tr>
                      {opened != null && opened !== false && (
                        <tr className="detail-row">
                          <td colSpan={columns.length}>{opened}</td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </div>
          {pager && <Pager {...pager} nextCursor={nextCursor ?? null} />}
        </>
      )
    }
  </Loaded>
);
