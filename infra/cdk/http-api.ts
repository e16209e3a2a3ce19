import { Duration, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { CORS_POLICY } from '../../shared/http/cors.ts';
import { ROUTES, type FunctionGroup } from '../../shared/routes.ts';
import type { StageConfig } from './stage.ts';

export interface PublicApiProps {
  stage: StageConfig;
  /** One function per group of shared/routes.ts; `fallback` serves the `$default` route. */
  functions: Record<FunctionGroup, lambda.IFunction>;
}

/**
 * One access log line per request, JSON so CloudWatch Logs Insights can query it. No headers
 * and no query string: keys travel in `X-API-Key` and must never reach a log.
 */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    method: '$context.httpMethod',
    routeKey: '$context.routeKey',
    path: '$context.path',
    status: '$context.status',
    responseLength: '$context.responseLength',
    latencyMs: '$context.responseLatency',
    integrationLatencyMs: '$context.integrationLatency',
    integrationStatus: '$context.integrationStatus',
    integrationError: '$context.integrationErrorMessage',
    error: '$context.error.message',
  }),
);

/**
 * The HTTP API: one route per entry of shared/routes.ts's ROUTES, integrated with its group's
 * function; `$default` catches everything else so unknown paths and wrong methods get our JSON
 * envelope (404/405) instead of API Gateway's bare `{"message":"Not Found"}`.
 */
export class PublicApi extends Construct {
  readonly api: apigw.HttpApi;
  readonly defaultStage: apigw.HttpStage;
  readonly accessLogs: logs.LogGroup;
  readonly customDomain?: apigw.DomainName;

  constructor(scope: Construct, id: string, { stage, functions }: PublicApiProps) {
    super(scope, id);

    // One integration per group, shared by all of the group's routes, and one invoke permission
    // per function for the whole API: a permission per route (CDK's default) would put ~100
    // Lambda::Permission resources in the stack, a fifth of CloudFormation's 500-resource limit
    // (docs/infrastructure.md, "Stack limits"). The permission's source is still this API only.
    // `$default` keeps a route-scoped permission: the API-wide pattern `<api>/*/*/*` does not
    // match the `<api>/$default/$default` source of the catch-all route.
    const integrations = new Map<FunctionGroup, HttpLambdaIntegration>();
    const integrationOf = (group: FunctionGroup, scopePermissionToRoute = false): HttpLambdaIntegration => {
      let integration = integrations.get(group);
      if (!integration) {
        integration = new HttpLambdaIntegration(`${group}Integration`, functions[group], {
          scopePermissionToRoute,
        });
        integrations.set(group, integration);
      }
      return integration;
    };

    this.api = new apigw.HttpApi(this, 'Api', {
      apiName: `store-commerce-${stage.stage}`,
      description: `Store commerce API (${stage.stage})`,
      // Our own $default stage below: HttpApi's default one cannot take throttling or access logs.
      createDefaultStage: false,
      defaultIntegration: integrationOf('fallback', true),
      // HTTP API CORS is API-wide, not per path: docs/decisions.md §1.9 explains why the
      // /api/v1/sdk/* policy is applied to the whole API.
      corsPreflight: {
        allowOrigins: [...CORS_POLICY.allowOrigins],
        allowMethods: CORS_POLICY.allowMethods.map((method) => apigw.CorsHttpMethod[method]),
        allowHeaders: [...CORS_POLICY.allowHeaders],
        exposeHeaders: [...CORS_POLICY.exposeHeaders],
        maxAge: Duration.seconds(CORS_POLICY.maxAgeSeconds),
        allowCredentials: false,
      },
    });

    for (const route of ROUTES) {
      this.api.addRoutes({
        path: route.path,
        methods: [apigw.HttpMethod[route.method]],
        integration: integrationOf(route.group),
      });
    }

    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Every route authenticates inside its function: API keys are checked by hashed lookup in the table with key type, store and revocation rules (docs/decisions.md §1.3), and the customer JWT where the route needs it. HTTP APIs have no API-key authorizer, and a Lambda authorizer would add a second invocation to every request for the same check. $default only returns the 404/405 envelope.',
    });

    this.accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: stage.logRetention,
      removalPolicy: stage.removalPolicy,
    });

    if (stage.customDomain) {
      this.customDomain = new apigw.DomainName(this, 'Domain', {
        domainName: stage.customDomain.domainName,
        certificate: acm.Certificate.fromCertificateArn(
          this,
          'Certificate',
          stage.customDomain.certificateArn,
        ),
        endpointType: apigw.EndpointType.REGIONAL,
        securityPolicy: apigw.SecurityPolicy.TLS_1_2,
      });
    }

    this.defaultStage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: stage.apiThrottle,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(this.accessLogs),
        format: ACCESS_LOG_FORMAT,
      },
      ...(this.customDomain ? { domainMapping: { domainName: this.customDomain } } : {}),
    });
  }

  /** The execute-api URL of the `$default` stage. */
  get url(): string {
    return this.defaultStage.url;
  }
}
