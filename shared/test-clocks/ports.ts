import type { Clock } from '../util/time.ts';
import type { TestClockState } from './types.ts';

/** A test-mode store (the only mode a test clock exists in). */
export interface TestStoreScope {
  storeId: string;
  mode: 'test';
}

/** Where test clocks are kept; the DynamoDB adapter is dynamo-test-clocks.ts. */
export interface TestClockStore {
  /** The store's clock; undefined when the store does not exist. */
  read(storeId: string): Promise<TestClockState | undefined>;
  /**
   * An advance asked: `seconds` added to the target at once, so two advances asked together both
   * count and run one after the other. undefined when the store does not exist.
   */
  request(storeId: string, seconds: number): Promise<TestClockState | undefined>;
  /** The offset moved forward to `offsetSeconds` (never back, never past the target). */
  moveTo(storeId: string, offsetSeconds: number): Promise<void>;
  /** Stores whose clock is ahead of real time or advancing: a sparse index, never a scan. */
  advancedStores(): Promise<Array<{ storeId: string } & TestClockState>>;
}

/**
 * One kind of a store's timed work (abandoning carts, completing refunds, retrying deliveries),
 * found through an index by (store, mode, due time).
 */
export interface StoreDueWork {
  readonly name: string;
  /** The earliest due time (ISO) of this work at or before `until`, if any. */
  nextDueAt(scope: TestStoreScope, until: string): Promise<string | undefined>;
  /** Runs what is due at the clock's time; work already done is a no-op. */
  runDue(scope: TestStoreScope, clock: Clock): Promise<void>;
}

/** Starts a store's advance job: in-process locally, picked up by the minute sweep deployed. */
export interface AdvanceJobs {
  start(storeId: string): Promise<void>;
}
