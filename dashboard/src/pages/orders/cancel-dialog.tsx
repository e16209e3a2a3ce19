import { useState, type FormEvent } from 'react';
import { unwrap } from '../../api/client.ts';
import type { BodyOf } from '../../api/schemas.ts';
import { useAction } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { formatMoney } from '../../ui/format.ts';
import { Field } from '../../ui/page.tsx';
import { ErrorNotice } from '../../ui/states.tsx';
import { refundError, type Order } from './order-status.ts';

/**
 * Cancel through PUT .../orders/{id}/cancel: stock comes back for every item (shipped ones too, less
 * units a refund already returned) and, with an amount, a refund starts (it completes later and
 * makes the order Refunded). Only a paid order has something to refund (`refundableAmount`, 0
 * otherwise): the amount field is offered only then, and checked here first against the API's
 * rule: above 0, at most what is left to refund, in the order's currency's decimals.
 */
export const CancelDialog = ({
  order,
  open,
  onClose,
  onDone,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
  onDone: (order: Order) => void;
}) => (
  <Dialog open={open} title={`Cancel order ${order.orderNumber}`} onClose={onClose}>
    {open && <CancelForm order={order} onClose={onClose} onDone={onDone} />}
  </Dialog>
);

const CancelForm = ({
  order,
  onClose,
  onDone,
}: {
  order: Order;
  onClose: () => void;
  onDone: (order: Order) => void;
}) => {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const left = order.refundableAmount;
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);

  const cancel = useAction((body: BodyOf<'adminCancelOrder'>) =>
    unwrap(
      api.PUT('/api/v1/admin/stores/{storeId}/orders/{orderId}/cancel', {
        params: { path: { storeId: scope.storeId, orderId: order.orderId }, query: { mode: scope.mode } },
        body,
      }),
    ),
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const error = refundError(amount, left, order.currency);
    setAmountError(error);
    if (error) return;
    const body: BodyOf<'adminCancelOrder'> = {};
    if (amount.trim()) body.refundAmount = Number(amount.trim());
    if (reason.trim()) body.reason = reason.trim();
    const updated = await cancel.run(body);
    if (updated) onDone(updated.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <p>
        Stock is restored for every item, shipped ones too, less units already returned by a refund. This
        cannot be undone.
      </p>
      {left > 0 ? (
        <Field
          id="cancel-refund-amount"
          label={`Refund amount (${order.currency})`}
          hint={`Up to ${formatMoney(left, order.currency)} left to refund. Leave empty for no refund.`}
          error={amountError}
        >
          <input
            id="cancel-refund-amount"
            inputMode="decimal"
            value={amount}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={`cancel-refund-amount-hint${amountError ? ' cancel-refund-amount-error' : ''}`}
            onChange={(event) => setAmount(event.target.value)}
          />
        </Field>
      ) : (
        <p className="muted" data-testid="cancel-no-refund">
          Nothing to refund: this order was never paid, or its payment is already refunded.
        </p>
      )}
      <Field id="cancel-reason" label="Reason">
        <input id="cancel-reason" value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field>
      {cancel.error && <ErrorNotice error={cancel.error} />}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          Keep order
        </button>
        <button type="submit" className="danger" disabled={cancel.pending}>
          Cancel order
        </button>
      </div>
    </form>
  );
};
