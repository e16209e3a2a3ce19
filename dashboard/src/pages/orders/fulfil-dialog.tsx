import { useState, type FormEvent } from 'react';
import { unwrap } from '../../api/client.ts';
import type { BodyOf } from '../../api/schemas.ts';
import { useAction } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/page.tsx';
import { ErrorNotice } from '../../ui/states.tsx';
import { eligibleItems, targetFor, type Order, type OrderAction } from './order-status.ts';

const TITLES: Record<OrderAction, string> = {
  confirm: 'Confirm order',
  process: 'Start processing',
  ship: 'Ship items',
  deliver: 'Mark items delivered',
};

/**
 * One status change through PUT .../orders/{id}/status. Ship and deliver pick the items (all
 * eligible ones by default, never one whose units all went back to stock through refunds; fewer
 * makes it a partial update) and ship takes tracking details.
 */
export const FulfilDialog = ({
  order,
  action,
  onClose,
  onDone,
}: {
  order: Order;
  action: OrderAction | null;
  onClose: () => void;
  onDone: (order: Order) => void;
}) => (
  <Dialog open={action !== null} title={action ? TITLES[action] : ''} onClose={onClose}>
    {action && <FulfilForm key={action} order={order} action={action} onClose={onClose} onDone={onDone} />}
  </Dialog>
);

const FulfilForm = ({
  order,
  action,
  onClose,
  onDone,
}: {
  order: Order;
  action: OrderAction;
  onClose: () => void;
  onDone: (order: Order) => void;
}) => {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const byItems = action === 'ship' || action === 'deliver';
  const eligible = byItems ? eligibleItems(order, action) : [];
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(eligible.map((item) => item.id)));
  const [trackingNumber, setTrackingNumber] = useState('');
  const [carrier, setCarrier] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [notes, setNotes] = useState('');
  const [fieldError, setFieldError] = useState<{ items?: string; trackingUrl?: string }>({});

  const submit = useAction((body: BodyOf<'adminUpdateOrderStatus'>) =>
    unwrap(
      api.PUT('/api/v1/admin/stores/{storeId}/orders/{orderId}/status', {
        params: { path: { storeId: scope.storeId, orderId: order.orderId }, query: { mode: scope.mode } },
        body,
      }),
    ),
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: typeof fieldError = {};
    if (byItems && chosen.size === 0) errors.items = 'Choose at least one item.';
    if (action === 'ship' && trackingUrl.trim() && !/^https?:\/\/\S+$/.test(trackingUrl.trim()))
      errors.trackingUrl = 'Enter a full http(s) address, or leave empty.';
    setFieldError(errors);
    if (Object.keys(errors).length) return;
    const body: BodyOf<'adminUpdateOrderStatus'> =
      action === 'confirm'
        ? { status: 'confirmed' }
        : action === 'process'
          ? { status: 'processing' }
          : { status: targetFor(action, chosen.size, eligible.length), itemIds: [...chosen] };
    if (notes.trim()) body.notes = notes.trim();
    if (action === 'ship') {
      if (trackingNumber.trim()) body.trackingNumber = trackingNumber.trim();
      if (carrier.trim()) body.carrier = carrier.trim();
      if (trackingUrl.trim()) body.trackingUrl = trackingUrl.trim();
    }
    const updated = await submit.run(body);
    if (updated) onDone(updated.data);
  };

  const toggle = (id: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <form onSubmit={onSubmit} noValidate>
      {byItems && (
        <fieldset aria-describedby={fieldError.items ? 'fulfil-items-error' : undefined}>
          <legend>Items</legend>
          {eligible.map((item) => (
            <label key={item.id} className="check">
              <input
                type="checkbox"
                checked={chosen.has(item.id)}
                onChange={(event) => toggle(item.id, event.target.checked)}
              />
              {item.quantity} × {item.productTitle}
              {item.variantTitle ? ` (${item.variantTitle})` : ''}
              <span className="muted"> · {item.itemStatus}</span>
            </label>
          ))}
          {fieldError.items && (
            <p className="field-error" id="fulfil-items-error" role="alert">
              {fieldError.items}
            </p>
          )}
          <p className="hint">
            {chosen.size < eligible.length
              ? 'A partial update: only the chosen items change.'
              : 'All remaining items.'}
          </p>
        </fieldset>
      )}
      {action === 'ship' && (
        <>
          <Field id="fulfil-tracking-number" label="Tracking number">
            <input
              id="fulfil-tracking-number"
              value={trackingNumber}
              onChange={(event) => setTrackingNumber(event.target.value)}
            />
          </Field>
          <Field id="fulfil-carrier" label="Carrier">
            <input id="fulfil-carrier" value={carrier} onChange={(event) => setCarrier(event.target.value)} />
          </Field>
          <Field id="fulfil-tracking-url" label="Tracking URL" error={fieldError.trackingUrl}>
            <input
              id="fulfil-tracking-url"
              type="url"
              value={trackingUrl}
              aria-invalid={fieldError.trackingUrl ? true : undefined}
              aria-describedby={fieldError.trackingUrl ? 'fulfil-tracking-url-error' : undefined}
              onChange={(event) => setTrackingUrl(event.target.value)}
            />
          </Field>
        </>
      )}
      <Field id="fulfil-notes" label="Notes" hint="Kept in the order's status history.">
        <textarea
          id="fulfil-notes"
          value={notes}
          aria-describedby="fulfil-notes-hint"
          onChange={(event) => setNotes(event.target.value)}
        />
      </Field>
      {submit.error && <ErrorNotice error={submit.error} />}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="primary" disabled={submit.pending}>
          {TITLES[action]}
        </button>
      </div>
    </form>
  );
};
