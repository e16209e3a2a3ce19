import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_POLICY_NAME } from '../../../infra/cdk/inline-policy-role.ts';
import { UNTRACED_HTTP_GROUPS } from '../../../infra/cdk/function-sizes.ts';
import type { StoreCommerceStack } from '../../../infra/cdk/stack.ts';
import { CORS_POLICY } from '../../../shared/http/cors.ts';
import { TABLE_INDEXES } from '../../../shared/db/table-definition.ts';
import { FUNCTION_GROUPS, ROUTES, routeKey, type FunctionGroup } from '../../../shared/routes.ts';
import {
  actionsOf,
  logicalIdOf,
  policyStatements,
  resourcesOf,
  roleStatements,
  defaultStack,
} from '../synth.ts';

/** Actions whose service offers no resource-level permission: `Resource: *` is the only option. */
const SERVICE_WIDE_ACTIONS = new Set([
  'xray:PutTraceSegments',
  'xray:PutTelemetryRecords',
  'dynamodb:ListStreams',
]);

let template: Template;
let stack: StoreCommerceStack;

beforeAll(() => {
  ({ template, stack } = defaultStack());
});

const groups = Object.keys(FUNCTION_GROUPS) as FunctionGroup[];
const functionIdOf = (group: FunctionGroup) => logicalIdOf(stack.stateless.httpFunctions[group].fn);

/** The logical id of the Lambda function a route's integration invokes. */
const targetFunctionOf = (route: {
  Properties: { Target: { 'Fn::Join': [string, [string, { Ref: string }]] } };
}) => {
  const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref;
  const integration = template.findResources('AWS::ApiGatewayV2::Integration')[integrationId];
  expect(integration, `integration ${integrationId}`).toBeDefined();
  expect(integration!.Properties.IntegrationType).toBe('AWS_PROXY');
  expect(integration!.Properties.PayloadFormatVersion).toBe('2.0');
  return (integration!.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
};

const routesByKey = () =>
  Object.values(template.findResources('AWS::ApiGatewayV2::Route')).reduce<Record<string, unknown[]>>(
    (acc, route) => {
      (acc[route.Properties.RouteKey as string] ??= []).push(route);
      return acc;
    },
    {},
  );

describe('HTTP API', () => {
  it('has exactly one route per ROUTES entry, integrated with its group function', () => {
    const byKey = routesByKey();
    for (const route of ROUTES) {
      const matches = byKey[routeKey(route)] ?? [];
      expect(matches, routeKey(route)).toHaveLength(1);
      expect(targetFunctionOf(matches[0] as never), routeKey(route)).toBe(functionIdOf(route.group));
    }
    // Plus $default, nothing else.
    expect(Object.keys(byKey).sort()).toEqual([...ROUTES.map(routeKey), '$default'].sort());
  });

  it('sends $default (unknown routes, wrong methods) to the fallback function', () => {
    const [route] = routesByKey()['$default'] ?? [];
    expect(route).toBeDefined();
    expect(targetFunctionOf(route as never)).toBe(functionIdOf('fallback'));
  });

  it('lets API Gateway invoke each function through one permission, from this API only', () => {
    const permissions = Object.values(template.findResources('AWS::Lambda::Permission'));
    const apiArn = (resource: string) => ({
      'Fn::Join': [
        '',
        [
          'arn:',
          { Ref: 'AWS::Partition' },
          ':execute-api:',
          { Ref: 'AWS::Region' },
          ':',
          { Ref: 'AWS::AccountId' },
          ':',
          { Ref: logicalIdOf(stack.stateless.api.api) },
          resource,
        ],
      ],
    });
    for (const group of groups) {
      const own = permissions.filter(
        (permission) => permission.Properties.FunctionName['Fn::GetAtt']?.[0] === functionIdOf(group),
      );
      // One per function, not one per route: the stack stays far from CloudFormation's 500 resources.
      expect(own, group).toHaveLength(1);
      expect(own[0]!.Properties, group).toEqual({
        Action: 'lambda:InvokeFunction',
        Principal: 'apigateway.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [functionIdOf(group), 'Arn'] },
        // Any stage, method and path of this API (`<api>/<stage>/<method>/<path>`); the catch-all
        // route's source is `<api>/$default/$default`, which only the two-part pattern matches.
        SourceArn: apiArn(group === 'fallback' ? '/*/*' : '/*/*/*'),
      });
    }
  });

  it('throttles and access-logs the $default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [logicalIdOf(stack.stateless.api.accessLogs), 'Arn'] },
        Format: Match.stringLikeRegexp('\\$context\\.requestId'),
      },
    });
  });

  it('never writes request headers or query strings to the access log', () => {
    const [stage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'));
    const format = stage!.Properties.AccessLogSettings.Format as string;
    expect(format).not.toMatch(/header|querystring|rawQueryString|apiKey/i);
  });

  it('answers CORS with the shared policy', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: {
        AllowOrigins: [...CORS_POLICY.allowOrigins],
        AllowMethods: [...CORS_POLICY.allowMethods],
        AllowHeaders: [...CORS_POLICY.allowHeaders],
        ExposeHeaders: [...CORS_POLICY.exposeHeaders],
        MaxAge: CORS_POLICY.maxAgeSeconds,
        AllowCredentials: false,
      },
    });
  });
});

describe('functions', () => {
  // aws-cdk-lib's own BucketDeployment handler copies the dashboard build (default-stack/dashboard.ts).
  const isDeploymentHandlerRole = (role: unknown): boolean =>
    JSON.stringify(role).includes(logicalIdOf(stack.dashboard.deployment.handlerRole));

  it('builds one function per group and one per worker, nothing else', () => {
    const workerIds = Object.values(stack.stateless.workers).map((worker) => logicalIdOf(worker.fn));
    const functions = Object.entries(template.findResources('AWS::Lambda::Function'))
      .filter(([, fn]) => !isDeploymentHandlerRole(fn.Properties.Role))
      .map(([id]) => id);
    expect(functions.sort()).toEqual([...groups.map(functionIdOf), ...workerIds].sort());
  });

  it.each(groups)(
    '%s: nodejs22.x on ARM64, X-Ray on (pass-through for the untraced read-only groups), own log group with retention, ESM handler',
    (group) => {
      const fn = template.findResources('AWS::Lambda::Function')[functionIdOf(group)]!;
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: UNTRACED_HTTP_GROUPS.includes(group) ? 'PassThrough' : 'Active' },
        Handler: 'index.handler',
        Description: FUNCTION_GROUPS[group].description,
        Environment: {
          Variables: {
            POWERTOOLS_SERVICE_NAME: 'store-commerce',
            POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false',
          },
        },
      });
      const logGroupId = fn.Properties.LoggingConfig.LogGroup.Ref as string;
      expect(logGroupId).toBe(logicalIdOf(stack.stateless.httpFunctions[group].logGroup));
      expect(template.findResources('AWS::Logs::LogGroup')[logGroupId]!.Properties.RetentionInDays).toBe(14);
    },
  );

  it('uses its own role without AWS managed policies', () => {
    for (const [id, role] of Object.entries(template.findResources('AWS::IAM::Role'))) {
      if (isDeploymentHandlerRole({ Ref: id })) continue;
      expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    }
  });

  it("keeps every role grant inline in its role: the only policy resource is the dashboard deployment handler's", () => {
    // One resource per role instead of two (infra/cdk/inline-policy-role.ts, docs/infrastructure.md).
    const policies = Object.values(template.findResources('AWS::IAM::Policy'));
    expect(policies.every((policy) => isDeploymentHandlerRole(policy.Properties.Roles))).toBe(true);
    expect(policies.length).toBeLessThanOrEqual(1);
    for (const [id, role] of Object.entries(template.findResources('AWS::IAM::Role'))) {
      if (isDeploymentHandlerRole({ Ref: id })) continue;
      expect(role.Properties.Policies, id).toEqual([
        {
          PolicyName: ROLE_POLICY_NAME,
          PolicyDocument: expect.objectContaining({ Statement: expect.any(Array) }),
        },
      ]);
    }
  });

  it('gives every HTTP function the table name (all count requests there, see rate-limit.test.ts)', () => {
    const fns = template.findResources('AWS::Lambda::Function');
    for (const group of ['store', 'fallback'] as const) {
      expect(fns[functionIdOf(group)]!.Properties.Environment.Variables.TABLE_NAME).toEqual({
        Ref: logicalIdOf(stack.stateful.table),
      });
    }
  });
});

describe('least privilege', () => {
  const roleOf = (group: FunctionGroup) => logicalIdOf(stack.stateless.httpFunctions[group].role);
  // The rate-limit counter grant (UpdateItem on RATELIMIT#* only) is every HTTP function's;
  // it is checked in rate-limit.test.ts, so leave it out of the per-group expectations here.
  // Likewise the key-use grant (UpdateItem on APIKEY#* only: lastUsedAt), checked in admin.ts.
  const isCounterGrant = (s: { Condition?: unknown }) =>
    /RATELIMIT#\*|APIKEY#\*/.test(JSON.stringify(s.Condition ?? {}));
  const dynamoActions = (group: FunctionGroup) =>
    roleStatements(template, roleOf(group))
      .filter((s) => !isCounterGrant(s))
      .flatMap(actionsOf)
      .filter((action) => action.startsWith('dynamodb:'));

  it('has no `Resource: *` statement except for actions that support nothing narrower', () => {
    const offenders = policyStatements(template).filter(
      ({ statement }) =>
        resourcesOf(statement).includes('*') &&
        !actionsOf(statement).every((action) => SERVICE_WIDE_ACTIONS.has(action)),
    );
    expect(offenders).toEqual([]);
  });

  it('never grants a whole service or an index wildcard', () => {
    for (const { statement } of policyStatements(template)) {
      for (const action of actionsOf(statement)) expect(action).not.toMatch(/:\*$|^\*$/);
      // `?? null`: a NotResource statement (SMS-only sns:Publish) has no Resource.
      expect(JSON.stringify(statement.Resource ?? null)).not.toContain('/index/*');
    }
  });

  it('store reads the table and its indexes by name, and cannot write (but a test clock) or scan', () => {
    expect(dynamoActions('store').sort()).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:GetItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
    const clockWrite = roleStatements(template, roleOf('store')).filter((s) =>
      JSON.stringify(s.Condition ?? {}).includes('STORE#*'),
    );
    expect(clockWrite.map(actionsOf)).toEqual([['dynamodb:UpdateItem']]);
    const read = roleStatements(template, roleOf('store')).find((s) =>
      actionsOf(s).includes('dynamodb:Query'),
    )!;
    const tableArn = { 'Fn::GetAtt': [logicalIdOf(stack.stateful.table), 'Arn'] };
    expect(read.Resource).toEqual([
      tableArn,
      ...Object.values(TABLE_INDEXES).map((index) => ({
        'Fn::Join': ['', [tableArn, `/index/${index.indexName}`]],
      })),
    ]);
  });

  it('fallback touches no table beyond the request counters', () => {
    expect(dynamoActions('fallback')).toEqual([]);
  });

  it('each function may write only to its own log group', () => {
    for (const group of groups) {
      const logs = roleStatements(template, roleOf(group)).filter((s) =>
        actionsOf(s).some((a) => a.startsWith('logs:')),
      );
      expect(logs.map((s) => s.Resource)).toEqual([
        { 'Fn::GetAtt': [logicalIdOf(stack.stateless.httpFunctions[group].logGroup), 'Arn'] },
      ]);
    }
  });
});
