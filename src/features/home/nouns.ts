import { countOf } from '../../lib/text';

/** "1 parcela", "2 parcelas". */
export const parcelas = (n: number) => countOf(n, 'parcela', 'parcelas');
/** "1 contrato", "2 contratos". */
export const contratos = (n: number) => countOf(n, 'contrato', 'contratos');
