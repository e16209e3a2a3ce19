import * as z from 'zod';

const built = new WeakSet<z.ZodType>();

/**
 * A schema built on its first use (a request it validates, the OpenAPI generator reading it), not
 * when its module is imported: a function's cold start builds none of its operations' schemas, and
 * its first request builds only those its operation parses (response schemas, documentation only,
 * are never built in a function). It is zod's own `z.lazy`, so it nests in other schemas, parses
 * exactly as the schema it wraps, and in the OpenAPI document is that schema (a named one stays a
 * `$ref`). What a module needs of the schema itself (`.shape`, `.extend()`) is on `.unwrap()`,
 * which builds it: call it inside another lazy schema's builder, or in tooling.
 *
 * A module-level definition carries esbuild's pure mark (a `@__PURE__` comment) before the call:
 * building nothing, the call has no effect, and so marked, a bundle drops the definitions its
 * function never uses (esbuild reads the mark only at a call, not on this function).
 */
export function lazySchema<T extends z.ZodType>(build: () => T): z.ZodLazy<T> {
  let schema: T | undefined;
  // Memoised here, not only in zod: `.unwrap()` calls the getter itself, and a named schema is
  // registered once.
  const lazy = z.lazy(() => {
    if (!schema) {
      schema = build();
      built.add(lazy);
    }
    return schema;
  });
  return lazy;
}

/** Whether a `lazySchema` has been built yet (the tests prove a cold start builds none). */
export const isBuilt = (schema: z.ZodType): boolean => built.has(schema);
