import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';

/**
 * Owner sign-in through the local OpenID provider over HTTP, as a browser does it: the
 * authorization request with PKCE, the login form, the redirects followed by hand.
 */

/** A minimal cookie jar (one host; paths ignored: every cookie goes back). */
export const cookieJar = () => {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    take(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const index = pair!.indexOf('=');
        const [name, value] = [pair!.slice(0, index).trim(), pair!.slice(index + 1)];
        if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
};

export const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

export const ownerSignIn = (baseUrl: string) => {
  /** The authorization request, up to the login page: its response and a way to submit it. */
  const openLoginForm = async (challenge: string, redirectUri: string) => {
    const cookies = cookieJar();
    const trail: string[] = [];
    const get = async (url: string) => {
      const response = await fetch(new URL(url, baseUrl), {
        redirect: 'manual',
        headers: { cookie: cookies.header() },
      });
      cookies.take(response);
      trail.push(`${url} ${response.status} ${response.headers.get('location')}`);
      return response;
    };
    const state = randomBytes(8).toString('hex');
    const authorize = new URL('/oidc/auth', baseUrl);
    authorize.search = new URLSearchParams({
      client_id: 'dashboard',
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid email admin',
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    const start = await get(authorize.href);
    expect(start.status).toBe(303);
    const loginUrl = start.headers.get('location')!;
    expect(loginUrl).toMatch(/^\/oidc\/interaction\//);
    const page = await get(loginUrl);
    expect(page.status).toBe(200);
    const action = /<form method="post" action="([^"]+)"/.exec(await page.text())![1]!;
    /** Posts the form once (it can be posted again after a refusal: the page stays the same). */
    const submit = async (email: string, password: string) => {
      const response = await fetch(new URL(action, baseUrl), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookies.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password }).toString(),
      });
      cookies.take(response);
      return response;
    };
    return { page, get, submit, state, trail };
  };

  /** Authorization request -> login form -> submit -> resume -> redirect with the code. */
  const signIn = async (email: string, password: string, challenge: string, redirectUri: string) => {
    const form = await openLoginForm(challenge, redirectUri);
    const submitted = await form.submit(email, password);
    if (submitted.status !== 303) return { status: submitted.status, body: await submitted.text() };
    let response = await form.get(submitted.headers.get('location')!);
    // Follow the provider's own redirects until it leaves for the client's redirect URI.
    for (let hop = 0; hop < 5 && !response.headers.get('location')!.startsWith(redirectUri); hop += 1)
      response = await form.get(response.headers.get('location')!);
    const callback = new URL(response.headers.get('location')!);
    expect(callback.searchParams.get('error_description') ?? callback.searchParams.get('error')).toBeNull();
    if (callback.searchParams.get('state') !== form.state) throw new Error(form.trail.join('\n'));
    return { status: 303, code: callback.searchParams.get('code')!, callback };
  };

  const exchange = (code: string, verifier: string, redirectUri: string) =>
    fetch(new URL('/oidc/token', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'dashboard',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      }).toString(),
    });

  return { openLoginForm, signIn, exchange };
};
