import { PublishCommand } from '@aws-sdk/client-sns';
import { snsClient } from '../aws/sns.ts';
import type { SmsSender } from './sms.ts';

/** Deployed: SNS direct-to-phone publish, marked transactional (delivery over cost). */
export const snsSmsSender = (client = snsClient()): SmsSender => ({
  async send({ to, body }) {
    await client.send(
      new PublishCommand({
        PhoneNumber: to,
        Message: body,
        MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
      }),
    );
  },
});
