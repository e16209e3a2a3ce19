/**
 * What the dashboard learns at run time from `config.json`, served next to `index.html`
 * (`/dashboard/config.json`): the same build runs against `npm run dev` and against every
 * deployed stack, so nothing environment-specific is baked into the bundle.
 * `npm run dev` writes it from its own port; the CDK stack writes it from the stack's outputs.
 */
export interface DashboardRuntimeConfig {
  /** Origin of the API ('' = the dashboard's own origin, as locally and behind CloudFront). */
  apiBaseUrl: string;
  oidc: {
    /** OpenID issuer: `http://127.0.0.1:3000/oidc` locally, the Cognito user pool's issuer deployed. */
    authority: string;
    clientId: string;
    scope: string;
    /** RFC 8707 resource indicator (the local provider issues audience-bound JWTs for it). */
    resource?: string;
    /**
     * Where sign-out goes when the provider's discovery has no `end_session_endpoint`
     * (Cognito: `https://<domain>/logout?client_id=...&logout_uri=...`).
     */
    logoutUrl?: string;
  };
  /** Shown in the header so an owner knows which stack this is ("local", "prod"). */
  environment: string;
}
