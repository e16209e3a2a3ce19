import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LOCKOUT } from '../../infra/local/sign-in-lockout.ts';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { ownerSignIn, pkce } from '../support/owner-sign-in.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * The local sign-in page against password guessing and framing, over HTTP on `npm run dev`:
 * wrong passwords lock the email out, then the source address; once locked, the right password
 * is refused too. A server of its own: the lockout would spoil other files' sign-ins.
 */
let dev: DevServer;
let demoOwner: { email: string; password: string };
let redirectUri: string;

beforeAll(async () => {
  dev = await startDevServer({ dynamoEndpoint: runDynamoEndpoint() });
  redirectUri = `${dev.baseUrl}/dashboard/callback`;
  const [, email, password] = /Demo owner[^:]*: (\S+) \/ (\S+)/.exec(dev.output())!;
  demoOwner = { email: email!, password: password! };
}, 120_000);
afterAll(async () => dev?.stop());

/** Posts wrong passwords until the form answers 429; a window ending midway only takes longer. */
const failUntilLocked = async (submit: (attempt: number) => Promise<Response>, cap: number) => {
  for (let attempt = 1; attempt <= 3 * cap; attempt += 1) {
    const response = await submit(attempt);
    if (response.status === 429) return { response, attempt, body: await response.text() };
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('Wrong email or password');
  }
  throw new Error(`not locked after ${3 * cap} wrong passwords`);
};

const expectNoFraming = (response: Response) => {
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
};

describe('local owner sign-in: lockout and framing', () => {
  it('no page of the provider may be framed', async () => {
    const form = await ownerSignIn(dev.baseUrl).openLoginForm(pkce().challenge, redirectUri);
    expectNoFraming(form.page);
    const wrong = await form.submit('nobody@example.com', 'not the password at all');
    expect(wrong.status).toBe(401);
    expectNoFraming(wrong);
    expectNoFraming(await fetch(`${dev.baseUrl}/oidc/session/end`));
  });

  it('wrong passwords lock the email out; then the right password is refused with the lockout message', async () => {
    const form = await ownerSignIn(dev.baseUrl).openLoginForm(pkce().challenge, redirectUri);
    const locked = await failUntilLocked(
      () => form.submit(demoOwner.email, 'a wrong password, again'),
      SIGN_IN_LOCKOUT.failuresPerAccount,
    );
    expect(locked.attempt).toBeGreaterThan(SIGN_IN_LOCKOUT.failuresPerAccount);
    expect(locked.body).toContain('Too many failed sign-ins for this email');

    const right = await form.submit(demoOwner.email.toUpperCase(), demoOwner.password);
    expect(right.status).toBe(429);
    // The failures were just made: the first leaves the 15-minute window in (almost) 15 minutes,
    // whatever the clock says (a fixed window ended anywhere from 1 to 15 minutes later).
    const retryAfter = Number(right.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(SIGN_IN_LOCKOUT.windowSeconds - 120);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LOCKOUT.windowSeconds);
    expectNoFraming(right);
    const page = await right.text();
    expect(page).toMatch(
      /<p role="alert"[^>]*>Too many failed sign-ins for this email: try again in 1[45] minutes\.<\/p>/,
    );
    expect(page).toContain('<form method="post"'); // the form stays, for after the wait
  });

  it('wrong passwords for many emails lock the source address out', async () => {
    const other = {
      email: `lockout-${randomBytes(4).toString('hex')}@example.com`,
      password: 'a long enough password',
    };
    await dev.admin('owner create', '--email', other.email, '--password', other.password);
    const form = await ownerSignIn(dev.baseUrl).openLoginForm(pkce().challenge, redirectUri);
    const locked = await failUntilLocked(
      (attempt) => form.submit(`guess-${attempt}@example.com`, 'a wrong password, again'),
      SIGN_IN_LOCKOUT.failuresPerSource,
    );
    expect(locked.body).toContain('Too many failed sign-ins from this address');

    const right = await form.submit(other.email, other.password);
    expect(right.status).toBe(429);
    expect(await right.text()).toContain('Too many failed sign-ins from this address');
  });
});
