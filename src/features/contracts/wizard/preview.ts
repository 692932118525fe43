import { buildSchedule, type Schedule } from '../../../lib/schedule';
import { composeValue, type ValueComposition } from '../../../lib/value-composition';
import { numberOf, toNumber } from '../../../ui/plain/form/values';
import type { WizardValues } from './form-schema';

/** What the contract being typed will charge, by the sandbox's own functions. */
export interface Preview {
  schedule: Schedule;
  perCharge: ValueComposition;
  /** Charges the totals cover: all of them, or the listed ones when it never expires. */
  chargesCounted: number;
  whole: { grossCents: number; discountCents: number; freightCents: number; netCents: number };
}

const num = (v: unknown) => numberOf(v) ?? Number.NaN;
const orZero = (v: unknown) => numberOf(v) ?? 0;

export function contractPreview(values: WizardValues): Preview {
  const { termos, condicao_pagamento: pay, composicao_de_valor: comp } = values;
  const enumsValid =
    (termos.tipo_expiracao === 'DATA' || termos.tipo_expiracao === 'NUNCA') &&
    (termos.tipo_frequencia === 'MENSAL' || termos.tipo_frequencia === 'ANUAL');
  const schedule: Schedule = enumsValid
    ? buildSchedule({
        data_inicio: termos.data_inicio,
        data_fim: termos.data_fim,
        tipo_expiracao: termos.tipo_expiracao as 'DATA' | 'NUNCA',
        tipo_frequencia: termos.tipo_frequencia as 'MENSAL' | 'ANUAL',
        intervalo_frequencia: num(termos.intervalo_frequencia),
        dia_emissao_venda: num(termos.dia_emissao_venda),
        dia_vencimento: num(pay.dia_vencimento),
        primeira_data_vencimento: pay.primeira_data_vencimento,
      })
    : { charges: [], total: 0, truncated: false };
  const discountValue = toNumber(comp.desconto.valor);
  const perCharge = composeValue({
    itens: values.itens.map((i) => ({ quantidade: orZero(i.quantidade), valor: orZero(i.valor) })),
    frete: orZero(comp.frete),
    desconto:
      typeof discountValue === 'number' && (comp.desconto.tipo === 'PORCENTAGEM' || comp.desconto.tipo === 'VALOR')
        ? { tipo: comp.desconto.tipo, valor: discountValue }
        : undefined,
  });
  const chargesCounted = schedule.total ?? schedule.charges.length;
  return {
    schedule,
    perCharge,
    chargesCounted,
    whole: {
      grossCents: perCharge.grossCents * chargesCounted,
      discountCents: perCharge.discountCents * chargesCounted,
      freightCents: perCharge.freightCents * chargesCounted,
      netCents: perCharge.netCents * chargesCounted,
    },
  };
}
