import type { Mode } from '../../db/keys.ts';
import type { OutboxRecord } from '../../events/outbox.ts';
import { logger } from '../../logger.ts';
import { sendAllOrThrow, type QueueMessage, type WebhookQueue } from '../../queue/ports.ts';
import type { Clock } from '../../util/time.ts';
import { resendDeliveryMessage } from '../delivery/messages.ts';
import type { WebhookEndpointRecord } from '../types.ts';
import type { DeliveryLog, DeliveryReplays, EventLog, RecoveryJob, RecoveryJobs } from './ports.ts';

/**
 * The paced, resumable recovery job. `recover` stores a job and puts one job message on the
 * webhook queue; each run of it takes ONE page of the endpoint's failed deliveries (oldest
 * first), re-opens each (a conditional write: a delivery two recoveries both find is re-opened
 * by one), and enqueues their next attempts spread over `pageSize / ratePerSecond` seconds,
 * then enqueues itself again after that window. So a recovery of thousands adds at most
 * `ratePerSecond` deliveries a second to the queue: fresh events keep flowing beside it.
 * The page is saved on the job before it is worked on, so a run that dies is re-done by the
 * queue's redelivery without sending anything twice (the consumer's claim dedupes).
 */
export interface RecoveryPace {
  /** Deliveries per job run. */
  pageSize: number;
  /** Attempts enqueued per second (the endpoint's `rateLimit` when it has one). */
  ratePerSecond: number;
}

const RECOVERY_MESSAGE_KIND = 'webhook-recovery';

export const recoveryMessage = (recoveryId: string, delaySeconds = 0): QueueMessage => ({
  id: recoveryId,
  body: JSON.stringify({ kind: RECOVERY_MESSAGE_KIND, recoveryId }),
  delaySeconds: Math.min(Math.max(0, Math.ceil(delaySeconds)), 900),
});

/** The recovery id of a job message, or undefined for anything else (a delivery message). */
export const recoveryIdOf = (body: string): string | undefined => {
  if (!body.includes(RECOVERY_MESSAGE_KIND)) return undefined;
  try {
    const parsed = JSON.parse(body) as { kind?: unknown; recoveryId?: unknown };
    return parsed.kind === RECOVERY_MESSAGE_KIND && typeof parsed.recoveryId === 'string'
      ? parsed.recoveryId
      : undefined;
  } catch {
    return undefined;
  }
};

export interface RecoveryRunDeps {
  jobs: RecoveryJobs;
  log: Pick<DeliveryLog, 'failedSince'>;
  replays: Pick<DeliveryReplays, 'reopenForRecovery'>;
  events: Pick<EventLog, 'getMany'>;
  endpoints: {
    get(storeId: string, mode: Mode, webhookId: string): Promise<WebhookEndpointRecord | undefined>;
  };
  queue: WebhookQueue;
  clock: Clock;
  pace: RecoveryPace;
}

export type RecoveryRunOutcome = 'page-queued' | 'done' | 'stopped' | 'superseded' | 'missing';

const paceOf = (endpoint: WebhookEndpointRecord, pace: RecoveryPace): number => {
  const limit = endpoint.rateLimit;
  return limit && limit > 0 ? Math.min(limit, pace.ratePerSecond) : pace.ratePerSecond;
};

export const runRecoveryPage = async (
  recoveryId: string,
  deps: RecoveryRunDeps,
): Promise<RecoveryRunOutcome> => {
  let job = await deps.jobs.get(recoveryId);
  if (!job) return 'missing';
  if (job.done) return 'done';
  const endpoint = await deps.endpoints.get(job.storeId, job.mode, job.webhookId);
  if (!endpoint || !endpoint.isEnabled) {
    await deps.jobs.save(job, { ...job, done: true, inFlight: [], version: job.version + 1 });
    return 'stopped';
  }
  // A page saved by a run that died is re-done; otherwise take the next page.
  if (job.inFlight.length === 0) {
    const page = await deps.log.failedSince(job.webhookId, job.since, {
      limit: deps.pace.pageSize,
      after: job.cursor ?? undefined,
    });
    const next: RecoveryJob = {
      ...job,
      inFlight: page.items,
      cursor: page.next,
      done: page.items.length === 0 && !page.next,
      version: job.version + 1,
    };
    if (!(await deps.jobs.save(job, next))) return 'superseded';
    job = next;
    if (job.done) return 'done';
  }

  const rate = paceOf(endpoint, deps.pace);
  const now = deps.clock.now();
  // The event first: a delivery is re-opened only if its next attempt can be sent. One whose
  // event is not in the outbox (a test event, or one past the outbox's 30 days) stays failed,
  // where a retry can still send its kept payload (docs/decisions.md §6.19).
  const events = new Map<string, OutboxRecord>(
    (await deps.events.getMany(job.inFlight.map((delivery) => delivery.eventId))).map((event) => [
      event.eventId,
      event,
    ]),
  );
  const messages: QueueMessage[] = [];
  let position = 0;
  for (const delivery of job.inFlight) {
    const event = events.get(delivery.eventId);
    if (!event) {
      logger.info('Recovery left a failed delivery whose event is not in the outbox', {
        deliveryId: delivery.deliveryId,
      });
      continue;
    }
    const delaySeconds = Math.floor(position / rate);
    const due = new Date(now.getTime() + delaySeconds * 1000);
    if (!(await deps.replays.reopenForRecovery(delivery, recoveryId, due))) continue;
    position += 1;
    messages.push({
      id: delivery.deliveryId,
      delaySeconds,
      body: resendDeliveryMessage(delivery, delivery.lastAttempt + 1, event),
    });
  }
  if (messages.length > 0) {
    const { failedIds } = await deps.queue.send(messages);
    // Left in flight: the queue brings this job message back and the page is re-done.
    if (failedIds.length > 0) throw new Error(`queue refused ${failedIds.length} recovery message(s)`);
  }
  const finished: RecoveryJob = { ...job, inFlight: [], done: !job.cursor, version: job.version + 1 };
  if (!(await deps.jobs.save(job, finished))) return 'superseded';
  if (finished.done) return 'done';
  await sendAllOrThrow(deps.queue, [recoveryMessage(recoveryId, messages.length / rate)]);
  return 'page-queued';
};
