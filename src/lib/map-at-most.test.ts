import { describe, expect, it } from 'vitest';
import { mapAtMost } from './map-at-most';

/** A task that ends when the test says so. */
function gate<T>() {
  let open!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mapAtMost', () => {
  it('keeps at most N on their way and gives the results in the items order', async () => {
    const gates = [0, 1, 2, 3, 4].map(() => gate<string>());
    const started: number[] = [];
    const done = mapAtMost([0, 1, 2, 3, 4], 2, (item) => {
      started.push(item);
      return gates[item]!.promise;
    });
    await flush();
    expect(started).toEqual([0, 1]);
    gates[1]!.open('b');
    await flush();
    expect(started).toEqual([0, 1, 2]);
    gates[2]!.open('c');
    gates[0]!.open('a');
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    gates[4]!.open('e');
    gates[3]!.open('d');
    await expect(done).resolves.toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('starts nothing more after a failure and rejects with it', async () => {
    const gates = [0, 1, 2, 3].map(() => gate<number>());
    const started: number[] = [];
    const done = mapAtMost([0, 1, 2, 3], 2, (item) => {
      started.push(item);
      return gates[item]!.promise;
    });
    await flush();
    gates[0]!.fail(new Error('recusada'));
    await expect(done).rejects.toThrow('recusada');
    gates[1]!.open(1);
    await flush();
    expect(started).toEqual([0, 1]);
  });

  it('passes each item its index and answers nothing for no items', async () => {
    await expect(mapAtMost(['x', 'y'], 4, async (item, at) => `${item}${at}`)).resolves.toEqual(['x0', 'y1']);
    await expect(mapAtMost([], 4, async () => 1)).resolves.toEqual([]);
  });
});
