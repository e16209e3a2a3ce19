import type { KMSClient } from '@aws-sdk/client-kms';
import type { DataKeyService } from './envelope.ts';

/** What the key service needs of a client: a real `KMSClient` is one. */
export type KmsKeyClient = Pick<KMSClient, 'send'>;

let client: Promise<KMSClient> | undefined;

/**
 * The process's KMS client, created on the first send, once. The package is loaded with that first
 * send, not at the function's start: a store's Stripe keys are opened on the first Stripe call
 * (and kept while unchanged), and the deployed bundles ship the package beside the function
 * (LAZY_PACKAGES in infra/cdk/bundling.ts), as they ship Stripe.
 */
const kms = (): KmsKeyClient => ({
  send: async (command) => {
    client ??= import('@aws-sdk/client-kms').then(({ KMSClient }) => new KMSClient({ maxAttempts: 2 }));
    return (await client).send(command);
  },
});

/**
 * The deployed key service: data keys from the stack's KMS key (GenerateDataKey, AES_256),
 * unwrapped with Decrypt; the store and mode are the encryption context, so IAM and CloudTrail
 * see which store's credentials were opened.
 */
export const kmsDataKeyService = (keyId: string, kmsClient: KmsKeyClient = kms()): DataKeyService => ({
  async newDataKey(context) {
    const { GenerateDataKeyCommand } = await import('@aws-sdk/client-kms');
    const out = await kmsClient.send(
      new GenerateDataKeyCommand({ KeyId: keyId, KeySpec: 'AES_256', EncryptionContext: context }),
    );
    if (!out.Plaintext || !out.CiphertextBlob) throw new Error('KMS returned no data key');
    return { plaintext: out.Plaintext, wrapped: out.CiphertextBlob };
  },
  async unwrap(wrapped, context) {
    const { DecryptCommand } = await import('@aws-sdk/client-kms');
    const out = await kmsClient.send(
      new DecryptCommand({ KeyId: keyId, CiphertextBlob: wrapped, EncryptionContext: context }),
    );
    if (!out.Plaintext) throw new Error('KMS returned no plaintext');
    return out.Plaintext;
  },
});
