import { useState, type FormEvent } from 'react';
import { unwrap } from '../../api/client.ts';
import type { BodyOf } from '../../api/schemas.ts';
import { submissionKeys } from '../../api/submission-key.ts';
import { useAction } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { formatMoney } from '../../ui/format.ts';
import { Field } from '../../ui/page.tsx';
import { ErrorNotice } from '../../ui/states.tsx';
import { refundError, restockRefund, type Order } from './order-status.ts';

/**
 * A refund without cancelling, through POST .../orders/{id}/refunds: any part of what is left of
 * the paid total, a reason, and units to put back in stock per item. The amount starts empty and
 * follows the units put back (their unit prices), as Shopify's refund page does; the owner may
 * still type another amount. The refund
 * completes later; the order page shows it Pending, then Succeeded or Failed.
 */
export const RefundDialog = ({
  order,
  open,
  onClose,
  onDone,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) => (
  <Dialog open={open} title={`Refund order ${order.orderNumber}`} onClose={onClose}>
    {open && <RefundForm order={order} onClose={onClose} onDone={onDone} />}
  </Dialog>
);

const RefundForm = ({
  order,
  onClose,
  onDone,
}: {
  order: Order;
  onClose: () => void;
  onDone: () => void;
}) => {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const left = order.refundableAmount;
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState<Record<string, string>>({});
  const [amountError, setAmountError] = useState<string | null>(null);
  // One key per submitted refund, kept while the dialog is open: submitting the same refund
  // again after an error cannot refund twice.
  const [keyFor] = useState(() => submissionKeys());

  const refund = useAction((body: BodyOf<'adminCreateRefund'>) =>
    unwrap(
      api.POST('/api/v1/admin/stores/{storeId}/orders/{orderId}/refunds', {
        params: { path: { storeId: scope.storeId, orderId: order.orderId }, query: { mode: scope.mode } },
        headers: { 'Idempotency-Key': keyFor(body) },
        body,
      }),
    ),
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const error = refundError(amount, left, order.currency, {
      required: true,
      capLabel: 'what is left to refund',
    });
    setAmountError(error);
    if (error) return;
    const lines = Object.entries(restock)
      .map(([itemId, quantity]) => ({ itemId, quantity: Number(quantity) }))
      .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
    const body: BodyOf<'adminCreateRefund'> = { amount: Number(amount.trim()) };
    if (reason.trim()) body.reason = reason.trim();
    if (lines.length) body.restock = lines;
    if (await refund.run(body)) onDone();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <p>The order keeps its status; the refund completes shortly after.</p>
      <Field
        id="refund-amount"
        label={`Amount (${order.currency})`}
        hint={`Up to ${formatMoney(left, order.currency)} left of ${formatMoney(order.totals.totalAmount, order.currency)} paid.`}
        error={amountError}
      >
        <input
          id="refund-amount"
          inputMode="decimal"
          value={amount}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={`refund-amount-hint${amountError ? ' refund-amount-error' : ''}`}
          onChange={(event) => setAmount(event.target.value)}
        />
      </Field>
      <Field id="refund-reason" label="Reason">
        <input id="refund-reason" value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field>
      <fieldset>
        <legend>Return to stock (optional)</legend>
        {order.items.map((item) => (
          <Field
            key={item.id}
            id={`restock-${item.id}`}
            label={`${item.productTitle}${item.variantTitle ? ` · ${item.variantTitle}` : ''} (of ${item.quantity})`}
          >
            <input
              id={`restock-${item.id}`}
              type="number"
              min={0}
              max={item.quantity}
              value={restock[item.id] ?? '0'}
              onChange={(event) => {
                const next = { ...restock, [item.id]: event.target.value };
                setRestock(next);
                setAmount(restockRefund(order, next));
              }}
            />
          </Field>
        ))}
      </fieldset>
      {refund.error && <ErrorNotice error={refund.error} />}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          Close
        </button>
        <button type="submit" className="primary" disabled={refund.pending}>
          Refund
        </button>
      </div>
    </form>
  );
};
