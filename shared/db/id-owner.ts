import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { keys, type Mode } from './keys.ts';
import { ENTITY_ATTRIBUTE } from './table-definition.ts';

/**
 * `ID#<id>` items record which (store, mode) owns a record id, written in the same
 * transaction that creates the record. A lookup by id that misses in the caller's scope
 * reads it (in the same BatchGet) to answer 403 NO_STORE_ACCESS for another store's
 * record and 404 for an unknown one or one of the other mode (docs/decisions.md §1.1).
 */
export const ID_OWNER_ENTITY = 'IdOwner';

export type IdOwnerKind = 'Customer' | 'Product' | 'Order';

export interface IdOwner {
  storeId: string;
  mode: Mode;
  kind: IdOwnerKind;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const idOwnerPut = (tableName: string, id: string, owner: IdOwner): TransactItem => ({
  Put: {
    TableName: tableName,
    Item: { ...keys.idOwner(id), [ENTITY_ATTRIBUTE]: ID_OWNER_ENTITY, id, ...owner },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

export const toIdOwner = (item: Record<string, unknown> | undefined): IdOwner | undefined =>
  item
    ? { storeId: item.storeId as string, mode: item.mode as Mode, kind: item.kind as IdOwnerKind }
    : undefined;

/** Outcome of a by-id lookup that missed in the caller's scope. */
export const isOtherStore = (owner: IdOwner | undefined, storeId: string, kind: IdOwnerKind): boolean =>
  owner !== undefined && owner.kind === kind && owner.storeId !== storeId;
