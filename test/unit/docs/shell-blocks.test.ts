import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

/**
 * Every shell block in the user docs runs as pasted: placeholders are written `<...>` (the
 * shell refuses them loudly, as a redirection) and alternatives go in a comment. An
 * alternative written `a|b|c` would pipe into commands named `b` and `c` instead, after
 * running the first one (a `--role owner|admin|viewer` added an owner); `[--flag value]`
 * passes the brackets on as arguments.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const DOCS = [
  'README.md',
  'sdk/README.md',
  ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

/** Commands the docs pipe into. A new one is added here on purpose, not by accident. */
const PIPE_COMMANDS = new Set([
  'awk',
  'base64',
  'cat',
  'cut',
  'grep',
  'head',
  'jq',
  'less',
  'node',
  'npx',
  'openssl',
  'sed',
  'sort',
  'tail',
  'tee',
  'tr',
  'uniq',
  'wc',
  'xargs',
]);

/** The `sh` / `bash` / `shell` fenced blocks of a Markdown file (fences may be indented, in lists). */
const shellBlocks = (markdown: string): Array<{ line: number; text: string }> => {
  const blocks: Array<{ line: number; text: string }> = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)(`{3,})(\w*)\s*$/.exec(lines[index]!);
    if (!open) continue;
    const end = lines.findIndex((line, at) => at > index && line.trim() === open[2]);
    const close = end === -1 ? lines.length : end;
    if (['sh', 'bash', 'shell'].includes(open[3]!))
      blocks.push({ line: index + 2, text: lines.slice(index + 1, close).join('\n') });
    index = close;
  }
  return blocks;
};

/**
 * What a shell would make of the block, as far as this check needs: the first word after each
 * pipe, and words starting with `[-` (an optional argument written in brackets). Quotes,
 * backslash escapes and comments are honoured; `||` is not a pipe.
 */
const shellProblems = (script: string): string[] => {
  const problems: string[] = [];
  let quote: string | undefined;
  for (let at = 0; at < script.length; at += 1) {
    const char = script[at]!;
    if (quote) {
      if (char === quote) quote = undefined;
      else if (char === '\\' && quote === '"') at += 1;
      continue;
    }
    const wordStart = at === 0 || /[\s;(|&]/.test(script[at - 1]!);
    if (char === '\\') at += 1;
    else if (char === "'" || char === '"') quote = char;
    else if (char === '#' && wordStart)
      at = script.indexOf('\n', at) === -1 ? script.length : script.indexOf('\n', at);
    else if (char === '[' && wordStart && script[at + 1] === '-')
      problems.push(`optional argument in brackets: ${/^\S+/.exec(script.slice(at))![0]}`);
    else if (char === '|') {
      if (script[at + 1] === '|') at += 1;
      else {
        const target = /^[\s(]*([^\s;|&)]*)/.exec(script.slice(at + 1))![1]!;
        if (!PIPE_COMMANDS.has(target)) problems.push(`pipe into "${target}" (not a command the docs use)`);
      }
    }
  }
  return problems;
};

it('the check finds what it is for', () => {
  expect(shellProblems('npm run -s admin -- member add --role owner|admin|viewer')).toEqual([
    'pipe into "admin" (not a command the docs use)',
    'pipe into "viewer" (not a command the docs use)',
  ]);
  expect(shellProblems("owner create --email a@b.c [--password '<x>']")).toEqual([
    'optional argument in brackets: [--password',
  ]);
  expect(
    shellProblems(`X=$(curl -s "a|b" \\\n  | jq -r .x) # role: owner|admin\ntrue || false; echo 'a | b'`),
  ).toEqual([]);
});

it('reads the guides under docs/ too', () => {
  expect(DOCS).toContain('docs/guides/local-runtime.md');
});

it.each(DOCS)('%s: every shell block runs as pasted', (file) => {
  const found = shellBlocks(readFileSync(join(ROOT, file), 'utf8')).flatMap(({ line, text }) =>
    shellProblems(text).map((problem) => `${file}, block at line ${line}: ${problem}`),
  );
  expect(found).toEqual([]);
});
