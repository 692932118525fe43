import { describe, expect, it } from 'vitest';
import { kept, listOf, recordOf } from './company-json';

const isNamed = (v: unknown): v is { id: string } =>
  typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'string';

describe('what a store keeps of what it finds', () => {
  it('a list keeps its readable entries and drops the others one by one', () => {
    expect(listOf(isNamed)([{ id: 'a' }, { id: 7 }, null, 'x', { id: 'b' }])).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it('a map keeps its readable entries and drops the others one by one', () => {
    expect(recordOf(kept(isNamed))({ a: { id: 'a' }, b: { nome: 'b' }, c: [], d: { id: 'd' } })).toEqual({
      a: { id: 'a' },
      d: { id: 'd' },
    });
  });

  it('a map of lists reads each list entry by entry', () => {
    expect(recordOf(listOf(isNamed))({ a: [{ id: 'a' }, { id: 1 }], b: 'x', c: [] })).toEqual({
      a: [{ id: 'a' }],
      c: [],
    });
  });

  it('a value of another shape is not read at all', () => {
    expect(listOf(isNamed)({ id: 'a' })).toBeUndefined();
    expect(listOf(isNamed)(null)).toBeUndefined();
    expect(recordOf(kept(isNamed))([{ id: 'a' }])).toBeUndefined();
    expect(recordOf(kept(isNamed))('texto')).toBeUndefined();
    expect(recordOf(kept(isNamed))(null)).toBeUndefined();
  });
});
