import { randomBytes } from 'node:crypto';

/**
 * Endpoint signing secrets (docs/decisions.md §6.5): `whsec_` + base64 of 24 CSPRNG bytes, the
 * format Standard Webhooks libraries expect (32 base64 characters, 192 bits).
 */
export const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 24;

export const generateWebhookSecret = (): string =>
  `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;

/** What list/get show instead of the secret: enough to tell two secrets apart, never enough to use one. */
export const maskWebhookSecret = (secret: string): string => `${SECRET_PREFIX}****${secret.slice(-4)}`;
