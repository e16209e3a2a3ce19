import { createCustomerTokens, type CustomerTokens } from '../auth/customer-token.ts';
import { config } from '../config.ts';
import { documentClient } from '../db/dynamo-client.ts';
import { createOwnerTokenVerifier, ownerIdentityFromEnv } from '../owners/access-token.ts';
import { dynamoMembershipRepository } from '../owners/dynamo-owner-repository.ts';
import { createOwnerAccess, type OwnerAccess } from '../owners/owner-access.ts';
import { configuredSecret } from '../secrets/secret-source.ts';

/**
 * The token verifiers of the HTTP functions, one per process. A function imports the ones its
 * routes need and hands them to createHttpHandler (`customerTokens`, `ownerAccess`): what it
 * does not import (jose, the Secrets Manager client, the owner JWKS) is not in its bundle.
 */

let sharedCustomerTokens: CustomerTokens | undefined;
/** One instance per process (the auth function issues with it too); its secret source re-reads the deployed secret after its max age. */
export const defaultCustomerTokens = (): CustomerTokens =>
  (sharedCustomerTokens ??= createCustomerTokens({
    secret: configuredSecret('jwt', config()),
    ttlSeconds: config().customerTokenTtlSeconds,
  }));

/** The owner-token verifier of the configured identity (built once, with the owner access below). */
const ownerTokenVerifier = () => {
  const identity = ownerIdentityFromEnv();
  if (!identity) throw new Error('Owner sign-in is not configured: set OWNER_ISSUER and OWNER_CLIENT_ID');
  return createOwnerTokenVerifier(identity);
};

let sharedOwnerAccess: OwnerAccess | undefined;
/** Owner tokens (one cached JWKS per process) and the membership read of the admin routes. */
export const defaultOwnerAccess = (): OwnerAccess =>
  (sharedOwnerAccess ??= createOwnerAccess({
    verifier: ownerTokenVerifier(),
    memberships: dynamoMembershipRepository(documentClient(), config().tableName),
  }));
