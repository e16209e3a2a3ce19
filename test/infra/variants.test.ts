import { Duration } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppFunction } from '../../infra/cdk/app-function.ts';
import type { StoreCommerceStack } from '../../infra/cdk/stack.ts';
import { OUTBOX_INSERTS, type WorkerDefinition } from '../../infra/cdk/workers.ts';
import { OUTBOX_ENTITY } from '../../shared/events/outbox.ts';
import {
  actionsOf,
  logicalIdOf,
  policyStatements,
  removeOutdirs,
  resourcesOf,
  roleStatements,
  synthesize,
} from './synth.ts';

afterAll(removeOutdirs);

// Bundling is skipped, so any existing entry will do for these fixture workers.
const ENTRY = 'functions/fallback/handler.ts';

const FIXTURE_WORKERS: WorkerDefinition[] = [
  {
    name: 'router',
    entry: ENTRY,
    description: 'fixture stream router',
    trigger: { kind: 'tableStream', filters: [OUTBOX_INSERTS] },
    permissions: { table: 'read', extra: ['sendToWebhookQueue'] },
  },
  {
    name: 'delivery',
    entry: ENTRY,
    description: 'fixture delivery consumer',
    trigger: { kind: 'webhookQueue', batchSize: 5 },
    permissions: {
      table: 'readWrite',
      extra: ['sendToWebhookQueue'],
      schedules: ['webhookQueue', 'refundJob'],
    },
  },
  {
    name: 'sweep',
    entry: ENTRY,
    description: 'fixture periodic job',
    trigger: { kind: 'schedule', expression: 'rate(1 minute)' },
    permissions: { table: 'readWrite' },
  },
  // Named like the deployed refund job: the orders HTTP group schedules it by that name.
  {
    name: 'refundJob',
    entry: ENTRY,
    description: 'fixture job run by one-time schedules',
    trigger: {
      kind: 'scheduleTarget',
      arnVariable: 'FIXTURE_JOB_ARN',
      roleArnVariable: 'FIXTURE_JOB_ROLE_ARN',
    },
    permissions: { table: 'readWrite' },
  },
];

describe('workers declared in the workers list', () => {
  let template: Template;
  let stack: StoreCommerceStack;
  beforeAll(() => {
    ({ template, stack } = synthesize({ workers: FIXTURE_WORKERS }));
  });
  const worker = (name: string) => stack.stateless.workers[name]!;
  const fnArn = (name: string) => ({ 'Fn::GetAtt': [logicalIdOf(worker(name).fn), 'Arn'] });
  const roleArn = (name: string) => ({
    'Fn::GetAtt': [logicalIdOf(stack.stateless.schedulerRoles[name]!), 'Arn'],
  });

  it('gets the same runtime, architecture and tracing as the HTTP functions', () => {
    for (const name of ['router', 'delivery', 'sweep', 'refundJob']) {
      expect(
        template.findResources('AWS::Lambda::Function')[logicalIdOf(worker(name).fn)]!.Properties,
      ).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        Timeout: 30,
      });
    }
  });

  it('reads the table stream with the outbox filter, partial failures and an on-failure queue', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalIdOf(worker('router').fn) },
      EventSourceArn: { 'Fn::GetAtt': [logicalIdOf(stack.stateful.table), 'StreamArn'] },
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 10,
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT'],
              dynamodb: { NewImage: { entity: { S: [OUTBOX_ENTITY] } } },
            }),
          },
        ],
      },
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [logicalIdOf(stack.stateful.streamFailureQueue), 'Arn'] } },
      },
    });
  });

  it('consumes the webhook queue with partial batch responses', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalIdOf(worker('delivery').fn) },
      EventSourceArn: { 'Fn::GetAtt': [logicalIdOf(stack.stateful.webhookQueue), 'Arn'] },
      BatchSize: 5,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('runs scheduled jobs from the stage group, each as its own scheduler role, which may invoke exactly that job', () => {
    template.hasResource('AWS::Scheduler::Schedule', {
      Properties: Match.objectLike({
        GroupName: 'store-commerce-dev',
        ScheduleExpression: 'rate(1 minute)',
        State: 'ENABLED',
        Target: Match.objectLike({
          Arn: fnArn('sweep'),
          RoleArn: roleArn('sweep'),
          RetryPolicy: { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 60 },
        }),
      }),
      // Created after its group even though it names the group by a literal.
      DependsOn: Match.arrayWith([logicalIdOf(stack.stateful.scheduleGroup)]),
    });
    for (const name of ['sweep', 'refundJob']) {
      expect(roleStatements(template, logicalIdOf(stack.stateless.schedulerRoles[name]!)), name).toEqual([
        {
          Action: 'sqs:SendMessage',
          Effect: 'Allow',
          Resource: { 'Fn::GetAtt': [logicalIdOf(stack.stateful.scheduleDeadLetterQueue), 'Arn'] },
        },
        { Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: fnArn(name) },
      ]);
    }
    // The webhook queue's role sends to the queue and invokes nothing.
    const webhookRole = roleStatements(template, logicalIdOf(stack.stateful.webhookSchedulerRole));
    expect(webhookRole.flatMap(actionsOf)).toEqual(['sqs:SendMessage']);
  });

  it('hands the ARNs of a one-time schedule target and its role to the functions that schedule it, only', () => {
    const fns = template.findResources('AWS::Lambda::Function');
    const variables = (fn: AppFunction) => fns[logicalIdOf(fn.fn)]!.Properties.Environment.Variables;
    // Orders and the owners' order routes schedule refunds (a cancel with a refund).
    const { orders, adminCommerce, ...otherGroups } = stack.stateless.httpFunctions;
    for (const fn of [worker('delivery'), orders, adminCommerce]) {
      expect(variables(fn)).toMatchObject({
        FIXTURE_JOB_ARN: fnArn('refundJob'),
        FIXTURE_JOB_ROLE_ARN: roleArn('refundJob'),
      });
    }
    for (const fn of [
      worker('router'),
      worker('sweep'),
      worker('refundJob'),
      ...Object.values(otherGroups),
    ]) {
      expect(variables(fn).FIXTURE_JOB_ARN).toBeUndefined();
      expect(variables(fn).FIXTURE_JOB_ROLE_ARN).toBeUndefined();
    }
  });

  it('lets a worker manage schedules of its group only, and pass the roles of its targets only to Scheduler', () => {
    const statements = roleStatements(template, logicalIdOf(worker('delivery').role));
    const schedules = statements.find((s) => actionsOf(s).includes('scheduler:CreateSchedule'))!;
    expect(JSON.stringify(schedules.Resource)).toContain(':schedule/store-commerce-dev/*');
    const passRole = statements.find((s) => actionsOf(s).includes('iam:PassRole'))!;
    const sorted = (values: unknown[]) => values.map((value) => JSON.stringify(value)).sort();
    expect(sorted(resourcesOf(passRole))).toEqual(
      sorted([
        { 'Fn::GetAtt': [logicalIdOf(stack.stateful.webhookSchedulerRole), 'Arn'] },
        roleArn('refundJob'),
      ]),
    );
    expect(passRole.Condition).toEqual({
      StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' },
    });

    const env =
      template.findResources('AWS::Lambda::Function')[logicalIdOf(worker('delivery').fn)]!.Properties
        .Environment.Variables;
    expect(Object.keys(env)).toEqual(
      expect.arrayContaining([
        'TABLE_NAME',
        'WEBHOOK_QUEUE_URL',
        'SCHEDULER_GROUP_NAME',
        'WEBHOOK_SCHEDULER_ROLE_ARN',
        'WEBHOOK_QUEUE_ARN',
      ]),
    );
  });

  it('grants only what each worker declared', () => {
    const actions = (name: string) =>
      roleStatements(template, logicalIdOf(worker(name).role)).flatMap(actionsOf);
    expect(actions('router')).not.toContain('dynamodb:PutItem');
    expect(actions('router')).toContain('sqs:SendMessage');
    expect(actions('router')).not.toContain('scheduler:CreateSchedule');
    expect(actions('sweep')).not.toContain('sqs:SendMessage');
    expect(actions('sweep')).toContain('dynamodb:UpdateItem');
  });

  it('keeps `Resource: *` to the service-wide actions (X-Ray, dynamodb:ListStreams)', () => {
    const wildcard = policyStatements(template)
      .filter(({ statement }) => resourcesOf(statement).includes('*'))
      .flatMap(({ statement }) => actionsOf(statement));
    expect(new Set(wildcard)).toEqual(
      new Set(['xray:PutTraceSegments', 'xray:PutTelemetryRecords', 'dynamodb:ListStreams']),
    );
  });

  it('stays cdk-nag clean', () => {
    expect(new AwsSolutionsChecks().validateScope(stack).violations).toEqual([]);
  });

  it('refuses a queue worker whose timeout outlives the queue visibility timeout', () => {
    const slow: WorkerDefinition = { ...FIXTURE_WORKERS[1]!, timeout: Duration.minutes(5) };
    expect(() => synthesize({ workers: [slow] })).toThrow(/visibility timeout/);
  });

  it('refuses a schedule target that is no scheduleTarget worker', () => {
    const lost: WorkerDefinition = {
      ...FIXTURE_WORKERS[2]!,
      permissions: { table: 'none', schedules: ['nowhere'] },
    };
    expect(() => synthesize({ workers: [FIXTURE_WORKERS[3]!, lost] })).toThrow(
      /sweep schedules "nowhere", which is no scheduleTarget worker/,
    );
  });

  it('refuses two workers with one name', () => {
    expect(() => synthesize({ workers: [FIXTURE_WORKERS[2]!, FIXTURE_WORKERS[2]!] })).toThrow(
      /Duplicate worker/,
    );
  });
});

describe('stage prod with a custom domain', () => {
  let template: Template;
  let stack: StoreCommerceStack;
  beforeAll(() => {
    ({ template, stack } = synthesize({
      context: {
        stage: 'prod',
        domainName: 'api.example.com',
        certificateArn: 'arn:aws:acm:eu-west-1:111111111111:certificate/abc',
      },
    }));
  });

  it('names the stack after the stage', () => {
    expect(stack.stackName).toBe('StoreCommerce-prod');
  });

  it('retains and protects the table, and keeps logs longer', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    template.hasResource('AWS::SQS::Queue', { DeletionPolicy: 'Retain' });
    template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
  });

  it('retains and protects the owners user pool', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        DeletionProtection: 'ACTIVE',
        UserPoolName: 'store-commerce-owners-prod',
      }),
    });
  });

  it('throttles with the production defaults', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: 500, ThrottlingBurstLimit: 1000 },
    });
  });

  it('serves the custom domain with TLS 1.2 and maps it to the $default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: 'api.example.com',
      DomainNameConfigurations: [
        Match.objectLike({
          CertificateArn: 'arn:aws:acm:eu-west-1:111111111111:certificate/abc',
          EndpointType: 'REGIONAL',
          SecurityPolicy: 'TLS_1_2',
        }),
      ],
    });
    template.hasResource('AWS::ApiGatewayV2::ApiMapping', {
      Properties: {
        ApiId: { Ref: logicalIdOf(stack.stateless.api.api) },
        DomainName: { Ref: logicalIdOf(stack.stateless.api.customDomain!) },
        Stage: '$default',
      },
      DependsOn: Match.arrayWith([logicalIdOf(stack.stateless.api.defaultStage)]),
    });
  });

  it('outputs the DNS target, described with a literal string as CloudFormation requires', () => {
    template.hasOutput('CustomDomainTarget', {
      Value: { 'Fn::GetAtt': [logicalIdOf(stack.stateless.api.customDomain!), 'RegionalDomainName'] },
      Description: 'CNAME/alias target for api.example.com',
    });
  });
});

describe('stage context validation', () => {
  it('takes context overrides for the stage throttle', () => {
    const { template } = synthesize({ context: { stage: 'qa', apiThrottleRate: 7, apiThrottleBurst: 9 } });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: 7, ThrottlingBurstLimit: 9 },
    });
    template.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'store-commerce-qa' });
  });

  it.each([
    [{ stage: 'Prod' }, /stage/],
    [{ stage: 'a-very-long-stage-name' }, /stage/],
    [{ domainName: 'api.example.com' }, /domainName" and "certificateArn/],
    [{ certificateArn: 'arn:aws:acm:eu-west-1:1:certificate/x' }, /domainName" and "certificateArn/],
    [{ domainName: 'api.example.com', certificateArn: 'not-an-arn' }, /ACM certificate ARN/],
    [{ apiThrottleRate: 0 }, /positive integer/],
  ])('rejects %j', (context, message) => {
    expect(() => synthesize({ context })).toThrow(message);
  });
});
