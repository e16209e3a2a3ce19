import { snsClient, type SnsPublisher } from '../aws/sns.ts';
import type { SmsSender } from './sms.ts';

/** Deployed: SNS direct-to-phone publish, marked transactional (delivery over cost). */
export const snsSmsSender = (client: SnsPublisher = snsClient()): SmsSender => ({
  async send({ to, body }) {
    // The package loads with the first text (shared/aws/sns.ts); later sends find it cached.
    const { PublishCommand } = await import('@aws-sdk/client-sns');
    await client.send(
      new PublishCommand({
        PhoneNumber: to,
        Message: body,
        MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
      }),
    );
  },
});
