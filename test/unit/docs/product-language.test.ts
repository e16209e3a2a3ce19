import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

/** User docs speak of the product: no tracker numbers or references to internal planning notes. */
const ROOT = resolve(import.meta.dirname, '../../..');
const USER_DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

it.each(USER_DOCS)('%s names no issue numbers or DECISIONS sections', (file) => {
  const text = readFileSync(join(ROOT, file), 'utf8');
  expect(text).not.toMatch(/\bissues? #?\d+/i);
  expect(text).not.toMatch(/\bDECISIONS \d+/);
  if (file !== 'docs/decisions.md') expect(text).not.toMatch(/DECISIONS\.md/);
});
