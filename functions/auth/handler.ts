import { join } from 'node:path';
import * as z from 'zod';
import { config } from '../../shared/config.ts';
import { createCustomerLogin } from '../../shared/customers/login.ts';
import { dynamoOtpStore } from '../../shared/customers/dynamo-otp.ts';
import { dynamoCustomerRepository } from '../../shared/customers/dynamo-customers.ts';
import { localSmsSender, type SmsSender } from '../../shared/customers/sms.ts';
import { snsSmsSender } from '../../shared/customers/sns-sms-sender.ts';
import { codeSentSchema, emailSchema, loginSchema, phoneSchema } from '../../shared/customers/schemas.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { createHttpHandler } from '../../shared/http/handler.ts';
import { defaultCustomerTokens } from '../../shared/http/token-verifiers.ts';
import { defineOperation } from '../../shared/http/types.ts';
import { textField } from '../../shared/util/fields.ts';
import type { SecretSource } from '../../shared/secrets/ports.ts';
import { configuredSecret } from '../../shared/secrets/secret-source.ts';

// Per container: the OTP secret is read once, the SMS client made once.
let otpSecret: SecretSource | undefined;
let sms: SmsSender | undefined;

/** Deployed: SNS. Locally: DATA_DIR/sms-outbox.jsonl (live-mode codes are never sent from a laptop). */
const configuredSmsSender = (): SmsSender =>
  config().smsProvider === 'sns'
    ? snsSmsSender()
    : localSmsSender(join(config().localDataDir, 'sms-outbox.jsonl'));

const login = () => {
  const { tableName, otpMaxSendsPerPhonePerHour, otpMaxSendsPerSourcePerHour } = config();
  return createCustomerLogin({
    customers: dynamoCustomerRepository(documentClient(), tableName),
    otps: dynamoOtpStore(documentClient(), tableName),
    tokens: defaultCustomerTokens(),
    otpSecret: (otpSecret ??= configuredSecret('otp', config())),
    sms: (sms ??= configuredSmsSender()),
    limits: { perPhonePerHour: otpMaxSendsPerPhonePerHour, perSourcePerHour: otpMaxSendsPerSourcePerHour },
  });
};

const name = textField({ min: 1, max: 100 });

/** Phone login (docs/decisions.md §3.1): either key type; the path store was loaded with the key. */
export const handler = createHttpHandler({
  group: 'auth',
  operations: {
    requestOtp: defineOperation({
      summary: 'Send a 6-digit login code by SMS (test mode: no SMS, the code is 000000)',
      successStatus: 202,
      response: codeSentSchema,
      errors: ['RATE_LIMIT_EXCEEDED'],
      body: z.strictObject({ phone: phoneSchema }),
      handle: async ({ auth, body, sourceIp }) => ({
        status: 202,
        data: await login().requestCode({ store: auth.store!, mode: auth.mode, phone: body.phone, sourceIp }),
      }),
    }),
    verifyOtp: defineOperation({
      summary: 'Check the login code; returns a customer JWT and creates the customer on first login',
      response: loginSchema,
      errors: ['INVALID_TOKEN', 'RATE_LIMIT_EXCEEDED', 'CONFLICT'],
      body: z.strictObject({
        phone: phoneSchema,
        code: z.string().regex(/^\d{6}$/, 'The code is 6 digits'),
        firstName: name.nullish(),
        lastName: name.nullish(),
        email: emailSchema.nullish(),
      }),
      handle: async ({ auth, body }) => ({
        data: await login().verify({ store: auth.store!, mode: auth.mode, ...body }),
      }),
    }),
  },
});
