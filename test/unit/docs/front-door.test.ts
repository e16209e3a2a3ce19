import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTION_GROUPS } from '../../../shared/routes.ts';

/**
 * The README is the front door and docs/ the reference: the README stays short, its architecture
 * diagram names every function the service deploys, it links every guide and reference page, and
 * every relative link in the docs leads to a file and heading that exist. docs/decisions.md's
 * Contents lists every numbered section.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
const README = read('README.md');
const DOC_PAGES = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .map((file) => `docs/${file}`);
const GUIDES = DOC_PAGES.filter((file) => file.startsWith('docs/guides/'));
const MARKDOWN = ['README.md', 'sdk/README.md', ...DOC_PAGES];

/** Markdown outside fenced code blocks (a `#` in a shell block is a comment, not a heading). */
const prose = (markdown: string): string => {
  let fenced = false;
  return markdown
    .split('\n')
    .filter((line) => {
      if (/^\s*(`{3,}|~{3,})/.test(line)) {
        fenced = !fenced;
        return false;
      }
      return !fenced;
    })
    .join('\n');
};

/** GitHub's anchor for a heading: its text, lower case, punctuation dropped, spaces as dashes. */
const slug = (heading: string): string =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\- _]/gu, '')
    .replace(/ /g, '-');

/** The anchors of a Markdown file, with GitHub's -1, -2 suffixes for repeated headings. */
const anchorsOf = (markdown: string): Set<string> => {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const match of prose(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(match[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
};

/** Relative Markdown link targets of a file (not http(s), mailto or in-code examples). */
const linksOf = (markdown: string): string[] =>
  [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target));

describe('README.md', () => {
  it('stays a front door: short, with the two commands', () => {
    expect(README.split('\n').length).toBeLessThanOrEqual(300);
    expect(README).toContain('npm ci && npm run dev');
    expect(README).toContain('npm test');
    expect(README).toContain('npm run demo');
  });

  it('names every deployed function in its architecture diagram, and counts them', () => {
    const diagram = /```mermaid\n([\s\S]*?)```/.exec(README)?.[1] ?? '';
    // A function is a folder with a handler; functions/compose/ holds what several are built from.
    const folders = readdirSync(join(ROOT, 'functions')).filter((name) =>
      existsSync(join(ROOT, 'functions', name, 'handler.ts')),
    );
    const httpFolders = new Set(Object.values(FUNCTION_GROUPS).map((group) => group.entry.split('/')[1]!));
    const workers = folders.filter((folder) => !httpFolders.has(folder));
    expect(folders.length).toBeGreaterThan(20);
    const missing = folders.filter((folder) => !new RegExp(`(^|[^\\w-])${folder}([^\\w-]|$)`).test(diagram));
    expect(missing).toEqual([]);
    expect(README).toContain(
      `${folders.length} functions: ${httpFolders.size} serve the HTTP API (the function groups of \`shared/routes.ts\`), ${workers.length} are workers`,
    );
  });

  it('links every guide and every reference page of docs/', () => {
    const linked = new Set(linksOf(README).map((target) => normalize(target.split('#')[0]!)));
    expect(GUIDES.length).toBeGreaterThan(5);
    expect(DOC_PAGES.filter((page) => !linked.has(page))).toEqual([]);
    expect(linked).toContain('docs/openapi.json');
    expect(linked).toContain('sdk/README.md');
  });
});

describe('links in the docs', () => {
  it('finds the files to check', () => {
    expect(MARKDOWN).toContain('docs/guides/admin-api.md');
    expect(MARKDOWN).toContain('docs/architecture.md');
  });

  it.each(MARKDOWN)('%s: every relative link leads to a file and heading that exist', (file) => {
    const broken = linksOf(read(file)).flatMap((target) => {
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const linkedFile = path === '' ? file : normalize(join(dirname(file), decodeURI(path)));
      if (!existsSync(join(ROOT, linkedFile))) return [`${target}: no file ${linkedFile}`];
      if (anchor === undefined || !linkedFile.endsWith('.md')) return [];
      return anchorsOf(read(linkedFile)).has(anchor)
        ? []
        : [`${target}: no heading #${anchor} in ${linkedFile}`];
    });
    expect(broken).toEqual([]);
  });
});

describe('docs/decisions.md', () => {
  const decisions = read('docs/decisions.md');
  const contents = /^## Contents\n([\s\S]*?)^## /m.exec(decisions)?.[1] ?? '';

  it('lists every numbered section and subsection in its Contents', () => {
    const headings = [...prose(decisions).matchAll(/^#{2,3} (\d+(?:\.\d+)?) .+$/gm)].map((match) => ({
      number: match[1]!,
      anchor: slug(match[0].replace(/^#+ /, '')),
    }));
    expect(headings.length).toBeGreaterThan(100);
    const listed = new Set(linksOf(contents).map((target) => target.replace(/^#/, '')));
    const missing = headings
      .filter((heading) => !listed.has(heading.anchor))
      .map((heading) => `§${heading.number}`);
    expect(missing, 'add a line for each to the Contents of docs/decisions.md').toEqual([]);
  });

  it('reads as a reference, not as a history of changes', () => {
    expect(decisions).not.toMatch(/\bbefore th(is|ese) changes?\b/i);
    expect(decisions).not.toMatch(/\bit used to\b/i);
  });
});
