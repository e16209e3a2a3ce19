import {
  BatchGetCommand,
  GetCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { keys } from '../../db/keys.ts';
import { isTransactionCanceled } from '../../db/transactions.ts';
import {
  endpointStatsUpdate,
  firstAttemptPut,
  holdsOutcome,
  MAX_TRANSACTION_TRIES,
  statsDelta,
} from './attempt-items.ts';
import { conflictBackoff, toDeliveryState } from './dynamo-claims.ts';
import { groupCommit, type GroupOutcome } from './group-commit.ts';
import { deliveryIdFor, eventIdOfDelivery } from './messages.ts';
import type { AttemptOutcome, DeliveryState, RecordResult } from './types.ts';

/**
 * First attempts recorded on their event's claim item (docs/decisions.md §6.27, §6.28). The claim
 * (dynamo-claims.ts) names the endpoints; each first attempt's outcome becomes an attribute of
 * the same item, `outcome_<webhookId>`, written once (`attribute_not_exists`): whoever writes it
 * first owns attempt 1, as creating the delivery item decided before. All outcomes of one event
 * go in ONE update, and the outcomes of concurrent events share one transaction (group commit)
 * with one stats ADD per endpoint:
 * - a success whose delivery id carries its event (messages.ts deliveryIdFor) stays there, as
 *   few fields as the log needs: `{ status: 'succeeded', token, at, code, ms }` (+ `body` when the
 *   receiver answered one). The delivery log lists it from the claim item, finds it by id through
 *   its event, and rebuilds its payload from the outbox event (the same bytes: §6.28);
 * - anything else (a failure, whose retries need the delivery item, or an event id the delivery
 *   id cannot carry) is `{ status: 'item', token }` there and creates its delivery item
 *   (attempt-items.ts firstAttemptPut) in the same transaction.
 * DynamoDB Local's CPU goes in (de)serialising items and parsing expressions, per item and per
 * stream image (docs/performance.md), so the entry and its update stay this small.
 */
export const firstAttemptAttribute = (webhookId: string): string => `outcome_${webhookId}`;

export interface FirstAttemptEntry {
  /** succeeded: the outcome is here; item: the delivery item holds the delivery. */
  status: 'succeeded' | 'item';
  token: string;
  /** The attempt as the delivery log lists it (log-index.ts loggedAttempt); on `succeeded` only. */
  attempt?: Record<string, unknown>;
}

/** The entry a success kept on the claim is written as (read back by firstAttemptEntry). */
const succeededEntry = (outcome: AttemptOutcome) => ({
  status: 'succeeded',
  token: outcome.claimToken,
  at: outcome.record.timestamp,
  code: outcome.record.responseCode,
  ms: outcome.record.durationMs,
  ...(outcome.record.responseBody ? { body: outcome.record.responseBody } : {}),
});

/**
 * The logged attempt of a kept success: written as `at`/`code`/`ms`/`body` since §6.28; entries
 * written before carry the whole logged attempt as `attempt`.
 */
const keptAttempt = (entry: Record<string, unknown>): Record<string, unknown> | undefined => {
  if (entry.attempt && typeof entry.attempt === 'object') return entry.attempt as Record<string, unknown>;
  if (typeof entry.at !== 'string') return undefined;
  return {
    attempt: 1,
    timestamp: entry.at,
    responseCode: typeof entry.code === 'number' ? entry.code : null,
    success: true,
    durationMs: typeof entry.ms === 'number' ? entry.ms : 0,
    error: null,
    errorClass: null,
    responseBody: typeof entry.body === 'string' ? entry.body : null,
  };
};

/** Items returned on a failed condition are in wire format even through the document client. */
const plain = (value: unknown): unknown => {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(plain);
  const av = value as Record<string, unknown>;
  if (typeof av.S === 'string') return av.S;
  if (typeof av.N === 'string') return Number(av.N);
  if (typeof av.BOOL === 'boolean') return av.BOOL;
  if (av.NULL === true) return null;
  if (av.M && typeof av.M === 'object') return plain(av.M);
  if (Array.isArray(av.L)) return av.L.map(plain);
  return Object.fromEntries(Object.entries(av).map(([name, inner]) => [name, plain(inner)]));
};

/** The entry of `webhookId` on an event claim item (plain or wire format), if recorded. */
export const firstAttemptEntry = (
  item: Record<string, unknown> | undefined,
  webhookId: string,
): FirstAttemptEntry | undefined => {
  const raw = item?.[firstAttemptAttribute(webhookId)];
  if (raw === undefined) return undefined;
  const entry = plain(raw) as Record<string, unknown> | null;
  if (!entry || (entry.status !== 'succeeded' && entry.status !== 'item')) return undefined;
  const attempt = entry.status === 'succeeded' ? keptAttempt(entry) : undefined;
  return {
    status: entry.status,
    token: String(entry.token ?? ''),
    ...(attempt ? { attempt } : {}),
  };
};

/** Whether this outcome stays on the event's claim item (else it creates its delivery item). */
const keptOnClaim = (outcome: AttemptOutcome): boolean =>
  outcome.status === 'succeeded' &&
  eventIdOfDelivery(outcome.ref.deliveryId, outcome.ref.webhookId) === outcome.ref.eventId;

/**
 * The TransactItems of one event's outcomes: the claim item's update, then delivery items. The
 * update sets the entries and nothing else (no payload, no updatedAt: §6.28).
 */
const eventWrites = (tableName: string, outcomes: AttemptOutcome[]) => {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const conditions = ['attribute_exists(pk)'];
  outcomes.forEach((outcome, i) => {
    names[`#o${i}`] = firstAttemptAttribute(outcome.ref.webhookId);
    values[`:o${i}`] = keptOnClaim(outcome)
      ? succeededEntry(outcome)
      : { status: 'item', token: outcome.claimToken };
    sets.push(`#o${i} = :o${i}`);
    conditions.push(`attribute_not_exists(#o${i})`);
  });
  const update = {
    Update: {
      TableName: tableName,
      Key: keys.eventDeliveryClaim(outcomes[0]!.ref.eventId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
    },
  };
  const onItems = outcomes.filter((outcome) => !keptOnClaim(outcome));
  return { update, onItems, puts: onItems.map((outcome) => firstAttemptPut(tableName, outcome)) };
};

const endpointKey = (outcome: AttemptOutcome) =>
  `${outcome.ref.storeId}#${outcome.ref.mode}#${outcome.ref.webhookId}`;

const statsWrites = (
  tableName: string,
  outcomes: AttemptOutcome[],
  skip: ReadonlySet<string> = new Set(),
) => {
  const byEndpoint = new Map<string, AttemptOutcome[]>();
  for (const outcome of outcomes) {
    const key = endpointKey(outcome);
    if (!skip.has(key)) byEndpoint.set(key, [...(byEndpoint.get(key) ?? []), outcome]);
  }
  return [...byEndpoint.entries()].map(([key, group]) => ({
    key,
    item: endpointStatsUpdate(tableName, group[0]!.ref, statsDelta(group)),
  }));
};

/**
 * One event's outcomes on their own. The cancellation reasons tell the cases apart, outcome by
 * outcome: its entry is there with our token (an earlier try committed: recorded) or another's
 * (the attempt belongs to that worker: lost-claim), its delivery item exists (the same, told by
 * holdsOutcome), its endpoint is gone (recorded without stats), or a conflict (tried again).
 */
const recordEventAlone = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  outcomes: AttemptOutcome[],
): Promise<RecordResult[]> => {
  const results: RecordResult[] = outcomes.map(() => 'lost-claim');
  const statsGone = new Set<string>();
  const recorded = (outcome: AttemptOutcome): RecordResult =>
    statsGone.has(endpointKey(outcome)) ? 'endpoint-gone' : 'recorded';
  let pending = outcomes.map((_, i) => i);
  for (let tries = 1; pending.length > 0; tries++) {
    const group = pending.map((i) => outcomes[i]!);
    const { update, onItems, puts } = eventWrites(tableName, group);
    const stats = statsWrites(tableName, group, statsGone);
    try {
      await db.send(
        new TransactWriteCommand({ TransactItems: [update, ...puts, ...stats.map(({ item }) => item)] }),
      );
      for (const i of pending) results[i] = recorded(outcomes[i]!);
      return results;
    } catch (error) {
      if (!isTransactionCanceled(error)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const settled = new Set<number>();
      let changed = false;
      if (reasons[0]?.Code === 'ConditionalCheckFailed') {
        const old =
          (reasons[0].Item as Record<string, unknown> | undefined) ??
          (
            await db.send(
              new GetCommand({
                TableName: tableName,
                Key: keys.eventDeliveryClaim(group[0]!.ref.eventId),
                ConsistentRead: true,
              }),
            )
          ).Item;
        // No claim at all: nothing may be recorded against it.
        if (!old) return results;
        pending.forEach((i) => {
          const entry = firstAttemptEntry(old, outcomes[i]!.ref.webhookId);
          if (!entry) return;
          results[i] = entry.token === outcomes[i]!.claimToken ? recorded(outcomes[i]!) : 'lost-claim';
          settled.add(i);
        });
      }
      onItems.forEach((outcome, j) => {
        const reason = reasons[1 + j];
        if (reason?.Code !== 'ConditionalCheckFailed') return;
        const i = outcomes.indexOf(outcome);
        const old = reason.Item as Record<string, unknown> | undefined;
        results[i] = holdsOutcome(old, outcome) ? recorded(outcome) : 'lost-claim';
        settled.add(i);
      });
      stats.forEach(({ key }, j) => {
        if (reasons[1 + puts.length + j]?.Code !== 'ConditionalCheckFailed') return;
        statsGone.add(key);
        changed = true;
      });
      pending = pending.filter((i) => !settled.has(i));
      if (settled.size === 0 && !changed) {
        if (tries >= MAX_TRANSACTION_TRIES) throw error;
        await conflictBackoff(tries);
      }
    }
  }
  return results;
};

interface EventOutcomes {
  eventId: string;
  outcomes: AttemptOutcome[];
}

/** A transaction takes at most 100 items. */
const MAX_TRANSACTION_ITEMS = 100;

/**
 * The first attempts' outcomes by group commit: the outcomes of concurrent events share one
 * transaction (one update per event, one summed stats ADD per endpoint). A refused condition
 * anywhere in a group settles its events one by one (recordEventAlone tells the cases apart).
 */
export const groupCommitFirstAttempts = (
  db: DynamoDBDocumentClient,
  tableName: string,
): ((outcomes: AttemptOutcome[]) => Promise<RecordResult[]>) => {
  const alone = (entry: EventOutcomes): Promise<GroupOutcome<RecordResult[]>> =>
    recordEventAlone(db, tableName, entry.outcomes).then(
      (done) => ({ done }),
      (error: unknown) => ({ error }),
    );

  const commit = async (group: EventOutcomes[]): Promise<Array<GroupOutcome<RecordResult[]>>> => {
    if (group.length === 1) return [await alone(group[0]!)];
    // As many events as fit in one transaction; the others go in the next group.
    const taken: EventOutcomes[] = [];
    const items: Array<Record<string, unknown>> = [];
    /** Each taken event's items: from its index, how many. */
    const spans: Array<{ from: number; count: number }> = [];
    for (const entry of group) {
      const { update, puts } = eventWrites(tableName, entry.outcomes);
      const all = [...taken, entry].flatMap(({ outcomes }) => outcomes);
      if (
        taken.length > 0 &&
        items.length + 1 + puts.length + statsWrites(tableName, all).length > MAX_TRANSACTION_ITEMS
      )
        break;
      taken.push(entry);
      spans.push({ from: items.length, count: 1 + puts.length });
      items.push(update, ...puts);
    }
    const statsOf = statsWrites(
      tableName,
      taken.flatMap(({ outcomes }) => outcomes),
    );
    const stats = statsOf.map(({ item }) => item);
    const rest = group.slice(taken.length).map((): GroupOutcome<RecordResult[]> => ({ again: true }));
    for (let tries = 1; ; tries++) {
      try {
        await db.send(new TransactWriteCommand({ TransactItems: [...items, ...stats] as never }));
        return [
          ...taken.map(({ outcomes }) => ({ done: outcomes.map((): RecordResult => 'recorded') })),
          ...rest,
        ];
      } catch (error) {
        if (!isTransactionCanceled(error)) throw error;
        const reasons = error.CancellationReasons ?? [];
        const refused = (i: number) => reasons[i]?.Code === 'ConditionalCheckFailed';
        if (tries >= MAX_TRANSACTION_TRIES) return [...(await Promise.all(taken.map(alone))), ...rest];
        if (reasons.some((reason) => reason.Code === 'ConditionalCheckFailed')) {
          // Only the events a condition refused (or whose endpoint is gone) are settled alone;
          // the others go in the next group, so they do not all race for the stats items.
          const goneEndpoints = new Set(
            statsOf.filter((_, j) => refused(items.length + j)).map(({ key }) => key),
          );
          return [
            ...(await Promise.all(
              taken.map((entry, e): Promise<GroupOutcome<RecordResult[]>> => {
                const { from, count } = spans[e]!;
                const settle =
                  Array.from({ length: count }, (_, k) => from + k).some(refused) ||
                  entry.outcomes.some((outcome) => goneEndpoints.has(endpointKey(outcome)));
                return settle ? alone(entry) : Promise.resolve({ again: true });
              }),
            )),
            ...rest,
          ];
        }
        await conflictBackoff(tries);
      }
    }
  };

  const submit = groupCommit<EventOutcomes, RecordResult[]>({
    maxGroup: 48,
    keyOf: (entry) => entry.eventId,
    commit,
  });
  return async (outcomes) => {
    if (outcomes.length === 0) return [];
    const eventIds = new Set(outcomes.map((outcome) => outcome.ref.eventId));
    if (eventIds.size > 1) throw new Error('recordFirstAttempts takes the outcomes of one event');
    return submit({ eventId: outcomes[0]!.ref.eventId, outcomes });
  };
};

/** Consistent reads of delivery items' states (BatchGetItem, unprocessed keys asked again). */
export const deliveryItemStates = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  deliveryIds: string[],
): Promise<Map<string, DeliveryState>> => {
  const states = new Map<string, DeliveryState>();
  for (let i = 0; i < deliveryIds.length; i += 100) {
    let request:
      Record<string, { Keys: Array<Record<string, unknown>>; ConsistentRead: boolean }> | undefined = {
      [tableName]: {
        Keys: deliveryIds.slice(i, i + 100).map((id) => keys.delivery(id)),
        ConsistentRead: true,
      },
    };
    for (let round = 0; request && Object.keys(request).length > 0; round++) {
      if (round > 0) await conflictBackoff(round);
      const output = await db.send(new BatchGetCommand({ RequestItems: request }));
      for (const item of output.Responses?.[tableName] ?? []) {
        const state = toDeliveryState(item);
        states.set(state.deliveryId, state);
      }
      request = output.UnprocessedKeys as typeof request;
    }
  }
  return states;
};

/** The recorded first attempts of an event, by endpoint id (ports.ts firstAttemptStates). */
export const firstAttemptStates = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  eventId: string,
  webhookIds: string[],
): Promise<Map<string, DeliveryState>> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.eventDeliveryClaim(eventId), ConsistentRead: true }),
  );
  const states = new Map<string, DeliveryState>();
  const onItems: string[] = [];
  for (const webhookId of webhookIds) {
    const entry = firstAttemptEntry(Item, webhookId);
    if (entry?.status === 'succeeded')
      states.set(webhookId, {
        deliveryId: deliveryIdFor(eventId, webhookId),
        status: 'succeeded',
        lastAttempt: 1,
        claimToken: entry.token,
        nextAttemptAt: null,
      });
    else onItems.push(webhookId);
  }
  const items = await deliveryItemStates(
    db,
    tableName,
    onItems.map((webhookId) => deliveryIdFor(eventId, webhookId)),
  );
  for (const webhookId of onItems) {
    const state = items.get(deliveryIdFor(eventId, webhookId));
    if (state) states.set(webhookId, state);
  }
  return states;
};
