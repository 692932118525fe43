import { describe, expect, it } from 'vitest';
import { keepSameItems, sameData } from './same-data';

describe('sameData', () => {
  it('compares primitives by value, arrays by item, plain objects by key in any order', () => {
    expect(sameData(1, 1)).toBe(true);
    expect(sameData(NaN, NaN)).toBe(true);
    expect(sameData('a', 'b')).toBe(false);
    expect(sameData(null, undefined)).toBe(false);
    expect(sameData([1, [2, { a: 3 }]], [1, [2, { a: 3 }]])).toBe(true);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData({ a: 1, b: { c: [1] } }, { b: { c: [1] }, a: 1 })).toBe(true);
    expect(sameData({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameData({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameData({ a: 1 }, [1])).toBe(false);
    const bare = (value: object) => Object.assign(Object.create(null) as object, value);
    expect(sameData(bare({ a: 1 }), bare({ a: 1 }))).toBe(true);
    expect(sameData(bare({ a: 1 }), { a: 1 })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
  });

  it('takes anything else than plain data as the same only when it is the same object', () => {
    const day = new Date(2026, 10, 25);
    expect(sameData({ d: day }, { d: day })).toBe(true);
    expect(sameData({ d: day }, { d: new Date(2026, 10, 25) })).toBe(false);
    expect(sameData(new Map([[1, 2]]), new Map([[1, 2]]))).toBe(false);
  });
});

describe('keepSameItems', () => {
  const answer = (...names: string[]) => names.map((nome, i) => ({ id: i, nome, tags: [nome] }));

  it('keeps the previous object of every item whose data is the same at its position', () => {
    const previous = answer('a', 'b', 'c');
    const next = keepSameItems(previous, answer('a', 'x', 'c', 'd'));
    expect(next.map((i) => i.nome)).toEqual(['a', 'x', 'c', 'd']);
    expect(next[0]).toBe(previous[0]);
    expect(next[1]).not.toBe(previous[1]);
    expect(next[2]).toBe(previous[2]);
  });

  it('gives the previous list itself when nothing changed, and a new one when it got shorter', () => {
    const previous = answer('a', 'b');
    expect(keepSameItems(previous, answer('a', 'b'))).toBe(previous);
    const shorter = keepSameItems(previous, answer('a'));
    expect(shorter).toEqual([previous[0]]);
    expect(shorter).not.toBe(previous);
  });
});
