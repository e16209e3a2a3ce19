import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The pages inside a store, one lazily loaded module each (first load ships only the shell and
 * the page opened). `path` is relative to `/dashboard/stores/:storeId/:mode/`; `nav` puts a page
 * in the side navigation under its section.
 */
export interface PageRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
  nav?: { section: 'Store' | 'Developers' | 'Settings'; label: string };
}

export const PAGE_ROUTES: PageRoute[] = [
  { path: '', page: lazy(() => import('./pages/home.tsx')), nav: { section: 'Store', label: 'Home' } },
  {
    path: 'orders',
    page: lazy(() => import('./pages/orders/list.tsx')),
    nav: { section: 'Store', label: 'Orders' },
  },
  { path: 'orders/:orderId', page: lazy(() => import('./pages/orders/detail.tsx')) },
  { path: 'carts', page: lazy(() => import('./pages/carts.tsx')), nav: { section: 'Store', label: 'Carts' } },
  {
    path: 'customers',
    page: lazy(() => import('./pages/customers.tsx')),
    nav: { section: 'Store', label: 'Customers' },
  },
  { path: 'customers/:customerId', page: lazy(() => import('./pages/catalog/customer-detail.tsx')) },
  {
    path: 'products',
    page: lazy(() => import('./pages/products.tsx')),
    nav: { section: 'Store', label: 'Products' },
  },
  {
    path: 'developers/api-keys',
    page: lazy(() => import('./pages/developers/api-keys.tsx')),
    nav: { section: 'Developers', label: 'API keys' },
  },
  {
    path: 'developers/webhooks',
    page: lazy(() => import('./pages/developers/webhooks/list.tsx')),
    nav: { section: 'Developers', label: 'Webhooks' },
  },
  {
    path: 'developers/webhooks/:webhookId',
    page: lazy(() => import('./pages/developers/webhooks/detail.tsx')),
  },
  {
    path: 'developers/events',
    page: lazy(() => import('./pages/developers/events.tsx')),
    nav: { section: 'Developers', label: 'Events' },
  },
  { path: 'developers/events/:eventId', page: lazy(() => import('./pages/developers/event-detail.tsx')) },
  {
    path: 'settings/store',
    page: lazy(() => import('./pages/settings/store.tsx')),
    nav: { section: 'Settings', label: 'Store' },
  },
  {
    path: 'settings/payments',
    page: lazy(() => import('./pages/settings/payments.tsx')),
    nav: { section: 'Settings', label: 'Payments' },
  },
  {
    path: 'settings/team',
    page: lazy(() => import('./pages/settings/team.tsx')),
    nav: { section: 'Settings', label: 'Team' },
  },
  {
    path: 'settings/audit-log',
    page: lazy(() => import('./pages/settings/audit-log.tsx')),
    nav: { section: 'Settings', label: 'Audit log' },
  },
];
