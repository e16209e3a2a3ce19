/**
 * Idempotency-Key per submitted form (docs/decisions.md §15.7): the same body submitted again (a
 * retry after an error or a lost answer) reuses its key, so the API answers it once; another body is
 * another submission with a new key.
 */
export const submissionKeys = (newKey: () => string = () => crypto.randomUUID()) => {
  let last: { body: string; key: string } | undefined;
  return (body: unknown): string => {
    const serialized = JSON.stringify(body);
    if (last?.body !== serialized) last = { body: serialized, key: newKey() };
    return last.key;
  };
};
