import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureAdminCli } from '../../support/admin-cli.ts';

/**
 * The admin CLI as a shell runs it: output into a pipe whose reader is gone (a pipe into a
 * word that is not a command, or `| head`), and a --role written as the list of choices.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../../..');

const noDatabase = {
  openLocal: () => Promise.reject(new Error('must not open the database')),
  openStack: () => Promise.reject(new Error('must not open a stack')),
};

describe('admin CLI in a shell pipeline', () => {
  it('stdout closed by its reader: no stack trace, the command’s own exit code', async () => {
    const child = spawn('node', ['--import', 'tsx', 'infra/cli/admin.ts', '--help'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The reader goes away before the CLI writes (as `admin: command not found` does).
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(stderr).not.toMatch(/EPIPE|\n\s+at /);
    expect(code).toBe(0);
  });

  it("--role 'owner|admin|viewer' (the usage line pasted) is refused before the database is opened", async () => {
    const result = await captureAdminCli(
      ['member', 'add', '--store', 'S', '--email', 'alice@example.com', '--role', 'owner|admin|viewer'],
      noDatabase,
    );
    expect(result.code).toBe(1);
    expect(result.err).toContain('--role must be owner, admin or viewer (got "owner|admin|viewer")');
    expect(result.err).not.toContain('must not open');
  });
});
