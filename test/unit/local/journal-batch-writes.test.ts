import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamoQueueJournal } from '../../../infra/local/dynamo-local-journal.ts';
import { sleep } from '../../support/wait.ts';

describe('local queue journal writes', () => {
  it('sends the 25-item chunks of one add at once, not one after the other', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const written: number[] = [];
    const db = {
      send: async (command: { input: { RequestItems: Record<string, unknown[]> } }) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await sleep(20);
        written.push(command.input.RequestItems.table!.length);
        inFlight -= 1;
        return {};
      },
    } as unknown as DynamoDBDocumentClient;
    const journal = dynamoQueueJournal(db, 'table', 'q');
    await journal.add(
      Array.from({ length: 60 }, (_, i) => ({
        messageId: `m${i}`,
        body: '{}',
        visibleAt: 0,
        receiveCount: 0,
        sentAt: 0,
      })),
    );
    expect(written.sort((a, b) => a - b)).toEqual([10, 25, 25]);
    expect(mostInFlight).toBe(3);
  });
});
