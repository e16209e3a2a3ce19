import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../shared/ratelimit/limiter.ts';
import { dynamoCounterStore } from '../../../shared/ratelimit/dynamo-counter-store.ts';
import { useTestTable } from '../../support/dynamo.ts';

const table = useTestTable();

describe('rate-limit counters on DynamoDB Local', () => {
  it('counts concurrent requests exactly: 50 hits against a limit of 40 admit exactly 40', async () => {
    const limiter = createRateLimiter(dynamoCounterStore(table.db, table.tableName), () =>
      Date.UTC(2026, 0, 1, 0, 0, 10),
    );
    const states = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('key:concurrent', 40)));
    expect(states.filter((s) => !s.exceeded)).toHaveLength(40);
    expect(new Set(states.map((s) => s.remaining)).size).toBeGreaterThan(1);
  });
});
