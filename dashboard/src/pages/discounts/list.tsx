import { useState } from 'react';
import { unwrap } from '../../api/client.ts';
import type { Schemas } from '../../api/schemas.ts';
import { useAction } from '../../api/use-resource.ts';
import { useStoreList } from '../../api/use-store-list.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/page.tsx';
import { ResourceTable, type Column } from '../../ui/resource-table.tsx';
import { Empty, ErrorNotice } from '../../ui/states.tsx';
import { DiscountDialog } from './discount-dialog.tsx';
import { describeScope, discountState, type DiscountState } from './discount-schedule.ts';

type Discount = Schemas['Discount'];

const describe = (discount: Discount) =>
  discount.type === 'percentage'
    ? `${discount.value} % off`
    : discount.type === 'fixed_amount'
      ? `${discount.value} off`
      : 'Free shipping';

const STATE_BADGES: Record<DiscountState, [label: string, tone: string]> = {
  active: ['Active', 'ok'],
  scheduled: ['Scheduled', 'warn'],
  expired: ['Expired', ''],
  disabled: ['Disabled', 'bad'],
};

/** When the code works: "Dec 1, 2026, 9:00 AM → Dec 8, …", or "Always". */
const describeDates = (discount: Discount) =>
  discount.startsAt || discount.endsAt
    ? `${discount.startsAt ? formatDateTime(discount.startsAt) : 'Now'} → ${
        discount.endsAt ? formatDateTime(discount.endsAt) : 'no end'
      }`
    : 'Always';

/**
 * The store's discount codes in the current mode: where each stands (active, scheduled, expired,
 * disabled), its dates and what it covers, its uses; create, edit, disable or
 * enable, and delete behind a confirmation. Viewers get the list only.
 */
export default function DiscountsPage() {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const { storeId, mode } = scope;
  const { pages, list: discounts } = useStoreList('all', ({ cursor }) =>
    unwrap(
      api.GET('/api/v1/admin/stores/{storeId}/discounts', {
        params: { path: { storeId }, query: { mode, limit: 25, cursor } },
      }),
    ),
  );
  const [dialog, setDialog] = useState<{ editing: Discount | null } | null>(null);
  const [deleting, setDeleting] = useState<Discount | null>(null);
  const remove = useAction(async (discount: Discount) =>
    unwrap(
      api.DELETE('/api/v1/admin/stores/{storeId}/discounts/{discountId}', {
        params: { path: { storeId, discountId: discount.discountId }, query: { mode } },
      }),
    ),
  );
  const confirmDelete = async () => {
    if (!deleting || !(await remove.run(deleting))) return;
    setDeleting(null);
    discounts.reload();
  };
  const toggle = useAction(async (discount: Discount) =>
    unwrap(
      api.PUT('/api/v1/admin/stores/{storeId}/discounts/{discountId}', {
        params: { path: { storeId, discountId: discount.discountId }, query: { mode } },
        body: { isEnabled: !discount.isEnabled },
      }),
    ),
  );

  const actions: Column<Discount> = {
    header: 'Actions',
    cell: (discount) => (
      <div className="row-actions">
        <button
          type="button"
          aria-label={`Edit ${discount.code}`}
          onClick={() => setDialog({ editing: discount })}
        >
          Edit
        </button>
        <button
          type="button"
          aria-label={`${discount.isEnabled ? 'Disable' : 'Enable'} ${discount.code}`}
          disabled={toggle.pending}
          onClick={() => void toggle.run(discount).then((done) => done && discounts.reload())}
        >
          {discount.isEnabled ? 'Disable' : 'Enable'}
        </button>
        <button type="button" aria-label={`Delete ${discount.code}`} onClick={() => setDeleting(discount)}>
          Delete
        </button>
      </div>
    ),
  };

  return (
    <>
      <PageHeader
        title="Discounts"
        description={`Discount codes customers can apply to their cart in ${mode} mode.`}
        actions={
          scope.canWrite && (
            <button type="button" className="primary" onClick={() => setDialog({ editing: null })}>
              Create code
            </button>
          )
        }
      />
      {toggle.error && <ErrorNotice error={toggle.error} />}
      {scope.canWrite && dialog && (
        <DiscountDialog
          key={dialog.editing?.discountId ?? 'new'}
          open
          editing={dialog.editing}
          onClose={() => setDialog(null)}
          onSaved={() => discounts.reload()}
        />
      )}
      <ResourceTable
        resource={discounts}
        caption="Discount codes"
        rowKey={(discount) => discount.discountId}
        empty={
          <Empty title={`No ${mode} discount codes yet`}>
            {scope.canWrite && <p>Create a code to offer a discount.</p>}
          </Empty>
        }
        pager={{ pages }}
        columns={[
          { header: 'Code', cell: (discount) => <code className="whole">{discount.code}</code> },
          { header: 'Discount', cell: describe },
          {
            header: 'Uses',
            // "3 of 100" against a total limit, else "3": one column instead of Uses and Remaining.
            cell: (discount) =>
              discount.usageLimit === null
                ? discount.timesUsed
                : `${discount.timesUsed} of ${discount.usageLimit}`,
          },
          {
            header: 'Status',
            cell: (discount) => {
              const [label, tone] = STATE_BADGES[discountState(discount)];
              return <span className={`badge ${tone}`}>{label}</span>;
            },
          },
          { header: 'Dates', cell: describeDates },
          { header: 'Applies to', cell: (discount) => describeScope(discount.appliesTo) },
          { header: 'Created', narrowHidden: true, cell: (discount) => formatDateTime(discount.createdAt) },
          ...(scope.canWrite ? [actions] : []),
        ]}
      />
      {scope.canWrite && (
        <ConfirmDialog
          open={deleting !== null}
          title={`Delete ${deleting?.code ?? 'this code'}?`}
          body={
            <>
              <p>
                Customers can no longer apply <code>{deleting?.code}</code>, and its use counts are gone.
                Orders keep the code they were placed with. To pause a code instead, disable it.
              </p>
              {remove.error && <ErrorNotice error={remove.error} />}
            </>
          }
          confirmLabel="Delete code"
          pending={remove.pending}
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
