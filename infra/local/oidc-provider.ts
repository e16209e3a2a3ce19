import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { errors, type Adapter, type AdapterPayload, type Configuration } from 'oidc-provider';
import type { OwnerService } from '../../shared/owners/service.ts';
import { ADMIN_SCOPE, LOCAL_OWNER_CLIENT_ID, localOwnerIdentity, OIDC_PREFIX } from './oidc-identity.ts';
import { ACCESS_TOKEN_TTL_SECONDS, type LocalOidcKeys } from './oidc-keys.ts';
import { createSignInGuard, type SignInAttempts } from './sign-in-lockout.ts';

/**
 * The local OpenID provider for store owners (docs/decisions.md §7.2), built on `oidc-provider` and
 * mounted under /oidc on the local API port: discovery, JWKS (at /oidc/.well-known/jwks.json,
 * the path Cognito uses, so the API's verifier needs no per-issuer setting), authorization
 * code + PKCE for the public client `dashboard`, a plain HTML login page, and RFC 9068 JWT
 * access tokens for the admin API's resource indicator. Owners and password hashes live in the
 * local table; the signing key lives in DATA_DIR (oidc-keys.json), so tokens survive a restart.
 * Grants, codes and sessions are kept in memory (the package's development adapter): a restart
 * signs everyone out of the provider, but access tokens already issued stay valid. Failed
 * sign-ins are counted in the table and lock an email or a source address out for a while
 * (sign-in-lockout.ts); no page of the provider may be framed.
 */

/**
 * Grants, codes, sessions and interactions in process memory (what the package's development
 * adapter does, without its start-up warning): local only, cleared by a restart.
 */
const records = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
class MemoryStore implements Adapter {
  private readonly model: string;
  constructor(model: string) {
    this.model = model;
  }
  private key = (id: string) => `${this.model}:${id}`;
  private live(key: string) {
    const entry = records.get(key);
    if (entry && entry.expiresAt <= Date.now()) records.delete(key);
    return records.get(key)?.payload;
  }
  async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
    const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : Number.MAX_SAFE_INTEGER;
    records.set(this.key(id), { payload, expiresAt });
    if (payload.uid) records.set(`${this.model}:uid:${payload.uid}`, { payload: { jti: id }, expiresAt });
    if (payload.grantId) {
      const grant = `grant:${payload.grantId}`;
      const list = (records.get(grant)?.payload.keys as string[] | undefined) ?? [];
      records.set(grant, { payload: { keys: [...list, this.key(id)] }, expiresAt: Number.MAX_SAFE_INTEGER });
    }
  }
  async find(id: string) {
    return this.live(this.key(id));
  }
  async findByUid(uid: string) {
    const pointer = this.live(`${this.model}:uid:${uid}`);
    return pointer ? this.find(pointer.jti as string) : undefined;
  }
  async findByUserCode() {
    return undefined; // the device flow is not enabled
  }
  async consume(id: string) {
    const entry = records.get(this.key(id));
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }
  async destroy(id: string) {
    records.delete(this.key(id));
  }
  async revokeByGrantId(grantId: string) {
    const grant = `grant:${grantId}`;
    for (const key of (records.get(grant)?.payload.keys as string[] | undefined) ?? []) records.delete(key);
    records.delete(grant);
  }
}

export interface LocalOidc {
  /** True when the request is the provider's (its path starts with /oidc). */
  owns(pathname: string): boolean;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const loginPage = (uid: string, email: string, error?: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in: store owners</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 24rem; margin: 4rem auto">
<h1>Sign in</h1>
<p>Local development sign-in for store owners.</p>
${error ? `<p role="alert" style="color: #b00020">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${OIDC_PREFIX}/interaction/${encodeURIComponent(uid)}/login" autocomplete="off">
  <p><label>Email<br><input type="email" name="email" required autofocus value="${escapeHtml(email)}"></label></p>
  <p><label>Password<br><input type="password" name="password" required></label></p>
  <p><button type="submit">Sign in</button></p>
</form>
</body></html>`;

const readForm = (req: IncomingMessage): Promise<URLSearchParams> =>
  new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 16 * 1024) req.destroy(new Error('form too large'));
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });

/** No page of the provider may be framed (a framed login page invites clickjacking). */
const NO_FRAMING = { 'x-frame-options': 'DENY', 'content-security-policy': "frame-ancestors 'none'" };

const html = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, {
    ...NO_FRAMING,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    ...headers,
  });
  res.end(body);
};

export const createLocalOidc = (deps: {
  port: number;
  keys: LocalOidcKeys;
  owners: OwnerService;
  /** Failed sign-in counts (the lockout). */
  attempts: SignInAttempts;
}): LocalOidc => {
  const guard = createSignInGuard({
    attempts: deps.attempts,
    authenticate: (email, password) => deps.owners.authenticate(email, password),
  });
  const identity = localOwnerIdentity(deps.port);
  const dashboardRedirects = [
    `http://127.0.0.1:${deps.port}/dashboard/`,
    `http://localhost:${deps.port}/dashboard/`,
  ];

  const configuration: Configuration = {
    clients: [
      {
        client_id: LOCAL_OWNER_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: dashboardRedirects.flatMap((base) => [base, `${base}callback`]),
        post_logout_redirect_uris: dashboardRedirects,
      },
    ],
    jwks: { keys: [deps.keys.signingKey] },
    responseTypes: ['code'],
    adapter: MemoryStore,
    cookies: { keys: deps.keys.cookieKeys },
    routes: { jwks: '/.well-known/jwks.json' },
    // PKCE (S256) is required for public clients by default; this states it.
    pkce: { required: () => true },
    scopes: ['openid', 'email', ADMIN_SCOPE],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
    },
    features: {
      devInteractions: { enabled: false },
      // Sign-out asks once, on a plain page like the login page (the package's default loads web fonts).
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign out: store owners</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 24rem; margin: 4rem auto">
<h1>Sign out?</h1>
<p>You will be signed out of the store dashboard on this browser.</p>
${form}
<p><button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Sign out</button>
<button type="submit" form="op.logoutForm">Stay signed in</button></p>
</body></html>`;
        },
      },
      userinfo: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => identity.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== identity.audience) throw new errors.InvalidTarget();
          return {
            scope: ADMIN_SCOPE,
            audience: identity.audience,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${OIDC_PREFIX}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const owner = await deps.owners.get(sub);
      if (!owner) return undefined;
      return {
        accountId: owner.ownerId,
        claims: () => ({ sub: owner.ownerId, email: owner.email, email_verified: true }),
      };
    },
    // The access token carries the owner's email (the admin API shows it as the audit actor).
    async extraTokenClaims(_ctx, token) {
      const accountId = (token as { accountId?: string }).accountId;
      if (!accountId) return undefined;
      const owner = await deps.owners.get(accountId);
      return owner ? { email: owner.email } : undefined;
    },
  };

  const provider = new Provider(identity.issuer, configuration);
  const callback = provider.callback();

  const interaction = async (
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    action: string | undefined,
  ) => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new errors.SessionNotFound('interaction session and URL do not match');
    if (details.prompt.name === 'consent') {
      // The dashboard is the service's own client: signing in grants it what it asked for
      // (openid, email, the admin API), no consent page.
      const { grantId, params, session } = details;
      const grant = grantId
        ? await provider.Grant.find(grantId)
        : new provider.Grant({ accountId: session!.accountId, clientId: params.client_id as string });
      if (!grant) throw new errors.SessionNotFound('grant not found');
      const missing = details.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
        grant.addResourceScope(indicator, scopes.join(' '));
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      );
      return;
    }
    if (req.method === 'GET' && !action) return html(res, 200, loginPage(uid, ''));
    if (req.method === 'POST' && action === 'login') {
      const form = await readForm(req);
      const email = form.get('email') ?? '';
      const sourceIp = req.socket.remoteAddress ?? 'unknown';
      const result = await guard.signIn(email, form.get('password') ?? '', sourceIp);
      if (result.kind === 'locked')
        return html(res, 429, loginPage(uid, email, result.message), {
          'retry-after': String(result.retryAfterSeconds),
        });
      if (result.kind === 'wrong') return html(res, 401, loginPage(uid, email, 'Wrong email or password.'));
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: result.owner.ownerId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    html(res, 404, 'Not found');
  };

  return {
    owns: (pathname) => pathname === OIDC_PREFIX || pathname.startsWith(`${OIDC_PREFIX}/`),
    async handle(req, res) {
      // Every answer, the package's own pages (sign-out, errors) included; html() sets both too.
      for (const [name, value] of Object.entries(NO_FRAMING)) res.setHeader(name, value);
      const url = new URL(req.url ?? '/', 'http://local');
      const match = /^\/oidc\/interaction\/([^/]+)(?:\/([a-z]+))?$/.exec(url.pathname);
      if (match) {
        try {
          await interaction(req, res, decodeURIComponent(match[1]!), match[2]);
        } catch (error) {
          if (!(error instanceof errors.OIDCProviderError)) throw error;
          html(res, 400, `<!doctype html><p>${escapeHtml(error.error_description ?? error.message)}</p>`);
        }
        return;
      }
      // Mounted under /oidc: the provider sees the path below the prefix and learns the mount from originalUrl.
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url;
      req.url = (req.url ?? '/').slice(OIDC_PREFIX.length) || '/';
      await callback(req, res);
    },
  };
};
