import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  InProcessQueue,
  type QueueJournal,
  type StoredMessage,
} from '../../../infra/local/in-process-queue.ts';
import { sleep } from '../../support/wait.ts';

/**
 * First attempts come from the table stream, which can replay them: the local queue keeps them
 * out of its journal and tells the stream poller when they are settled (handled, or journaled
 * after a failed receive), which is when the poller may move its checkpoint past them.
 */
const recordingJournal = () => {
  const calls: string[] = [];
  let releaseAdd: (() => void) | undefined;
  const journal: QueueJournal & { calls: string[]; holdAdds(): void; releaseAdds(): void } = {
    calls,
    holdAdds() {
      const held = new Promise<void>((resolve) => (releaseAdd = resolve));
      journal.add = async (messages: readonly StoredMessage[]) => {
        calls.push(...messages.map((m) => `add:${m.body}`));
        await held;
      };
    },
    releaseAdds: () => releaseAdd?.(),
    add: async (messages) => void calls.push(...messages.map((m) => `add:${m.body}`)),
    update: async (message) => void calls.push(`update:${message.body}`),
    remove: async (ids) => void calls.push(...ids.map(() => 'remove')),
    load: async () => [],
  };
  return journal;
};

const flush = () => sleep(20);
const state = (promise: Promise<void>) => {
  const seen = { settled: false };
  void promise.then(() => (seen.settled = true));
  return seen;
};
const bodies = (event: SQSEvent) => event.Records.map((r) => r.body);

describe('InProcessQueue fed by the stream', () => {
  it('handles a stream-fed message without any journal write, and is settled once it is handled', async () => {
    const journal = recordingJournal();
    let release!: () => void;
    const handled = new Promise<void>((resolve) => (release = resolve));
    const queue = new InProcessQueue({ journal, handler: () => handled });
    await queue.fedByStream().send([{ id: 'a', body: 'first attempt' }]);
    const settled = state(queue.settled());
    await flush();
    expect(settled.settled).toBe(false);
    release();
    await flush();
    expect(settled.settled).toBe(true);
    expect(journal.calls).toEqual([]);
    // Ordinary sends (retries) are journaled before they are accepted, and removed once handled.
    await queue.send([{ id: 'b', body: 'retry' }]);
    await queue.whenIdle();
    await flush();
    expect(journal.calls).toEqual(['add:retry', 'remove']);
    await queue.stop();
  });

  it('journals a stream-fed message on its first failed receive and is settled only once that write is done', async () => {
    const journal = recordingJournal();
    journal.holdAdds();
    const received: string[] = [];
    const queue = new InProcessQueue({
      journal,
      visibilityTimeoutSeconds: 0.1,
      handler: async (event) => {
        received.push(...bodies(event));
        if (received.length === 1) throw new Error('receiver down');
      },
    });
    await queue.fedByStream().send([{ id: 'a', body: 'flaky' }]);
    const settled = state(queue.settled());
    await flush();
    expect(journal.calls).toEqual(['add:flaky']);
    expect(settled.settled).toBe(false);
    journal.releaseAdds();
    await flush();
    expect(settled.settled).toBe(true);
    await sleep(150);
    await queue.whenIdle();
    await flush();
    // From then on it is an ordinary journaled message: its later receive removes it.
    expect(received).toEqual(['flaky', 'flaky']);
    expect(journal.calls).toEqual(['add:flaky', 'remove']);
    await queue.stop();
  });

  it('settled() waits for every earlier stream-fed message, not for later ones', async () => {
    const journal = recordingJournal();
    const releases = new Map<string, () => void>();
    const queue = new InProcessQueue({
      journal,
      batchSize: 1,
      handler: (event) => new Promise<void>((resolve) => releases.set(bodies(event)[0]!, resolve)),
    });
    const routed = queue.fedByStream();
    await routed.send([{ id: '1', body: 'one' }]);
    const afterOne = state(queue.settled());
    await routed.send([{ id: '2', body: 'two' }]);
    const afterTwo = state(queue.settled());
    await flush();
    releases.get('two')!();
    await flush();
    expect([afterOne.settled, afterTwo.settled]).toEqual([false, false]);
    releases.get('one')!();
    await flush();
    expect([afterOne.settled, afterTwo.settled]).toEqual([true, true]);
    await queue.stop();
  });

  it('a message handled while its journal write is still under way is settled, and removed after that write', async () => {
    const journal = recordingJournal();
    journal.holdAdds();
    let receives = 0;
    const queue = new InProcessQueue({
      journal,
      visibilityTimeoutSeconds: 0,
      handler: async () => {
        receives += 1;
        if (receives === 1) throw new Error('receiver down');
      },
    });
    await queue.fedByStream().send([{ id: 'a', body: 'quick' }]);
    const settled = state(queue.settled());
    await flush();
    expect(receives).toBe(2);
    expect(settled.settled).toBe(true);
    expect(journal.calls).toEqual(['add:quick']);
    journal.releaseAdds();
    await queue.stop();
    expect(journal.calls).toEqual(['add:quick', 'remove']);
  });

  it('without a journal there is nothing to wait for', async () => {
    const queue = new InProcessQueue({ handler: () => new Promise(() => undefined) });
    await queue.fedByStream().send([{ id: 'a', body: 'x' }]);
    await expect(queue.settled()).resolves.toBeUndefined();
  });
});
