import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { countOrZero, listOf } from './common.schema';

describe('listOf and countOrZero', () => {
  const page = z.looseObject({ itens: listOf(z.string()), total: countOrZero() });

  it('read a missing or null list as empty and a missing count as zero', () => {
    expect(page.parse({})).toEqual({ itens: [], total: 0 });
    expect(page.parse({ itens: null, total: null })).toEqual({ itens: [], total: 0 });
  });

  it('keep what is there and still check each item', () => {
    expect(page.parse({ itens: ['a'], total: 3 })).toEqual({ itens: ['a'], total: 3 });
    expect(page.safeParse({ itens: [1] }).success).toBe(false);
  });
});
