/**
 * The failure classes an owner sees on a delivery attempt (delivery log): one of these plus a
 * message. The class names a kind of failure only, never an address or a network detail.
 */
export const ATTEMPT_ERROR_CLASSES = [
  'timeout',
  'tls',
  'dns',
  'refused',
  'ssrf_blocked',
  'redirect',
  'non_2xx',
] as const;

export type AttemptErrorClass = (typeof ATTEMPT_ERROR_CLASSES)[number];

/** The class of an HTTP answer that is not a success (null for 2xx). */
export const httpErrorClass = (code: number): AttemptErrorClass | null =>
  code >= 200 && code < 300 ? null : code >= 300 && code < 400 ? 'redirect' : 'non_2xx';

/**
 * The class of an attempt from its stored message, for records written before classes were
 * recorded and for attempts the sender never made (an interrupted worker: outcome unknown,
 * counted as a timeout).
 */
export const errorClassFromMessage = (message: string | null): AttemptErrorClass | null => {
  if (message === null) return null;
  if (message === 'target not allowed') return 'ssrf_blocked';
  if (message.startsWith('timeout') || message.startsWith('attempt interrupted')) return 'timeout';
  if (message.includes('host not found')) return 'dns';
  if (message.startsWith('TLS')) return 'tls';
  if (message.startsWith('redirect')) return 'redirect';
  if (message.startsWith('HTTP ')) return 'non_2xx';
  return 'refused';
};
