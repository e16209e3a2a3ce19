import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/db/keys.ts';
import { ATTEMPTS_WITH_BODY } from '../../../shared/webhooks/delivery/log-index.ts';
import { dynamoDeliveryRecords } from '../../../shared/webhooks/delivery/dynamo-deliveries.ts';
import { MAX_RESPONSE_BYTES } from '../../../shared/webhooks/delivery/sender.ts';
import { dynamoDeliveryLog } from '../../../shared/webhooks/log/dynamo-delivery-log.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { endpointItem, endpointRecord } from '../../support/webhook-fixtures.ts';

/**
 * A delivery sent again and again (retries, manual retries, recoveries) keeps one item with
 * its attempt list. With every 4 KiB response body in that list it would pass DynamoDB's 400 KB
 * item limit near attempt 95, and its next attempt could no longer be recorded.
 */
const table = useTestTable();

describe('a delivery with many attempts', () => {
  it('records 120 attempts with 4 KiB bodies; the list keeps the first bodies and the latest one', async () => {
    const endpoint = endpointRecord({ storeId: randomUUID() });
    await table.db.send(new PutCommand({ TableName: table.tableName, Item: endpointItem(endpoint) }));
    const records = dynamoDeliveryRecords(table.db, table.tableName);
    const deliveryId = `dlv_${randomUUID()}`;
    const bodyOf = (attempt: number) => `${attempt}:`.padEnd(MAX_RESPONSE_BYTES, 'x');
    for (let attempt = 1; attempt <= 120; attempt++) {
      const ref = {
        deliveryId,
        eventId: 'evt_many',
        eventType: 'cart.created' as const,
        webhookId: endpoint.id,
        storeId: endpoint.storeId,
        mode: endpoint.mode,
        attempt,
      };
      const claim = await records.claimAttempt(ref, new Date());
      if (!claim.claimed) throw new Error(`attempt ${attempt} not claimed`);
      const result = await records.recordAttempt({
        ref,
        claimToken: claim.claimToken,
        record: {
          deliveryId,
          eventId: ref.eventId,
          eventType: ref.eventType,
          attempt,
          timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, attempt)).toISOString(),
          responseCode: 503,
          success: false,
          durationMs: 5,
          error: 'HTTP 503',
          errorClass: 'non_2xx',
          responseBody: bodyOf(attempt),
        },
        status: 'retrying',
        nextAttemptAt: null,
        payload: '{"id":"evt_many"}',
      });
      expect(result).toBe('recorded');
    }

    const detail = (await dynamoDeliveryLog(table.db, table.tableName).get(deliveryId, endpoint.id))!;
    expect(detail.attempts.map((a) => a.attempt)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(detail.attempts[0]!.responseBody).toBe(bodyOf(1));
    expect(detail.attempts[ATTEMPTS_WITH_BODY - 1]!.responseBody).toBe(bodyOf(ATTEMPTS_WITH_BODY));
    expect(detail.attempts[ATTEMPTS_WITH_BODY]!.responseBody).toBeNull();
    expect(detail.attempts.at(-1)!.responseBody).toBe(bodyOf(120));
    const { Item } = await table.db.send(
      new GetCommand({ TableName: table.tableName, Key: keys.delivery(deliveryId) }),
    );
    expect(JSON.stringify(Item).length).toBeLessThan(200_000);
    // 240 writes of growing items in sequence: a volume test, not a timing one.
  }, 180_000);
});
