import { CfnParameter, Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

/**
 * The SES identity customer emails are sent from (docs/decisions.md §14.3), as two CloudFormation
 * parameters of the stack, made once whoever asks first:
 * - `NotificationSenderEmail`: the From address (e.g. orders@shop.example);
 * - `NotificationSesIdentity`: the verified SES identity that covers it: that address itself or
 *   its domain (shop.example).
 * The notifications function may call ses:SendEmail on that identity only, from that address only
 * (permissions.ts `sendNotificationEmail`).
 */
export interface NotificationSender {
  fromAddress: string;
  identityArn: string;
}

export const NOTIFICATION_SENDER_EMAIL_PARAMETER = 'NotificationSenderEmail';
export const NOTIFICATION_SES_IDENTITY_PARAMETER = 'NotificationSesIdentity';

export const notificationSender = (scope: Construct): NotificationSender => {
  const stack = Stack.of(scope);
  const parameter = (id: string, props: ConstructorParameters<typeof CfnParameter>[2]) =>
    (stack.node.tryFindChild(id) as CfnParameter | undefined) ?? new CfnParameter(stack, id, props);
  const from = parameter(NOTIFICATION_SENDER_EMAIL_PARAMETER, {
    type: 'String',
    description: 'From address of customer notification emails (must be covered by NotificationSesIdentity)',
    default: 'no-reply@example.com',
    allowedPattern: '^[^\\s@]+@[^\\s@]+$',
  });
  const identity = parameter(NOTIFICATION_SES_IDENTITY_PARAMETER, {
    type: 'String',
    description: 'Verified SES identity the emails are sent as: the From address itself or its domain',
    default: 'example.com',
    allowedPattern: '^[^\\s/]+$',
  });
  return {
    fromAddress: from.valueAsString,
    identityArn: stack.formatArn({
      service: 'ses',
      resource: 'identity',
      resourceName: identity.valueAsString,
    }),
  };
};
