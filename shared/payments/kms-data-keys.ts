import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import type { DataKeyService } from './envelope.ts';

/**
 * The deployed key service: data keys from the stack's KMS key (GenerateDataKey, AES_256),
 * unwrapped with Decrypt; the store and mode are the encryption context, so IAM and CloudTrail
 * see which store's credentials were opened.
 */
let client: KMSClient | undefined;
const kms = () => (client ??= new KMSClient({ maxAttempts: 2 }));

export const kmsDataKeyService = (keyId: string, kmsClient: KMSClient = kms()): DataKeyService => ({
  async newDataKey(context) {
    const out = await kmsClient.send(
      new GenerateDataKeyCommand({ KeyId: keyId, KeySpec: 'AES_256', EncryptionContext: context }),
    );
    if (!out.Plaintext || !out.CiphertextBlob) throw new Error('KMS returned no data key');
    return { plaintext: out.Plaintext, wrapped: out.CiphertextBlob };
  },
  async unwrap(wrapped, context) {
    const out = await kmsClient.send(
      new DecryptCommand({ KeyId: keyId, CiphertextBlob: wrapped, EncryptionContext: context }),
    );
    if (!out.Plaintext) throw new Error('KMS returned no plaintext');
    return out.Plaintext;
  },
});
