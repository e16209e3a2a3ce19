import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { registeredOperations } from '../../../shared/http/registry.ts';
import { FUNCTION_GROUPS, type FunctionGroup } from '../../../shared/routes.ts';
import { buildOpenApiDocument } from './document.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** Imports every function group (which registers its operations) and builds the document. */
export const generateOpenApiDocument = async () => {
  for (const group of Object.keys(FUNCTION_GROUPS) as FunctionGroup[]) {
    await import(pathToFileURL(resolve(REPO_ROOT, FUNCTION_GROUPS[group].entry)).href);
  }
  return buildOpenApiDocument((route) => registeredOperations(route.group)?.[route.operationId]);
};

export const OPENAPI_FILE = resolve(REPO_ROOT, 'docs/openapi.json');
export const serialiseDocument = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`;
