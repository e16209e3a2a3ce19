import { describe, expect, it } from 'vitest';
import type { StoreDueWork, TestClockStore } from '../../../shared/test-clocks/ports.ts';
import { createTestClockService } from '../../../shared/test-clocks/service.ts';
import type { TestClockState } from '../../../shared/test-clocks/types.ts';
import type { Clock } from '../../../shared/util/time.ts';

const REAL = Date.parse('2025-05-01T09:00:00.000Z');
const real: Clock = { now: () => new Date(REAL) };
const at = (seconds: number) => new Date(REAL + seconds * 1000).toISOString();

const memoryClocks = (): TestClockStore & { states: Map<string, TestClockState> } => {
  const states = new Map<string, TestClockState>([['store', { offsetSeconds: 0, targetOffsetSeconds: 0 }]]);
  return {
    states,
    read: async (storeId) => (states.has(storeId) ? { ...states.get(storeId)! } : undefined),
    request: async (storeId, seconds) => {
      const state = states.get(storeId);
      if (!state) return undefined;
      state.targetOffsetSeconds += seconds;
      return { ...state };
    },
    moveTo: async (storeId, offset) => {
      const state = states.get(storeId)!;
      if (state.offsetSeconds < offset && offset <= state.targetOffsetSeconds) state.offsetSeconds = offset;
    },
    advancedStores: async () =>
      [...states].filter(([, s]) => s.targetOffsetSeconds > 0).map(([storeId, s]) => ({ storeId, ...s })),
  };
};

/**
 * A retry ladder: an attempt due at each time fails and schedules the next one `delays[i]` later;
 * it records the clock time each attempt ran at.
 */
const ladder = (firstDueSeconds: number, delays: number[]) => {
  const ran: string[] = [];
  let due: string | undefined = at(firstDueSeconds);
  let step = 0;
  const work: StoreDueWork = {
    name: 'ladder',
    nextDueAt: async (_scope, until) => (due && due <= until ? due : undefined),
    runDue: async (_scope, clock) => {
      const now = clock.now().toISOString();
      if (!due || due > now) return;
      ran.push(now);
      const delay = delays[step++];
      due = delay === undefined ? undefined : new Date(Date.parse(now) + delay * 1000).toISOString();
    },
  };
  return { work, ran };
};

describe('the test clock service', () => {
  it('walks the clock through every due time up to the target, each run at its own time', async () => {
    const clocks = memoryClocks();
    const { work, ran } = ladder(60, [300, 900, 3600, 86_400]);
    let started = 0;
    const service = createTestClockService({
      clocks,
      jobs: { start: async () => void started++ },
      work: [work],
      real,
    });
    expect(await service.advance('store', 2 * 86_400)).toMatchObject({
      offsetSeconds: 0,
      status: 'advancing',
    });
    expect(started).toBe(1);
    await service.runAdvance('store');
    expect(ran).toEqual([at(60), at(360), at(1260), at(4860), at(91_260)]);
    expect(await service.get('store')).toEqual({
      now: at(2 * 86_400),
      offsetSeconds: 2 * 86_400,
      status: 'ready',
    });
  });

  it('stops short of work due after the target, and never moves the clock back', async () => {
    const clocks = memoryClocks();
    const { work, ran } = ladder(7200, []);
    const service = createTestClockService({ clocks, jobs: { start: async () => {} }, work: [work], real });
    await service.advance('store', 3600);
    await service.runAdvance('store');
    expect(ran).toEqual([]);
    await clocks.moveTo('store', 10);
    expect((await service.get('store')).offsetSeconds).toBe(3600);
    await service.advance('store', 3600);
    await service.runAdvance('store');
    expect(ran).toEqual([at(7200)]);
  });

  it('does not hold the clock on work that stays due', async () => {
    const clocks = memoryClocks();
    let runs = 0;
    const stuck: StoreDueWork = {
      name: 'stuck',
      nextDueAt: async () => at(30),
      runDue: async () => void runs++,
    };
    const service = createTestClockService({ clocks, jobs: { start: async () => {} }, work: [stuck], real });
    await service.advance('store', 600);
    await service.runAdvance('store');
    expect(await service.get('store')).toMatchObject({ offsetSeconds: 600, status: 'ready' });
    expect(runs).toBeLessThanOrEqual(3);
  });

  it('answers STORE_NOT_FOUND for an unknown store', async () => {
    const service = createTestClockService({
      clocks: memoryClocks(),
      jobs: { start: async () => {} },
      work: [],
      real,
    });
    await expect(service.get('nope')).rejects.toMatchObject({ errorCode: 'STORE_NOT_FOUND' });
    await expect(service.advance('nope', 60)).rejects.toMatchObject({ errorCode: 'STORE_NOT_FOUND' });
  });
});
