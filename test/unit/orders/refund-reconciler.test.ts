import { describe, expect, it } from 'vitest';
import { createRefundReconciler, type DueRefundIndex } from '../../../shared/orders/refund-reconciler.ts';

/** The reconciler against a fake index: what it asks for, and how it counts each job's outcome. */
const fakeIndex = (dueByShard: Record<number, Array<{ id: string; dueAt: string }>>) => {
  const asked: Array<{ shard: number; before: string }> = [];
  const index: DueRefundIndex = {
    shards: 2,
    async *due(shard, before, pageSize) {
      asked.push({ shard, before });
      const due = (dueByShard[shard] ?? []).filter((r) => r.dueAt <= before).map((r) => r.id);
      for (let i = 0; i < due.length; i += pageSize) yield due.slice(i, i + pageSize);
    },
  };
  return { index, asked };
};

describe('refund reconciler', () => {
  it('asks every shard for refunds due before now minus the grace, and counts refunded, skipped and failed', async () => {
    const { index, asked } = fakeIndex({
      0: [
        { id: 'r-ok', dueAt: '2026-01-01T09:00:00.000Z' },
        { id: 'r-boom', dueAt: '2026-01-01T09:30:00.000Z' },
        { id: 'r-in-grace', dueAt: '2026-01-01T09:58:00.000Z' },
      ],
      1: [{ id: 'r-done', dueAt: '2026-01-01T08:00:00.000Z' }],
    });
    const ran: string[] = [];
    const reconciler = createRefundReconciler({
      index,
      graceSeconds: 300,
      pageSize: 1,
      clock: { now: () => new Date('2026-01-01T10:00:00.000Z') },
      runJob: async ({ refundId }) => {
        ran.push(refundId);
        if (refundId === 'r-boom') throw new Error('provider down');
        return refundId === 'r-done' ? 'already-done' : 'refunded';
      },
    });
    expect(await reconciler.run()).toEqual({ due: 3, refunded: 1, skipped: 1, failed: 1 });
    expect(ran.sort()).toEqual(['r-boom', 'r-done', 'r-ok']);
    expect(asked).toEqual([
      { shard: 0, before: '2026-01-01T09:55:00.000Z' },
      { shard: 1, before: '2026-01-01T09:55:00.000Z' },
    ]);
  });
});
