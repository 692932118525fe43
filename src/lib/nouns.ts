import { countOf } from './text';

// Not in text.ts, which the first screen loads: only later screens count these.
/** "1 parcela", "2 parcelas". */
export const parcelas = (n: number) => countOf(n, 'parcela', 'parcelas');
/** "1 contrato", "2 contratos". */
export const contratos = (n: number) => countOf(n, 'contrato', 'contratos');
/** "1 dia", "2 dias". */
export const dias = (n: number) => countOf(n, 'dia', 'dias');

export const vendas = (n: number) => countOf(n, 'venda', 'vendas');
