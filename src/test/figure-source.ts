import type { FigureSource } from '../lib/figures';

/** An open installment of R$ 100 due on 25/11/2026, with `over` changing what a test is about. */
export const figureSource = (over: Partial<FigureSource> = {}): FigureSource => ({
  status: 'EM_ABERTO',
  data_vencimento: '2026-11-25',
  total: 100,
  pago: 0,
  nao_pago: 100,
  ...over,
});
