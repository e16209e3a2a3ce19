import { describe, expect, it } from 'vitest';
import { groupCommit, type GroupOutcome } from '../../../../shared/webhooks/delivery/group-commit.ts';

const deferred = () => {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
};

describe('groupCommit', () => {
  it('sends the first item alone and everything that arrived meanwhile as the next group', async () => {
    const groups: number[][] = [];
    const gate = deferred();
    const submit = groupCommit<number, string>({
      maxGroup: 10,
      keyOf: String,
      commit: async (items) => {
        groups.push(items);
        if (groups.length === 1) await gate.promise;
        return items.map((i) => ({ done: `ok${i}` }));
      },
    });
    const results = [1, 2, 3, 4].map(submit);
    gate.release();
    expect(await Promise.all(results)).toEqual(['ok1', 'ok2', 'ok3', 'ok4']);
    expect(groups).toEqual([[1], [2, 3, 4]]);
  });

  it('caps groups at maxGroup and never puts two items with one key in a group', async () => {
    const groups: string[][] = [];
    const gate = deferred();
    const submit = groupCommit<string, string>({
      maxGroup: 2,
      keyOf: (item) => item.slice(0, 1),
      commit: async (items) => {
        groups.push(items);
        if (groups.length === 1) await gate.promise;
        return items.map((done) => ({ done }));
      },
    });
    const results = ['a0', 'a1', 'a2', 'b1', 'c1'].map(submit);
    gate.release();
    await Promise.all(results);
    expect(groups).toEqual([['a0'], ['a1', 'b1'], ['a2', 'c1']]);
  });

  it('rejects per item, retries `again` items in a later group, and rejects all when commit throws', async () => {
    let round = 0;
    const submit = groupCommit<number, number>({
      maxGroup: 10,
      keyOf: String,
      commit: async (items): Promise<Array<GroupOutcome<number>>> => {
        round += 1;
        if (items.includes(99)) throw new Error('store down');
        return items.map((i) =>
          i === 2 && round === 1
            ? { again: true }
            : i === 3
              ? { error: new Error('bad 3') }
              : { done: i * 10 },
        );
      },
    });
    const [two, three] = [submit(2), submit(3)];
    await expect(two).resolves.toBe(20);
    await expect(three).rejects.toThrow('bad 3');
    await expect(submit(99)).rejects.toThrow('store down');
    await expect(submit(5)).resolves.toBe(50);
  });
});
