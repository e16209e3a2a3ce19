import { join } from 'node:path';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.ts';
import { localFileSecret } from '../secrets/secret-source.ts';
import { dynamoChargeLedger } from './dynamo-charge-ledger.ts';
import { dynamoStripeConnectionStore } from './dynamo-stripe-connection-store.ts';
import { envelopeSealer, localDataKeyService, type SecretSealer } from './envelope.ts';
import { kmsDataKeyService } from './kms-data-keys.ts';
import { defaultPaymentProviders, type PaymentProviders } from './providers.ts';
import { stripeCredentialSource, type StripeCredentialSource } from './credentials.ts';

/** KMS when deployed (PAYMENTS_KMS_KEY_ID), else a master key file under DATA_DIR. */
export const defaultSecretSealer = (): SecretSealer => {
  const { paymentsKmsKeyId, localDataDir } = config();
  return envelopeSealer(
    paymentsKmsKeyId
      ? kmsDataKeyService(paymentsKmsKeyId)
      : localDataKeyService(localFileSecret(join(localDataDir, 'payments-master-key.secret'))),
  );
};

let credentials: StripeCredentialSource | undefined;
/** One credential cache per process (opened secrets are reused while the stored item is unchanged). */
export const defaultStripeCredentials = (
  db: DynamoDBDocumentClient,
  tableName: string,
): StripeCredentialSource =>
  (credentials ??= stripeCredentialSource({
    store: dynamoStripeConnectionStore(db, tableName),
    sealer: defaultSecretSealer(),
  }));

export const stripeClientOptions = () => ({
  apiUrl: config().stripeApiUrl,
  timeoutMs: config().stripeTimeoutMs,
});

/** The composition roots' providers: the table's test ledger and the stores' Stripe connections. */
export const dynamoPaymentProviders = (db: DynamoDBDocumentClient, tableName: string): PaymentProviders =>
  defaultPaymentProviders({
    ledger: dynamoChargeLedger(db, tableName),
    stripe: defaultStripeCredentials(db, tableName),
    stripeOptions: stripeClientOptions(),
  });
