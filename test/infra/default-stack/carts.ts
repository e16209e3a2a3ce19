import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreCommerceStack } from '../../../infra/cdk/stack.ts';
import { FUNCTION_GROUPS, routesOfGroup, type FunctionGroup } from '../../../shared/routes.ts';
import {
  actionsOf,
  logicalIdOf,
  policyStatements,
  resourcesOf,
  roleStatements,
  defaultStack,
  type Statement,
} from '../synth.ts';

/** Carts and customer login in the stack: the abandonment sweep and its schedule, the login secrets, SMS-only SNS. */
let template: Template;
let stack: StoreCommerceStack;

beforeAll(() => {
  ({ template, stack } = defaultStack());
});

const groups = Object.keys(FUNCTION_GROUPS) as FunctionGroup[];
const fnOf = (group: FunctionGroup) => stack.stateless.httpFunctions[group];
const envOf = (logicalId: string) =>
  template.findResources('AWS::Lambda::Function')[logicalId]!.Properties.Environment.Variables as Record<
    string,
    unknown
  >;
const secrets = () => stack.stateful.customerSecrets;
const ref = (construct: Parameters<typeof logicalIdOf>[0]) => ({ Ref: logicalIdOf(construct) });
const secretStatements = (statements: Statement[]) =>
  statements.filter((s) => actionsOf(s).some((a) => a.startsWith('secretsmanager:')));

describe('cart abandonment sweep', () => {
  const sweep = () => stack.stateless.workers.cartAbandonmentSweep!;
  const sweepSchedulerRole = () => stack.stateless.schedulerRoles.cartAbandonmentSweep!;

  it('is a worker function on the scheduled trigger, every minute, as its own scheduler role', () => {
    expect(sweep()).toBeDefined();
    const schedules = Object.values(template.findResources('AWS::Scheduler::Schedule')).filter(
      (s) =>
        JSON.stringify(s.Properties.Target.Arn) ===
        JSON.stringify({ 'Fn::GetAtt': [logicalIdOf(sweep().fn), 'Arn'] }),
    );
    expect(schedules).toHaveLength(1);
    expect(schedules[0]!.Properties).toMatchObject({
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      GroupName: stack.stateful.scheduleGroup.scheduleGroupName,
      Target: { RoleArn: { 'Fn::GetAtt': [logicalIdOf(sweepSchedulerRole()), 'Arn'] } },
    });
    // That role may invoke the sweep and park an undeliverable tick in the schedule DLQ, nothing else.
    expect(roleStatements(template, logicalIdOf(sweepSchedulerRole()))).toEqual([
      {
        Action: 'sqs:SendMessage',
        Effect: 'Allow',
        Resource: { 'Fn::GetAtt': [logicalIdOf(stack.stateful.scheduleDeadLetterQueue), 'Arn'] },
      },
      {
        Action: 'lambda:InvokeFunction',
        Effect: 'Allow',
        Resource: { 'Fn::GetAtt': [logicalIdOf(sweep().fn), 'Arn'] },
      },
    ]);
  });

  it('reads and writes the table, finishes within the minute, and touches no secret or SNS', () => {
    const fn = template.findResources('AWS::Lambda::Function')[logicalIdOf(sweep().fn)]!;
    expect(fn.Properties.Timeout).toBeLessThan(60);
    expect(envOf(logicalIdOf(sweep().fn)).TABLE_NAME).toEqual(ref(stack.stateful.table));
    const actions = roleStatements(template, logicalIdOf(sweep().role)).flatMap(actionsOf);
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:PutItem']),
    );
    expect(actions.filter((a) => /^(sns|secretsmanager):/.test(a))).toEqual([]);
    expect(envOf(logicalIdOf(sweep().fn)).CART_ABANDON_AFTER_SECONDS).toBeUndefined();
  });
});

describe('customer login secrets', () => {
  it('are two Secrets Manager secrets generated at deploy time, never a value in the template', () => {
    const found = template.findResources('AWS::SecretsManager::Secret');
    for (const secret of [secrets().jwtSecret, secrets().otpSecret]) {
      const properties = found[logicalIdOf(secret)]!.Properties;
      expect(properties.SecretString).toBeUndefined();
      expect(properties.GenerateSecretString).toMatchObject({ PasswordLength: 64, ExcludePunctuation: true });
    }
  });

  it('auth and account (a new email gets a code) read both; every other group with customer-JWT routes reads the JWT key only; others read none', () => {
    for (const group of groups) {
      const env = envOf(logicalIdOf(fnOf(group).fn));
      const statements = secretStatements(roleStatements(template, logicalIdOf(fnOf(group).role)));
      const resources = statements.flatMap(resourcesOf).map((r) => JSON.stringify(r));
      const verifiesJwt = routesOfGroup(group).some((r) => r.customerJwt);
      if (group === 'auth' || group === 'account') {
        expect(env.JWT_SECRET_ARN).toEqual(ref(secrets().jwtSecret));
        expect(env.OTP_SECRET_ARN).toEqual(ref(secrets().otpSecret));
        expect(resources.sort()).toEqual(
          [JSON.stringify(ref(secrets().jwtSecret)), JSON.stringify(ref(secrets().otpSecret))].sort(),
        );
      } else if (verifiesJwt) {
        expect(env.JWT_SECRET_ARN, group).toEqual(ref(secrets().jwtSecret));
        expect(env.OTP_SECRET_ARN, group).toBeUndefined();
        expect(resources, group).toEqual([JSON.stringify(ref(secrets().jwtSecret))]);
      } else {
        expect(env.JWT_SECRET_ARN, group).toBeUndefined();
        expect(statements, group).toEqual([]);
      }
      for (const s of statements)
        expect(actionsOf(s).sort()).toEqual([
          'secretsmanager:DescribeSecret',
          'secretsmanager:GetSecretValue',
        ]);
    }
    expect(routesOfGroup('carts').some((r) => r.customerJwt)).toBe(true);
  });
});

describe('SMS', () => {
  it('only the auth function and the stream followers (customer notifications) may publish, and only to phone numbers (no SNS ARN at all)', () => {
    const sns = policyStatements(template).filter(({ statement }) =>
      actionsOf(statement).some((a) => a.startsWith('sns:')),
    );
    const allowed = [
      logicalIdOf(fnOf('auth').role),
      logicalIdOf(stack.stateless.workers.streamFollowers!.role),
    ];
    // One statement each: auth (login codes) and the stream followers' notifications (docs/decisions.md §14.2).
    expect(sns).toHaveLength(2);
    for (const { roles, statement } of sns) {
      expect(allowed).toEqual(expect.arrayContaining(roles));
      expect(roles).toHaveLength(1);
      expect(statement).toEqual({ Action: 'sns:Publish', Effect: 'Allow', NotResource: 'arn:aws:sns:*:*:*' });
    }
    expect(envOf(logicalIdOf(fnOf('auth').fn)).SMS_PROVIDER).toBe('sns');
    for (const group of groups.filter((g) => g !== 'auth')) {
      expect(envOf(logicalIdOf(fnOf(group).fn)).SMS_PROVIDER, group).toBeUndefined();
    }
  });
});

describe('cart and login function groups', () => {
  it('customers only read the table; carts, products and auth read and write it', () => {
    const dynamoActions = (group: FunctionGroup) =>
      roleStatements(template, logicalIdOf(fnOf(group).role))
        // Narrow grants (request counters, a key's lastUsedAt) are checked elsewhere.
        .filter((s) => !/RATELIMIT|APIKEY#/.test(JSON.stringify(s.Condition ?? {})))
        .flatMap(actionsOf)
        .filter((a) => a.startsWith('dynamodb:'));
    expect(dynamoActions('customers').sort()).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:GetItem',
      'dynamodb:Query',
    ]);
    for (const group of ['carts', 'products', 'auth'] as const) {
      expect(dynamoActions(group), group).toEqual(
        expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']),
      );
      expect(dynamoActions(group), group).not.toContain('dynamodb:Scan');
    }
  });
});
