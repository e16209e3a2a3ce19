import type { DashboardRuntimeConfig } from '../../dashboard/src/runtime-config.ts';
import { dashboardContentSecurityPolicy } from '../dashboard-csp.ts';
import { ADMIN_SCOPE, localOwnerIdentity } from './oidc-identity.ts';
import type { LocalMount } from './api-server.ts';
import { createViteAppMount, ensureViteAppBuilt, viteApp } from './vite-app.ts';

/**
 * The store-owner dashboard on `npm run dev`, at /dashboard/ on the API's port (same origin as
 * the API and the OpenID provider, as behind CloudFront). The production build is served, with
 * the same security headers as deployed; it is rebuilt on start when its sources changed
 * (infra/local/vite-app.ts), so a fresh clone needs nothing but `npm run dev`.
 */
export const DASHBOARD_APP = viteApp('dashboard', [
  // The API types and errors it imports.
  'sdk/src/errors.ts',
  'shared/orders/status-table.ts',
  'infra/local/dashboard.ts',
]);
export const DASHBOARD_DIST = DASHBOARD_APP.dist;

export const ensureDashboardBuilt = (): Promise<{ built: boolean; ms: number }> =>
  ensureViteAppBuilt(DASHBOARD_APP);

/** The runtime config the local build reads: same origin API, the local OpenID provider. */
export const localDashboardConfig = (port: number): DashboardRuntimeConfig => {
  const identity = localOwnerIdentity(port);
  return {
    apiBaseUrl: '',
    oidc: {
      authority: identity.issuer,
      clientId: identity.clientId,
      scope: `openid email ${ADMIN_SCOPE}`,
      resource: identity.audience,
    },
    environment: 'local',
  };
};

/** The headers CloudFront adds in front of the deployed dashboard (same CSP), for the same origin here. */
const LOCAL_DASHBOARD_HEADERS: Record<string, string> = {
  'content-security-policy': dashboardContentSecurityPolicy(),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

export const createDashboardMount = (deps: { port: number }): LocalMount => {
  const config = localDashboardConfig(deps.port);
  return createViteAppMount(DASHBOARD_APP, {
    headers: LOCAL_DASHBOARD_HEADERS,
    runtimeJson: (inner) => (inner === 'config.json' ? config : undefined),
  });
};
