import { join } from 'node:path';
import type { AppConfig } from '../../shared/config.ts';
import { createCustomerLogin } from '../../shared/customer-accounts/login.ts';
import { dynamoCustomerRepository } from '../../shared/customers/dynamo-customers.ts';
import { localSmsSender, type SmsSender } from '../../shared/customers/sms.ts';
import { snsSmsSender } from '../../shared/customers/sns-sms-sender.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { defaultCustomerTokens } from '../../shared/http/token-verifiers.ts';
import { perContainer } from '../compose/lifetime.ts';
import { codeDeps } from '../compose/sign-in-codes.ts';

/**
 * The auth function's SMS sender for phone sign-in codes: SNS deployed, DATA_DIR/sms-outbox.jsonl
 * locally (live-mode codes never leave a laptop). Only auth texts, so only its bundle carries
 * the SNS client; the account function proves emails only (functions/compose/sign-in-codes.ts).
 */
const signInSmsSender = (settings: AppConfig): SmsSender =>
  settings.smsProvider === 'sns'
    ? snsSmsSender()
    : localSmsSender(join(settings.localDataDir, 'sms-outbox.jsonl'));

/** The auth function's composition root: sign-in by phone or email code, built once per container. */
export const customerLogin = perContainer((settings: AppConfig) =>
  createCustomerLogin({
    ...codeDeps(settings, signInSmsSender(settings)),
    customers: dynamoCustomerRepository(documentClient(), settings.tableName),
    tokens: defaultCustomerTokens(),
  }),
);
