import { useState, type FormEvent } from 'react';
import { unwrap } from '../../api/client.ts';
import type { Schemas } from '../../api/schemas.ts';
import { useAction, useResource } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/page.tsx';
import { ErrorNotice, Loaded } from '../../ui/states.tsx';
import { instantFromLocal, localFromInstant } from './discount-schedule.ts';

type Discount = Schemas['Discount'];
type DiscountType = Schemas['DiscountType'];

const TYPES: Array<[DiscountType, string]> = [
  ['percentage', 'Percentage off'],
  ['fixed_amount', 'Fixed amount off'],
  ['free_shipping', 'Free shipping'],
];

/** A number field's value: null when left empty (no limit, no minimum). */
const optionalNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The catalog a code can be limited to: the newest products, enough for a picker (docs/decisions.md §12.14). */
const PICKER_PRODUCTS = 100;

/**
 * Creates a discount code or edits one (`editing`): code, type, value, minimum subtotal, the two
 * use limits, when it starts and ends (the owner's local time), and the products or categories it
 * covers. The API checks the rest (a percentage at most 100, the code unique, the end after the start).
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
  const [startsAt, setStartsAt] = useState(localFromInstant(editing?.startsAt));
  const [endsAt, setEndsAt] = useState(localFromInstant(editing?.endsAt));
  const [productIds, setProductIds] = useState<string[]>(editing?.appliesTo?.productIds ?? []);
  const [categories, setCategories] = useState<string[]>(editing?.appliesTo?.categories ?? []);
  const [limited, setLimited] = useState(productIds.length > 0 || categories.length > 0);
  const [dateError, setDateError] = useState<string | null>(null);
  const catalog = useResource(
    () =>
      unwrap(
        api.GET('/api/v1/admin/stores/{storeId}/products', {
          params: { path: { storeId }, query: { mode, limit: PICKER_PRODUCTS } },
        }),
      ),
    [api, storeId, mode],
  );

  const save = useAction(async () => {
    const start = instantFromLocal(startsAt);
    const end = instantFromLocal(endsAt);
    if (start === undefined || end === undefined) throw new Error('Enter a valid date and time.');
    const body = {
      startsAt: start,
      endsAt: end,
      appliesTo:
        limited && (productIds.length > 0 || categories.length > 0) ? { productIds, categories } : null,
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
    const start = instantFromLocal(startsAt);
    const end = instantFromLocal(endsAt);
    setDateError(
      start === undefined || end === undefined
        ? 'Enter a valid date and time.'
        : start && end && end <= start
          ? 'The end must be after the start.'
          : null,
    );
    if (start === undefined || end === undefined || (start && end && end <= start)) return;
    void save.run();
  };
  const toggle = (list: string[], value: string, on: boolean) =>
    on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);

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
        <div className="field-pair">
          <Field id="discount-starts" label="Starts (optional)" hint="Your local time; empty: at once">
            <input
              id="discount-starts"
              type="datetime-local"
              value={startsAt}
              aria-describedby="discount-starts-hint"
              onChange={(event) => setStartsAt(event.target.value)}
            />
          </Field>
          <Field id="discount-ends" label="Ends (optional)" hint="Empty: never" error={dateError}>
            <input
              id="discount-ends"
              type="datetime-local"
              value={endsAt}
              aria-invalid={!!dateError}
              aria-describedby={dateError ? 'discount-ends-hint discount-ends-error' : 'discount-ends-hint'}
              onChange={(event) => setEndsAt(event.target.value)}
            />
          </Field>
        </div>
        <fieldset>
          <legend>Applies to</legend>
          <label className="check">
            <input type="radio" name="discount-scope" checked={!limited} onChange={() => setLimited(false)} />
            All products
          </label>
          <label className="check">
            <input type="radio" name="discount-scope" checked={limited} onChange={() => setLimited(true)} />
            Some products or categories
          </label>
          {limited && (
            <Loaded resource={catalog}>
              {({ data: products }) => {
                const shown = new Set(products.map((product) => product.productId));
                const others = productIds.filter((id) => !shown.has(id)).length;
                const allCategories = [
                  ...new Set([
                    ...products.flatMap((product) => (product.category ? [product.category] : [])),
                    ...categories,
                  ]),
                ].sort((a, b) => a.localeCompare(b));
                return (
                  <div className="scope-picker">
                    {allCategories.length > 0 && (
                      <fieldset>
                        <legend>Categories</legend>
                        {allCategories.map((category) => (
                          <label key={category} className="check">
                            <input
                              type="checkbox"
                              checked={categories.includes(category)}
                              onChange={(event) =>
                                setCategories(toggle(categories, category, event.target.checked))
                              }
                            />
                            {category}
                          </label>
                        ))}
                      </fieldset>
                    )}
                    <fieldset>
                      <legend>Products</legend>
                      {products.length === 0 && <p className="muted">No products yet.</p>}
                      {products.map((product) => (
                        <label key={product.productId} className="check">
                          <input
                            type="checkbox"
                            checked={productIds.includes(product.productId)}
                            onChange={(event) =>
                              setProductIds(toggle(productIds, product.productId, event.target.checked))
                            }
                          />
                          {product.title}
                        </label>
                      ))}
                      {others > 0 && (
                        <p className="hint">
                          And {others} older product{others === 1 ? '' : 's'} chosen before (kept).
                        </p>
                      )}
                    </fieldset>
                  </div>
                );
              }}
            </Loaded>
          )}
        </fieldset>
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
