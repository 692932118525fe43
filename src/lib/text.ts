/** Lower case without accents, for search comparisons ("São" matches "sao"). */
export function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

// One formatter: `toLocaleString` builds a new one on every call.
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

export function formatCount(n: number): string {
  return integer.format(n);
}

export function countOf(n: number, one: string, many: string): string {
  return `${integer.format(n)} ${n === 1 ? one : many}`;
}

const conjunction = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

/** "a, b e c" */
export function listWords(parts: readonly string[]): string {
  return conjunction.format(parts);
}

/** "nº 12, nº 15 e nº 20" */
export function listNumbers(numbers: readonly (number | string)[]): string {
  return listWords(numbers.map((n) => `nº ${n}`));
}
