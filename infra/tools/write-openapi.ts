/**
 * `npm run openapi`: writes docs/openapi.json from the route table and the zod schemas, and the
 * docs function's compressed copy of it. `npm run openapi -- --check` fails if either committed
 * file is stale (the contract test checks the document; a unit test checks the copy).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import {
  COMPRESSED_DOCUMENT_FILE,
  compressedDocumentModule,
  decompressDocument,
  generateOpenApiDocument,
  OPENAPI_FILE,
  serialiseDocument,
} from './openapi/load.ts';
import { OPENAPI_DOCUMENT_BROTLI_BASE64 } from '../../functions/docs/compressed-document.ts';

const text = serialiseDocument(await generateOpenApiDocument());
if (process.argv.includes('--check')) {
  if (readFileSync(OPENAPI_FILE, 'utf8') !== text) {
    console.error('docs/openapi.json is stale: run npm run openapi');
    process.exit(1);
  }
  if (!isDeepStrictEqual(decompressDocument(OPENAPI_DOCUMENT_BROTLI_BASE64), JSON.parse(text))) {
    console.error('functions/docs/compressed-document.ts is stale: run npm run openapi');
    process.exit(1);
  }
  console.log('docs/openapi.json and its compressed copy are up to date');
} else {
  writeFileSync(OPENAPI_FILE, text);
  writeFileSync(COMPRESSED_DOCUMENT_FILE, compressedDocumentModule(text));
  console.log(`wrote ${OPENAPI_FILE} and ${COMPRESSED_DOCUMENT_FILE}`);
}
process.exit(0);
