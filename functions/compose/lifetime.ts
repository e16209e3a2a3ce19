/**
 * The roots' one lifetime rule (docs/architecture.md, Lifetimes): a function's services are built
 * once per container (a Lambda container, or the `npm run dev` process), on their first use, so a
 * missing setting fails that use and not the function's start, and what carries state across
 * invocations (a cache, a client pool, a group-commit recorder) serves every one of them.
 *
 * The arguments are the container's settings (`config()`, read once per container) and ports that
 * live as long; called again with other ones (a test that resets the configuration), it builds
 * anew on them.
 */
export const perContainer = <A extends unknown[], T>(build: (...args: A) => T): ((...args: A) => T) => {
  let built: { args: A; value: T } | undefined;
  return (...args) => {
    const same = built && built.args.length === args.length && built.args.every((arg, i) => arg === args[i]);
    if (!same) built = { args, value: build(...args) };
    return built!.value;
  };
};
