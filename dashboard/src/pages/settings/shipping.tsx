import { useState, type FormEvent } from 'react';
import { useAction } from '../../api/use-resource.ts';
import { formatMoney } from '../../ui/format.ts';
import { Field } from '../../ui/page.tsx';
import { ErrorNotice } from '../../ui/states.tsx';
import {
  COUNTRY,
  isMoney,
  StoreSettingsForm,
  type CheckoutSettingsPatch,
  type Store,
} from './use-store-settings.tsx';

/**
 * Settings > Shipping (docs/decisions.md §12.8): zones by country (or `*` for every other country),
 * each with its options. A store still on the old flat rate ships with it until zones are saved.
 */
interface OptionRow {
  id: string;
  /** The owner typed the id: it no longer follows the name. Saved options keep theirs. */
  idTyped: boolean;
  name: string;
  price: string;
  freeOver: string;
  minDays: string;
  maxDays: string;
}
interface ZoneRow {
  name: string;
  countries: string;
  options: OptionRow[];
}

/** An option id from its name, as the owner would type it: "Express (2 days)" -> "express-2-days". */
export const optionIdOf = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);

const emptyOption = (): OptionRow => ({
  id: '',
  idTyped: false,
  name: '',
  price: '',
  freeOver: '',
  minDays: '',
  maxDays: '',
});
const isDays = (value: string) => value.trim() === '' || /^\d{1,3}$/.test(value.trim());
const countriesOf = (text: string) =>
  text
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

export default function ShippingSettingsPage() {
  return (
    <StoreSettingsForm title="Shipping">
      {({ store, canWrite, save }) => <ShippingForm store={store} canWrite={canWrite} save={save} />}
    </StoreSettingsForm>
  );
}

const zonesOf = (store: Store): ZoneRow[] =>
  (store.checkoutSettings.shipping.zones ?? []).map((zone) => ({
    name: zone.name,
    countries: zone.countries.map(String).join(', '),
    options: zone.options.map((option) => ({
      id: option.id,
      idTyped: true,
      name: option.name,
      price: String(option.price),
      freeOver: option.freeOverSubtotal?.toString() ?? '',
      minDays: option.minDeliveryDays?.toString() ?? '',
      maxDays: option.maxDeliveryDays?.toString() ?? '',
    })),
  }));

const problemOf = (zones: ZoneRow[]): string | null => {
  for (const [z, zone] of zones.entries()) {
    const where = `Zone ${z + 1}`;
    if (!zone.name.trim()) return `${where}: a name.`;
    const codes = countriesOf(zone.countries);
    if (codes.length === 0 || codes.some((code) => code !== '*' && !COUNTRY.test(code)))
      return `${where}: two-letter country codes separated by commas, or * for every other country.`;
    for (const [o, option] of zone.options.entries()) {
      const at = `${where}, option ${o + 1}`;
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(option.id.trim())) return `${at}: an id of letters, digits, - and _.`;
      if (!option.name.trim()) return `${at}: a name.`;
      if (!isMoney(option.price)) return `${at}: a price such as 4.99.`;
      if (option.freeOver.trim() && !isMoney(option.freeOver)) return `${at}: free over an amount, or empty.`;
      if (!isDays(option.minDays) || !isDays(option.maxDays)) return `${at}: delivery days as whole numbers.`;
    }
  }
  return null;
};

const ShippingForm = ({
  store,
  canWrite,
  save,
}: {
  store: Store;
  canWrite: boolean;
  save: (patch: CheckoutSettingsPatch) => Promise<boolean>;
}) => {
  const flat = store.checkoutSettings.shipping.zones === undefined;
  const [zones, setZones] = useState<ZoneRow[]>(() => zonesOf(store));
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useAction(save);
  const setZone = (index: number, patch: Partial<ZoneRow>) =>
    setZones((previous) => previous.map((zone, i) => (i === index ? { ...zone, ...patch } : zone)));
  const setOption = (zoneIndex: number, index: number, patch: Partial<OptionRow>) =>
    setZone(zoneIndex, {
      options: zones[zoneIndex]!.options.map((option, i) => (i === index ? { ...option, ...patch } : option)),
    });
  const days = (value: string) => (value.trim() ? Number(value) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(zones);
    setProblem(found);
    if (found) return;
    void saving.run({
      shipping: {
        zones: zones.map((zone) => ({
          name: zone.name.trim(),
          countries: countriesOf(zone.countries),
          options: zone.options.map((option) => ({
            id: option.id.trim(),
            name: option.name.trim(),
            price: Number(option.price),
            freeOverSubtotal: option.freeOver.trim() ? Number(option.freeOver) : null,
            minDeliveryDays: days(option.minDays),
            maxDeliveryDays: days(option.maxDays),
          })),
        })),
      },
    });
  };

  const input = (id: string, label: string, value: string, change: (value: string) => void) => (
    <Field id={id} label={label}>
      <input id={id} value={value} readOnly={!canWrite} onChange={(event) => change(event.target.value)} />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate>
      {flat && (
        <p className="hint">
          This store ships everywhere at its flat rate (
          {formatMoney(store.checkoutSettings.shipping.flatRate ?? 0, store.checkoutSettings.currency)}) until
          zones are saved here.
        </p>
      )}
      {zones.map((zone, z) => (
        <section key={z} className="card" aria-labelledby={`zone-${z}`}>
          <h2 id={`zone-${z}`}>Zone {z + 1}</h2>
          {input(`zone-name-${z}`, 'Zone name', zone.name, (name) => setZone(z, { name }))}
          {input(
            `zone-countries-${z}`,
            'Countries (comma-separated, * for the rest)',
            zone.countries,
            (countries) => setZone(z, { countries }),
          )}
          {zone.options.map((option, o) => (
            <fieldset key={o} className="inline-fields">
              <legend>Option {o + 1}</legend>
              {input(`option-name-${z}-${o}`, 'Option name', option.name, (name) =>
                setOption(z, o, option.idTyped ? { name } : { name, id: optionIdOf(name) }),
              )}
              {input(`option-id-${z}-${o}`, 'Option id (from the name unless typed)', option.id, (id) =>
                setOption(z, o, { id, idTyped: true }),
              )}
              {input(`option-price-${z}-${o}`, 'Price', option.price, (price) => setOption(z, o, { price }))}
              {input(`option-free-${z}-${o}`, 'Free over (optional)', option.freeOver, (freeOver) =>
                setOption(z, o, { freeOver }),
              )}
              {input(`option-min-${z}-${o}`, 'Min delivery days', option.minDays, (minDays) =>
                setOption(z, o, { minDays }),
              )}
              {input(`option-max-${z}-${o}`, 'Max delivery days', option.maxDays, (maxDays) =>
                setOption(z, o, { maxDays }),
              )}
              {canWrite && (
                <button
                  type="button"
                  onClick={() => setZone(z, { options: zone.options.filter((_, i) => i !== o) })}
                >
                  Remove option {o + 1} of zone {z + 1}
                </button>
              )}
            </fieldset>
          ))}
          {canWrite && (
            <>
              <button type="button" onClick={() => setZone(z, { options: [...zone.options, emptyOption()] })}>
                Add option to zone {z + 1}
              </button>{' '}
              <button type="button" onClick={() => setZones(zones.filter((_, i) => i !== z))}>
                Remove zone {z + 1}
              </button>
            </>
          )}
        </section>
      ))}
      {canWrite && (
        <button
          type="button"
          onClick={() => setZones([...zones, { name: '', countries: '', options: [emptyOption()] }])}
        >
          Add zone
        </button>
      )}
      {problem && <p role="alert">{problem}</p>}
      {saving.error && <ErrorNotice error={saving.error} />}
      {canWrite && (
        <button type="submit" className="primary" disabled={saving.pending || zones.length === 0}>
          Save
        </button>
      )}
    </form>
  );
};
