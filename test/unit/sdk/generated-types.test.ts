import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_TYPES_PATH, renderSdkTypes } from '../../../sdk/tools/generate-types.ts';

describe('SDK types', () => {
  it('match docs/openapi.json (npm run openapi regenerates both)', async () => {
    expect(readFileSync(GENERATED_TYPES_PATH, 'utf8') === (await renderSdkTypes())).toBe(true);
  }, 60_000);
});
