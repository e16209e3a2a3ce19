import { Link } from 'react-router';
import { unwrap } from '../api/client.ts';
import { useResource } from '../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../app-context.tsx';

interface Step {
  key: string;
  label: string;
  to: string;
  done: boolean;
}

/**
 * "Get started" on Home (docs/decisions.md §7.20): API keys, a first product, Stripe for live
 * payments, a webhook endpoint, each checked from one list call of its own (limit 1 where the
 * route pages). Shown to admins and owners while a step is open; gone once all four are done.
 */
export const SetupChecklist = () => {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const { storeId, mode } = scope;
  const path = { storeId };
  const steps = useResource(async (): Promise<Step[]> => {
    if (!scope.canWrite) return []; // viewers set nothing up (and may not read payments)
    const [keys, products, stripe, webhooks] = await Promise.all([
      unwrap(api.GET('/api/v1/admin/stores/{storeId}/api-keys', { params: { path, query: { mode } } })),
      unwrap(
        api.GET('/api/v1/admin/stores/{storeId}/products', { params: { path, query: { mode, limit: 1 } } }),
      ),
      // Test mode takes payments through the built-in test provider: the open step is live.
      unwrap(
        api.GET('/api/v1/admin/stores/{storeId}/payments/stripe', {
          params: { path, query: { mode: 'live' } },
        }),
      ),
      unwrap(api.GET('/api/v1/admin/stores/{storeId}/webhooks', { params: { path, query: { mode } } })),
    ]);
    return [
      {
        key: 'keys',
        label: 'Create an API key for your store server',
        to: 'developers/api-keys',
        done: keys.data.some((key) => key.status === 'Active'),
      },
      { key: 'product', label: 'Add your first product', to: 'products', done: products.data.length > 0 },
      {
        key: 'payments',
        label: 'Connect Stripe for live checkout',
        to: 'settings/payments',
        done: stripe.data.connected,
      },
      {
        key: 'webhook',
        label: 'Add a webhook endpoint',
        to: 'developers/webhooks',
        done: webhooks.data.length > 0,
      },
    ];
  }, [api, storeId, mode, scope.canWrite]);

  const list = steps.data;
  if (!scope.canWrite || !list || list.every((step) => step.done)) return null;
  const done = list.filter((step) => step.done).length;
  return (
    <section className="card setup-checklist" aria-labelledby="home-setup-title">
      <h2 id="home-setup-title">Get started</h2>
      <p className="muted">
        {done} of {list.length} done
      </p>
      <ul className="plain-list checklist">
        {list.map((step) => (
          <li key={step.key} data-step={step.key} data-done={step.done}>
            <span aria-hidden="true" className={step.done ? 'check done' : 'check'}>
              {step.done ? '✓' : '○'}
            </span>{' '}
            <Link to={scope.to(step.to)}>{step.label}</Link>
            <span className="visually-hidden">{step.done ? ' (done)' : ' (to do)'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
};
