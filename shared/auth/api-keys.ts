import { createHash } from 'node:crypto';
import type { Mode } from '../db/keys.ts';
import { newId, randomAlphanumeric } from '../util/ids.ts';
import type { ApiKeyRecord, KeyType } from './types.ts';

/** `(pk|sk)_(test|live)_<32 alphanumerics>` (docs/decisions.md §1.2). */
export const API_KEY_PATTERN = /^(pk|sk)_(test|live)_[A-Za-z0-9]{32}$/;

export interface ParsedApiKey {
  type: KeyType;
  mode: Mode;
}

export const parseApiKey = (key: string): ParsedApiKey | undefined => {
  const match = API_KEY_PATTERN.exec(key);
  if (!match) return undefined;
  return { type: match[1] === 'pk' ? 'publishable' : 'secret', mode: match[2] as Mode };
};

/** Keys are 190 bits of CSPRNG output, so a fast unsalted SHA-256 is the right lookup hash. */
export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export const generateApiKey = (type: KeyType, mode: Mode): string =>
  `${type === 'publishable' ? 'pk' : 'sk'}_${mode}_${randomAlphanumeric(32)}`;

/**
 * A new key and the record the table keeps of it: only the SHA-256 and last4 of a secret key
 * (the full key exists only in what this returns); a publishable key is kept whole, it is not secret.
 */
export const newApiKey = (
  input: { storeId: string; type: KeyType; mode: Mode; name?: string | undefined },
  createdAt: string,
): { key: string; record: ApiKeyRecord } => {
  const key = generateApiKey(input.type, input.mode);
  const record: ApiKeyRecord = {
    keyId: newId(),
    keyHash: hashApiKey(key),
    storeId: input.storeId,
    type: input.type,
    mode: input.mode,
    last4: key.slice(-4),
    status: 'Active',
    createdAt,
    ...(input.name ? { name: input.name } : {}),
    ...(input.type === 'publishable' ? { publishableKey: key } : {}),
  };
  return { key, record };
};
