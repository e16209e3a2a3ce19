/**
 * Typed runtime configuration, read once from the environment. The CDK stack sets
 * these variables on each function; the local runtime sets them from its knobs (docs/decisions.md §8.1).
 */
const int = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
};

const list = (name: string, fallback: number[]): number[] => {
  const raw = process.env[name];
  if (!raw) return fallback;
  const values = raw.split(',').map((part) => Number(part.trim()));
  if (values.some((v) => !Number.isFinite(v) || v < 0))
    throw new Error(`${name} must be a comma list of seconds`);
  return values;
};

/** By default one client (address or customer token) may use a fifth of a publishable key's quota. */
const publishableShare = (): number => Math.ceil(int('RATE_LIMIT_PUBLISHABLE_PER_MINUTE', 600) / 5);

export interface AppConfig {
  tableName: string;
  /** Set only locally (DynamoDB Local) or in tests. */
  dynamoEndpoint: string | undefined;
  region: string;
  /** How long an API-key record may be served from memory before it is read again. */
  apiKeyCacheMs: number;
  maxBodyBytes: number;
  rateLimitPublishablePerMinute: number;
  rateLimitSecretPerMinute: number;
  rateLimitAnonymousPerMinute: number;
  /** Stripe's webhook route, per source address (Stripe sends every store's events from a few addresses). */
  rateLimitStripeWebhookPerMinute: number;
  /** Share of a publishable key's quota one source address may use (default a fifth; 0: no share limit). */
  rateLimitPublishablePerAddressPerMinute: number;
  /** Share of a publishable key's quota one customer token may use (default a fifth; 0: no share limit). */
  rateLimitPublishablePerCustomerPerMinute: number;
  webhookRetryDelaysSeconds: number[];
  webhookTimeoutMs: number;
  /** The longest a first attempt to an ordered endpoint waits before asking again (docs/decisions.md §6.26). */
  webhookOrderWaitMaxSeconds: number;
  /** No success for this long (failures spread over a tenth of it) disables an endpoint. */
  webhookAutoDisableAfterSeconds: number;
  webhookAllowPrivateTargets: boolean;
  /** WEBHOOK_RECOVERY_RATE / _PAGE_SIZE: a recovery's pace (attempts queued per second, per job run). */
  webhookRecoveryRatePerSecond: number;
  webhookRecoveryPageSize: number;
  webhookQueueUrl: string | undefined;
  webhookQueueArn: string | undefined;
  schedulerGroupName: string | undefined;
  /** WEBHOOK_SCHEDULER_ROLE_ARN: the role webhook retry schedules run as (send to the webhook queue only). */
  webhookSchedulerRoleArn: string | undefined;
  /** REFUND_SCHEDULER_ROLE_ARN: the role refund schedules run as (invoke the refund job only). */
  refundSchedulerRoleArn: string | undefined;
  /** SCHEDULE_DLQ_ARN: where Scheduler parks what it could not deliver to a one-time schedule's target. */
  scheduleDeadLetterArn: string | undefined;
  cartAbandonAfterSeconds: number | undefined;
  /** CHECKOUT_EXPIRES_AFTER_SECONDS: how long a started checkout can be paid (24 h; at most 7 days). */
  checkoutExpiresAfterSeconds: number;
  /** Local runtime only: how often the in-process abandonment sweep runs. */
  cartAbandonSweepSeconds: number;
  /** CHECKOUT_COMPLETION_LEASE_SECONDS: how long a completion attempt is presumed alive (default 30). */
  checkoutCompletionLeaseSeconds: number;
  /** Local runtime only: how often the in-process checkout recovery runs (deployed: every minute). */
  checkoutRecoverySweepSeconds: number;
  /** Secrets Manager ARNs when deployed; locally the secrets are files under localDataDir. */
  jwtSecretArn: string | undefined;
  otpSecretArn: string | undefined;
  localDataDir: string;
  customerTokenTtlSeconds: number;
  /** `sns` when deployed; `local` writes messages to DATA_DIR/sms-outbox.jsonl instead of sending. */
  smsProvider: 'sns' | 'local';
  /**
   * NOTIFICATIONS_PROVIDER: `ses` when deployed (live mode sends by SES or SNS, test mode only
   * logs); `local` appends every message to DATA_DIR/notifications.jsonl (docs/decisions.md §14.3).
   */
  notificationsProvider: 'ses' | 'local';
  /**
   * EVENTBRIDGE_PROVIDER: `aws` when deployed (EventBridge endpoints: AssumeRole, then PutEvents);
   * `local` appends each put to DATA_DIR/eventbridge.jsonl (docs/decisions.md §6.22).
   */
  eventBridgeProvider: 'aws' | 'local';
  /** NOTIFICATIONS_FROM_EMAIL (deployed): the From address of customer emails. */
  notificationsFromEmail: string | undefined;
  /** NOTIFICATIONS_SES_IDENTITY_ARN (deployed): the SES identity the emails are sent as. */
  notificationsSesIdentityArn: string | undefined;
  /**
   * DASHBOARD_URL: the owners' dashboard (ending in /dashboard/), for links in owner emails
   * (invitations). Deployed: the stack's dashboard URL; locally `http://127.0.0.1:<PORT>/dashboard/`.
   */
  dashboardUrl: string;
  /**
   * IMAGES_BUCKET (deployed): the private bucket product images are uploaded to; unset locally,
   * where they are files under DATA_DIR/product-images served by the dev server.
   */
  imagesBucket: string | undefined;
  /**
   * IMAGES_BASE_URL: where a published image key is served (ending in `/`; the key starts with
   * `images/`). Deployed: the dashboard's distribution; locally `http://127.0.0.1:<PORT>/`.
   */
  imagesBaseUrl: string;
  otpMaxSendsPerPhonePerHour: number;
  otpMaxSendsPerSourcePerHour: number;
  refundDelaySeconds: number;
  /** REFUND_FUNCTION_ARN: the refund job Lambda that one-time refund schedules invoke (deployed only). */
  refundFunctionArn: string | undefined;
  /** REFUND_RECONCILE_GRACE_SECONDS: how long past due a Scheduled refund is left to its own schedule (300). */
  refundReconcileGraceSeconds: number;
  /** Local runtime only: how often the in-process refund reconciler runs (deployed: every 5 minutes). */
  refundReconcileSweepSeconds: number;
  /** WEBHOOK_SWEEP_GRACE_SECONDS: how long past its next attempt a pending delivery is left to its own message (600). */
  webhookSweepGraceSeconds: number;
  /** Local runtime only: how often the in-process overdue-delivery sweep runs (deployed: every 5 minutes). */
  webhookSweepSeconds: number;
  serviceName: string;
  /** PAYMENTS_KMS_KEY_ID (deployed): the KMS key sealing stores' payment credentials; unset locally (key file under DATA_DIR). */
  paymentsKmsKeyId: string | undefined;
  /** STRIPE_API_URL (local and tests only): the Stripe API at another host, e.g. a fake. */
  stripeApiUrl: string | undefined;
  /** STRIPE_TIMEOUT_MS: how long one Stripe call may take before the payment is answered 503. */
  stripeTimeoutMs: number;
  /** PAYMENT_HOLD_SECONDS: how long an order awaiting 3-D Secure holds its stock (default 30 min). */
  paymentHoldSeconds: number;
}

export const loadConfig = (): AppConfig => ({
  tableName: process.env.TABLE_NAME ?? 'store-commerce-local',
  dynamoEndpoint: process.env.DYNAMODB_ENDPOINT || undefined,
  region: process.env.AWS_REGION ?? 'us-east-1',
  apiKeyCacheMs: Math.min(int('API_KEY_CACHE_MS', 5000), 10_000),
  maxBodyBytes: 1024 * 1024,
  rateLimitPublishablePerMinute: int('RATE_LIMIT_PUBLISHABLE_PER_MINUTE', 600),
  rateLimitSecretPerMinute: int('RATE_LIMIT_SECRET_PER_MINUTE', 1200),
  rateLimitAnonymousPerMinute: int('RATE_LIMIT_ANONYMOUS_PER_MINUTE', 60),
  rateLimitStripeWebhookPerMinute: int('RATE_LIMIT_STRIPE_WEBHOOK_PER_MINUTE', 1200),
  rateLimitPublishablePerAddressPerMinute: int(
    'RATE_LIMIT_PUBLISHABLE_PER_ADDRESS_PER_MINUTE',
    publishableShare(),
  ),
  rateLimitPublishablePerCustomerPerMinute: int(
    'RATE_LIMIT_PUBLISHABLE_PER_CUSTOMER_PER_MINUTE',
    publishableShare(),
  ),
  webhookRetryDelaysSeconds: list('WEBHOOK_RETRY_DELAYS_SECONDS', [60, 300, 900, 3600, 86400]),
  webhookTimeoutMs: int('WEBHOOK_TIMEOUT_MS', 5000),
  webhookOrderWaitMaxSeconds: int('WEBHOOK_ORDER_WAIT_MAX_SECONDS', 30),
  webhookAutoDisableAfterSeconds: int('WEBHOOK_AUTO_DISABLE_AFTER_SECONDS', 5 * 24 * 3600),
  webhookAllowPrivateTargets: process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true',
  webhookRecoveryRatePerSecond: int('WEBHOOK_RECOVERY_RATE', 10),
  webhookRecoveryPageSize: int('WEBHOOK_RECOVERY_PAGE_SIZE', 100),
  webhookQueueUrl: process.env.WEBHOOK_QUEUE_URL || undefined,
  webhookQueueArn: process.env.WEBHOOK_QUEUE_ARN || undefined,
  schedulerGroupName: process.env.SCHEDULER_GROUP_NAME || undefined,
  webhookSchedulerRoleArn: process.env.WEBHOOK_SCHEDULER_ROLE_ARN || undefined,
  refundSchedulerRoleArn: process.env.REFUND_SCHEDULER_ROLE_ARN || undefined,
  scheduleDeadLetterArn: process.env.SCHEDULE_DLQ_ARN || undefined,
  cartAbandonAfterSeconds: process.env.CART_ABANDON_AFTER_SECONDS
    ? int('CART_ABANDON_AFTER_SECONDS', 3600)
    : undefined,
  checkoutExpiresAfterSeconds: Math.min(int('CHECKOUT_EXPIRES_AFTER_SECONDS', 24 * 3600), 7 * 24 * 3600),
  refundDelaySeconds: int('REFUND_DELAY_SECONDS', 60),
  refundFunctionArn: process.env.REFUND_FUNCTION_ARN || undefined,
  refundReconcileGraceSeconds: int('REFUND_RECONCILE_GRACE_SECONDS', 300),
  refundReconcileSweepSeconds: int('REFUND_RECONCILE_SWEEP_SECONDS', 60),
  webhookSweepGraceSeconds: int('WEBHOOK_SWEEP_GRACE_SECONDS', 600),
  webhookSweepSeconds: int('WEBHOOK_SWEEP_SECONDS', 60),
  cartAbandonSweepSeconds: int('CART_ABANDON_SWEEP_SECONDS', 60),
  checkoutCompletionLeaseSeconds: Math.max(1, int('CHECKOUT_COMPLETION_LEASE_SECONDS', 30)),
  checkoutRecoverySweepSeconds: int('CHECKOUT_RECOVERY_SWEEP_SECONDS', 60),
  jwtSecretArn: process.env.JWT_SECRET_ARN || undefined,
  otpSecretArn: process.env.OTP_SECRET_ARN || undefined,
  localDataDir: process.env.DATA_DIR || '.local',
  customerTokenTtlSeconds: int('CUSTOMER_TOKEN_TTL_SECONDS', 24 * 3600),
  smsProvider: process.env.SMS_PROVIDER === 'sns' ? 'sns' : 'local',
  notificationsProvider: process.env.NOTIFICATIONS_PROVIDER === 'ses' ? 'ses' : 'local',
  eventBridgeProvider: process.env.EVENTBRIDGE_PROVIDER === 'aws' ? 'aws' : 'local',
  notificationsFromEmail: process.env.NOTIFICATIONS_FROM_EMAIL || undefined,
  notificationsSesIdentityArn: process.env.NOTIFICATIONS_SES_IDENTITY_ARN || undefined,
  dashboardUrl: process.env.DASHBOARD_URL || `http://127.0.0.1:${process.env.PORT || '3000'}/dashboard/`,
  imagesBucket: process.env.IMAGES_BUCKET || undefined,
  imagesBaseUrl: process.env.IMAGES_BASE_URL || `http://127.0.0.1:${process.env.PORT || '3000'}/`,
  otpMaxSendsPerPhonePerHour: int('OTP_MAX_SENDS_PER_PHONE_PER_HOUR', 5),
  otpMaxSendsPerSourcePerHour: int('OTP_MAX_SENDS_PER_SOURCE_PER_HOUR', 30),
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'store-commerce',
  paymentsKmsKeyId: process.env.PAYMENTS_KMS_KEY_ID || undefined,
  stripeApiUrl: process.env.STRIPE_API_URL || undefined,
  stripeTimeoutMs: Math.max(100, int('STRIPE_TIMEOUT_MS', 7000)),
  paymentHoldSeconds: Math.max(1, int('PAYMENT_HOLD_SECONDS', 30 * 60)),
});

let cached: AppConfig | undefined;
/** The process-wide configuration (tests may call `resetConfig` after changing env). */
export const config = (): AppConfig => (cached ??= loadConfig());
export const resetConfig = (): void => {
  cached = undefined;
};
