import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  dynamoMembershipRepository,
  dynamoOwnerRepository,
} from '../../shared/owners/dynamo-owner-repository.ts';
import { createOwnerService, type OwnerService } from '../../shared/owners/service.ts';
import { dynamoStoreRepository } from '../../shared/stores/dynamo-stores.ts';

/** The owner service on the local table (the dev runtime's provider and the admin CLI share it). */
export const localOwnerService = (db: DynamoDBDocumentClient, tableName: string): OwnerService =>
  createOwnerService({
    owners: dynamoOwnerRepository(db, tableName),
    memberships: dynamoMembershipRepository(db, tableName),
    stores: dynamoStoreRepository(db, tableName),
  });
