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

/** "nº 12, nº 15 e nº 20" */
export function listNumbers(numbers: readonly (number | string)[]): string {
  const parts = numbers.map((n) => `nº ${n}`);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`;
}
