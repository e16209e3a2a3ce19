import {
  TransactWriteCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { cancellationReasons } from './transactions.ts';

/**
 * One TransactWriteItems for one domain write: its items, labelled by kind so the cancellation
 * reasons say which condition refused it. The orders and checkout adapters build their
 * transactions with these.
 */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Outcome of a transaction: committed, or cancelled with each item's reason (same order as the items). */
export type TransactOutcome = { committed: true } | { committed: false; reasons: string[] };

/** Items of one order transaction, with the index each kind starts at, to read cancellation reasons. */
export class TransactionPlan {
  readonly items: TransactItem[] = [];
  private readonly marks = new Map<string, number[]>();

  add(label: string, ...items: TransactItem[]): this {
    const indexes = this.marks.get(label) ?? [];
    for (const item of items) indexes.push(this.items.push(item) - 1);
    this.marks.set(label, indexes);
    return this;
  }

  /** Did any item with this label fail its condition? */
  failed(label: string, reasons: readonly string[]): boolean {
    return (this.marks.get(label) ?? []).some((i) => reasons[i] === 'ConditionalCheckFailed');
  }
}

export const transact = async (
  db: DynamoDBDocumentClient,
  items: readonly TransactItem[],
): Promise<TransactOutcome> => {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: [...items] }));
    return { committed: true };
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    return { committed: false, reasons };
  }
};
