/** The wizard's steps, the fields each validates, and the fields' names in its error summaries. */

export const STEPS = ['Cliente e itens', 'Recorrência', 'Pagamento e valores', 'Revisão'] as const;

/** The fields each step validates before the next (top-level paths of the request). */
export const STEP_FIELDS = [
  ['id_cliente', 'itens'],
  ['termos'],
  [
    'condicao_pagamento',
    'composicao_de_valor',
    'id_categoria',
    'id_centro_custo',
    'id_vendedor',
    'observacoes',
    'observacoes_pagamento',
  ],
] as const;

/** The fields' labels, as the steps show them, for the step's error summary. */
const FIELD_LABELS: Record<string, string> = {
  id_cliente: 'Cliente',
  itens: 'Itens',
  id: 'Produto ou serviço',
  quantidade: 'Quantidade',
  valor: 'Valor unitário',
  valor_custo: 'Valor de custo',
  descricao: 'Descrição',
  numero: 'Número do contrato',
  data_inicio: 'Data de início',
  data_fim: 'Data de fim',
  tipo_expiracao: 'Expiração',
  tipo_frequencia: 'Frequência',
  intervalo_frequencia: 'Intervalo',
  dia_emissao_venda: 'Dia de emissão',
  tipo_pagamento: 'Forma de pagamento',
  dia_vencimento: 'Dia de vencimento',
  primeira_data_vencimento: 'Primeiro vencimento',
  id_conta_financeira: 'Conta financeira',
  frete: 'Frete',
  tipo: 'Tipo de desconto',
  desconto: 'Desconto',
  id_categoria: 'Categoria',
  id_centro_custo: 'Centro de custo',
  id_vendedor: 'Vendedor',
  observacoes: 'Observações',
  observacoes_pagamento: 'Observações para a nota fiscal',
};

/** A field path in words: `itens.0.id` -> "Item 1: Produto ou serviço". */
export function fieldName(path: string): string {
  const parts = path.split('.');
  const item = parts[0] === 'itens' && /^\d+$/.test(parts[1] ?? '') ? `Item ${Number(parts[1]) + 1}` : null;
  const last = parts.filter((p) => !/^\d+$/.test(p)).at(-1) ?? path;
  const label = path === 'composicao_de_valor.desconto.valor' ? 'Desconto' : (FIELD_LABELS[last] ?? path);
  return item ? (parts.length > 2 ? `${item}: ${label}` : item) : label;
}

/** Which step holds a field path (`termos.numero` -> 1); unknown paths -> null. */
export function stepOf(path: string): number | null {
  const head = path.split('.')[0] ?? '';
  const index = STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(head));
  return index === -1 ? null : index;
}

/** Whether a path of a 400's message names a field of the wizard (one of its steps holds it). */
export const isWizardField = (path: string) => stepOf(path) !== null;
