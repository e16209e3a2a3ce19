import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { secretsManagerClient } from '../aws/secrets-manager.ts';
import { config } from '../config.ts';

/**
 * A server-side secret (JWT signing key, OTP HMAC key) behind a port: AWS Secrets Manager
 * when deployed (re-read every few minutes), a file generated once under DATA_DIR locally
 * (read once per process). Callers ask for the value on each use and keep no copy.
 */
export interface SecretSource {
  value(): Promise<Uint8Array>;
}

const memo = (load: () => Promise<Uint8Array>): SecretSource => {
  let pending: Promise<Uint8Array> | undefined;
  return {
    value: () => {
      pending ??= load().catch((error: unknown) => {
        pending = undefined; // a transient failure must not poison the container
        throw error;
      });
      return pending;
    },
  };
};

/** How long a Secrets Manager value is reused before it is read again (picks up rotations). */
export const SECRET_MAX_AGE_SECONDS = 300;

/**
 * Secrets Manager through Powertools Parameters: cached for `maxAgeSeconds`, then read again,
 * so a rotated secret is picked up by running containers without a redeploy. The provider
 * runs on the process's traced client (the default `getSecret` would create its own).
 */
export const secretsManagerSecret = (
  secretArn: string,
  options: { client?: SecretsManagerClient; maxAgeSeconds?: number } = {},
): SecretSource => {
  const provider = new SecretsProvider({ awsSdkV3Client: options.client ?? secretsManagerClient() });
  const maxAge = options.maxAgeSeconds ?? SECRET_MAX_AGE_SECONDS;
  const read = async () => {
    const secret = await provider.get(secretArn, { maxAge });
    if (typeof secret !== 'string' || secret.length < 32)
      throw new Error(`Secret ${secretArn} is missing or too short`);
    return new TextEncoder().encode(secret);
  };
  // Concurrent first requests (or those just after expiry) share one read.
  let reading: Promise<Uint8Array> | undefined;
  return { value: () => (reading ??= read().finally(() => (reading = undefined))) };
};

/**
 * Generated on first use (48 CSPRNG bytes) and kept in the file, so tokens stay valid
 * across restarts. `wx` makes concurrent first starts agree on one value.
 */
export const localFileSecret = (path: string): SecretSource =>
  memo(async () => {
    const file = resolve(path);
    try {
      return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
    } catch {
      mkdirSync(dirname(file), { recursive: true });
      try {
        writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
    }
  });

export const staticSecret = (value: string): SecretSource => ({
  value: async () => new TextEncoder().encode(value),
});

/** The deployed secret when its ARN is configured, else DATA_DIR/<name>.secret. */
export const configuredSecret = (name: 'jwt' | 'otp'): SecretSource => {
  const { jwtSecretArn, otpSecretArn, localDataDir } = config();
  const arn = name === 'jwt' ? jwtSecretArn : otpSecretArn;
  return arn ? secretsManagerSecret(arn) : localFileSecret(join(localDataDir, `${name}.secret`));
};
