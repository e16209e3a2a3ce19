import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient } from '../../shared/db/dynamo-client.ts';
import type { OwnerRepository } from '../../shared/owners/ports.ts';
import { OwnerEmailTaken } from '../../shared/owners/ports.ts';
import { normalizeEmail, type OwnerRecord } from '../../shared/owners/types.ts';

/**
 * The admin CLI against a deployed stack (`--stack NAME`): the table and the owners' user pool
 * come from the stack's CloudFormation outputs (infra/cdk/stack.ts), the calls use the caller's
 * AWS credentials.
 */
export interface DeployedStack {
  stackName: string;
  region: string;
  tableName: string;
  userPoolId: string;
}

/** The outputs the CLI needs; a stack without them is older than the CLI (redeploy it). */
export const REQUIRED_OUTPUTS = ['TableName', 'OwnerUserPoolId'] as const;

export class StackLookupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StackLookupError';
  }
}

export const findDeployedStack = async (
  cloudFormation: CloudFormationClient,
  stackName: string,
): Promise<DeployedStack> => {
  let outputs: Record<string, string>;
  try {
    const { Stacks = [] } = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName }));
    const stack = Stacks[0];
    if (!stack) throw new StackLookupError(`Stack ${stackName} not found`);
    outputs = Object.fromEntries((stack.Outputs ?? []).map((o) => [o.OutputKey ?? '', o.OutputValue ?? '']));
  } catch (error) {
    if (error instanceof StackLookupError) throw error;
    // CloudFormation answers a missing stack with a ValidationError "... does not exist".
    if ((error as Error).name === 'ValidationError')
      throw new StackLookupError(`Stack ${stackName} not found: ${(error as Error).message}`);
    throw error;
  }
  const missing = REQUIRED_OUTPUTS.filter((name) => !outputs[name]);
  if (missing.length > 0)
    throw new StackLookupError(
      `Stack ${stackName} has no ${missing.join(', ')} output: deploy the current version (cdk deploy)`,
    );
  return {
    stackName,
    region: await cloudFormation.config.region(),
    tableName: outputs.TableName!,
    userPoolId: outputs.OwnerUserPoolId!,
  };
};

const attribute = (attributes: AttributeType[] | undefined, name: string) =>
  attributes?.find((a) => a.Name === name)?.Value;

export interface InvitedOwner extends OwnerRecord {
  /** `invited`: Cognito emailed a temporary password now; `existing`: the user was already in the pool. */
  invitation: 'invited' | 'existing';
}

/**
 * Invites an owner: Cognito creates the user (email as username, verified) and emails a
 * temporary password; the owner record in the table, keyed by the user's `sub` (the subject of
 * their access tokens), lets `member add` find them by email. Running it again for the same
 * email is harmless: the existing user is looked up and its record written if missing.
 */
export const inviteOwner = async (
  deps: {
    cognito: CognitoIdentityProviderClient;
    userPoolId: string;
    owners: OwnerRepository;
    now?: () => Date;
  },
  rawEmail: string,
): Promise<InvitedOwner> => {
  const email = normalizeEmail(rawEmail);
  let sub: string | undefined;
  let invitation: InvitedOwner['invitation'] = 'invited';
  try {
    const { User } = await deps.cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: deps.userPoolId,
        Username: email,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
        DesiredDeliveryMediums: ['EMAIL'],
      }),
    );
    sub = attribute(User?.Attributes, 'sub');
  } catch (error) {
    if ((error as Error).name !== 'UsernameExistsException') throw error;
    invitation = 'existing';
    const user = await deps.cognito.send(
      new AdminGetUserCommand({ UserPoolId: deps.userPoolId, Username: email }),
    );
    sub = attribute(user.UserAttributes, 'sub');
  }
  if (!sub) throw new Error(`Cognito returned no sub for ${email}`);
  const owner: OwnerRecord = { ownerId: sub, email, createdAt: (deps.now?.() ?? new Date()).toISOString() };
  try {
    // No password hash: the deployed stack keeps passwords in Cognito only.
    await deps.owners.create(owner, undefined);
    return { ...owner, invitation };
  } catch (error) {
    if (!(error instanceof OwnerEmailTaken)) throw error;
    const stored = await deps.owners.byEmail(email);
    if (stored?.ownerId !== sub)
      throw new Error(
        `The table has another owner for ${email} (${stored?.ownerId}); the pool's user is ${sub}`,
        { cause: error },
      );
    return { ...stored, invitation };
  }
};

export interface OpenedStack extends DeployedStack {
  db: DynamoDBDocumentClient;
  cognito: CognitoIdentityProviderClient;
}

/**
 * The stack's table and user pool with the caller's credentials. The region is `--region`,
 * else the SDK's own resolution (AWS_REGION, the profile): the CLI's local defaults are not
 * applied to a deployed stack.
 */
export const openDeployedStack = async (
  stackName: string,
  options: { region?: string | undefined; documentClient?: (region: string) => DynamoDBDocumentClient } = {},
): Promise<OpenedStack> => {
  const cloudFormation = new CloudFormationClient(options.region ? { region: options.region } : {});
  const stack = await findDeployedStack(cloudFormation, stackName);
  return {
    ...stack,
    // '' (not undefined): no local endpoint, whatever DYNAMODB_ENDPOINT says.
    db: options.documentClient?.(stack.region) ?? createDocumentClient('', stack.region),
    cognito: new CognitoIdentityProviderClient({ region: stack.region }),
  };
};
