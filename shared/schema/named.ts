import * as z from 'zod';

/**
 * Names a schema for the OpenAPI document: it becomes `components.schemas.<id>` and every
 * operation, webhook and schema that uses it refers to it, so client generators emit a named
 * type. Registering is one Map insert on the schema instance itself (no clone), so naming costs
 * nothing measurable at cold start. A schema derived from a named one (`.extend`, `.optional`)
 * does not inherit the id: name it too if it deserves a type of its own.
 */
export const named = <T extends z.ZodType>(
  id: string,
  schema: T,
  meta: { description?: string; examples?: unknown[]; [keyword: string]: unknown } = {},
): T => {
  z.globalRegistry.add(schema, { id, ...meta });
  return schema;
};
