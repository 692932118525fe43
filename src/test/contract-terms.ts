/**
 * The terms of a contract billed every month of 2026, each sale issued on the 10th: where
 * the tests of terms (creation payload, schedule) start, changing only what they test.
 */
export const MONTHLY_2026_TERMS = {
  data_inicio: '2026-01-01',
  data_fim: '2026-12-31',
  tipo_expiracao: 'DATA',
  tipo_frequencia: 'MENSAL',
  intervalo_frequencia: 1,
  dia_emissao_venda: 10,
} as const;
