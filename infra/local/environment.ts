import { resolve } from 'node:path';
import { localOwnerIdentity } from './oidc-identity.ts';

/**
 * The local knobs with their defaults (docs/decisions.md §8.1), applied to process.env before any
 * shared module reads its configuration.
 */
export const LOCAL_DEFAULTS: Record<string, string> = {
  PORT: '3000',
  DYNAMODB_PORT: '8000',
  DATA_DIR: '.local',
  TABLE_NAME: 'store-commerce-local',
  AWS_REGION: 'us-east-1',
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  CART_ABANDON_SWEEP_SECONDS: '60',
  CHECKOUT_COMPLETION_LEASE_SECONDS: '30',
  CHECKOUT_RECOVERY_SWEEP_SECONDS: '60',
  WEBHOOK_RETRY_DELAYS_SECONDS: '60,300,900,3600,86400',
  WEBHOOK_TIMEOUT_MS: '5000',
  REFUND_DELAY_SECONDS: '60',
  POWERTOOLS_SERVICE_NAME: 'store-commerce',
  POWERTOOLS_DEV: 'true',
};

export const applyLocalDefaults = (): void => {
  for (const [name, value] of Object.entries(LOCAL_DEFAULTS)) {
    if (process.env[name] === undefined || process.env[name] === '') process.env[name] = value;
  }
  // Owner sign-in: the local OpenID provider under /oidc on the API port (infra/local/oidc-provider.ts).
  const identity = localOwnerIdentity(process.env.PORT!);
  process.env.OWNER_ISSUER ||= identity.issuer;
  process.env.OWNER_CLIENT_ID ||= identity.clientId;
  process.env.OWNER_AUDIENCE ||= identity.audience;
};

export const dataDir = (): string => resolve(process.env.DATA_DIR ?? LOCAL_DEFAULTS.DATA_DIR!);
