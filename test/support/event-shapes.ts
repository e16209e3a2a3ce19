import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { OPENAPI_FILE } from '../../infra/tools/openapi/load.ts';

/**
 * Event payloads as documented and as sent: a check of an envelope against its type's schema in
 * docs/openapi.json, and a comparison of two events' shapes (field names and JSON types, at every
 * depth) for telling a test delivery from the real event of its type.
 */
type Components = { components: { schemas: Record<string, object> } };

const componentName = (type: string): string =>
  type
    .split(/[._]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

export const createEventSchemaChecker = () => {
  const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Components;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const validators = new Map<string, ValidateFunction>();
  /** The schema's complaints about the envelope (none: it matches `<Type>Event`). */
  return (envelope: { type: string }): string[] => {
    const name = `${componentName(envelope.type)}Event`;
    let validate = validators.get(name);
    if (!validate) {
      const schema = document.components.schemas[name];
      if (!schema) return [`no ${name} schema in the document`];
      validate = ajv.compile({ $ref: `#/components/schemas/${name}`, components: document.components });
      validators.set(name, validate);
    }
    if (validate(envelope)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
  };
};

const jsonType = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/**
 * Where two payloads differ in shape: a field one has and the other lacks, or a field whose JSON
 * type differs. `null` matches any type (a nullable field may be null in one and set in the
 * other); arrays compare their first elements when both have one. The maps of `changes` and
 * `previousValues` name whatever changed, so only their being objects is compared.
 */
export const shapeDifferences = (actual: unknown, expected: unknown, path = 'data'): string[] => {
  const [a, e] = [jsonType(actual), jsonType(expected)];
  if (a === 'null' || e === 'null') return [];
  if (a !== e) return [`${path}: ${a} where the real event has ${e}`];
  if (a === 'array') {
    const [first, model] = [(actual as unknown[])[0], (expected as unknown[])[0]];
    return first === undefined || model === undefined ? [] : shapeDifferences(first, model, `${path}[0]`);
  }
  if (a !== 'object' || /\.(changes|previousValues)$/.test(path)) return [];
  const [x, y] = [actual as Record<string, unknown>, expected as Record<string, unknown>];
  const names = [...new Set([...Object.keys(x), ...Object.keys(y)])].sort();
  return names.flatMap((name) => {
    const at = `${path}.${name}`;
    if (!(name in y)) return [`${at}: not in the real event`];
    if (!(name in x)) return [`${at}: missing`];
    return shapeDifferences(x[name], y[name], at);
  });
};
