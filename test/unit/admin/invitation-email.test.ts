import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { invitationLink } from '../../../functions/admin/wiring.ts';
import { fileEmailSender } from '../../../shared/notifications/file-email-sender.ts';

/** Where invitation emails go locally, and the accept link they carry (docs/decisions.md §7.26). */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('invitation emails', () => {
  it('the local sender appends one { to, subject, body, link } line per email to emails.jsonl', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emails-'));
    dirs.push(dir);
    const file = join(dir, 'nested', 'emails.jsonl');
    const sender = fileEmailSender(file);
    await sender.sendEmail({ to: 'a@example.com', subject: 'One', body: 'Hi', link: 'http://x/1' });
    await sender.sendEmail({ to: 'b@example.com', subject: 'Two', body: 'Hello' });
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(lines).toEqual([
      { to: 'a@example.com', subject: 'One', body: 'Hi', link: 'http://x/1' },
      { to: 'b@example.com', subject: 'Two', body: 'Hello', link: null },
    ]);
  });

  it('the accept link is the dashboard URL + invitations/<token>, with or without a trailing slash', () => {
    expect(invitationLink('https://d.example/dashboard/')('t-1_x')).toBe(
      'https://d.example/dashboard/invitations/t-1_x',
    );
    expect(invitationLink('http://127.0.0.1:3000/dashboard')('abc')).toBe(
      'http://127.0.0.1:3000/dashboard/invitations/abc',
    );
  });
});
