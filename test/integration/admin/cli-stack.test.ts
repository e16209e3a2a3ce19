import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openDeployedStack } from '../../../infra/cli/deployed-stack.ts';
import { dynamoApiKeyRepository } from '../../../shared/auth/dynamo-api-keys.ts';
import {
  dynamoMembershipRepository,
  dynamoOwnerRepository,
} from '../../../shared/owners/dynamo-owner-repository.ts';
import { dynamoStoreRepository } from '../../../shared/stores/dynamo-stores.ts';
import { newId } from '../../../shared/util/ids.ts';
import { captureAdminCli } from '../../support/admin-cli.ts';
import { useTestTable } from '../../support/dynamo.ts';

/**
 * The CLI with `--stack`: CloudFormation and Cognito are mocked (aws-sdk-client-mock), the
 * stack's "real" table is this run's DynamoDB Local table.
 */
const table = useTestTable();
const cloudFormation = mockClient(CloudFormationClient);
const cognito = mockClient(CognitoIdentityProviderClient);
afterAll(() => {
  cloudFormation.restore();
  cognito.restore();
});
const POOL = 'eu-west-1_Pool1';
const sub = newId();

const cli = (...argv: string[]) =>
  captureAdminCli(argv, {
    openLocal: () => Promise.reject(new Error('the local table must not be used with --stack')),
    openStack: (name, region) => openDeployedStack(name, { region, documentClient: () => table.db }),
  });
const onStack = (...argv: string[]) => cli(...argv, '--stack', 'StoreCommerce-prod', '--region', 'eu-west-1');

beforeEach(() => {
  cloudFormation.reset();
  cognito.reset();
  cloudFormation.on(DescribeStacksCommand, { StackName: 'StoreCommerce-prod' }).resolves({
    Stacks: [
      {
        StackName: 'StoreCommerce-prod',
        StackStatus: 'UPDATE_COMPLETE',
        CreationTime: new Date(),
        Outputs: [
          { OutputKey: 'TableName', OutputValue: table.tableName },
          { OutputKey: 'OwnerUserPoolId', OutputValue: POOL },
        ],
      },
    ],
  });
  cognito.on(AdminCreateUserCommand).resolves({
    User: {
      Username: sub,
      Attributes: [
        { Name: 'sub', Value: sub },
        { Name: 'email', Value: 'boss@example.com' },
      ],
    },
  });
});

describe('admin CLI against a deployed stack', () => {
  it('--help prints the usage; a bad option is a usage error, never a stack trace', async () => {
    const help = await cli('--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^usage: npm run -s admin/);
    expect(help.out).toContain('--stack NAME');
    const bad = await cli('store', 'create', '--bogus');
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/Unknown option '--bogus'[\s\S]*usage:/);
    expect(bad.err).not.toMatch(/\n\s+at /);
  });

  it('creates the first store, invites its owner through Cognito, makes them owner, and creates keys in the real table', async () => {
    const store = await onStack('store', 'create', '--name', 'Prod Shop');
    expect(store.code, store.err).toBe(0);
    const storeId = store.json.storeId as string;
    expect((await dynamoStoreRepository(table.db, table.tableName).get(storeId))?.name).toBe('Prod Shop');

    const invited = await onStack('owner', 'create', '--email', 'Boss@Example.com');
    expect(invited.json).toEqual({ ownerId: sub, email: 'boss@example.com', invitation: 'invited' });
    expect(cognito.commandCalls(AdminCreateUserCommand)[0]!.args[0].input).toEqual({
      UserPoolId: POOL,
      Username: 'boss@example.com',
      UserAttributes: [
        { Name: 'email', Value: 'boss@example.com' },
        { Name: 'email_verified', Value: 'true' },
      ],
      DesiredDeliveryMediums: ['EMAIL'],
    });
    // The owner record is keyed by the Cognito sub (the subject of their access tokens), with no password.
    const credentials = await dynamoOwnerRepository(table.db, table.tableName).credentials(
      'boss@example.com',
    );
    expect(credentials).toEqual({
      owner: expect.objectContaining({ ownerId: sub }),
      passwordHash: undefined,
    });

    // Again: the pool already has the user; the CLI looks it up and changes nothing.
    cognito
      .on(AdminCreateUserCommand)
      .rejects(Object.assign(new Error('User account already exists'), { name: 'UsernameExistsException' }));
    cognito
      .on(AdminGetUserCommand)
      .resolves({ Username: sub, UserAttributes: [{ Name: 'sub', Value: sub }] });
    const again = await onStack('owner', 'create', '--email', 'boss@example.com');
    expect(again.json).toEqual({ ownerId: sub, email: 'boss@example.com', invitation: 'existing' });

    const member = await onStack(
      'member',
      'add',
      '--store',
      storeId,
      '--email',
      'boss@example.com',
      '--role',
      'owner',
    );
    expect(member.json).toEqual({ storeId, ownerId: sub, email: 'boss@example.com', role: 'owner' });
    expect((await dynamoMembershipRepository(table.db, table.tableName).get(storeId, sub))?.role).toBe(
      'owner',
    );

    const key = await onStack('key', 'create', '--store', storeId, '--type', 'secret', '--mode', 'live');
    expect(key.json.key).toMatch(/^sk_live_/);
    const stored = await dynamoApiKeyRepository(table.db, table.tableName).listByStore(storeId);
    expect(stored.map((k) => k.keyId)).toEqual([key.json.keyId]);
    expect(cloudFormation.commandCalls(DescribeStacksCommand).length).toBeGreaterThanOrEqual(5);
  });

  it('explains a missing stack, a stack without the outputs, and local-only commands', async () => {
    cloudFormation
      .on(DescribeStacksCommand, { StackName: 'Nope' })
      .rejects(Object.assign(new Error('Stack with id Nope does not exist'), { name: 'ValidationError' }));
    const missing = await cli('key', 'list', '--store', newId(), '--stack', 'Nope', '--region', 'eu-west-1');
    expect([missing.code, missing.err]).toEqual([1, expect.stringMatching(/^Stack Nope not found/)]);

    cloudFormation.on(DescribeStacksCommand, { StackName: 'Old' }).resolves({
      Stacks: [
        {
          StackName: 'Old',
          StackStatus: 'UPDATE_COMPLETE',
          CreationTime: new Date(),
          Outputs: [{ OutputKey: 'TableName', OutputValue: table.tableName }],
        },
      ],
    });
    const old = await cli('key', 'list', '--store', newId(), '--stack', 'Old', '--region', 'eu-west-1');
    expect([old.code, old.err]).toEqual([1, expect.stringContaining('has no OwnerUserPoolId output')]);

    const token = await onStack('owner', 'token', '--email', 'boss@example.com');
    expect([token.code, token.err]).toEqual([1, expect.stringContaining('local issuer only')]);
    const password = await onStack(
      'owner',
      'create',
      '--email',
      'x@example.com',
      '--password',
      'long-enough-pass',
    );
    expect([password.code, password.err]).toEqual([1, expect.stringContaining('--password is local only')]);
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });
});
