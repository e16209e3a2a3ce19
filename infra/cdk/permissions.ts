import { Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { TABLE_INDEXES } from '../../shared/db/table-definition.ts';
import type { FunctionGroup } from '../../shared/routes.ts';
import type { AppFunction } from './app-function.ts';
import { notificationSender } from './notification-sender.ts';
import type { StatefulResources } from './stateful.ts';

/**
 * What each function may touch, declared in one place: every grant a function has is listed
 * here. HTTP groups are in `HTTP_GROUP_PERMISSIONS` (typed by shared/routes.ts, so a new group
 * does not compile until it says what it needs); the deployed workers are in `WORKER_PERMISSIONS`
 * (workers.ts picks their entry by name). `applyPermissions` turns a declaration into IAM
 * statements and the matching environment variables (shared/config.ts names), so a function only
 * learns about resources it may use. The only grants not written here are the ones a trigger
 * implies (an event source mapping reads its stream or queue; API Gateway invokes its function).
 */
export type TableAccess = 'none' | 'read' | 'readWrite';

/**
 * Grants beyond the table. To add one, add its name here and its implementation in
 * `EXTRA_GRANTS`; keep resources as narrow as the service allows.
 */
export type ExtraGrant =
  | 'sendToWebhookQueue'
  | 'countRequests'
  | 'readJwtSecret'
  | 'readOtpSecret'
  | 'sendSms'
  | 'sendNotificationEmail'
  | 'recordKeyUse'
  | 'advanceTestClock'
  | 'sealPaymentSecrets'
  | 'openPaymentSecrets'
  | 'manageProductImages'
  | 'putOnStoreEventBuses';

/**
 * The target of one-time schedules a function creates at runtime: `webhookQueue` (retries beyond
 * SQS's 15-minute delay) or the name of a worker with a `scheduleTarget` trigger (workers.ts).
 * Each target has its own scheduler role; a function may pass the roles of its targets only.
 */
export type ScheduleTarget = 'webhookQueue' | (string & {});

export interface FunctionPermissions {
  table: TableAccess;
  extra?: readonly ExtraGrant[];
  /** Targets of the one-time schedules this function creates in the stage's schedule group. */
  schedules?: readonly ScheduleTarget[];
}

export const HTTP_GROUP_PERMISSIONS: Record<FunctionGroup, FunctionPermissions> = {
  // Every HTTP function counts its requests: the shared middy stack rate-limits every request
  // (shared/ratelimit), hence `countRequests` on each group. Groups with `customerJwt` routes
  // verify customer tokens (shared/http/middleware.ts), hence `readJwtSecret`; test/infra
  // checks both rules against shared/routes.ts.
  // Authentication reads the key record and the path's store; the operations only read, except a
  // test-clock advance, which writes the clock on the store item (the minute sweep runs the advance).
  store: { table: 'read', extra: ['countRequests', 'recordKeyUse', 'advanceTestClock'] },
  // Endpoint records and their outbox events are written in one transaction; the test send
  // records its attempt. Outgoing HTTPS needs no AWS grant; a test put on an EventBridge
  // endpoint's bus assumes the store's role.
  webhooks: { table: 'readWrite', extra: ['countRequests', 'putOnStoreEventBuses'] },
  // Login writes codes, send counters, customers and their outbox event; it signs JWTs, hashes
  // codes and texts or emails them in live mode.
  auth: {
    table: 'readWrite',
    extra: ['countRequests', 'readJwtSecret', 'readOtpSecret', 'sendSms', 'sendNotificationEmail'],
  },
  customers: { table: 'read', extra: ['countRequests', 'recordKeyUse'] },
  products: { table: 'readWrite', extra: ['countRequests'] },
  // The storefront catalog: reads the catalog indexes; publishable keys record their last use.
  catalog: { table: 'read', extra: ['countRequests', 'recordKeyUse'] },
  // Starting a checkout may first settle an interrupted completion of the cart (order, stock, outbox)
  // on the built-in providers; it reads whether the store is connected to Stripe (then the recovery
  // job settles it), never the connection's secrets (functions/carts/wiring.ts).
  carts: { table: 'readWrite', extra: ['countRequests', 'readJwtSecret'] },
  // Orders, counter, stock, refund records and outbox in transactions. Cancelling with a refund
  // creates a one-time schedule that invokes the refund job.
  orders: { table: 'readWrite', extra: ['countRequests'], schedules: ['refundJob'] },
  // Charging through a store's Stripe connection opens its sealed key (KMS Decrypt).
  checkout: { table: 'readWrite', extra: ['countRequests', 'readJwtSecret', 'openPaymentSecrets'] },
  // Admin API: memberships, stores, keys, invitations (and their audit entries) read and written;
  // invitation emails through SES from the stack's notification identity only (docs/decisions.md §7.26).
  admin: { table: 'readWrite', extra: ['countRequests', 'sendNotificationEmail'] },
  // Admin webhooks: endpoints, outbox and audit entries in one transaction; retry and test send
  // and record their attempt (an EventBridge endpoint's as the store's role); recover stores a job
  // and puts its first run on the webhook queue.
  adminWebhooks: {
    table: 'readWrite',
    extra: ['countRequests', 'sendToWebhookQueue', 'putOnStoreEventBuses'],
  },
  // Customers' own profile and orders: the profile edit writes the profile, its lookups, search
  // terms and outbox event in one transaction; a new email gets a code (hashed, emailed in live mode).
  account: {
    table: 'readWrite',
    extra: ['countRequests', 'readJwtSecret', 'readOtpSecret', 'sendNotificationEmail'],
  },
  // Owners' customers: edits and erasure write the profile, lookups, search terms, orders, carts,
  // outbox and audit entries.
  adminCustomers: { table: 'readWrite', extra: ['countRequests'] },
  // Owners' products: each change writes products, variants, outbox events and its audit entry
  // in one transaction; lists read the catalog indexes.
  // Images: presigns uploads, checks and publishes them, deletes removed ones (the images bucket only).
  adminCatalog: { table: 'readWrite', extra: ['countRequests', 'manageProductImages'] },
  // Discount codes: the code, its lookup item and the audit entry in one transaction.
  adminDiscounts: { table: 'readWrite', extra: ['countRequests'] },
  // Admin orders and carts: lists read the indexes; order changes write the
  // order, stock, refund, outbox and audit entry in one transaction; a refund is scheduled.
  adminCommerce: { table: 'readWrite', extra: ['countRequests'], schedules: ['refundJob'] },
  // Serves the generated OpenAPI document; no data access.
  docs: { table: 'none', extra: ['countRequests'] },
  // Answers 404/405 from the route table alone.
  fallback: { table: 'none', extra: ['countRequests'] },
  // Connects Stripe: seals the key (GenerateDataKey) and writes it with its audit entry; it never opens one.
  adminPayments: { table: 'readWrite', extra: ['countRequests', 'sealPaymentSecrets'] },
  // Verifies Stripe's signature with the store's sealed signing secret; settles refunds and held orders.
  stripeWebhooks: { table: 'readWrite', extra: ['countRequests', 'openPaymentSecrets'] },
};

/** The deployed workers (workers.ts `WORKERS`), by name. */
export const WORKER_PERMISSIONS = {
  // Reads the endpoints of an event's (store, mode) with one Query; on customer.deleted it
  // rewrites that customer's events and deliveries (the erasure's redaction, gsi5).
  webhookRouter: { table: 'readWrite', extra: ['sendToWebhookQueue'] },
  // Records attempts, re-enqueues the next one (SQS delay <= 15 min) or schedules it; puts on
  // EventBridge endpoints' buses as the stores' roles.
  webhookDelivery: {
    table: 'readWrite',
    extra: ['sendToWebhookQueue', 'putOnStoreEventBuses'],
    schedules: ['webhookQueue'],
  },
  // Due-cart index queries and flips; also runs test-clock advances and advanced stores' due work.
  cartAbandonmentSweep: { table: 'readWrite' },
  // Completion index query, orders, checkout, cart, stock, outbox, the test provider's ledger;
  // asks (and cancels at) the store's Stripe account, hence its key.
  checkoutRecovery: { table: 'readWrite', extra: ['openPaymentSecrets'] },
  refundJob: { table: 'readWrite', extra: ['openPaymentSecrets'] },
  // Due-refund index query, then the refund job itself (refund, order, outbox; a Stripe refund).
  refundReconciler: { table: 'readWrite', extra: ['openPaymentSecrets'] },
  // Due-delivery index query and event reads; marks deliveries failed; re-enqueues attempts.
  webhookDeliverySweep: { table: 'readWrite', extra: ['sendToWebhookQueue'] },
  // Customer notifications and product search, the stream's second reader: reads the order and its
  // store by key, emails through SES (its identity only) or texts through SNS; reads a product and
  // its variants, writes its search entries (batch writes, no events).
  streamFollowers: { table: 'readWrite', extra: ['sendNotificationEmail', 'sendSms'] },
} as const satisfies Record<string, FunctionPermissions>;

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
  // API-key authentication records lastUsedAt (shared/auth/authenticator.ts): UpdateItem on key
  // items only, for groups that may not otherwise write the table.
  recordKeyUse: (fn, { table }) => {
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['APIKEY#*'] } },
      }),
    );
    fn.fn.addEnvironment('TABLE_NAME', table.tableName);
  },
  // A test-clock advance (docs/decisions.md §8.12): UpdateItem on store items only.
  advanceTestClock: (fn, { table }) => {
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['STORE#*'] } },
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
  // Customer notification emails: SendEmail on the stack's SES identity only, from its From
  // address only (the NotificationSenderEmail / NotificationSesIdentity parameters).
  sendNotificationEmail: (fn) => {
    const sender = notificationSender(fn);
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [sender.identityArn],
        conditions: { StringEquals: { 'ses:FromAddress': sender.fromAddress } },
      }),
    );
    fn.fn.addEnvironment('NOTIFICATIONS_PROVIDER', 'ses');
    fn.fn.addEnvironment('NOTIFICATIONS_FROM_EMAIL', sender.fromAddress);
    fn.fn.addEnvironment('NOTIFICATIONS_SES_IDENTITY_ARN', sender.identityArn);
  },
  // Stores' payment credentials: sealing needs a fresh data key only, opening needs Decrypt only.
  sealPaymentSecrets: (fn, { paymentSecretsKey }) => {
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['kms:GenerateDataKey'], resources: [paymentSecretsKey.keyArn] }),
    );
    fn.fn.addEnvironment('PAYMENTS_KMS_KEY_ID', paymentSecretsKey.keyArn);
  },
  openPaymentSecrets: (fn, { paymentSecretsKey }) => {
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['kms:Decrypt'], resources: [paymentSecretsKey.keyArn] }),
    );
    fn.fn.addEnvironment('PAYMENTS_KMS_KEY_ID', paymentSecretsKey.keyArn);
  },
  // Product images (docs/decisions.md §3.23): the presigned POST is signed with this role, so it
  // may put under uploads/; the confirm reads the upload (HEAD), copies it under images/ and
  // deletes it; a removed image's file is deleted. No list, no other prefix, no other bucket.
  manageProductImages: (fn, { productImages }) => {
    const uploads = productImages.arnForObjects('uploads/*');
    const images = productImages.arnForObjects('images/*');
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
        resources: [uploads],
      }),
    );
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['s3:PutObject', 's3:DeleteObject'], resources: [images] }),
    );
    Validations.of(fn.role).acknowledge(
      ...[uploads, images].map((arn) => ({
        id: `AwsSolutions-IAM5[Resource::${nagArn(arn, fn)}]`,
        reason:
          'Object keys are made per image at runtime (store, mode, product, image id); the wildcard is one prefix of the images bucket.',
      })),
    );
    fn.fn.addEnvironment('IMAGES_BUCKET', productImages.bucketName);
  },
  // EventBridge endpoints (docs/decisions.md §6.22): the sender assumes a role in the store's own
  // AWS account, named by the store at runtime, so no ARN is known at deploy time. What keeps a
  // store to its own bus is the other side: each role trusts our account only with that store's
  // id as sts:ExternalId, which the sender always passes. Nothing else: PutEvents runs as the
  // assumed role, not as this function.
  putOnStoreEventBuses: (fn) => {
    const storeRoles = Stack.of(fn).formatArn({
      service: 'iam',
      region: '',
      account: '*',
      resource: 'role',
      resourceName: '*',
    });
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['sts:AssumeRole'], resources: [storeRoles] }),
    );
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagArn(storeRoles, fn)}]`,
      reason:
        "An EventBridge endpoint's role lives in the store's AWS account and is named by the store at runtime; each such role trusts this account only with the store's id as ExternalId.",
    });
    fn.fn.addEnvironment('EVENTBRIDGE_PROVIDER', 'aws');
  },
  // The stream router fans out; the delivery consumer re-enqueues the next attempt with a delay.
  sendToWebhookQueue: (fn, { webhookQueue }) => {
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['sqs:SendMessage'], resources: [webhookQueue.queueArn] }),
    );
    fn.fn.addEnvironment('WEBHOOK_QUEUE_URL', webhookQueue.queueUrl);
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
      const attribute = (part as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt'];
      if (attribute) return `<${attribute[0]}.${attribute[1]}>`;
      throw new Error(`Unexpected token in ARN ${JSON.stringify(resolved)}`);
    })
    .join(join[0]);
};

/** A target of one-time schedules as the functions that schedule it see it. */
export interface ScheduleTargetGrant {
  /** The role Scheduler assumes for this target's schedules. */
  role: iam.IRole;
  /** What a scheduling function needs to create the schedule: the target's ARN and its role's ARN. */
  environment: Record<string, string>;
}

/** Webhook retry schedules send the message back to the queue as the webhook scheduler role. */
export const webhookQueueScheduleTarget = ({
  webhookQueue,
  webhookSchedulerRole,
}: StatefulResources): ScheduleTargetGrant => ({
  role: webhookSchedulerRole,
  environment: {
    WEBHOOK_QUEUE_ARN: webhookQueue.queueArn,
    WEBHOOK_SCHEDULER_ROLE_ARN: webhookSchedulerRole.roleArn,
  },
});

/**
 * One-time schedules in our group for the given targets: create/delete/get in the group, and
 * `iam:PassRole` on exactly the targets' scheduler roles, to Scheduler only.
 */
export const grantSchedules = (
  fn: AppFunction,
  targets: readonly ScheduleTargetGrant[],
  stateful: StatefulResources,
): void => {
  if (targets.length === 0) return;
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
      resources: targets.map((target) => target.role.roleArn),
      conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
    }),
  );
  Validations.of(fn.role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::${nagArn(schedules, fn)}]`,
    reason:
      "Schedule names are generated at runtime (one per delayed delivery or job), so the ARN cannot be known at deploy time; the wildcard is confined to this stage's schedule group.",
  });
  fn.fn.addEnvironment('SCHEDULER_GROUP_NAME', stateful.scheduleGroup.scheduleGroupName);
  // Every schedule it creates names the group's DLQ (the target roles may send there).
  fn.fn.addEnvironment('SCHEDULE_DLQ_ARN', stateful.scheduleDeadLetterQueue.queueArn);
  for (const target of targets) {
    for (const [name, value] of Object.entries(target.environment)) fn.fn.addEnvironment(name, value);
  }
};

export const applyPermissions = (
  fn: AppFunction,
  permissions: FunctionPermissions,
  stateful: StatefulResources,
): void => {
  grantTable(fn, permissions.table, stateful);
  for (const grant of new Set(permissions.extra ?? [])) EXTRA_GRANTS[grant](fn, stateful);
};
