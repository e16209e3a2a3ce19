import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { DashboardRuntimeConfig } from '../runtime-config.ts';

/**
 * The owner's sign-in: OpenID Connect authorization code + PKCE through `oidc-client-ts`,
 * against the local provider of `npm run dev` or the stack's Cognito user pool. Tokens live in
 * sessionStorage (one tab's session, gone when the tab closes), never in localStorage. There are no refresh tokens: when the access token expires, the owner signs in
 * again in a popup, so the page underneath, with any half-filled form, stays as it was.
 */
export interface OwnerSession {
  /** The signed-in user, or null (then `signIn()` leaves for the provider). */
  current(): Promise<User | null>;
  accessToken(): string | null;
  signIn(returnTo?: string): Promise<void>;
  /** Re-authenticates in a popup; resolves once a fresh token is stored. */
  renewInPopup(): Promise<void>;
  /** Completes a redirect or popup sign-in on the callback page; returns where to go next. */
  completeCallback(): Promise<string | null>;
  signOut(): Promise<void>;
  /** Called when the API refuses the token (401): the shell shows the "session expired" dialog. */
  onExpired(listener: () => void): () => void;
  markExpired(): void;
}

const CALLBACK_PATH = 'callback';

export const createOwnerSession = (config: DashboardRuntimeConfig): OwnerSession => {
  // The app's root (/dashboard/), whatever page the owner is on.
  const base = new URL(import.meta.env.BASE_URL, location.origin);
  const userStore = new WebStorageStateStore({ store: window.sessionStorage });
  // The sign-in request's state (PKCE verifier, nonce; no token) must be readable by the pop-up
  // window, whose sessionStorage is a copy taken before the request existed: localStorage, the
  // library's default. It is removed when the callback consumes it (stale ones after 15 min).
  const stateStore = new WebStorageStateStore({ store: window.localStorage });
  const manager = new UserManager({
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    redirect_uri: new URL(CALLBACK_PATH, base).href,
    popup_redirect_uri: new URL(CALLBACK_PATH, base).href,
    post_logout_redirect_uri: base.href,
    response_type: 'code',
    scope: config.oidc.scope,
    ...(config.oidc.resource ? { resource: config.oidc.resource } : {}),
    userStore,
    stateStore,
    staleStateAgeInSeconds: 900,
    automaticSilentRenew: false,
    loadUserInfo: false,
    // Cognito's discovery has no end_session_endpoint: sign-out goes to its /logout URL.
    ...(config.oidc.logoutUrl ? { metadataSeed: { end_session_endpoint: config.oidc.logoutUrl } } : {}),
  });
  void manager.clearStaleState();
  let user: User | null = null;
  const listeners = new Set<() => void>();

  manager.events.addUserLoaded((loaded) => {
    user = loaded;
  });
  manager.events.addUserUnloaded(() => {
    user = null;
  });
  manager.events.addAccessTokenExpired(() => listeners.forEach((listener) => listener()));

  return {
    async current() {
      user = await manager.getUser();
      return user;
    },
    accessToken: () => user?.access_token ?? null,
    async signIn(returnTo) {
      await manager.signinRedirect({ url_state: returnTo ?? location.pathname + location.search });
    },
    async renewInPopup() {
      user = await manager.signinPopup();
    },
    async completeCallback() {
      const signedIn = await manager.signinCallback();
      // A popup's callback hands the response to its opener and closes; nothing to do here.
      if (!signedIn) return null;
      user = signedIn;
      return signedIn.url_state ?? base.pathname;
    },
    async signOut() {
      const signedIn = await manager.getUser();
      await manager.removeUser();
      await manager.signoutRedirect(
        config.oidc.logoutUrl ? {} : signedIn?.id_token ? { id_token_hint: signedIn.id_token } : {},
      );
    },
    onExpired(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    markExpired() {
      listeners.forEach((listener) => listener());
    },
  };
};
