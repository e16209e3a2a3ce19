/**
 * The roots' one lifetime rule (docs/architecture.md, Lifetimes): what carries state across
 * invocations (a cache, a client pool, a group-commit recorder) is built once per container (a
 * Lambda container, or the `npm run dev` process), on its first use, so a missing setting fails
 * that use and not the function's start. Everything else is built per call.
 */
export const perContainer = <A extends unknown[], T>(build: (...args: A) => T): ((...args: A) => T) => {
  let built: { value: T } | undefined;
  return (...args) => (built ??= { value: build(...args) }).value;
};
