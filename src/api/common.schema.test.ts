import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { countOrZero, listOf } from './common.schema';
import { amount, positiveAmount, writeDate } from './write.schema';

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

describe('what the app writes has bounds', () => {
  it('amounts up to R$ 999.999.999,99', () => {
    for (const schema of [amount(0), positiveAmount()]) {
      expect(z.safeParse(schema, 999_999_999.99).success).toBe(true);
      const over = z.safeParse(schema, 1e20);
      expect(over.success).toBe(false);
      expect(over.error?.issues[0]?.message).toBe('O valor máximo é R$ 999.999.999,99.');
    }
  });

  it('dates from 2000 to 2099', () => {
    expect(z.safeParse(writeDate, '2026-12-01').success).toBe(true);
    for (const date of ['0000-01-01', '1999-12-31', '2100-01-01', '9999-12-31']) {
      expect(z.safeParse(writeDate, date).error?.issues[0]?.message, date).toBe('Use uma data entre 2000 e 2099.');
    }
  });
});
