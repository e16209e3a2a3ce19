import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreCommerceStack } from '../../../infra/cdk/stack.ts';
import { DEFAULT_OWNER_CALLBACK_URLS, stageConfigFromContext } from '../../../infra/cdk/stage.ts';
import { FUNCTION_GROUPS, type FunctionGroup } from '../../../shared/routes.ts';
import { actionsOf, defaultStack, logicalIdOf, policyStatements } from '../synth.ts';

let template: Template;
let stack: StoreCommerceStack;
beforeAll(() => {
  ({ template, stack } = defaultStack());
});

const only = (type: string) => {
  const resources = Object.entries(template.findResources(type));
  expect(resources, type).toHaveLength(1);
  return {
    id: resources[0]![0],
    resource: resources[0]![1] as { Properties: Record<string, unknown> } & Record<string, unknown>,
  };
};

describe('store owners: Cognito user pool', () => {
  it('email sign-in, invitation only, TOTP MFA optional, strong passwords, Plus threat protection enforced', () => {
    const { resource } = only('AWS::Cognito::UserPool');
    expect(resource.Properties).toMatchObject({
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
    // The dev stage may be torn down; prod keeps owners (variants.test.ts checks RETAIN for state).
    expect(resource.DeletionPolicy).toBe('Delete');
  });

  it('one public app client: authorization code only, no secret, callback URLs from context', () => {
    const { resource } = only('AWS::Cognito::UserPoolClient');
    expect(resource.Properties).toMatchObject({
      GenerateSecret: false,
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: ['openid', 'email', 'profile'],
      // The deployed dashboard adds its own URLs (default-stack/dashboard.ts).
      CallbackURLs: expect.arrayContaining(DEFAULT_OWNER_CALLBACK_URLS),
      SupportedIdentityProviders: ['COGNITO'],
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    });
  });

  it('managed login on a Cognito domain, branded with Cognito defaults for the client', () => {
    const { resource } = only('AWS::Cognito::UserPoolDomain');
    expect(resource.Properties).toMatchObject({
      ManagedLoginVersion: 2,
      Domain: { 'Fn::Join': ['-', ['store-commerce-owners-dev', { Ref: 'AWS::AccountId' }]] },
    });
    const branding = only('AWS::Cognito::ManagedLoginBranding');
    expect(branding.resource.Properties).toMatchObject({
      UseCognitoProvidedValues: true,
      ClientId: { Ref: logicalIdOf(stack.stateful.ownerIdentity.client) },
    });
  });

  it('every HTTP function gets OWNER_ISSUER (https + the pool provider URL) and OWNER_CLIENT_ID; workers do not', () => {
    const poolId = logicalIdOf(stack.stateful.ownerIdentity.userPool);
    const clientId = logicalIdOf(stack.stateful.ownerIdentity.client);
    const functions = template.findResources('AWS::Lambda::Function');
    for (const group of Object.keys(FUNCTION_GROUPS) as FunctionGroup[]) {
      const fn = functions[logicalIdOf(stack.stateless.httpFunctions[group].fn)]!;
      expect(fn.Properties.Environment.Variables, group).toMatchObject({
        OWNER_ISSUER: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [poolId, 'ProviderURL'] }]] },
        OWNER_CLIENT_ID: { Ref: clientId },
      });
      expect(fn.Properties.Environment.Variables, group).not.toHaveProperty('OWNER_AUDIENCE');
    }
    for (const [name, worker] of Object.entries(stack.stateless.workers)) {
      const fn = functions[logicalIdOf(worker.fn)]!;
      expect(fn.Properties.Environment.Variables, name).not.toHaveProperty('OWNER_ISSUER');
    }
  });

  it('verifying tokens needs no AWS permission: no role gets a cognito-idp action', () => {
    const cognitoActions = policyStatements(template).filter(({ statement }) =>
      actionsOf(statement).some((action) => action.startsWith('cognito-idp:')),
    );
    expect(cognitoActions).toEqual([]);
  });

  it('outputs the pool, client, issuer and login URL (the CLI finds them with --stack)', () => {
    for (const name of ['OwnerUserPoolId', 'OwnerClientId', 'OwnerIssuer', 'OwnerLoginUrl'])
      template.hasOutput(name, Match.anyValue());
  });
});

describe('ownerCallbackUrls context', () => {
  const read = (context: Record<string, unknown>) =>
    stageConfigFromContext({ tryGetContext: (key: string) => context[key] }).ownerCallbackUrls;

  it('takes a JSON array or a comma list; defaults to the local dashboard', () => {
    expect(read({})).toEqual(DEFAULT_OWNER_CALLBACK_URLS);
    expect(
      read({ ownerCallbackUrls: 'https://admin.example.com/dashboard/, http://localhost:5173/dashboard/' }),
    ).toEqual(['https://admin.example.com/dashboard/', 'http://localhost:5173/dashboard/']);
    expect(read({ ownerCallbackUrls: ['https://admin.example.com/cb'] })).toEqual([
      'https://admin.example.com/cb',
    ]);
  });

  it('refuses plain http outside localhost, non-URLs and non-strings', () => {
    expect(() => read({ ownerCallbackUrls: 'http://admin.example.com/cb' })).toThrow(/https/);
    expect(() => read({ ownerCallbackUrls: 'not a url' })).toThrow(/not a URL/);
    expect(() => read({ ownerCallbackUrls: [42] })).toThrow(/list of URLs/);
    expect(() => read({ ownerCallbackUrls: ' , ' })).toThrow(/empty/);
  });
});
