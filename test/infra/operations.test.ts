import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreCommerceStack } from '../../infra/cdk/stack.ts';
import { logicalIdOf, removeOutdirs, synthesize } from './synth.ts';

let template: Template;
let stack: StoreCommerceStack;
beforeAll(() => {
  ({ template, stack } = synthesize({ context: { alarmEmail: 'ops@example.com' } }));
});
afterAll(removeOutdirs);

const alarms = () => Object.values(template.findResources('AWS::CloudWatch::Alarm'));
const alarmWith = (text: string) =>
  alarms().find((a) => String(a.Properties.AlarmDescription).includes(text));

describe('operational alarms', () => {
  it('alarm on the API 5xx rate from API Gateway metrics', () => {
    const alarm = alarmWith('answered 5xx');
    expect(alarm).toBeDefined();
    const metrics = alarm!.Properties.Metrics as {
      MetricStat?: { Metric: { MetricName: string; Namespace: string } };
    }[];
    expect(
      metrics
        .map((m) => m.MetricStat?.Metric.MetricName)
        .filter(Boolean)
        .sort(),
    ).toEqual(['5xx', 'Count']);
  });

  it('alarm on failed webhook delivery attempts (our EMF metric with its service dimension)', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'DeliveryAttempts',
      Namespace: 'StoreCommerce',
      Dimensions: Match.arrayWith([
        { Name: 'outcome', Value: 'failure' },
        { Name: 'service', Value: 'store-commerce' },
      ]),
    });
  });

  it('alarm on the webhook DLQ depth', () => {
    expect(alarms().some((a) => a.Properties.MetricName === 'ApproximateNumberOfMessagesVisible')).toBe(true);
  });

  it('alarm on the stream iterator age of the webhook router when it is deployed', () => {
    const router = stack.stateless.workers.webhookRouter;
    const alarm = alarms().find((a) => a.Properties.MetricName === 'IteratorAge');
    if (!router) expect(alarm).toBeUndefined();
    else {
      expect(alarm).toBeDefined();
      expect(alarm!.Properties.Dimensions).toEqual([
        { Name: 'FunctionName', Value: { Ref: logicalIdOf(router.fn) } },
      ]);
    }
  });

  it('every alarm notifies the encrypted alarm topic, with the optional e-mail subscription', () => {
    const topicId = logicalIdOf(stack.operations.topic);
    for (const alarm of alarms()) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
    });
  });
});
