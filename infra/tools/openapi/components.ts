import * as z from 'zod';

/**
 * Turns zod schemas into OpenAPI schema objects whose named parts (schemas registered with
 * `named()` from shared/schema/named.ts, i.e. an `id` in zod's global registry) live once
 * in `components.schemas` and are referred to by `$ref`. zod emits each named part under
 * `$defs`; they are hoisted here. A named schema whose request form (`io: 'input'`) differs from
 * its response form (defaults, transforms, strictness) gets a second component, `<id>Input`.
 */
export type JsonSchema = Record<string, unknown>;

export const COMPONENT_REF = '#/components/schemas/';

const toJson = (schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema => {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
};

const rewriteRefs = (node: unknown, rename: (defId: string) => string): unknown => {
  if (Array.isArray(node)) return node.map((child) => rewriteRefs(child, rename));
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')
        ? `${COMPONENT_REF}${rename(decodeURIComponent(value.slice('#/$defs/'.length)))}`
        : rewriteRefs(value, rename);
  }
  return out;
};

const isObjectSchema = (json: JsonSchema): boolean => json.type === 'object' && !('$ref' in json);

export const createComponentRegistry = () => {
  const schemas: Record<string, JsonSchema> = {};
  const sameInBothForms = new Map<string, boolean>();

  /** Request forms keep the plain id when they are identical to the response form. */
  const nameFor = (id: string, io: 'input' | 'output'): string => {
    if (io === 'output' || id.endsWith('Input') || id.endsWith('Request')) return id;
    let same = sameInBothForms.get(id);
    if (same === undefined) {
      const schema = z.globalRegistry._idmap.get(id);
      same = !!schema && JSON.stringify(toJson(schema, 'input')) === JSON.stringify(toJson(schema, 'output'));
      sameInBothForms.set(id, same);
    }
    return same ? id : `${id}Input`;
  };

  const add = (name: string, body: JsonSchema) => {
    const existing = schemas[name];
    if (existing && JSON.stringify(existing) !== JSON.stringify(body)) {
      throw new Error(`Two different schemas are named "${name}": give one of them another id`);
    }
    schemas[name] = body;
  };

  return {
    schemas,
    /** A hand-written component (the error envelope, the event envelope). */
    add,
    /**
     * The schema object for `schema`; an unnamed object schema at the root is named
     * `fallbackName` so every request body and response still yields a named type.
     */
    convert(schema: z.core.$ZodType, io: 'input' | 'output', fallbackName?: string): JsonSchema {
      const json = toJson(schema, io);
      const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
      delete json.$defs;
      const rename = (id: string) => nameFor(id, io);
      for (const [id, body] of Object.entries(defs)) {
        // zod drops `examples` from the request form of anything containing a transform; the
        // examples given to named() describe the request, so they are put back.
        const examples = (
          z.globalRegistry._idmap.get(id) && z.globalRegistry.get(z.globalRegistry._idmap.get(id)!)
        )?.examples;
        const withExamples = examples && !body.examples ? { ...body, examples } : body;
        add(rename(id), rewriteRefs(withExamples, rename) as JsonSchema);
      }
      const root = rewriteRefs(json, rename) as JsonSchema;
      if (fallbackName && isObjectSchema(root)) {
        add(fallbackName, root);
        return { $ref: `${COMPONENT_REF}${fallbackName}` };
      }
      return root;
    },
  };
};

export type ComponentRegistry = ReturnType<typeof createComponentRegistry>;

export const pascalCase = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);
