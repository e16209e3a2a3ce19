import type { SesSender } from '../aws/sesv2.ts';
import { UndeliverableMessage, type EmailSender } from './ports.ts';

/**
 * Deployed: one plain-text email through SES (v2 SendEmail) from the stack's verified identity
 * (the `NotificationSenderEmail` / `NotificationSesIdentity` parameters, docs/operations.md).
 * A refused address is UndeliverableMessage (not retried); throttling, a paused account or no
 * answer throw as they are, and the message is retried (docs/decisions.md §14.4).
 */
export interface SesEmailSettings {
  from: string;
  /** The SES identity's ARN, when the sending is authorised on another identity than the address. */
  identityArn?: string | undefined;
}

export const sesEmailSender = (client: SesSender, settings: SesEmailSettings): EmailSender => ({
  async sendEmail({ to, subject, body }) {
    // The package loads with the first email (shared/aws/sesv2.ts); later sends find it cached.
    const { BadRequestException, MessageRejected, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
    try {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: settings.from,
          ...(settings.identityArn ? { FromEmailAddressIdentityArn: settings.identityArn } : {}),
          Destination: { ToAddresses: [to] },
          Content: {
            Simple: {
              Subject: { Data: subject, Charset: 'UTF-8' },
              Body: { Text: { Data: body, Charset: 'UTF-8' } },
            },
          },
        }),
      );
    } catch (error) {
      if (error instanceof MessageRejected || error instanceof BadRequestException) {
        throw new UndeliverableMessage(`SES refused the message: ${error.message}`, { cause: error });
      }
      throw error;
    }
  },
});
