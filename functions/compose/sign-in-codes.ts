import { join } from 'node:path';
import { sesClient } from '../../shared/aws/sesv2.ts';
import type { AppConfig } from '../../shared/config.ts';
import type { CodeDeps } from '../../shared/customer-accounts/codes.ts';
import { dynamoOtpStore } from '../../shared/customers/dynamo-otp.ts';
import type { SmsSender } from '../../shared/customers/sms.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import type { Mode } from '../../shared/db/keys.ts';
import { fileEmailSender } from '../../shared/notifications/file-email-sender.ts';
import type { EmailSender } from '../../shared/notifications/ports.ts';
import { sesEmailSender } from '../../shared/notifications/ses-email-sender.ts';
import type { SecretSource } from '../../shared/secrets/ports.ts';
import { configuredSecret } from '../../shared/secrets/secret-source.ts';
import { systemClock } from '../../shared/util/time.ts';
import { perContainer } from './lifetime.ts';

/**
 * The sign-in codes' composition root (docs/decisions.md §3.1, §3.19), shared by the auth
 * function (sign-in) and the account function (a customer's change of email):
 * - SMS (auth only, functions/auth/wiring.ts): SNS deployed; locally DATA_DIR/sms-outbox.jsonl (live-mode
 *   codes never leave a laptop);
 * - email: NOTIFICATIONS_PROVIDER `ses` (deployed) sends live-mode codes through SES and none in
 *   test mode (its code is 000000); `local` (npm run dev) appends every code's message to
 *   DATA_DIR/emails.jsonl.
 * The OTP secret is read once, the senders made on first use, per container; the calling
 * function's root reads the configuration and passes it. The clients are imported statically:
 * an `import()` inside one bundle defers their evaluation but keeps every export of the SDK
 * package (no tree shaking), which made the bundle larger (docs/infrastructure.md).
 */
const otpSecret = perContainer((settings: AppConfig): SecretSource => configuredSecret('otp', settings));

const configuredEmailSenders = (settings: AppConfig): ((mode: Mode) => EmailSender | undefined) => {
  if (settings.notificationsProvider === 'local') {
    const file = fileEmailSender(join(settings.localDataDir, 'emails.jsonl'));
    return () => file;
  }
  const live = perContainer(() => {
    if (!settings.notificationsFromEmail) throw new Error('NOTIFICATIONS_FROM_EMAIL is not set');
    return sesEmailSender(sesClient(), {
      from: settings.notificationsFromEmail,
      identityArn: settings.notificationsSesIdentityArn,
    });
  });
  return (mode) => (mode === 'live' ? live() : undefined);
};
const emailSenders = perContainer(configuredEmailSenders);

/** What a function that proves emails only passes: it has no SMS sender (nor SNS grant). */
const noSms: SmsSender = {
  send: () => Promise.reject(new Error('This function sends email codes only')),
};

/** The code dependencies; `sms` is the auth function's (functions/auth/wiring.ts), the only one that texts. */
export const codeDeps = (settings: AppConfig, sms: SmsSender = noSms): CodeDeps => {
  const { tableName, otpMaxSendsPerPhonePerHour, otpMaxSendsPerSourcePerHour } = settings;
  return {
    otps: dynamoOtpStore(documentClient(), tableName),
    otpSecret: otpSecret(settings),
    sms,
    emailFor: (mode) => emailSenders(settings)(mode),
    limits: { perPhonePerHour: otpMaxSendsPerPhonePerHour, perSourcePerHour: otpMaxSendsPerSourcePerHour },
    clock: systemClock,
  };
};
