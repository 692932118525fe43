import { describe, expect, it } from 'vitest';
import { keptWork } from './kept-work';

/** A Storage holding `entries`, as the browser's would. */
function storage(entries: Record<string, string>): () => Storage {
  const map = new Map(Object.entries(entries));
  const s = {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
  } as Storage;
  return () => s;
}

const local = storage({
  'fechamento.meses@a': JSON.stringify({
    '2026-10': { closedAt: '2026-11-03T10:00:00', closedRevenueCents: 100 },
    '2026-11': { closedAt: '2026-12-02T10:00:00' },
    '2026-12': { reviewedAt: '2026-12-03T09:00:00' },
  }),
  'conciliacao.rascunho@a': '{}',
  'conciliacao.rascunho.decisoes@a': '{}',
  'baixas-em-lote.pagar@a': '{}',
  'pagamentos.novo.rascunho:ana@a': '{}',
  'renegociacoes@b': JSON.stringify({ p1: {}, p2: {} }),
  'cobrancas.reemissoes@b': JSON.stringify({ p1: { phase: 'issue' }, p2: { phase: 'done' } }),
  'parcelas.historico@b': JSON.stringify({ p1: [], p2: [], p3: [] }),
  // Caches read or learned again: not work.
  'captura.envios-recentes@c': '[]',
  'contratos.em-reajuste@c': '{}',
  'conciliacao.categorias@c': '{}',
  'api-rate-budget:http://x@c': '{}',
  // Outside the company rule.
  'mantine-color-scheme-value': 'dark',
  'contratos-saida': '1',
});
const session = storage({ 'recebiveis.baixa.rascunho:ana:p9@a': '{}', 'oidc.user:x#a': '{}' });

describe('keptWork', () => {
  it('names, per company, the work only this browser keeps', () => {
    expect(keptWork(null, [local, session])).toEqual([
      {
        company: 'a',
        items: [
          '2 meses fechados',
          'a conferência de 1 mês',
          'uma conciliação de extrato em andamento',
          'uma baixa em lote não terminada (contas a pagar)',
          '2 rascunhos de formulário',
        ],
      },
      {
        company: 'b',
        items: [
          '2 renegociações não terminadas',
          '1 reemissão de cobrança não terminada',
          'o histórico de alterações de 3 parcelas',
        ],
      },
    ]);
  });

  it('reads only the companies asked for, in their order', () => {
    expect(keptWork(['c', 'b'], [local, session]).map((w) => w.company)).toEqual(['b']);
    expect(keptWork(['c'], [local, session])).toEqual([]);
  });

  it('keeps going past a damaged value or a blocked storage', () => {
    const damaged = storage({ 'fechamento.meses@a': '{not json', 'renegociacoes@a': '[1]', 'x.rascunho:u@a': '' });
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(keptWork(null, [blocked, damaged])).toEqual([{ company: 'a', items: ['1 rascunho de formulário'] }]);
  });
});
