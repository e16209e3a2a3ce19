import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Local owner passwords (the deployed stack keeps passwords in Cognito, never in the table):
 * scrypt from node:crypto, a random 16-byte salt per password, stored as
 * `scrypt$<N>$<r>$<p>$<salt b64url>$<hash b64url>` so the cost can be raised later without
 * breaking stored hashes.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
// N * r * 128 bytes = 32 MiB at the default cost; Node's default cap is exactly 32 MiB.
const MAX_MEMORY = 64 * 1024 * 1024;

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
};

/** Constant-time comparison; a malformed stored hash never matches. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
};

/** Checked when no owner has the email, so a wrong email costs as much as a wrong password. */
let dummy: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> =>
  (dummy ??= hashPassword(randomBytes(16).toString('hex')));
