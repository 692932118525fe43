import { describe, expect, it } from 'vitest';
import { chunk, nextPollDelay } from './backoff';

const options = { initialMs: 1000, maxMs: 8000, factor: 2 };

describe('nextPollDelay', () => {
  it('starts at the initial delay', () => {
    expect(nextPollDelay(null, false, options)).toBe(1000);
  });

  it('backs off while nothing changes, up to the ceiling', () => {
    const delays: number[] = [];
    let delay: number | null = null;
    for (let i = 0; i < 6; i++) delays.push((delay = nextPollDelay(delay, false, options)));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('goes back to the initial delay after a change', () => {
    expect(nextPollDelay(8000, true, options)).toBe(1000);
  });
});

describe('chunk', () => {
  it('splits into groups of at most n', () => {
    const ids = Array.from({ length: 45 }, (_, i) => i);
    expect(chunk(ids, 20).map((c) => c.length)).toEqual([20, 20, 5]);
    expect(chunk([], 20)).toEqual([]);
  });
});
