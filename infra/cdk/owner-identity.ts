import { Aws, Duration, Fn, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import type { StageConfig } from './stage.ts';

/**
 * Store owners' identity when deployed (docs/decisions.md §7.3): a Cognito user pool and one public app
 * client for the dashboard. Owners sign in with their email; nobody signs up: an operator
 * invites them (`AdminCreateUser`, an emailed temporary password). TOTP MFA is available to every
 * owner; SMS MFA is off. The client uses the authorization code grant with PKCE and Cognito's
 * managed login pages; the API verifies its access tokens itself (shared/owners/access-token.ts)
 * with the issuer and client id this construct hands to the HTTP functions.
 *
 * The pool is state (owners, their MFA secrets): RETAIN in prod, like the table.
 */
export class OwnerIdentity extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
  readonly domain: cognito.UserPoolDomain;
  /** `https://cognito-idp.<region>.amazonaws.com/<poolId>`: the `iss` of the pool's tokens. */
  readonly issuer: string;

  constructor(scope: Construct, id: string, { stage }: { stage: StageConfig }) {
    super(scope, id);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: `store-commerce-owners-${stage.stage}`,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // Invitation only: users are created by an operator (or the CLI with --stack), never by sign-up.
      selfSignUpEnabled: false,
      userInvitation: {
        emailSubject: 'Your store owner account',
        emailBody:
          'You have been invited to manage a store. Sign in with {username} and the temporary password {####}.',
      },
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // Plus: compromised-credential checks and adaptive authentication, enforced. Owners are a
      // handful of users per store, so the per-user price is small against what they can do.
      featurePlan: cognito.FeaturePlan.PLUS,
      standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION,
      deletionProtection: stage.isProduction,
      removalPolicy: stage.removalPolicy,
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'MFA is OPTIONAL by design (docs/decisions.md §7.3: TOTP MFA available, not required): every owner can enrol TOTP from the managed login, and Plus-tier threat protection (ENFORCED) asks risky sign-ins for a second factor. Requiring it for every invited owner is a product decision left to the store operator.',
    });

    this.client = this.userPool.addClient('DashboardClient', {
      userPoolClientName: `dashboard-${stage.stage}`,
      // A browser app: a public client, so no secret; Cognito checks PKCE whenever the
      // authorization request carries a code_challenge, and the dashboard always sends one.
      generateSecret: false,
      authFlows: { userSrp: true },
      oAuth: {
        flows: { authorizationCodeGrant: true, implicitCodeGrant: false, clientCredentials: false },
        scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
        callbackUrls: stage.ownerCallbackUrls,
        logoutUrls: stage.ownerCallbackUrls,
      },
      supportedIdentityProviders: [cognito.UserPoolClientIdentityProvider.COGNITO],
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(7),
    });

    // Managed login (the newer hosted pages) on a Cognito domain: store-commerce-<stage>-<account>.
    this.domain = this.userPool.addDomain('LoginDomain', {
      cognitoDomain: { domainPrefix: Fn.join('-', ['store-commerce-owners', stage.stage, Aws.ACCOUNT_ID]) },
      managedLoginVersion: cognito.ManagedLoginVersion.NEWER_MANAGED_LOGIN,
    });
    new cognito.CfnManagedLoginBranding(this, 'LoginBranding', {
      userPoolId: this.userPool.userPoolId,
      clientId: this.client.userPoolClientId,
      useCognitoProvidedValues: true,
    });

    // ProviderURL is `cognito-idp.<region>.amazonaws.com/<poolId>`, without the scheme.
    this.issuer = `https://${this.userPool.userPoolProviderUrl}`;
  }

  /**
   * Adds the deployed dashboard's URLs to the client's callback and sign-out URLs. They are
   * known only once the distribution exists, which is built after this construct; the client
   * refers to the distribution and not the other way round, so no reference cycle arises.
   */
  allowDashboardAt(urls: readonly string[]): void {
    const client = this.client.node.defaultChild as cognito.CfnUserPoolClient;
    client.callbackUrLs = [...(client.callbackUrLs ?? []), ...urls];
    client.logoutUrLs = [...(client.logoutUrLs ?? []), ...urls];
  }

  /** What every HTTP function needs to verify owner access tokens (shared/owners/access-token.ts). */
  get environment(): Record<string, string> {
    return { OWNER_ISSUER: this.issuer, OWNER_CLIENT_ID: this.client.userPoolClientId };
  }
}
