import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT_BROTLI_BASE64 } from '../../../functions/docs/compressed-document.ts';
import { decompressDocument, OPENAPI_FILE } from '../../../infra/tools/openapi/load.ts';

/**
 * The docs function serves a compressed copy of docs/openapi.json (the bundle stays small and
 * its cold start parses no document); `npm run openapi` writes both, and this proves they agree.
 */
describe("the docs function's compressed document", () => {
  it('is docs/openapi.json (npm run openapi rewrites it)', () => {
    expect(decompressDocument(OPENAPI_DOCUMENT_BROTLI_BASE64)).toEqual(
      JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')),
    );
  });

  it('is a fraction of the document it carries', () => {
    expect(OPENAPI_DOCUMENT_BROTLI_BASE64.length).toBeLessThan(readFileSync(OPENAPI_FILE).length / 10);
  });
});
