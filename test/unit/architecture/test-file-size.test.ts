import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No test file over 450 lines: a longer one holds several subjects, which then share one set-up
 * and slow one worker. Split it by subject and share the set-up through test/support/ helpers.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const MAX_LINES = 450;
const SOURCE_DIRS = ['test', 'shared', 'functions', 'infra', 'bench', 'sdk', 'dashboard', 'storefront'];
const SKIPPED = new Set(['node_modules', 'dist', 'cdk.out', '.vite']);

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });

const lineCount = (file: string) => readFileSync(join(ROOT, file), 'utf8').trimEnd().split('\n').length;

describe('test files', () => {
  const files = SOURCE_DIRS.flatMap((dir) => testFiles(join(ROOT, dir)));

  it(`none is over ${MAX_LINES} lines`, () => {
    expect(files.length).toBeGreaterThan(200);
    const long = files
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
