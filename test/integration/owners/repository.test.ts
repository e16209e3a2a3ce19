import { describe, expect, it } from 'vitest';
import {
  dynamoMembershipRepository,
  dynamoOwnerRepository,
} from '../../../shared/owners/dynamo-owner-repository.ts';
import { AlreadyMember, OwnerEmailTaken } from '../../../shared/owners/ports.ts';
import { newId } from '../../../shared/util/ids.ts';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { useTestTable } from '../../support/dynamo.ts';

const table = useTestTable();

/** The same client, counting the DynamoDB requests sent through it. */
const countingClient = (db: DynamoDBDocumentClient) => {
  let sent = 0;
  const client = new Proxy(db, {
    get: (target, property, receiver) =>
      property === 'send'
        ? (...args: Parameters<DynamoDBDocumentClient['send']>) => {
            sent += 1;
            return target.send(...args);
          }
        : Reflect.get(target, property, receiver),
  });
  return { client, count: () => sent };
};

describe('owners and memberships in DynamoDB', () => {
  it('an owner and its unique email are written together; a second owner with the email is refused', async () => {
    const owners = dynamoOwnerRepository(table.db, table.tableName);
    const owner = { ownerId: newId(), email: 'alice@example.com', createdAt: new Date().toISOString() };
    await owners.create(owner, 'scrypt$hash');
    await expect(owners.get(owner.ownerId)).resolves.toEqual(owner);
    await expect(owners.byEmail('ALICE@example.com')).resolves.toEqual(owner);
    await expect(owners.credentials('alice@example.com')).resolves.toEqual({
      owner,
      passwordHash: 'scrypt$hash',
    });
    const twin = { ...owner, ownerId: newId() };
    await expect(owners.create(twin, undefined)).rejects.toBeInstanceOf(OwnerEmailTaken);
    await expect(owners.get(twin.ownerId)).resolves.toBeUndefined();
  });

  it('"members of a store" and "stores of an owner" are one Query each', async () => {
    const memberships = dynamoMembershipRepository(table.db, table.tableName);
    const [storeA, storeB, alice, bob] = [newId(), newId(), newId(), newId()];
    const at = (second: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, second)).toISOString();
    const member = (
      storeId: string,
      ownerId: string,
      role: 'owner' | 'admin' | 'viewer',
      second: number,
    ) => ({
      storeId,
      ownerId,
      email: `${ownerId}@example.com`,
      role,
      createdAt: at(second),
      updatedAt: at(second),
    });
    await memberships.add(member(storeA, alice, 'owner', 1));
    await memberships.add(member(storeA, bob, 'viewer', 2));
    await memberships.add(member(storeB, alice, 'admin', 3));
    await expect(memberships.add(member(storeA, bob, 'admin', 4))).rejects.toBeInstanceOf(AlreadyMember);

    const counted = countingClient(table.db);
    const counting = dynamoMembershipRepository(counted.client, table.tableName);
    const members = await counting.membersOf(storeA);
    expect(members.map((m) => [m.ownerId, m.role]).sort()).toEqual(
      [
        [alice, 'owner'],
        [bob, 'viewer'],
      ].sort(),
    );
    expect(counted.count()).toBe(1);
    const stores = await counting.storesOf(alice);
    expect(stores.map((m) => [m.storeId, m.role])).toEqual([
      [storeB, 'admin'],
      [storeA, 'owner'],
    ]);
    expect(counted.count()).toBe(2);
    await expect(memberships.get(storeA, bob)).resolves.toMatchObject({ role: 'viewer' });
  });
});
