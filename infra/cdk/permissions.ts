import { Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { TABLE_INDEXES } from '../../shared/db/table-definition.ts';
import type { FunctionGroup } from '../../shared/routes.ts';
import type { AppFunction } from './app-function.ts';
import type { StatefulResources } from './stateful.ts';

/**
 * What each function may touch, declared in one place. HTTP groups are listed in
 * `HTTP_GROUP_PERMISSIONS` (typed by shared/routes.ts, so a new group does not compile until it
 * says what it needs); workers carry the same `FunctionPermissions` in their entry in workers.ts.
 * `applyPermissions` turns a declaration into IAM statements and the matching environment
 * variables (shared/config.ts names), so a function only learns about resources it may use.
 */
export type TableAccess = 'none' | 'read' | 'readWrite';

/**
 * Grants beyond the table. To add one (e.g. `publishSms` for issue 4, `readJwtSecret`), add its
 * name here and its implementation in `EXTRA_GRANTS`; keep resources as narrow as the service allows.
 */
export type ExtraGrant =
  | 'sendToWebhookQueue'
  | 'manageSchedules'
  | 'countRequests'
  | 'readJwtSecret'
  | 'readOtpSecret'
  | 'sendSms';

export interface FunctionPermissions {
  table: TableAccess;
  extra?: readonly ExtraGrant[];
}

export const HTTP_GROUP_PERMISSIONS: Record<FunctionGroup, FunctionPermissions> = {
  // Authentication reads the key record and the path's store; the operations only read.
  store: { table: 'read' },
  // Endpoint records and their outbox events are written in one transaction; the test send
  // records its attempt. Outgoing HTTPS needs no AWS grant.
  webhooks: { table: 'readWrite' },
  // Issue 4 groups: first declarations from what the issue describes; their owners refine them
  // (the SMS publish and JWT-secret grants come with the SNS adapter and the secret).
  // Login writes codes, send counters, customers and their outbox event; it signs JWTs, hashes
  // codes and texts them in live mode. (Groups with `customerJwt` routes get readJwtSecret from
  // stateless.ts automatically.)
  auth: { table: 'readWrite', extra: ['readJwtSecret', 'readOtpSecret', 'sendSms'] },
  customers: { table: 'read' },
  products: { table: 'readWrite' },
  carts: { table: 'readWrite' },
  // Issue 5: orders, counter, stock, refund records and outbox in transactions. Cancelling with
  // a refund creates a one-time schedule that invokes the refund job (REFUND_FUNCTION_ARN: stateless.ts).
  orders: { table: 'readWrite', extra: ['manageSchedules'] },
  checkout: { table: 'readWrite' },
  // Serves the generated OpenAPI document; no data access.
  docs: { table: 'none' },
  // Answers 404/405 from the route table alone.
  fallback: { table: 'none' },
};

/** No Scan: every access pattern is a key or index lookup (docs/data-model.md). */
export const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
/** TransactWriteItems is authorised per item through these actions (ConditionCheckItem for checks). */
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

const grantTable = (fn: AppFunction, access: TableAccess, { table }: StatefulResources): void => {
  if (access === 'none') return;
  // Each index by name rather than `<table>/index/*`: the names are fixed in table-definition.ts.
  const indexArns = Object.values(TABLE_INDEXES).map((index) => `${table.tableArn}/index/${index.indexName}`);
  fn.role.addToPrincipalPolicy(
    new iam.PolicyStatement({ actions: TABLE_READ_ACTIONS, resources: [table.tableArn, ...indexArns] }),
  );
  if (access === 'readWrite') {
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: TABLE_WRITE_ACTIONS, resources: [table.tableArn] }),
    );
  }
  fn.fn.addEnvironment('TABLE_NAME', table.tableName);
};

/** `arn:...:schedule/<group>/*`: the schedules of our group only, whatever their runtime-generated names. */
export const scheduleArnPattern = (stateful: StatefulResources): string =>
  Stack.of(stateful).formatArn({
    service: 'scheduler',
    resource: 'schedule',
    resourceName: `${stateful.scheduleGroup.scheduleGroupName}/*`,
  });

const EXTRA_GRANTS: Record<ExtraGrant, (fn: AppFunction, stateful: StatefulResources) => void> = {
  // Every HTTP function counts its requests (shared/ratelimit): UpdateItem on the rate-limit
  // counters only, whatever else the function may touch.
  countRequests: (fn, { table }) => {
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['RATELIMIT#*'] } },
      }),
    );
    fn.fn.addEnvironment('TABLE_NAME', table.tableName);
  },
  // Customer JWTs: sign (auth) or verify (every group with `customerJwt` routes).
  readJwtSecret: (fn, { customerSecrets }) => {
    customerSecrets.jwtSecret.grantRead(fn.role);
    fn.fn.addEnvironment('JWT_SECRET_ARN', customerSecrets.jwtSecret.secretArn);
  },
  readOtpSecret: (fn, { customerSecrets }) => {
    customerSecrets.otpSecret.grantRead(fn.role);
    fn.fn.addEnvironment('OTP_SECRET_ARN', customerSecrets.otpSecret.secretArn);
  },
  // SMS only: SNS authorises a publish to a phone number against no resource ARN, so the
  // narrowest grant is "any resource that is not an SNS ARN" — no topic, no mobile-push endpoint.
  sendSms: (fn) => {
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['sns:Publish'], notResources: ['arn:aws:sns:*:*:*'] }),
    );
    fn.fn.addEnvironment('SMS_PROVIDER', 'sns');
  },
  // The stream router fans out; the delivery consumer re-enqueues the next attempt with a delay.
  sendToWebhookQueue: (fn, { webhookQueue }) => {
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['sqs:SendMessage'], resources: [webhookQueue.queueArn] }),
    );
    fn.fn.addEnvironment('WEBHOOK_QUEUE_URL', webhookQueue.queueUrl);
  },
  // One-time schedules (webhook retries beyond 15 min, delayed jobs) in our group, run as the scheduler role.
  manageSchedules: (fn, stateful) => {
    const { scheduleGroup, schedulerRole, webhookQueue } = stateful;
    const schedules = scheduleArnPattern(stateful);
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule', 'scheduler:GetSchedule'],
        resources: [schedules],
      }),
    );
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [schedulerRole.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    );
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagArn(schedules, fn)}]`,
      reason:
        "Schedule names are generated at runtime (one per delayed delivery or job), so the ARN cannot be known at deploy time; the wildcard is confined to this stage's schedule group.",
    });
    fn.fn.addEnvironment('SCHEDULER_GROUP_NAME', scheduleGroup.scheduleGroupName);
    fn.fn.addEnvironment('SCHEDULER_ROLE_ARN', schedulerRole.roleArn);
    // The target of webhook retry schedules (shared/config.ts does not read it yet; issue 3 may).
    fn.fn.addEnvironment('WEBHOOK_QUEUE_ARN', webhookQueue.queueArn);
  },
};

/**
 * cdk-nag names a finding by the resource as it flattens it: pseudo parameters become
 * `<AWS::Region>`, and so on. Resolve the token the same way to acknowledge exactly that finding.
 */
const nagArn = (arn: string, scope: AppFunction): string => {
  const resolved: unknown = Stack.of(scope).resolve(arn);
  const join = (resolved as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (!join) return String(resolved);
  return join[1]
    .map((part) => {
      if (typeof part === 'string') return part;
      const ref = (part as { Ref?: string }).Ref;
      if (ref) return `<${ref}>`;
      throw new Error(`Unexpected token in ARN ${JSON.stringify(resolved)}`);
    })
    .join(join[0]);
};

export const applyPermissions = (
  fn: AppFunction,
  permissions: FunctionPermissions,
  stateful: StatefulResources,
): void => {
  grantTable(fn, permissions.table, stateful);
  for (const grant of new Set(permissions.extra ?? [])) EXTRA_GRANTS[grant](fn, stateful);
};
