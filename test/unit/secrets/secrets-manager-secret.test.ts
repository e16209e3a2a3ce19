import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SECRET_MAX_AGE_SECONDS,
  secretsManagerSecret,
} from '../../../shared/secrets/secrets-manager-secret.ts';

const ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:jwt';
const FIRST = 'first-secret-first-secret-first-secret-0123';
const ROTATED = 'rotated-secret-rotated-secret-rotated-0123';

const client = new SecretsManagerClient({ region: 'eu-west-1' });
const secretsManager = mockClient(client);
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

beforeEach(() => {
  secretsManager.reset();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-01-01T00:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('secretsManagerSecret', () => {
  it('reuses the value within maxAge and picks up a rotation after it, without a new instance', async () => {
    secretsManager.on(GetSecretValueCommand, { SecretId: ARN }).resolves({ SecretString: FIRST });
    const secret = secretsManagerSecret(ARN, { client });

    expect(text(await secret.value())).toBe(FIRST);
    secretsManager.on(GetSecretValueCommand, { SecretId: ARN }).resolves({ SecretString: ROTATED });
    vi.advanceTimersByTime((SECRET_MAX_AGE_SECONDS - 1) * 1000);
    expect(text(await secret.value())).toBe(FIRST);
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);

    vi.advanceTimersByTime(2000);
    expect(text(await secret.value())).toBe(ROTATED);
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it('honours a custom maxAge', async () => {
    secretsManager.on(GetSecretValueCommand).resolves({ SecretString: FIRST });
    const secret = secretsManagerSecret(ARN, { client, maxAgeSeconds: 10 });
    await secret.value();
    vi.advanceTimersByTime(11_000);
    await secret.value();
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it('shares one read among concurrent first callers', async () => {
    secretsManager.on(GetSecretValueCommand).resolves({ SecretString: FIRST });
    const secret = secretsManagerSecret(ARN, { client });
    const values = await Promise.all([secret.value(), secret.value(), secret.value()]);
    expect(values.map(text)).toEqual([FIRST, FIRST, FIRST]);
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('does not cache a failure: the next call reads again', async () => {
    secretsManager
      .on(GetSecretValueCommand)
      .rejectsOnce(new Error('throttled'))
      .resolves({ SecretString: FIRST });
    const secret = secretsManagerSecret(ARN, { client });
    await expect(secret.value()).rejects.toThrow();
    expect(text(await secret.value())).toBe(FIRST);
  });

  it('refuses a missing or short secret', async () => {
    secretsManager.on(GetSecretValueCommand).resolves({ SecretString: 'short' });
    await expect(secretsManagerSecret(ARN, { client }).value()).rejects.toThrow(/missing or too short/);
  });
});
