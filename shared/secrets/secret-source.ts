import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../config.ts';

/**
 * A server-side secret (JWT signing key, OTP HMAC key) behind a port: AWS Secrets Manager
 * when deployed, a file generated once under DATA_DIR locally. Read once per process.
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

export const secretsManagerSecret = (
  secretArn: string,
  client = new SecretsManagerClient({}),
): SecretSource =>
  memo(async () => {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
    if (!SecretString || SecretString.length < 32)
      throw new Error(`Secret ${secretArn} is missing or too short`);
    return new TextEncoder().encode(SecretString);
  });

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
