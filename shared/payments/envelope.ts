import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { SecretSource } from '../secrets/ports.ts';

/**
 * Envelope encryption of a store's payment credentials. Each value is sealed with its own
 * random AES-256-GCM data key; only the data key goes to the key service (KMS when deployed,
 * a key file under DATA_DIR locally), wrapped under the master key with the store and mode as
 * encryption context, so a sealed value copied to another store does not open.
 */
export interface Sealed {
  /** The wrapped data key (base64). */
  wrappedKey: string;
  iv: string;
  tag: string;
  ciphertext: string;
}

export type SealContext = Record<string, string>;

/** Wraps and unwraps data keys; the master key never leaves it. */
export interface DataKeyService {
  newDataKey(context: SealContext): Promise<{ plaintext: Uint8Array; wrapped: Uint8Array }>;
  unwrap(wrapped: Uint8Array, context: SealContext): Promise<Uint8Array>;
}

export interface SecretSealer {
  seal(plaintext: string, context: SealContext): Promise<Sealed>;
  open(sealed: Sealed, context: SealContext): Promise<string>;
}

const aad = (context: SealContext) =>
  Buffer.from(JSON.stringify(Object.entries(context).sort(([a], [b]) => (a < b ? -1 : 1))), 'utf8');

const gcmSeal = (key: Uint8Array, plaintext: Buffer, context: SealContext) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), ciphertext };
};

const gcmOpen = (
  key: Uint8Array,
  parts: { iv: Buffer; tag: Buffer; ciphertext: Buffer },
  context: SealContext,
) => {
  const decipher = createDecipheriv('aes-256-gcm', key, parts.iv);
  decipher.setAAD(aad(context));
  decipher.setAuthTag(parts.tag);
  return Buffer.concat([decipher.update(parts.ciphertext), decipher.final()]);
};

export const envelopeSealer = (keys: DataKeyService): SecretSealer => ({
  async seal(plaintext, context) {
    const dataKey = await keys.newDataKey(context);
    try {
      const { iv, tag, ciphertext } = gcmSeal(dataKey.plaintext, Buffer.from(plaintext, 'utf8'), context);
      return {
        wrappedKey: Buffer.from(dataKey.wrapped).toString('base64'),
        iv: iv.toString('base64'),
        tag: tag.toString('base64'),
        ciphertext: ciphertext.toString('base64'),
      };
    } finally {
      dataKey.plaintext.fill(0);
    }
  },
  async open(sealed, context) {
    const key = await keys.unwrap(Buffer.from(sealed.wrappedKey, 'base64'), context);
    try {
      return gcmOpen(
        key,
        {
          iv: Buffer.from(sealed.iv, 'base64'),
          tag: Buffer.from(sealed.tag, 'base64'),
          ciphertext: Buffer.from(sealed.ciphertext, 'base64'),
        },
        context,
      ).toString('utf8');
    } finally {
      key.fill(0);
    }
  },
});

/**
 * The local key service: the master key is a file under DATA_DIR (generated on first use,
 * see secrets/secret-source.ts), data keys are wrapped with it by AES-256-GCM.
 */
export const localDataKeyService = (masterSecret: SecretSource): DataKeyService => {
  const masterKey = async () =>
    createHash('sha256')
      .update(await masterSecret.value())
      .digest();
  return {
    async newDataKey(context) {
      const plaintext = randomBytes(32);
      const { iv, tag, ciphertext } = gcmSeal(await masterKey(), plaintext, context);
      return { plaintext: Buffer.from(plaintext), wrapped: Buffer.concat([iv, tag, ciphertext]) };
    },
    async unwrap(wrapped, context) {
      const bytes = Buffer.from(wrapped);
      return gcmOpen(
        await masterKey(),
        { iv: bytes.subarray(0, 12), tag: bytes.subarray(12, 28), ciphertext: bytes.subarray(28) },
        context,
      );
    },
  };
};
