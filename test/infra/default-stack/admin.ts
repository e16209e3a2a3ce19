import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  HTTP_GROUP_PERMISSIONS,
  TABLE_READ_ACTIONS,
  TABLE_WRITE_ACTIONS,
} from '../../../infra/cdk/permissions.ts';
import {
  NOTIFICATION_SENDER_EMAIL_PARAMETER,
  NOTIFICATION_SES_IDENTITY_PARAMETER,
} from '../../../infra/cdk/notification-sender.ts';
import type { StoreCommerceStack } from '../../../infra/cdk/stack.ts';
import { REQUIRED_OUTPUTS } from '../../../infra/cli/deployed-stack.ts';
import { FUNCTION_GROUPS, routesOfGroup, type FunctionGroup } from '../../../shared/routes.ts';
import { actionsOf, defaultStack, logicalIdOf, resourcesOf, roleStatements } from '../synth.ts';

let template: Template;
let stack: StoreCommerceStack;
beforeAll(() => {
  ({ template, stack } = defaultStack());
});
const roleOf = (group: FunctionGroup) => logicalIdOf(stack.stateless.httpFunctions[group].role);
const conditionOf = (s: { Condition?: unknown }) => JSON.stringify(s.Condition ?? {});

describe('admin API and CLI: stack outputs and grants', () => {
  it('outputs what `npm run admin -- --stack NAME` looks up: the table and the owners user pool', () => {
    const outputs = template.findOutputs('*');
    for (const name of REQUIRED_OUTPUTS) expect(outputs, name).toHaveProperty(name);
    expect(outputs.TableName!.Value).toEqual({ Ref: logicalIdOf(stack.stateful.table) });
    expect(outputs.OwnerUserPoolId!.Value).toEqual({
      Ref: logicalIdOf(stack.stateful.ownerIdentity.userPool),
    });
  });

  it('the admin function reads and writes the table (no Scan), counts requests, sends invitation emails, and holds nothing else', () => {
    const statements = roleStatements(template, roleOf('admin'));
    const services = new Set(statements.flatMap(actionsOf).map((action) => action.split(':')[0]));
    expect([...services].sort()).toEqual(['dynamodb', 'logs', 'ses', 'xray']);
    const tableActions = statements
      .filter((s) => !conditionOf(s).includes('RATELIMIT#*'))
      .flatMap(actionsOf)
      .filter((action) => action.startsWith('dynamodb:'));
    expect(new Set(tableActions)).toEqual(new Set([...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS]));
    expect(tableActions).not.toContain('dynamodb:Scan');
    const tableArn = { 'Fn::GetAtt': [logicalIdOf(stack.stateful.table), 'Arn'] };
    for (const s of statements.filter((st) => actionsOf(st).some((a) => a.startsWith('dynamodb:'))))
      for (const resource of resourcesOf(s))
        expect(JSON.stringify(resource)).toContain(JSON.stringify(tableArn));
  });

  it('invitation emails: SendEmail only, on the notification identity only, from its address only; links to the dashboard', () => {
    const ses = roleStatements(template, roleOf('admin')).filter((s) =>
      actionsOf(s).some((action) => action.startsWith('ses:')),
    );
    expect(ses).toHaveLength(1);
    expect(actionsOf(ses[0]!)).toEqual(['ses:SendEmail']);
    expect(JSON.stringify(ses[0]!.Resource)).toContain(`"Ref":"${NOTIFICATION_SES_IDENTITY_PARAMETER}"`);
    expect(ses[0]!.Condition).toEqual({
      StringEquals: { 'ses:FromAddress': { Ref: NOTIFICATION_SENDER_EMAIL_PARAMETER } },
    });
    const env = template.findResources('AWS::Lambda::Function')[
      logicalIdOf(stack.stateless.httpFunctions.admin.fn)
    ]!.Properties.Environment.Variables as Record<string, unknown>;
    expect(env).toMatchObject({
      NOTIFICATIONS_PROVIDER: 'ses',
      NOTIFICATIONS_FROM_EMAIL: { Ref: NOTIFICATION_SENDER_EMAIL_PARAMETER },
    });
    expect(JSON.stringify(env.DASHBOARD_URL)).toContain(logicalIdOf(stack.dashboard.distribution));
  });

  it('every group that authenticates API keys can record lastUsedAt: it writes the table or has the key-use grant', () => {
    const usesKeys = (group: FunctionGroup) =>
      routesOfGroup(group).some((r) => r.access !== 'none' && r.access !== 'owner');
    for (const group of Object.keys(FUNCTION_GROUPS) as FunctionGroup[]) {
      const permissions = HTTP_GROUP_PERMISSIONS[group];
      const grant = permissions.extra?.includes('recordKeyUse') ?? false;
      if (usesKeys(group)) expect(permissions.table === 'readWrite' || grant, group).toBe(true);
      else expect(grant, group).toBe(false);
      if (!grant) continue;
      // Only UpdateItem, only on key items.
      const keyUse = roleStatements(template, roleOf(group)).filter((s) =>
        conditionOf(s).includes('APIKEY#*'),
      );
      expect(keyUse.map(actionsOf), group).toEqual([['dynamodb:UpdateItem']]);
      expect(keyUse[0]!.Condition).toEqual({
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['APIKEY#*'] },
      });
    }
  });
});
