import { BadRequestException, MessageRejected, SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { UndeliverableMessage } from '../../../shared/notifications/ports.ts';
import { sesEmailSender } from '../../../shared/notifications/ses-email-sender.ts';

const ses = mockClient(SESv2Client);
afterEach(() => ses.reset());

const sender = () =>
  sesEmailSender(new SESv2Client({ region: 'us-east-1' }), {
    from: 'orders@shop.example',
    identityArn: 'arn:aws:ses:us-east-1:123456789012:identity/shop.example',
  });

describe('SES email sender (docs/decisions.md §14.4)', () => {
  it('sends one plain-text email from the configured identity', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    await sender().sendEmail({ to: 'ada@example.com', subject: 'Order 1001', body: 'Hello' });
    const calls = ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0].input).toEqual({
      FromEmailAddress: 'orders@shop.example',
      FromEmailAddressIdentityArn: 'arn:aws:ses:us-east-1:123456789012:identity/shop.example',
      Destination: { ToAddresses: ['ada@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'Order 1001', Charset: 'UTF-8' },
          Body: { Text: { Data: 'Hello', Charset: 'UTF-8' } },
        },
      },
    });
  });

  it('a rejected message is undeliverable (not retried)', async () => {
    ses
      .on(SendEmailCommand)
      .rejects(new MessageRejected({ message: 'Email address is not verified', $metadata: {} }));
    await expect(sender().sendEmail({ to: 'x@y.example', subject: 's', body: 'b' })).rejects.toBeInstanceOf(
      UndeliverableMessage,
    );
    ses.on(SendEmailCommand).rejects(new BadRequestException({ message: 'Illegal address', $metadata: {} }));
    await expect(sender().sendEmail({ to: 'bad', subject: 's', body: 'b' })).rejects.toBeInstanceOf(
      UndeliverableMessage,
    );
  });

  it('throttling and other trouble throw as they are, so the message is retried', async () => {
    const throttled = Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' });
    ses.on(SendEmailCommand).rejects(throttled);
    const failure = await sender()
      .sendEmail({ to: 'ada@example.com', subject: 's', body: 'b' })
      .catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(UndeliverableMessage);
    expect((failure as Error).message).toBe('Rate exceeded');
  });
});
