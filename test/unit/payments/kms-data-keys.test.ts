import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { kmsDataKeyService } from '../../../shared/payments/kms-data-keys.ts';

const kms = mockClient(KMSClient);
const context = { storeId: 's1', mode: 'live' };

describe('KMS data keys', () => {
  beforeEach(() => kms.reset());

  it("makes AES-256 data keys from the stack's key with the store as encryption context, through the process's client", async () => {
    kms
      .on(GenerateDataKeyCommand)
      .resolves({ Plaintext: new Uint8Array([1, 2]), CiphertextBlob: new Uint8Array([9]) });
    const key = await kmsDataKeyService('key-1').newDataKey(context);
    expect(key).toEqual({ plaintext: new Uint8Array([1, 2]), wrapped: new Uint8Array([9]) });
    expect(kms.commandCalls(GenerateDataKeyCommand)[0]!.args[0].input).toEqual({
      KeyId: 'key-1',
      KeySpec: 'AES_256',
      EncryptionContext: context,
    });
  });

  it('unwraps with Decrypt under the same context, and fails when KMS returns nothing', async () => {
    kms
      .on(DecryptCommand)
      .resolvesOnce({ Plaintext: new Uint8Array([7]) })
      .resolvesOnce({});
    const keys = kmsDataKeyService('key-1');
    await expect(keys.unwrap(new Uint8Array([9]), context)).resolves.toEqual(new Uint8Array([7]));
    expect(kms.commandCalls(DecryptCommand)[0]!.args[0].input).toEqual({
      KeyId: 'key-1',
      CiphertextBlob: new Uint8Array([9]),
      EncryptionContext: context,
    });
    await expect(keys.unwrap(new Uint8Array([9]), context)).rejects.toThrow('KMS returned no plaintext');
  });
});
