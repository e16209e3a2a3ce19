import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoAuditLog } from '../audit/dynamo-audit-log.ts';
import { dynamoApiKeyRepository } from '../auth/dynamo-api-keys.ts';
import { dynamoMembershipRepository, dynamoOwnerRepository } from '../owners/dynamo-owner-repository.ts';
import { dynamoStoreRepository } from '../stores/dynamo-stores.ts';
import { dynamoAdminChanges } from './dynamo-admin-repository.ts';
import { dynamoMemberChanges } from './dynamo-member-changes.ts';
import { dynamoInvitations } from './dynamo-invitations.ts';
import { createInvitationsApi } from './invitations.ts';
import { createMembersApi } from './members.ts';
import type { EmailSender } from './ports.ts';
import { createAdminApi } from './service.ts';

/**
 * The admin services (stores, keys, members) on one table: the admin API's function and the
 * admin CLI both make theirs here, so a change from either writes the same items and the same
 * audit entry in one transaction.
 */
export const dynamoAdminServices = (db: DynamoDBDocumentClient, tableName: string) => {
  const memberships = dynamoMembershipRepository(db, tableName);
  const owners = dynamoOwnerRepository(db, tableName);
  return {
    admin: createAdminApi({
      stores: dynamoStoreRepository(db, tableName),
      keys: dynamoApiKeyRepository(db, tableName),
      memberships,
      owners,
      changes: dynamoAdminChanges(db, tableName),
      audit: dynamoAuditLog(db, tableName),
    }),
    members: createMembersApi({
      changes: dynamoMemberChanges(db, tableName),
      memberships,
      owners,
      invitations: dynamoInvitations(db, tableName),
    }),
  };
};

/** Team invitations on the table; the email sender and the accept page's address come from the caller's wiring. */
export const dynamoInvitationsService = (
  db: DynamoDBDocumentClient,
  tableName: string,
  outbound: { email: EmailSender; acceptLink: (token: string) => string },
) => {
  const invitations = dynamoInvitations(db, tableName);
  return createInvitationsApi({
    changes: invitations,
    reads: invitations,
    memberships: dynamoMembershipRepository(db, tableName),
    owners: dynamoOwnerRepository(db, tableName),
    stores: dynamoStoreRepository(db, tableName),
    ...outbound,
  });
};
