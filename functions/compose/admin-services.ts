import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoAuditLog } from '../../shared/audit/dynamo-audit-log.ts';
import { dynamoApiKeyRepository } from '../../shared/auth/dynamo-api-keys.ts';
import {
  dynamoMembershipRepository,
  dynamoOwnerRepository,
} from '../../shared/owners/dynamo-owner-repository.ts';
import { dynamoStoreRepository } from '../../shared/stores/dynamo-stores.ts';
import { dynamoAdminChanges } from '../../shared/admin/dynamo-admin-repository.ts';
import { dynamoMemberChanges } from '../../shared/admin/dynamo-member-changes.ts';
import { dynamoInvitations } from '../../shared/admin/dynamo-invitations.ts';
import { createInvitationsApi } from '../../shared/admin/invitations.ts';
import { createMembersApi } from '../../shared/admin/members.ts';
import type { EmailSender } from '../../shared/admin/ports.ts';
import { createAdminApi } from '../../shared/admin/service.ts';

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
