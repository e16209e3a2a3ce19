import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { OPENAPI_FILE } from './load.ts';

/**
 * Checks real responses against docs/openapi.json. The local runtime runs it on every
 * response when CONTRACT_CHECK=1 (the end-to-end suites set it), so each e2e test also
 * proves that what it received is what the document promises.
 */
export interface ContractViolation {
  route: string;
  status: number;
  problems: string[];
}

type OpenApi = {
  components?: { schemas?: Record<string, object> };
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
};

export const createContractChecker = (
  document: OpenApi = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenApi,
) => {
  // Formats (uuid, uri...) are not checked: ajv-formats is not installed, and unknown ones would warn.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const cache = new Map<string, ValidateFunction | null>();

  const validatorFor = (
    path: string,
    method: string,
    status: number,
  ): ValidateFunction | null | undefined => {
    const key = `${method} ${path} ${status}`;
    if (cache.has(key)) return cache.get(key);
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) return undefined;
    const schema = operation.responses[String(status)]?.content?.['application/json']?.schema;
    // Named parts are `$ref: '#/components/schemas/...'`: carried along so the refs resolve.
    const validate = schema ? ajv.compile({ ...schema, components: document.components }) : null;
    cache.set(key, validate);
    return validate;
  };

  return {
    /** A text answer (the orders CSV): undefined when the document names its media type for this status. */
    checkMedia(
      path: string,
      method: string,
      status: number,
      contentType: string,
    ): ContractViolation | undefined {
      const media = contentType.split(';')[0]!.trim();
      const content = document.paths[path]?.[method.toLowerCase()]?.responses[String(status)]?.content;
      if (content?.[media]) return undefined;
      return { route: `${method} ${path}`, status, problems: [`${media} is not documented for this status`] };
    },
    /** Returns undefined when the response matches the document. */
    check(path: string, method: string, status: number, body: unknown): ContractViolation | undefined {
      const route = `${method} ${path}`;
      if (!document.paths[path]?.[method.toLowerCase()]) {
        return { route, status, problems: ['route is not in the OpenAPI document'] };
      }
      const validate = validatorFor(path, method, status);
      if (!validate)
        return { route, status, problems: [`status ${status} is not documented for this route`] };
      if (validate(body)) return undefined;
      return {
        route,
        status,
        problems: (validate.errors ?? []).map(
          (e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
        ),
      };
    },
  };
};
