import { useState, type FormEvent } from 'react';
import { unwrap } from '../../api/client.ts';
import type { Schemas } from '../../api/schemas.ts';
import { useAction, useResource } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { Field, PageHeader } from '../../ui/page.tsx';
import { ErrorNotice, Loaded, SaveStatus } from '../../ui/states.tsx';
import { BrandingPreview } from './branding-preview.tsx';
import { isMoney, isPercent, percentOf, rateOf } from './use-store-settings.tsx';

type Store = Schemas['Store'];
type Colour = keyof Store['branding']['colors'];
type Notifications = Store['notifications'];

/** The customer notification switches, in the order an order lives through them. */
const NOTIFICATION_SWITCHES: Array<{ key: keyof Notifications; label: string }> = [
  { key: 'orderConfirmed', label: 'Order confirmed' },
  { key: 'orderShipped', label: 'Order shipped (with tracking)' },
  { key: 'orderDelivered', label: 'Order delivered' },
  { key: 'orderCancelled', label: 'Order cancelled' },
  { key: 'orderRefunded', label: 'Order refunded' },
];
const HEX = /^#[0-9a-fA-F]{6}$/;
const CURRENCY = /^[A-Z]{3}$/;

/** The form's fields as typed (strings), checked against the API's rules before saving. */
interface Draft {
  name: string;
  currency: string;
  taxPercent: string;
  flatRate: string;
  freeShippingThreshold: string;
  cartAbandonmentMinutes: string;
  brandName: string;
  logoUrl: string;
  colors: Store['branding']['colors'];
  notifications: Notifications;
}

const draftOf = (store: Store): Draft => ({
  name: store.name,
  currency: store.checkoutSettings.currency,
  taxPercent: percentOf(store.checkoutSettings.taxRate),
  flatRate: String(store.checkoutSettings.shipping.flatRate ?? 0),
  freeShippingThreshold: store.checkoutSettings.shipping.freeShippingThreshold?.toString() ?? '',
  cartAbandonmentMinutes: String(store.checkoutSettings.cartAbandonmentMinutes),
  brandName: store.branding.name,
  logoUrl: store.branding.logoUrl ?? '',
  colors: store.branding.colors,
  notifications: store.notifications,
});

const validate = (draft: Draft, zoned: boolean): Partial<Record<keyof Draft | Colour, string>> => {
  // The notification switches are booleans: nothing to check.
  const errors: Partial<Record<keyof Draft | Colour, string>> = {};
  if (!draft.name.trim()) errors.name = 'A store needs a name.';
  if (!CURRENCY.test(draft.currency)) errors.currency = 'A three-letter ISO code such as USD.';
  if (!isPercent(draft.taxPercent)) errors.taxPercent = 'A percentage from 0 to 100.';
  if (!zoned && !isMoney(draft.flatRate)) errors.flatRate = 'An amount such as 4.99.';
  if (!zoned && draft.freeShippingThreshold.trim() && !isMoney(draft.freeShippingThreshold))
    errors.freeShippingThreshold = 'An amount such as 50, or empty for never.';
  const minutes = Number(draft.cartAbandonmentMinutes);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 43200)
    errors.cartAbandonmentMinutes = 'Whole minutes from 1 to 43200 (30 days).';
  if (!draft.brandName.trim() || draft.brandName.length > 200) errors.brandName = '1 to 200 characters.';
  if (draft.logoUrl.trim() && !/^https:\/\/\S+$/.test(draft.logoUrl.trim()))
    errors.logoUrl = 'An https:// address, or empty for none.';
  for (const key of ['primary', 'secondary', 'accent'] as const)
    if (!HEX.test(draft.colors[key])) errors[key] = 'A hex colour like #1a2b3c.';
  return errors;
};

/** The store's name, checkout settings and branding, with a live preview of the checkout header. */
export default function StoreSettingsPage() {
  const { api, reloadMe } = useDashboard();
  const scope = useStoreScope();
  const { storeId } = scope;
  const [saved, setSaved] = useState(false);
  const store = useResource(
    () => unwrap(api.GET('/api/v1/admin/stores/{storeId}', { params: { path: { storeId } } })),
    [api, storeId],
  );
  return (
    <>
      <PageHeader title="Store settings" />
      <SaveStatus saved={saved} />
      <Loaded resource={store}>
        {({ data }) => (
          <StoreForm
            key={data.updatedAt}
            store={data}
            canWrite={scope.canWrite}
            save={async (body) => {
              setSaved(false);
              await unwrap(
                api.PUT('/api/v1/admin/stores/{storeId}', { params: { path: { storeId } }, body }),
              );
              await reloadMe();
              store.reload();
              setSaved(true);
              return true;
            }}
          />
        )}
      </Loaded>
    </>
  );
}

const StoreForm = ({
  store,
  canWrite,
  save,
}: {
  store: Store;
  canWrite: boolean;
  save: (body: Schemas['AdminUpdateStoreRequest']) => Promise<boolean>;
}) => {
  const [draft, setDraft] = useState(() => draftOf(store));
  const [errors, setErrors] = useState<ReturnType<typeof validate>>({});
  const saving = useAction(save);
  const zoned = Boolean(store.checkoutSettings.shipping.zones);
  const regional = Boolean(store.checkoutSettings.tax);
  const set = (patch: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const setColour = (key: Colour, value: string) =>
    setDraft((previous) => ({ ...previous, colors: { ...previous.colors, [key]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft, zoned);
    setErrors(found);
    if (Object.keys(found).length) return;
    void saving.run({
      name: draft.name.trim(),
      checkoutSettings: {
        currency: draft.currency,
        // Regional tax and shipping zones are the Tax and Shipping pages' (never overwritten here).
        ...(regional ? {} : { taxRate: rateOf(draft.taxPercent) }),
        ...(zoned
          ? {}
          : {
              shipping: {
                flatRate: Number(draft.flatRate),
                freeShippingThreshold: draft.freeShippingThreshold.trim()
                  ? Number(draft.freeShippingThreshold)
                  : null,
              },
            }),
        cartAbandonmentMinutes: Number(draft.cartAbandonmentMinutes),
      },
      branding: { name: draft.brandName, logoUrl: draft.logoUrl.trim() || null, colors: draft.colors },
      notifications: draft.notifications,
    });
  };

  const text = (
    id: string,
    label: string,
    key: keyof Omit<Draft, 'colors' | 'notifications'>,
    hint?: string,
  ) => (
    <Field id={id} label={label} hint={hint} error={errors[key]}>
      <input
        id={id}
        value={draft[key]}
        readOnly={!canWrite}
        aria-invalid={errors[key] ? true : undefined}
        onChange={(event) => set({ [key]: event.target.value })}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="store-settings">
      <section className="card" aria-labelledby="store-general">
        <h2 id="store-general">General</h2>
        {text('store-name', 'Store name', 'name')}
      </section>
      <section className="card" aria-labelledby="store-checkout">
        <h2 id="store-checkout">Checkout</h2>
        {text('store-currency', 'Currency', 'currency', 'ISO 4217, e.g. USD')}
        {regional ? (
          <p>Tax rates by region are set on the Tax page.</p>
        ) : (
          text('store-tax', 'Tax rate (%)', 'taxPercent')
        )}
        {zoned ? (
          <p>Shipping zones and their options are set on the Shipping page.</p>
        ) : (
          <>
            {text('store-flat-rate', 'Flat shipping rate', 'flatRate')}
            {text('store-free-shipping', 'Free shipping from', 'freeShippingThreshold', 'Empty: never free')}
          </>
        )}
        {text('store-abandon', 'Cart counts as abandoned after (minutes)', 'cartAbandonmentMinutes')}
      </section>
      <section className="card" aria-labelledby="store-branding">
        <h2 id="store-branding">Branding</h2>
        {text('brand-name', 'Name shown at checkout', 'brandName')}
        {text('brand-logo', 'Logo URL', 'logoUrl', 'https:// only; empty for none')}
        {(['primary', 'secondary', 'accent'] as const).map((key) => (
          <Field
            key={key}
            id={`brand-${key}`}
            label={`${key[0]!.toUpperCase()}${key.slice(1)} colour`}
            error={errors[key]}
          >
            <input
              id={`brand-${key}`}
              type="color"
              value={HEX.test(draft.colors[key]) ? draft.colors[key] : '#000000'}
              disabled={!canWrite}
              onChange={(event) => setColour(key, event.target.value)}
            />
          </Field>
        ))}
        <BrandingPreview
          name={draft.brandName}
          logoUrl={/^https:\/\/\S+$/.test(draft.logoUrl.trim()) ? draft.logoUrl.trim() : null}
          colors={draft.colors}
        />
      </section>
      <section className="card" aria-labelledby="store-notifications">
        <h2 id="store-notifications">Customer notifications</h2>
        <p className="hint">
          Messages to the order&apos;s customer: email when the order has one, else SMS. Test mode sends
          nothing.
        </p>
        {NOTIFICATION_SWITCHES.map(({ key, label }) => (
          <label key={key} className="switch" htmlFor={`notify-${key}`}>
            <input
              id={`notify-${key}`}
              type="checkbox"
              role="switch"
              checked={draft.notifications[key]}
              disabled={!canWrite}
              onChange={(event) =>
                set({ notifications: { ...draft.notifications, [key]: event.target.checked } })
              }
            />{' '}
            {label}
          </label>
        ))}
      </section>
      {saving.error && <ErrorNotice error={saving.error} />}
      {canWrite && (
        <button type="submit" className="primary" disabled={saving.pending}>
          Save
        </button>
      )}
    </form>
  );
};
