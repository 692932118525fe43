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

/** "1 parcela", "2 parcelas". */
export const parcelas = (n: number) => countOf(n, 'parcela', 'parcelas');
/** "1 contrato", "2 contratos". */
export const contratos = (n: number) => countOf(n, 'contrato', 'contratos');
/** "1 dia", "2 dias". */
export const dias = (n: number) => countOf(n, 'dia', 'dias');
