import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/**
 * The SDK's request and response types are generated from docs/openapi.json by
 * openapi-typescript, never written by hand. The output is committed (like the document
 * itself) so the repository type-checks from a fresh clone; `npm run openapi` regenerates both
 * and a unit test fails when they drift apart.
 */
export const DOCUMENT_PATH = resolve(import.meta.dirname, '../../docs/openapi.json');
export const GENERATED_TYPES_PATH = resolve(import.meta.dirname, '../src/generated/openapi.ts');

const HEADER =
  '// Generated from docs/openapi.json by openapi-typescript (npm run sdk:types). Do not edit.\n';

// A field with a default is optional to send: `defaultNonNullable` would make request bodies
// require every defaulted field (apiVersion, isEnabled, ...).
export const renderSdkTypes = async (): Promise<string> =>
  HEADER + astToString(await openapiTS(pathToFileURL(DOCUMENT_PATH), { defaultNonNullable: false }));

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeFileSync(GENERATED_TYPES_PATH, await renderSdkTypes());
  console.log(`wrote ${GENERATED_TYPES_PATH}`);
}
