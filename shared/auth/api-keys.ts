import { createHash } from 'node:crypto';
import type { Mode } from '../db/keys.ts';
import { randomAlphanumeric } from '../util/ids.ts';
import type { KeyType } from './types.ts';

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
