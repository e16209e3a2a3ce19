import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';

/**
 * Everything that differs between deployments, read once from CDK context
 * (`npx cdk deploy -c stage=prod -c domainName=api.example.com -c certificateArn=arn:...`).
 * Constructs receive this object; none of them reads context itself.
 */
export interface StageConfig {
  /** Lower-case name, part of the stack name and of a few physical names. */
  stage: string;
  /** `prod` keeps its data when the stack or a resource is removed. */
  isProduction: boolean;
  /** For stateful resources and log groups: RETAIN in prod, DESTROY elsewhere. */
  removalPolicy: RemovalPolicy;
  logRetention: RetentionDays;
  /** HTTP API stage-wide throttling (requests/s, burst); per-key limits live in the app. */
  apiThrottle: { rateLimit: number; burstLimit: number };
  /** Optional custom domain for the API (TLS 1.2 security policy). */
  customDomain?: { domainName: string; certificateArn: string };
  /** Optional address subscribed to the alarm topic (context `alarmEmail`). */
  alarmEmail?: string;
  /** Where the owners' dashboard may receive sign-in codes (context `ownerCallbackUrls`). */
  ownerCallbackUrls: string[];
}

/** Without `ownerCallbackUrls`: a dashboard served locally against the deployed pool. */
export const DEFAULT_OWNER_CALLBACK_URLS = ['http://localhost:3000/dashboard/'];

/**
 * `ownerCallbackUrls`: a JSON array in cdk.json, or a comma list on the command line
 * (`-c ownerCallbackUrls=https://admin.example.com/dashboard/,http://localhost:3000/dashboard/`).
 * HTTPS only, except http://localhost (Cognito's own rule).
 */
const ownerCallbackUrls = (node: ContextReader): string[] => {
  const raw: unknown = node.tryGetContext('ownerCallbackUrls');
  if (raw === undefined || raw === null || raw === '') return DEFAULT_OWNER_CALLBACK_URLS;
  const values = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : undefined;
  if (!values || values.some((v) => typeof v !== 'string'))
    throw new Error('Context "ownerCallbackUrls" must be a list of URLs (JSON array or comma list)');
  const urls = (values as string[]).map((v) => v.trim()).filter(Boolean);
  for (const url of urls) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`Context "ownerCallbackUrls": "${url}" is not a URL`);
    }
    if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && parsed.hostname === 'localhost'))
      throw new Error(`Context "ownerCallbackUrls": "${url}" must use https (http only for localhost)`);
  }
  if (urls.length === 0) throw new Error('Context "ownerCallbackUrls" is empty');
  return urls;
};

export const DEFAULT_STAGE = 'dev';
export const PRODUCTION_STAGE = 'prod';

const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,15}$/;

// The stage-wide throttle is a flood guard in front of the per-key limits (600-1200/min per key):
// it protects the account's Lambda concurrency, it is not the product's rate limit.
const THROTTLE_PRODUCTION = { rateLimit: 500, burstLimit: 1000 };
const THROTTLE_OTHER = { rateLimit: 50, burstLimit: 100 };

type ContextReader = Pick<Node, 'tryGetContext'>;

const optionalString = (node: ContextReader, key: string): string | undefined => {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string`);
  return value;
};

const optionalPositiveInt = (node: ContextReader, key: string): number | undefined => {
  const raw: unknown = node.tryGetContext(key);
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`Context "${key}" must be a positive integer`);
  return value;
};

/** Reads `stage`, `domainName`, `certificateArn`, `apiThrottleRate`, `apiThrottleBurst` from context. */
export const stageConfigFromContext = (node: ContextReader): StageConfig => {
  const stage = optionalString(node, 'stage') ?? DEFAULT_STAGE;
  if (!STAGE_PATTERN.test(stage)) {
    throw new Error(
      `Context "stage" must match ${STAGE_PATTERN} (lower case, max 16 characters), got "${stage}"`,
    );
  }
  const isProduction = stage === PRODUCTION_STAGE;

  const domainName = optionalString(node, 'domainName');
  const certificateArn = optionalString(node, 'certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('Context "domainName" and "certificateArn" go together: give both or neither');
  }
  if (certificateArn && !certificateArn.startsWith('arn:')) {
    throw new Error(`Context "certificateArn" must be an ACM certificate ARN, got "${certificateArn}"`);
  }

  const throttleDefaults = isProduction ? THROTTLE_PRODUCTION : THROTTLE_OTHER;
  return {
    stage,
    isProduction,
    removalPolicy: isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    logRetention: isProduction ? RetentionDays.THREE_MONTHS : RetentionDays.TWO_WEEKS,
    apiThrottle: {
      rateLimit: optionalPositiveInt(node, 'apiThrottleRate') ?? throttleDefaults.rateLimit,
      burstLimit: optionalPositiveInt(node, 'apiThrottleBurst') ?? throttleDefaults.burstLimit,
    },
    ...(domainName && certificateArn ? { customDomain: { domainName, certificateArn } } : {}),
    ...(optionalString(node, 'alarmEmail') ? { alarmEmail: optionalString(node, 'alarmEmail') } : {}),
    ownerCallbackUrls: ownerCallbackUrls(node),
  };
};

/** `StoreCommerce-dev`, `StoreCommerce-prod`, ... */
export const stackNameFor = (stage: string): string => `StoreCommerce-${stage}`;
