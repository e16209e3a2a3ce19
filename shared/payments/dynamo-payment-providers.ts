import { join } from 'node:path';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localFileSecret } from '../secrets/secret-source.ts';
import { dynamoChargeLedger } from './dynamo-charge-ledger.ts';
import { dynamoStripeConnectionStore } from './dynamo-stripe-connection-store.ts';
import { envelopeSealer, localDataKeyService, type SecretSealer } from './envelope.ts';
import { kmsDataKeyService } from './kms-data-keys.ts';
import { defaultPaymentProviders, type PaymentProviders } from './providers.ts';
import { stripeCredentialSource, type StripeCredentialSource } from './credentials.ts';
import type { StripeClientOptions } from './stripe-client.ts';

/** Where stores' payment credentials are sealed, named as in the process configuration. */
export interface SealerSettings {
  /** PAYMENTS_KMS_KEY_ID (deployed); unset locally. */
  paymentsKmsKeyId: string | undefined;
  /** DATA_DIR: the local master key file's folder. */
  localDataDir: string;
}

/** How the Stripe client is reached, named as in the process configuration. */
export interface StripeSettings {
  stripeApiUrl: string | undefined;
  stripeTimeoutMs: number;
}

/** KMS when deployed (PAYMENTS_KMS_KEY_ID), else a master key file under DATA_DIR. */
export const secretSealerFor = (settings: SealerSettings): SecretSealer =>
  envelopeSealer(
    settings.paymentsKmsKeyId
      ? kmsDataKeyService(settings.paymentsKmsKeyId)
      : localDataKeyService(localFileSecret(join(settings.localDataDir, 'payments-master-key.secret'))),
  );

/**
 * The stores' Stripe credentials in the table. Its cache reuses opened secrets while the stored
 * item is unchanged, so a composition root keeps one per process.
 */
export const dynamoStripeCredentials = (
  db: DynamoDBDocumentClient,
  tableName: string,
  settings: SealerSettings,
): StripeCredentialSource =>
  stripeCredentialSource({
    store: dynamoStripeConnectionStore(db, tableName),
    sealer: secretSealerFor(settings),
  });

export const stripeClientOptions = (settings: StripeSettings): StripeClientOptions => ({
  apiUrl: settings.stripeApiUrl,
  timeoutMs: settings.stripeTimeoutMs,
});

/** The composition roots' providers: the table's test ledger and the stores' Stripe connections. */
export const dynamoPaymentProviders = (
  db: DynamoDBDocumentClient,
  tableName: string,
  options: { credentials: StripeCredentialSource; settings: StripeSettings },
): PaymentProviders =>
  defaultPaymentProviders({
    ledger: dynamoChargeLedger(db, tableName),
    stripe: options.credentials,
    stripeOptions: stripeClientOptions(options.settings),
  });
