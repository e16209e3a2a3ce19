/**
 * `npm run openapi`: writes docs/openapi.json from the route table and the zod schemas.
 * `npm run openapi -- --check` fails if the committed file is stale (the contract test does the same).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { generateOpenApiDocument, OPENAPI_FILE, serialiseDocument } from './openapi/load.ts';

const text = serialiseDocument(await generateOpenApiDocument());
if (process.argv.includes('--check')) {
  if (readFileSync(OPENAPI_FILE, 'utf8') !== text) {
    console.error('docs/openapi.json is stale: run npm run openapi');
    process.exit(1);
  }
  console.log('docs/openapi.json is up to date');
} else {
  writeFileSync(OPENAPI_FILE, text);
  console.log(`wrote ${OPENAPI_FILE}`);
}
process.exit(0);
