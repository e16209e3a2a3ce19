import { appendJsonLine } from '../util/json-lines.ts';
import type { EmailSender } from './ports.ts';

/**
 * `npm run dev`: emails to store owners (invitations) are appended to `DATA_DIR/emails.jsonl`,
 * one JSON object `{ to, subject, body, link }` a line, and nothing is sent (docs/decisions.md
 * §7.26). The second file target beside the customers' notifications.jsonl, on the same port
 * SES implements when deployed.
 */
export const fileEmailSender = (file: string): EmailSender & { file: string } => ({
  file,
  async sendEmail({ to, subject, body, link }) {
    await appendJsonLine(file, { to, subject, body, link: link ?? null });
  },
});
