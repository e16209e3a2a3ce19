import { randomBytes, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();
export const newEventId = (): string => `evt_${randomBytes(12).toString('hex')}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);
/** Ids are matched case-insensitively: a UUID in any case becomes its canonical lower-case form. */
export const canonicalId = (value: string): string => (isUuid(value) ? value.toLowerCase() : value);

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Uniform alphanumeric string from a CSPRNG (rejection sampling: no modulo bias). */
export const randomAlphanumeric = (length: number): string => {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHANUMERIC[byte % 62];
    }
  }
  return out;
};
