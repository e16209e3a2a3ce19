/**
 * The static rules for an EventBridge endpoint's two ARNs (docs/decisions.md §6.22): a bus
 * (`arn:<partition>:events:<region>:<account>:event-bus/<name>`) and an IAM role
 * (`arn:<partition>:iam::<account>:role/<path><name>`), with IAM's own limits on names. Nothing is
 * looked up: whether the role trusts us and may put on the bus shows at the first send, in the
 * delivery log (and at once with `test`).
 */
export const MAX_ARN_LENGTH = 1600;

export type ArnCheck = { ok: true; arn: string; partition: string } | { ok: false; message: string };

const PARTITION = '(aws|aws-cn|aws-us-gov)';
const ACCOUNT = '(\\d{12})';
const REGION = '([a-z]{2}(?:-[a-z]+)+-\\d{1,2})';
/** EventBridge bus names: letters, digits and `.-_/`, 1-256 (a partner bus has slashes). */
const EVENT_BUS_ARN = new RegExp(
  `^arn:${PARTITION}:events:${REGION}:${ACCOUNT}:event-bus/([A-Za-z0-9._\\-/]{1,256})$`,
);
/** IAM role names: `[\w+=,.@-]{1,64}` behind an optional path of the same characters and slashes. */
const ROLE_ARN = new RegExp(`^arn:${PARTITION}:iam::${ACCOUNT}:role/(?:[\\w+=,.@-]+/)*[\\w+=,.@-]{1,64}$`);

const check = (value: string, pattern: RegExp, field: string, shape: string): ArnCheck => {
  const arn = value.trim();
  if (arn.length > MAX_ARN_LENGTH)
    return { ok: false, message: `${field} must be at most ${MAX_ARN_LENGTH} characters` };
  const match = pattern.exec(arn);
  if (!match) return { ok: false, message: `${field} must be an ARN of the form ${shape}` };
  return { ok: true, arn, partition: match[1]! };
};

export const checkEventBusArn = (value: string): ArnCheck =>
  check(value, EVENT_BUS_ARN, 'eventBusArn', 'arn:aws:events:<region>:<account id>:event-bus/<name>');

export const checkRoleArn = (value: string): ArnCheck =>
  check(value, ROLE_ARN, 'roleArn', 'arn:aws:iam::<account id>:role/<name>');
