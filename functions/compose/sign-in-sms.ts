import { join } from 'node:path';
import type { AppConfig } from '../../shared/config.ts';
import { localSmsSender, type SmsSender } from '../../shared/customers/sms.ts';
import { snsSmsSender } from '../../shared/customers/sns-sms-sender.ts';

/**
 * The auth function's SMS sender for phone sign-in codes: SNS deployed, DATA_DIR/sms-outbox.jsonl
 * locally (live-mode codes never leave a laptop). Only auth texts, so only its bundle carries
 * the SNS client; the account function proves emails only (sign-in-codes.ts).
 */
export const signInSmsSender = (settings: AppConfig): SmsSender =>
  settings.smsProvider === 'sns'
    ? snsSmsSender()
    : localSmsSender(join(settings.localDataDir, 'sms-outbox.jsonl'));
