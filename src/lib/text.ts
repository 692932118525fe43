/** Lower case without accents, for search comparisons ("São" matches "sao"). */
export function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

// One formatter for the app: `toLocaleString` builds a new one on every call (a list's
// cells call it once per row and render).
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** A whole number the Brazilian way: "1.234". */
export function formatCount(n: number): string {
  return integer.format(n);
}

/** A count and its noun: "1 dia", "1.234 dias". */
export function countOf(n: number, one: string, many: string): string {
  return `${integer.format(n)} ${n === 1 ? one : many}`;
}
