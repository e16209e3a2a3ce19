import { describe, expect, it } from 'vitest';
import type { QueueMessage } from '../../../../shared/queue/ports.ts';
import { deliveryIdFor } from '../../../../shared/webhooks/delivery/messages.ts';
import type { DeliverySummary, RecoveryJob } from '../../../../shared/webhooks/log/ports.ts';
import {
  recoveryIdOf,
  recoveryMessage,
  runRecoveryPage,
  type RecoveryRunDeps,
} from '../../../../shared/webhooks/log/recovery.ts';
import { endpointRecord, outboxRecord } from '../../../support/webhook-fixtures.ts';

const endpoint = endpointRecord();
const NOW = new Date('2026-01-01T00:00:00.000Z');

/** In-memory job store, delivery log and queue with the adapters' semantics (versioned saves, conditional re-open). */
const world = (failedCount: number) => {
  const events = Array.from({ length: failedCount }, () => outboxRecord({ storeId: endpoint.storeId }));
  const deliveries: Array<DeliverySummary & { recoveryId?: string }> = events.map((event, i) => ({
    deliveryId: deliveryIdFor(event.eventId, endpoint.id),
    eventId: event.eventId,
    eventType: event.type,
    webhookId: endpoint.id,
    storeId: endpoint.storeId,
    mode: 'test',
    status: 'failed',
    lastAttempt: 6,
    lastResponseCode: 500,
    nextAttemptAt: null,
    claimedAt: null,
    createdAt: new Date(NOW.getTime() + i).toISOString(),
    updatedAt: NOW.toISOString(),
  }));
  const jobs = new Map<string, RecoveryJob>();
  const sent: QueueMessage[] = [];
  let refuseSends = 0;
  const deps: RecoveryRunDeps = {
    jobs: {
      create: async (job) => void jobs.set(job.recoveryId, job),
      get: async (id) => structuredClone(jobs.get(id)),
      save: async (previous, next) => {
        if (jobs.get(previous.recoveryId)?.version !== previous.version) return false;
        jobs.set(next.recoveryId, structuredClone(next));
        return true;
      },
    },
    log: {
      failedSince: async (_webhookId, _since, { limit, after }) => {
        const failed = deliveries.filter((d) => d.status === 'failed' && (!after || d.createdAt > after));
        const items = failed.slice(0, limit).map((d) => ({ ...d }));
        return { items, next: failed.length > limit ? items.at(-1)!.createdAt : null };
      },
    },
    replays: {
      reopenForRecovery: async (summary, recoveryId) => {
        const d = deliveries.find((x) => x.deliveryId === summary.deliveryId)!;
        const ok =
          d.lastAttempt === summary.lastAttempt &&
          (d.status === 'failed' || (d.status === 'retrying' && d.recoveryId === recoveryId));
        if (ok) Object.assign(d, { status: 'retrying', recoveryId });
        return ok;
      },
    },
    events: { getMany: async (ids) => events.filter((e) => ids.includes(e.eventId)) },
    endpoints: { get: async () => endpoint },
    queue: {
      send: async (messages) => {
        if (refuseSends > 0) {
          refuseSends -= 1;
          return { failedIds: messages.map((m) => m.id) };
        }
        sent.push(...messages);
        return { failedIds: [] };
      },
    },
    clock: { now: () => NOW },
    pace: { pageSize: 4, ratePerSecond: 2 },
  };
  const job: RecoveryJob = {
    recoveryId: 'r1',
    storeId: endpoint.storeId,
    mode: 'test',
    webhookId: endpoint.id,
    since: NOW.toISOString(),
    cursor: null,
    inFlight: [],
    done: false,
    version: 1,
    createdAt: NOW.toISOString(),
  };
  jobs.set('r1', job);
  const attempts = () => sent.filter((m) => !recoveryIdOf(m.body));
  return { deps, deliveries, sent, attempts, refuseNextSend: () => (refuseSends = 1) };
};

describe('recovery job', () => {
  it('queues one page per run, spread over pageSize / rate seconds, and its next run after that window', async () => {
    const w = world(6);
    expect(await runRecoveryPage('r1', w.deps)).toBe('page-queued');
    expect(w.sent.map((m) => [recoveryIdOf(m.body) ? 'job' : 'attempt', m.delaySeconds])).toEqual([
      ['attempt', 0],
      ['attempt', 0],
      ['attempt', 1],
      ['attempt', 1],
      ['job', 2],
    ]);
    expect(await runRecoveryPage('r1', w.deps)).toBe('done');
    expect(w.attempts()).toHaveLength(6);
    const bodies = w.attempts().map((m) => JSON.parse(m.body) as { attempt: number; deliveryId: string });
    expect(bodies.every((b) => b.attempt === 7)).toBe(true);
    expect(new Set(bodies.map((b) => b.deliveryId)).size).toBe(6);
    expect(await runRecoveryPage('r1', w.deps)).toBe('done');
  });

  it('a run that dies after saving its page is re-done by the next run: nothing lost, nothing twice', async () => {
    const w = world(3);
    w.refuseNextSend();
    await expect(runRecoveryPage('r1', w.deps)).rejects.toThrow(/refused/);
    expect(w.attempts()).toHaveLength(0);
    expect(await runRecoveryPage('r1', w.deps)).toBe('done');
    expect(
      w
        .attempts()
        .map((m) => m.id)
        .sort(),
    ).toEqual(w.deliveries.map((d) => d.deliveryId).sort());
  });

  it('stops when the endpoint is disabled or deleted', async () => {
    const w = world(2);
    w.deps.endpoints = { get: async () => ({ ...endpoint, isEnabled: false }) };
    expect(await runRecoveryPage('r1', w.deps)).toBe('stopped');
    expect(w.sent).toEqual([]);
  });

  it('job messages are told apart from delivery messages', () => {
    expect(recoveryIdOf(recoveryMessage('abc').body)).toBe('abc');
    expect(recoveryIdOf(JSON.stringify({ deliveryId: 'webhook-recovery' }))).toBeUndefined();
    expect(recoveryMessage('abc', 5000).delaySeconds).toBe(900);
  });
});
