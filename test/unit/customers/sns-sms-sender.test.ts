import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { snsSmsSender } from '../../../shared/customers/sns-sms-sender.ts';

const sns = mockClient(SNSClient);

describe('SNS SMS sender', () => {
  beforeEach(() => sns.reset());

  it("publishes to the phone as a transactional text through the process's client, loaded on the first send", async () => {
    sns.on(PublishCommand).resolves({ MessageId: 'm1' });
    const sender = snsSmsSender();
    await sender.send({ to: '+15557301234', body: 'Your code is 123456' });
    await sender.send({ to: '+447946012345', body: 'Your code is 654321' });
    const inputs = sns.commandCalls(PublishCommand).map((call) => call.args[0].input);
    expect(inputs).toEqual([
      {
        PhoneNumber: '+15557301234',
        Message: 'Your code is 123456',
        MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
      },
      expect.objectContaining({ PhoneNumber: '+447946012345' }),
    ]);
  });

  it('a refused publish fails the send', async () => {
    sns.on(PublishCommand).rejects(new Error('throttled'));
    await expect(snsSmsSender().send({ to: '+15557301234', body: 'x' })).rejects.toThrow('throttled');
  });
});
