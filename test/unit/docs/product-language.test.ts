import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Docs and code speak of the product: no tracker numbers, no references to planning notes kept
 * outside this repository, and every rule cited by its section of docs/decisions.md, which must
 * exist (code cites "docs/decisions.md §6.8"; the sections are numbered headings).
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const USER_DOCS = [
  'README.md',
  'sdk/README.md',
  ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];
const CODE_FOLDERS = [
  'shared',
  'functions',
  'infra',
  'sdk',
  'dashboard/src',
  'storefront/src',
  'bench',
  'test',
];
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs|md)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'cdk.out', 'generated']);

const TRACKER_NUMBER = /\bissues? #?\d+/i;
const PLANNING_SECTION = /\bDECISIONS \d+/;

const filesUnder = (folder: string): string[] =>
  readdirSync(join(ROOT, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(ROOT, path)).isDirectory()) return SKIPPED_FOLDERS.has(name) ? [] : filesUnder(path);
    return CODE_FILE.test(name) ? [path] : [];
  });
const CODE_FILES = CODE_FOLDERS.flatMap(filesUnder);
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

/** The section numbers docs/decisions.md defines: "## 6 Webhooks…" and "### 6.8 Attempts…". */
const DECISIONS = read('docs/decisions.md');
const SECTIONS = new Set([...DECISIONS.matchAll(/^#{2,3} (\d+(?:\.\d+)?) /gm)].map((match) => match[1]!));

/**
 * Every section a file cites: "docs/decisions.md §4.5, §4.9" or "(§6.3–§6.7)" after a mention of
 * the file; inside docs/decisions.md itself every "§n" is a cross-reference.
 */
const citedSections = (file: string, text: string): string[] => {
  const numbers = (refs: string) => [...refs.matchAll(/§(\d+(?:\.\d+)?)/g)].map((match) => match[1]!);
  if (file === 'docs/decisions.md') return numbers(text);
  return [...text.matchAll(/decisions\.md[`)]*\s*\(?((?:\s*(?:,|;|and|–|-)?\s*§\d+(?:\.\d+)?)+)/g)].flatMap(
    (match) => numbers(match[1]!),
  );
};

it('reads the guides under docs/ too', () => {
  expect(USER_DOCS).toContain('docs/guides/store-api.md');
});

it.each(USER_DOCS)('%s names no issue numbers or outside planning notes', (file) => {
  const text = read(file);
  expect(text).not.toMatch(TRACKER_NUMBER);
  expect(text).not.toMatch(PLANNING_SECTION);
  expect(text).not.toMatch(/DECISIONS\.md/);
});

describe('code', () => {
  it('finds the code files to check', () => {
    expect(CODE_FILES).toContain('shared/routes.ts');
    expect(CODE_FILES).toContain('test/unit/docs/product-language.test.ts');
    expect(CODE_FILES.some((file) => file.startsWith('dashboard/src/'))).toBe(true);
  });

  it('names no issue numbers and cites no outside planning sections', () => {
    const offending = CODE_FILES.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) =>
          TRACKER_NUMBER.test(line) || PLANNING_SECTION.test(line)
            ? [`${file}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(offending).toEqual([]);
  });
});

describe('docs/decisions.md citations', () => {
  it('has numbered sections', () => {
    expect(SECTIONS.size).toBeGreaterThan(50);
    expect(SECTIONS).toContain('1');
    expect(SECTIONS).toContain('1.1');
  });

  it('name sections that exist, everywhere', () => {
    const files = [...new Set([...USER_DOCS, ...CODE_FILES])];
    const missing = files.flatMap((file) =>
      citedSections(file, read(file))
        .filter((section) => !SECTIONS.has(section))
        .map((section) => `${relative(ROOT, join(ROOT, file))} cites §${section}`),
    );
    expect(missing).toEqual([]);
  });

  it('are read from every citation form the code uses', () => {
    expect(citedSections('x.ts', 'see (docs/decisions.md §4.5, §4.9) and docs/decisions.md §1.3.')).toEqual([
      '4.5',
      '4.9',
      '1.3',
    ]);
    expect(citedSections('x.md', '`docs/decisions.md` (§6.3–§6.7)')).toEqual(['6.3', '6.7']);
  });
});
