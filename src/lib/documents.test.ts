import { describe, expect, it } from 'vitest';
import { formatDocument } from './documents';

describe('formatDocument', () => {
  it.each([
    ['85942787000163', '85.942.787/0001-63'],
    ['85.942.787/0001-63', '85.942.787/0001-63'],
    [' 85 942 787 0001 63 ', '85.942.787/0001-63'],
    ['12345678909', '123.456.789-09'],
    ['123.456.789-09', '123.456.789-09'],
    ['ABC123', 'ABC123'],
    ['  ', ''],
  ])('%j reads %j', (given, shown) => expect(formatDocument(given)).toBe(shown));
});
