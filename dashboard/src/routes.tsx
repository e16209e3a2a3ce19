import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The pages inside a store, one lazily loaded module each (first load ships only the shell and
 * the page opened). `path` is relative to `/dashboard/stores/:storeId/:mode/`; `nav` puts a page
 * in the side navigation under its section.
 */
export interface PageRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
  nav?: { section: NavSection; label: string };
}

type NavSection = 'Store' | 'Developers' | 'Settings';

/** One row a page: its path, its module and, for a page in the navigation, [section, label]. */
type RouteRow = [path: string, load: () => Promise<{ default: ComponentType }>, nav?: [NavSection, string]];

// A table rather than objects: each page is one line, and the navigation reads top to bottom.
const ROUTE_ROWS: RouteRow[] = [
  ['', () => import('./pages/home.tsx'), ['Store', 'Home']],
  ['orders', () => import('./pages/orders/list.tsx'), ['Store', 'Orders']],
  ['orders/:orderId', () => import('./pages/orders/detail.tsx')],
  ['orders/:orderId/packing-slip', () => import('./pages/orders/packing-slip.tsx')],
  ['carts', () => import('./pages/carts.tsx'), ['Store', 'Carts']],
  ['customers', () => import('./pages/customers.tsx'), ['Store', 'Customers']],
  ['customers/:customerId', () => import('./pages/catalog/customer-detail.tsx')],
  ['products', () => import('./pages/products.tsx'), ['Store', 'Products']],
  ['products/new', () => import('./pages/catalog/product-new.tsx')],
  ['products/:productId', () => import('./pages/catalog/product-detail.tsx')],
  ['discounts', () => import('./pages/discounts/list.tsx'), ['Store', 'Discounts']],
  ['developers/api-keys', () => import('./pages/developers/api-keys.tsx'), ['Developers', 'API keys']],
  ['developers/webhooks', () => import('./pages/developers/webhooks/list.tsx'), ['Developers', 'Webhooks']],
  ['developers/webhooks/:webhookId', () => import('./pages/developers/webhooks/detail.tsx')],
  ['developers/events', () => import('./pages/developers/events.tsx'), ['Developers', 'Events']],
  ['developers/events/:eventId', () => import('./pages/developers/event-detail.tsx')],
  ['settings/store', () => import('./pages/settings/store.tsx'), ['Settings', 'Store']],
  ['settings/tax', () => import('./pages/settings/tax.tsx'), ['Settings', 'Tax']],
  ['settings/shipping', () => import('./pages/settings/shipping.tsx'), ['Settings', 'Shipping']],
  ['settings/payments', () => import('./pages/settings/payments.tsx'), ['Settings', 'Payments']],
  ['settings/team', () => import('./pages/settings/team.tsx'), ['Settings', 'Team']],
  ['settings/audit-log', () => import('./pages/settings/audit-log.tsx'), ['Settings', 'Audit log']],
];

export const PAGE_ROUTES: PageRoute[] = ROUTE_ROWS.map(([path, load, nav]) => ({
  path,
  page: lazy(load),
  ...(nav ? { nav: { section: nav[0], label: nav[1] } } : {}),
}));
