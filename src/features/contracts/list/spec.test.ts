import { describe, expect, it } from 'vitest';
import type { ContractListItem } from '../../../api/contracts.schema';
import { withAdjusting } from './spec';

const row = (id: string) => ({ id, numero: 1 }) as unknown as ContractListItem;

describe('withAdjusting', () => {
  it('keeps the answer itself when no contract of the page is marked (the rows do not re-render)', () => {
    const items = [row('a'), row('b')];
    expect(withAdjusting(items, { z: 1 })).toBe(items);
  });

  it('marks the rows the platform said are under adjustment, and only those', () => {
    const items = [row('a'), row('b')];
    const out = withAdjusting(items, { b: 1 });
    expect(out).not.toBe(items);
    expect(out[0]).toBe(items[0]);
    expect(out[1]).toEqual({ ...items[1], adjusting: true });
    expect(items[1]).not.toHaveProperty('adjusting');
  });
});
