import type { Settlement } from '../../../api/receivables';
import { formatDateBR } from '../../../lib/dates';
import { settlementMethodLabel } from '../../../lib/labels/settlement';
import { formatCents, toCents } from '../../../lib/money';

/** One changed field: its label, the value the user opened, the value now. */
export interface Change {
  label: string;
  before: string;
  after: string;
}

const money = (v: number | null) => formatCents(toCents(v ?? 0));
const textOf = (v: string | null) => (v && v.trim() ? v : '—');

/** The fields that differ between two reads of a settlement, in words. */
export function changesBetween(
  before: Settlement,
  after: Settlement,
  accountName: (conta: Settlement['conta']) => string,
): Change[] {
  const fields: Array<[string, (s: Settlement) => string]> = [
    ['Data do pagamento', (s) => formatDateBR(s.data_pagamento)],
    ['Conta financeira', (s) => accountName(s.conta)],
    ['Forma de pagamento', (s) => (s.metodo_pagamento ? settlementMethodLabel(s.metodo_pagamento) : 'Não informada')],
    ['Valor bruto', (s) => money(s.composicao.valor_bruto)],
    ['Multa', (s) => money(s.composicao.multa)],
    ['Juros', (s) => money(s.composicao.juros)],
    ['Desconto', (s) => money(s.composicao.desconto)],
    ['Taxa', (s) => money(s.composicao.taxa)],
    ['NSU', (s) => textOf(s.nsu)],
    ['Observação', (s) => textOf(s.observacao)],
  ];
  return fields
    .map(([label, show]) => ({ label, before: show(before), after: show(after) }))
    .filter((c) => c.before !== c.after);
}
