import { useState, type FormEvent } from 'react';
import { unwrap } from '../../api/client.ts';
import { useAction, useResource } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { Field, PageHeader } from '../../ui/page.tsx';
import { CopyButton } from '../../ui/secret.tsx';
import { ErrorNotice, Loaded, SaveStatus } from '../../ui/states.tsx';

/** The API's rules: a Stripe secret (or restricted) key of this mode, and a webhook signing secret. */
const keyRule = (mode: 'test' | 'live') => new RegExp(`^(sk|rk)_${mode}_\\S+$`);
/** The Stripe events the store's Stripe webhook needs (docs/orders.md). */
const STRIPE_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'refund.updated',
  'refund.failed',
  'charge.refunded',
];
const WEBHOOK_SECRET = /^whsec_[A-Za-z0-9+/=_-]+$/;

/**
 * The Stripe connection of the current mode: its status (account and the key's last4, never the
 * key), connecting with a secret key and webhook signing secret, and disconnecting.
 */
export default function PaymentsPage() {
  const { api, config } = useDashboard();
  const scope = useStoreScope();
  const { storeId, mode } = scope;
  // The route Stripe's events reach (the stripeWebhooks function), on the API's origin.
  const stripeWebhookUrl = `${(config.apiBaseUrl || window.location.origin).replace(/\/$/, '')}/api/v1/payments/stripe/${encodeURIComponent(storeId)}/${mode}`;
  const [saved, setSaved] = useState<string | null>(null);
  const path = '/api/v1/admin/stores/{storeId}/payments/stripe' as const;
  const params = { path: { storeId }, query: { mode } };
  const connection = useResource(() => unwrap(api.GET(path, { params })), [api, storeId, mode]);
  const [secretKey, setSecretKey] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');
  const [errors, setErrors] = useState<{ secretKey?: string; webhookSecret?: string }>({});
  const [disconnecting, setDisconnecting] = useState(false);

  const connect = useAction(async () => {
    setSaved(null);
    await unwrap(
      api.PUT(path, { params, body: { secretKey: secretKey.trim(), webhookSecret: webhookSecret.trim() } }),
    );
    // The key leaves the page as soon as it is stored.
    setSecretKey('');
    setWebhookSecret('');
    connection.reload();
    setSaved('Saved: Stripe is connected');
    return true;
  });
  const disconnect = useAction(async () => {
    setSaved(null);
    await unwrap(api.DELETE(path, { params }));
    setDisconnecting(false);
    connection.reload();
    return true;
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!keyRule(mode).test(secretKey.trim()))
      next.secretKey = `A Stripe ${mode} secret key starts with sk_${mode}_ (or rk_${mode}_).`;
    if (!WEBHOOK_SECRET.test(webhookSecret.trim()))
      next.webhookSecret = 'A webhook signing secret starts with whsec_.';
    setErrors(next);
    if (!next.secretKey && !next.webhookSecret) void connect.run();
  };

  return (
    <>
      <PageHeader title="Payments" description={`Who takes this store's ${mode} payments.`} />
      <SaveStatus saved={saved !== null} label={saved ?? undefined} />
      <Loaded resource={connection}>
        {({ data }) => (
          <section className="card" aria-label="Stripe connection">
            {/* docs/decisions.md §7.22: test mode without Stripe takes the built-in test provider's tokens. */}
            <p data-testid="payment-provider">
              {data.connected
                ? `Stripe takes this store's ${mode} payments.`
                : mode === 'test'
                  ? "The built-in test provider takes this store's test payments (test card tokens, no Stripe account needed). Connect a Stripe test account to try Stripe itself."
                  : 'Checkout cannot take live payments until Stripe is connected.'}
            </p>
            <h2>Stripe</h2>
            {data.connected ? (
              <dl className="details">
                <dt>Status</dt>
                <dd>
                  <span className="badge ok">Connected</span>
                </dd>
                <dt>Account</dt>
                <dd>
                  <code>{data.accountId ?? '—'}</code>
                </dd>
                <dt>Secret key</dt>
                <dd>
                  <code>…{data.last4 ?? '????'}</code>
                </dd>
                <dt>Connected</dt>
                <dd>{formatDateTime(data.connectedAt)}</dd>
              </dl>
            ) : (
              <p>
                <span className={`badge ${mode === 'test' ? '' : 'warn'}`.trim()}>Not connected</span>
              </p>
            )}
            <h3>Stripe webhook</h3>
            <p>
              In Stripe&apos;s dashboard, add this endpoint for the events{' '}
              {STRIPE_EVENTS.map((type, index) => (
                <span key={type}>
                  {index > 0 && ', '}
                  <code>{type}</code>
                </span>
              ))}
              ; its signing secret is the webhook signing secret below.
            </p>
            <p>
              <code className="key-value" data-testid="stripe-webhook-url">
                {stripeWebhookUrl}
              </code>{' '}
              <CopyButton value={stripeWebhookUrl} label="Copy the Stripe webhook URL" />
            </p>
            {scope.canWrite && data.connected && (
              <button type="button" className="danger" onClick={() => setDisconnecting(true)}>
                Disconnect
              </button>
            )}
          </section>
        )}
      </Loaded>
      {scope.canWrite && connection.data && (
        <form className="card" onSubmit={submit} noValidate aria-label="Connect Stripe">
          <h2>{connection.data.data.connected ? 'Replace the Stripe keys' : 'Connect Stripe'}</h2>
          <Field id="stripe-secret-key" label={`Stripe ${mode} secret key`} error={errors.secretKey}>
            <input
              id="stripe-secret-key"
              type="password"
              autoComplete="off"
              value={secretKey}
              aria-invalid={errors.secretKey ? true : undefined}
              onChange={(event) => setSecretKey(event.target.value)}
            />
          </Field>
          <Field id="stripe-webhook-secret" label="Webhook signing secret" error={errors.webhookSecret}>
            <input
              id="stripe-webhook-secret"
              type="password"
              autoComplete="off"
              value={webhookSecret}
              aria-invalid={errors.webhookSecret ? true : undefined}
              onChange={(event) => setWebhookSecret(event.target.value)}
            />
          </Field>
          {connect.error && <ErrorNotice error={connect.error} />}
          <button type="submit" className="primary" disabled={connect.pending}>
            Connect
          </button>
        </form>
      )}
      {scope.canWrite && (
        <ConfirmDialog
          open={disconnecting}
          title="Disconnect Stripe?"
          body={
            <>
              <p>Checkout stops taking {mode} payments until Stripe is connected again.</p>
              {disconnect.error && <ErrorNotice error={disconnect.error} />}
            </>
          }
          confirmLabel="Disconnect"
          pending={disconnect.pending}
          onConfirm={() => void disconnect.run()}
          onClose={() => setDisconnecting(false)}
        />
      )}
    </>
  );
}
