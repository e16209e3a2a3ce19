import { useState, type FormEvent } from 'react';
import { useAction } from '../../api/use-resource.ts';
import { Field } from '../../ui/page.tsx';
import { ErrorNotice } from '../../ui/states.tsx';
import {
  COUNTRY,
  isPercent,
  percentOf,
  rateOf,
  StoreSettingsForm,
  type CheckoutSettingsPatch,
  type Store,
} from './use-store-settings.tsx';

/**
 * Settings > Tax (docs/decisions.md §12.8): rates by country and province, the default rate, the
 * inclusive-prices and tax-on-shipping switches, and Stripe Tax. A store still on the old flat rate
 * starts from it as the default rate.
 */
interface RateRow {
  country: string;
  province: string;
  percent: string;
}

export default function TaxSettingsPage() {
  return (
    <StoreSettingsForm title="Tax">
      {({ store, canWrite, save }) => <TaxForm store={store} canWrite={canWrite} save={save} />}
    </StoreSettingsForm>
  );
}

const TaxForm = ({
  store,
  canWrite,
  save,
}: {
  store: Store;
  canWrite: boolean;
  save: (patch: CheckoutSettingsPatch) => Promise<boolean>;
}) => {
  const current = store.checkoutSettings.tax;
  const [defaultPercent, setDefaultPercent] = useState(
    percentOf(current?.defaultRate ?? store.checkoutSettings.taxRate),
  );
  const [pricesIncludeTax, setInclusive] = useState(current?.pricesIncludeTax ?? false);
  const [taxShipping, setTaxShipping] = useState(current?.taxShipping ?? false);
  const [defaultCountry, setDefaultCountry] = useState(String(store.checkoutSettings.defaultCountry ?? ''));
  const [provider, setProvider] = useState<'table' | 'stripe_tax'>(current?.provider ?? 'table');
  const [rows, setRows] = useState<RateRow[]>(
    (current?.rates ?? []).map((rate) => ({
      country: String(rate.country),
      province: rate.province ?? '',
      percent: percentOf(rate.rate),
    })),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useAction(save);
  const setRow = (index: number, patch: Partial<RateRow>) =>
    setRows((previous) => previous.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bad = rows.findIndex((row) => !COUNTRY.test(row.country.trim()) || !isPercent(row.percent));
    if (defaultCountry.trim() && !COUNTRY.test(defaultCountry.trim()))
      return setProblem('The default country is a two-letter code such as US, or empty.');
    if (!isPercent(defaultPercent)) return setProblem('The default rate is a percentage from 0 to 100.');
    if (bad >= 0)
      return setProblem(`Rate ${bad + 1}: a two-letter country code and a percentage from 0 to 100.`);
    setProblem(null);
    void saving.run({
      defaultCountry: defaultCountry.trim() ? defaultCountry.trim().toUpperCase() : null,
      tax: {
        pricesIncludeTax,
        taxShipping,
        provider,
        defaultRate: rateOf(defaultPercent),
        rates: rows.map((row) => ({
          country: row.country.trim().toUpperCase(),
          ...(row.province.trim() ? { province: row.province.trim() } : {}),
          rate: rateOf(row.percent),
        })),
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <section className="card" aria-labelledby="tax-rules">
        <h2 id="tax-rules">How tax is charged</h2>
        <label className="switch" htmlFor="tax-inclusive">
          <input
            id="tax-inclusive"
            type="checkbox"
            role="switch"
            checked={pricesIncludeTax}
            disabled={!canWrite}
            onChange={(event) => setInclusive(event.target.checked)}
          />{' '}
          Prices include tax
        </label>
        <label className="switch" htmlFor="tax-shipping">
          <input
            id="tax-shipping"
            type="checkbox"
            role="switch"
            checked={taxShipping}
            disabled={!canWrite}
            onChange={(event) => setTaxShipping(event.target.checked)}
          />{' '}
          Charge tax on shipping
        </label>
        <Field id="tax-provider" label="Calculated by">
          <select
            id="tax-provider"
            value={provider}
            disabled={!canWrite}
            onChange={(event) => setProvider(event.target.value as 'table' | 'stripe_tax')}
          >
            <option value="table">These rates</option>
            <option value="stripe_tax">Stripe Tax (these rates if Stripe cannot answer)</option>
          </select>
        </Field>
        <Field
          id="tax-default-country"
          label="Default country"
          hint="Carts are estimated for it until the customer gives an address"
        >
          <input
            id="tax-default-country"
            value={defaultCountry}
            readOnly={!canWrite}
            onChange={(event) => setDefaultCountry(event.target.value)}
          />
        </Field>
        <Field id="tax-default" label="Default rate (%)" hint="Where no rate below matches">
          <input
            id="tax-default"
            value={defaultPercent}
            readOnly={!canWrite}
            onChange={(event) => setDefaultPercent(event.target.value)}
          />
        </Field>
      </section>
      <section className="card" aria-labelledby="tax-rates">
        <h2 id="tax-rates">Rates by region</h2>
        <p className="hint">A province&apos;s rate wins over its country&apos;s.</p>
        {rows.map((row, index) => (
          <fieldset key={index} className="inline-fields">
            <legend>Rate {index + 1}</legend>
            <Field id={`rate-country-${index}`} label="Country">
              <input
                id={`rate-country-${index}`}
                value={row.country}
                readOnly={!canWrite}
                onChange={(event) => setRow(index, { country: event.target.value })}
              />
            </Field>
            <Field id={`rate-province-${index}`} label="Province (optional)">
              <input
                id={`rate-province-${index}`}
                value={row.province}
                readOnly={!canWrite}
                onChange={(event) => setRow(index, { province: event.target.value })}
              />
            </Field>
            <Field id={`rate-percent-${index}`} label="Rate (%)">
              <input
                id={`rate-percent-${index}`}
                value={row.percent}
                readOnly={!canWrite}
                onChange={(event) => setRow(index, { percent: event.target.value })}
              />
            </Field>
            {canWrite && (
              <button type="button" onClick={() => setRows(rows.filter((_, i) => i !== index))}>
                Remove rate {index + 1}
              </button>
            )}
          </fieldset>
        ))}
        {canWrite && (
          <button
            type="button"
            onClick={() => setRows([...rows, { country: '', province: '', percent: '' }])}
          >
            Add rate
          </button>
        )}
      </section>
      {problem && <p role="alert">{problem}</p>}
      {saving.error && <ErrorNotice error={saving.error} />}
      {canWrite && (
        <button type="submit" className="primary" disabled={saving.pending}>
          Save
        </button>
      )}
    </form>
  );
};
