import { useState } from 'react';
import { unwrap } from '../../api/client.ts';
import type { Schemas } from '../../api/schemas.ts';
import { useAction } from '../../api/use-resource.ts';
import { useStoreList } from '../../api/use-store-list.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/page.tsx';
import { ResourceTable, type Column } from '../../ui/resource-table.tsx';
import { Empty, ErrorNotice } from '../../ui/states.tsx';
import { DiscountDialog } from './discount-dialog.tsx';

type Discount = Schemas['Discount'];

const describe = (discount: Discount) =>
  discount.type === 'percentage'
    ? `${discount.value} % off`
    : discount.type === 'fixed_amount'
      ? `${discount.value} off`
      : 'Free shipping';

/**
 * The store's discount codes in the current mode: uses and remaining uses, create, edit, and
 * disable or enable. Viewers get the list only.
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
          { header: 'Code', cell: (discount) => <code>{discount.code}</code> },
          { header: 'Discount', cell: describe },
          { header: 'Uses', cell: (discount) => discount.timesUsed },
          {
            header: 'Remaining',
            cell: (discount) => (discount.remainingUses === null ? 'Unlimited' : discount.remainingUses),
          },
          {
            header: 'Status',
            cell: (discount) => (
              <span className={`badge ${discount.isEnabled ? 'ok' : 'bad'}`}>
                {discount.isEnabled ? 'Enabled' : 'Disabled'}
              </span>
            ),
          },
          { header: 'Created', cell: (discount) => formatDateTime(discount.createdAt) },
          ...(scope.canWrite ? [actions] : []),
        ]}
      />
    </>
  );
}
