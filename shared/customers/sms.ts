import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { logger } from '../logger.ts';
import { maskPhone } from './otp.ts';

/** The SMS port: live-mode login codes leave through it (docs/decisions.md §3.5). */
export interface SmsMessage {
  to: string;
  body: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * Local stand-in: messages are kept in memory and appended to DATA_DIR/sms-outbox.jsonl
 * (read it to log in with a live-mode key locally). The log line names only the masked
 * phone, never the code.
 */
export const localSmsSender = (file?: string) => {
  const sent: Array<SmsMessage & { sentAt: string }> = [];
  return {
    sent,
    async send(message: SmsMessage) {
      const record = { ...message, sentAt: new Date().toISOString() };
      sent.push(record);
      if (file) {
        mkdirSync(dirname(file), { recursive: true });
        appendFileSync(file, `${JSON.stringify(record)}\n`, { mode: 0o600 });
      }
      logger.info('sms written to the local outbox', { to: maskPhone(message.to), file });
    },
  } satisfies SmsSender & { sent: unknown[] };
};
