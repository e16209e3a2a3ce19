/**
 * The dashboard's Content-Security-Policy, one string for every place that serves the dashboard:
 * CloudFront's response headers policy (infra/cdk/dashboard-hosting.ts) and the local server
 * (infra/local). Pure TypeScript, no aws-cdk-lib, so the local runtime can import it.
 *
 * Scripts and styles come only from the dashboard's own origin (Vite emits files, never inline
 * code); the page may call its own origin (the API is served there too) and the identity
 * provider (discovery, keys, token and revocation endpoints); nobody may frame it.
 */
export interface DashboardCspOptions {
  /**
   * Sources the dashboard may `fetch` besides its own origin: the OpenID issuer (with a trailing
   * `/` so its sub-paths match) and the provider's token endpoint origin. Values may be CDK tokens.
   */
  connectSources?: readonly string[];
}

export const dashboardContentSecurityPolicy = ({ connectSources = [] }: DashboardCspOptions = {}): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    // Store branding previews show the owner's logo, which may live on any HTTPS host.
    "img-src 'self' data: https:",
    "font-src 'self'",
    ['connect-src', "'self'", ...connectSources].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
