import { Duration, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { DEPS_LOCK_FILE, PROJECT_ROOT, entryPath, nodejsBundlingOptions } from './bundling.ts';
import { InlinePolicyRole } from './inline-policy-role.ts';
import type { StageConfig } from './stage.ts';
import { HTTP_FUNCTION_MEMORY_MB } from './function-sizes.ts';

/** Same value as shared/config.ts's default, so logs and metrics line up with local runs. */
export const SERVICE_NAME = 'store-commerce';
export const METRICS_NAMESPACE = 'StoreCommerce';

export interface AppFunctionProps {
  /** Function group or worker name; used in the description and construct ids. */
  name: string;
  /** Entry file relative to the repository root, e.g. `functions/store/handler.ts`. */
  entry: string;
  description: string;
  stage: StageConfig;
  timeout?: Duration;
  memorySize?: number;
  environment?: Record<string, string>;
  /** Active (default), or pass-through for the untraced groups (function-sizes.ts). */
  tracing?: lambda.Tracing;
}

/**
 * Every Lambda of the service is built here, so runtime, architecture, tracing, logging and
 * bundling cannot differ between functions: nodejs22.x (docs/decisions.md §9.1) on ARM64, X-Ray active
 * (pass-through for the storefront's read-only groups),
 * its own log group with the stage's retention, JSON logs without Lambda's platform lines, ESM
 * bundles from bundling.ts. The role starts
 * with the log group and X-Ray only; permissions.ts adds what the function declared.
 */
export class AppFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.stage.logRetention,
      removalPolicy: props.stage.removalPolicy,
    });

    // An explicit role instead of AWSLambdaBasicExecutionRole: that managed policy lets a
    // function create log groups anywhere; this one may only write to its own. Its grants are
    // inline (inline-policy-role.ts): no separate policy resource per function.
    this.role = new InlinePolicyRole(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.name} function (${props.stage.stage})`,
    });
    this.logGroup.grantWrite(this.role);

    this.fn = new NodejsFunction(this, 'Function', {
      entry: entryPath(props.entry),
      handler: 'handler',
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: DEPS_LOCK_FILE,
      description: props.description,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      tracing: props.tracing ?? lambda.Tracing.ACTIVE,
      role: this.role,
      logGroup: this.logGroup,
      // JSON logs let Lambda filter its own lines by level: at WARN its START/END/REPORT lines
      // (~350 bytes a request) are not written; the application keeps INFO, the level our
      // logger writes at (docs/decisions.md §11.8).
      loggingFormat: lambda.LoggingFormat.JSON,
      applicationLogLevelV2: lambda.ApplicationLogLevel.INFO,
      systemLogLevelV2: lambda.SystemLogLevel.WARN,
      memorySize: props.memorySize ?? HTTP_FUNCTION_MEMORY_MB,
      timeout: props.timeout ?? Duration.seconds(10),
      bundling: nodejsBundlingOptions(props.name),
      environment: {
        STAGE: props.stage.stage,
        POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        POWERTOOLS_LOG_LEVEL: 'INFO',
        // Responses can carry secrets (a webhook secret on create/rotate): never copy them into traces.
        POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false',
        ...props.environment,
      },
    });

    Validations.of(this.fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'The project pins nodejs22.x (docs/decisions.md §9.1): the local runtime, the tests and the esbuild target (node22) all run Node 22, so the deployed code runs what was tested. Moving to a newer runtime is a deliberate, project-wide upgrade.',
    });
    this.acknowledgeWildcardResource(
      'xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions; X-Ray tracing is on for every function (active, or pass-through for the read-only storefront groups).',
    );
  }

  /**
   * Record why a statement of this role needs `Resource: *` (the service offers nothing narrower).
   * test/infra checks that every `*` statement is one of the known service-required ones.
   */
  acknowledgeWildcardResource(reason: string): void {
    Validations.of(this.role).acknowledge({ id: 'AwsSolutions-IAM5[Resource::*]', reason });
  }
}
