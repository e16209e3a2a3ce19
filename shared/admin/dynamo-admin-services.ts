import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoAuditLog } from '../audit/dynamo-audit-log.ts';
import { dynamoApiKeyRepository } from '../auth/dynamo-api-keys.ts';
import { dynamoMembershipRepository, dynamoOwnerRepository } from '../owners/dynamo-owner-repository.ts';
import { dynamoStoreRepository } from '../stores/dynamo-stores.ts';
import { dynamoAdminChanges } from './dynamo-admin-repository.ts';
import { dynamoMemberChanges } from './dynamo-member-changes.ts';
import { createMembersApi } from './members.ts';
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
    members: createMembersApi({ changes: dynamoMemberChanges(db, tableName), memberships, owners }),
  };
};
