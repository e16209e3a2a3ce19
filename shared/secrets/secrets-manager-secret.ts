import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { secretsManagerClient } from '../aws/secrets-manager.ts';
import type { SecretSource } from './ports.ts';

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
