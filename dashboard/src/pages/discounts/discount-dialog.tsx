import { useState, type FormEvent } from 'react';
import { unwrap } from '../../api/client.ts';
import type { Schemas } from '../../api/schemas.ts';
import { useAction } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/page.tsx';
import { ErrorNotice } from '../../ui/states.tsx';

type Discount = Schemas['Discount'];
type DiscountType = Schemas['DiscountType'];

const TYPES: Array<[DiscountType, string]> = [
  ['percentage', 'Percentage off'],
  ['fixed_amount', 'Fixed amount off'],
  ['free_shipping', 'Free shipping'],
];

/** A number field's value: null when left empty (no limit, no minimum). */
const optionalNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * Creates a discount code or edits one (`editing`): code, type, value, minimum subtotal and the
 * two use limits. The API checks the rest (a percentage at most 100, the code unique).
 */
export const DiscountDialog = ({
  open,
  editing,
  onClose,
  onSaved,
}: {
  open: boolean;
  editing: Discount | null;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const { api } = useDashboard();
  const { storeId, mode } = useStoreScope();
  const [code, setCode] = useState(editing?.code ?? '');
  const [type, setType] = useState<DiscountType>(editing?.type ?? 'percentage');
  const [value, setValue] = useState(editing ? String(editing.value) : '');
  const [minimum, setMinimum] = useState(editing?.minimumSubtotal?.toString() ?? '');
  const [limit, setLimit] = useState(editing?.usageLimit?.toString() ?? '');
  const [perCustomer, setPerCustomer] = useState(editing?.usageLimitPerCustomer?.toString() ?? '');

  const save = useAction(async () => {
    const body = {
      code: code.trim(),
      type,
      value: type === 'free_shipping' ? 0 : Number(value),
      minimumSubtotal: optionalNumber(minimum),
      usageLimit: optionalNumber(limit),
      usageLimitPerCustomer: optionalNumber(perCustomer),
    };
    const result = editing
      ? await unwrap(
          api.PUT('/api/v1/admin/stores/{storeId}/discounts/{discountId}', {
            params: { path: { storeId, discountId: editing.discountId }, query: { mode } },
            body,
          }),
        )
      : await unwrap(
          api.POST('/api/v1/admin/stores/{storeId}/discounts', {
            params: { path: { storeId }, query: { mode } },
            body: { ...body, isEnabled: true },
          }),
        );
    onSaved();
    onClose();
    return result;
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run();
  };

  return (
    <Dialog
      open={open}
      title={editing ? `Edit ${editing.code}` : `Create ${mode} discount code`}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <Field id="discount-code" label="Code" hint="Letters, digits, - and _; customers type it in any case">
          <input id="discount-code" value={code} onChange={(event) => setCode(event.target.value)} />
        </Field>
        <Field id="discount-type" label="Type">
          <select
            id="discount-type"
            value={type}
            onChange={(event) => setType(event.target.value as DiscountType)}
          >
            {TYPES.map(([option, label]) => (
              <option key={option} value={option}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        {type !== 'free_shipping' && (
          <Field id="discount-value" label={type === 'percentage' ? 'Percent off' : 'Amount off'}>
            <input
              id="discount-value"
              inputMode="decimal"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          </Field>
        )}
        <Field id="discount-minimum" label="Minimum subtotal (optional)">
          <input
            id="discount-minimum"
            inputMode="decimal"
            value={minimum}
            onChange={(event) => setMinimum(event.target.value)}
          />
        </Field>
        <Field id="discount-limit" label="Total uses (optional)">
          <input
            id="discount-limit"
            inputMode="numeric"
            value={limit}
            onChange={(event) => setLimit(event.target.value)}
          />
        </Field>
        <Field id="discount-per-customer" label="Uses per customer (optional)">
          <input
            id="discount-per-customer"
            inputMode="numeric"
            value={perCustomer}
            onChange={(event) => setPerCustomer(event.target.value)}
          />
        </Field>
        {save.error && <ErrorNotice error={save.error} />}
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={save.pending}>
            {editing ? 'Save' : 'Create code'}
          </button>
        </div>
      </form>
    </Dialog>
  );
};
