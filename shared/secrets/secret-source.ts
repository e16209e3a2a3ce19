import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { SecretSource } from './ports.ts';
import { secretsManagerSecret } from './secrets-manager-secret.ts';

/** Local and test secret sources, and the choice between them and Secrets Manager (secrets-manager-secret.ts). */

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

/** Where the login secrets are, named as in the process configuration. */
export interface LoginSecretSettings {
  jwtSecretArn: string | undefined;
  otpSecretArn: string | undefined;
  localDataDir: string;
}

/** The deployed secret when its ARN is configured, else DATA_DIR/<name>.secret. */
export const configuredSecret = (name: 'jwt' | 'otp', settings: LoginSecretSettings): SecretSource => {
  const { jwtSecretArn, otpSecretArn, localDataDir } = settings;
  const arn = name === 'jwt' ? jwtSecretArn : otpSecretArn;
  return arn ? secretsManagerSecret(arn) : localFileSecret(join(localDataDir, `${name}.secret`));
};
