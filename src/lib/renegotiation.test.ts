import { describe, expect, it } from 'vitest';
import {
  adjustmentCents,
  checkInstallment,
  markSending,
  nextRenegotiationAction,
  planRenegotiation,
  recordCheck,
  recordDone,
  recordEvent,
  recordProtocol,
  recordRefusal,
  recordUnknown,
  renegotiationDone,
  renegotiationRows,
  renegotiationRun,
  restoreRenegotiation,
  rowsRefusal,
  type RenegotiationRow,
  stepLabels,
  type RenegotiationSource,
} from './renegotiation';

const TODAY = '2026-03-10';
/** Money as the screen writes it, with plain spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const source: RenegotiationSource = {
  side: 'receber',
  installmentId: 'parcela-1',
  versao: 4,
  descricao: 'Contrato 12 - parcela 3',
  nota: 'Cliente pediu prazo.',
  dueDate: '2026-02-05',
  paidCents: 0,
  openCents: 100_00,
  partyId: 'cliente-1',
  categories: [{ id: 'categoria-1', weight: 1 }],
  costCenterId: null,
  competenceDate: '2026-02-01',
  accountId: 'conta-0',
};

const plan = (over: Partial<RenegotiationSource> = {}, adjustment = 0, count = 3) =>
  planRenegotiation({
    id: 'abc123',
    source: { ...source, ...over },
    adjustment,
    rows: renegotiationRows((over.openCents ?? source.openCents) + adjustment, count, '2026-04-10'),
    accountId: 'conta-1',
    today: TODAY,
  });

describe('the renegotiated value and its rows', () => {
  it('interest and discount, as a value or a percentage of the open value (rounded to the cent)', () => {
    expect(adjustmentCents(100_00, 'juros', 'valor', 15)).toBe(15_00);
    expect(adjustmentCents(100_00, 'desconto', 'valor', 2.5)).toBe(-2_50);
    expect(adjustmentCents(333_33, 'juros', 'percentual', 2)).toBe(6_67);
    expect(adjustmentCents(100_00, 'nenhum', 'valor', 15)).toBe(0);
    expect(adjustmentCents(100_00, 'juros', 'valor', -5)).toBe(0);
  });

  it('splits monthly, the odd cents to the first rows, adding up to the whole', () => {
    const rows = renegotiationRows(100_00, 3, '2026-01-31');
    expect(rows).toEqual([
      { dueDate: '2026-01-31', cents: 33_34 },
      { dueDate: '2026-02-28', cents: 33_33 },
      { dueDate: '2026-03-31', cents: 33_33 },
    ]);
  });

  it('refuses rows that do not add up, a zero row, a past date, a discount of everything', () => {
    const rows = renegotiationRows(100_00, 2, TODAY);
    expect(rowsRefusal(rows, 100_00, TODAY)).toBeNull();
    expect(plain(rowsRefusal([{ ...rows[0]!, cents: 60_00 }, rows[1]!], 100_00, TODAY)!)).toBe(
      'A soma das parcelas (R$ 110,00) difere do valor renegociado (R$ 100,00).',
    );
    expect(rowsRefusal([{ ...rows[0]!, cents: 0 }, rows[1]!], 100_00, TODAY)).toMatch(/parcela 1 precisa/);
    expect(rowsRefusal([{ ...rows[0]!, dueDate: '2026-03-09' }, rows[1]!], 100_00, TODAY)).toMatch(
      /vencimento da parcela 1/,
    );
    expect(rowsRefusal(rows, 0, TODAY)).toMatch(/desconto/);
  });

  it('names every row with a problem, and the sum, at once', () => {
    const rows = renegotiationRows(120_00, 4, TODAY);
    const [a, b, c, d] = rows as [RenegotiationRow, RenegotiationRow, RenegotiationRow, RenegotiationRow];
    expect(
      plain(
        rowsRefusal(
          [{ ...a, dueDate: '2026-03-09' }, { ...b, cents: 0 }, { ...c, dueDate: '2026-03-01', cents: 0 }, d],
          120_00,
          TODAY,
        )!,
      ),
    ).toBe(
      'As parcelas 2 e 3 precisam de um valor maior que zero. ' +
        'Os vencimentos das parcelas 1 e 3 devem ser hoje ou uma data futura. ' +
        'A soma das parcelas (R$ 60,00) difere do valor renegociado (R$ 120,00).',
    );
    expect(rowsRefusal([{ ...a, dueDate: '2026-03-09' }, b, c, d], 120_00, TODAY)).toBe(
      'O vencimento da parcela 1 deve ser hoje ou uma data futura.',
    );
  });
});

describe('the plan: the installment becomes the first, the others one new event', () => {
  it('changes the installment to the first row (value, due and expected date), marked, with the story in its note', () => {
    const p = plan({}, 15_00);
    expect(p.rows.map((r) => r.cents)).toEqual([38_34, 38_33, 38_33]);
    expect(p.patch).toMatchObject({
      vencimento: '2026-04-10',
      data_pagamento_esperado: '2026-04-10',
      descricao: 'Contrato 12 - parcela 3 (renegociada 1/3) [renegociação abc123]',
      composicao_valor: { valor_bruto: 38.34 },
    });
    expect(plain(p.patch.nota)).toContain('R$ 100,00 em aberto (venc. 05/02/2026) + juros de R$ 15,00 em 3 parcelas');
    expect(plain(p.patch.nota)).toContain('Nota anterior: Cliente pediu prazo.');
  });

  it('moves the installment to the account chosen for the others, and sends no account when it is already there', () => {
    expect(plan().patch.id_conta_financeira).toBe('conta-1');
    expect(plan().create?.conta_financeira).toBe('conta-1');
    expect(plan({ accountId: 'conta-1' }).patch).not.toHaveProperty('id_conta_financeira');
  });

  it('names the installments after the first in words that fit their count', () => {
    for (const [count, words] of [
      [2, 'a parcela 2'],
      [3, 'as parcelas 2 e 3'],
      [5, 'as parcelas 2 a 5'],
    ] as const) {
      const p = plan({}, 0, count);
      expect(stepLabels(p).create).toMatch(new RegExp(`^Criar ${words} em um novo lançamento`));
      expect(p.create?.observacao).toContain(`): ${words}; a 1ª é a própria parcela original.`);
      expect(plain(p.patch.nota)).toContain(
        `${words.replace(/^a/, 'A')} ${count === 2 ? 'está' : 'estão'} no lançamento`,
      );
    }
  });

  it('keeps what was paid in the installment value', () => {
    expect(plan({ paidCents: 40_00, openCents: 60_00 }).patch.composicao_valor.valor_bruto).toBe(60);
  });

  it('creates the rest with the party, category, competence date and account, each row marked', () => {
    const event = plan({}, -10_00).create!;
    expect(event).toMatchObject({
      data_competencia: '2026-02-01',
      valor: 60,
      contato: 'cliente-1',
      conta_financeira: 'conta-1',
      rateio: [{ id_categoria: 'categoria-1', valor: 60, rateio_centro_custo: [] }],
    });
    expect(
      event.condicao_pagamento.parcelas.map((p) => [p.descricao, p.data_vencimento, p.detalhe_valor.valor_bruto]),
    ).toEqual([
      ['Contrato 12 - parcela 3 (renegociada 2/3) [renegociação abc123]', '2026-05-10', 30],
      ['Contrato 12 - parcela 3 (renegociada 3/3) [renegociação abc123]', '2026-06-10', 30],
    ]);
  });

  it("shares the rest among the source's categories in their proportion, in whole cents that add up", () => {
    const split = plan({
      categories: [
        { id: 'servicos', weight: 200_00 },
        { id: 'licencas', weight: 100_00 },
      ],
      costCenterId: 'centro-1',
    }).create!;
    // Rows 2 and 3 hold 66.66, as 2:1; each share with the one cost centre.
    expect(split.rateio).toEqual([
      { id_categoria: 'servicos', valor: 44.44, rateio_centro_custo: [{ id_centro_custo: 'centro-1', valor: 44.44 }] },
      { id_categoria: 'licencas', valor: 22.22, rateio_centro_custo: [{ id_centro_custo: 'centro-1', valor: 22.22 }] },
    ]);
    const thirds = plan({ categories: ['a', 'b', 'c'].map((id) => ({ id, weight: 1 })) }, 2).create!;
    expect(thirds.valor).toBe(66.68);
    expect(thirds.rateio.map((r) => r.valor)).toEqual([22.23, 22.23, 22.22]);
    expect(thirds.rateio.reduce((s, r) => s + Math.round(r.valor * 100), 0)).toBe(Math.round(thirds.valor * 100));
  });

  it('one row only changes the installment; several need a category', () => {
    expect(plan({}, 0, 1).create).toBeNull();
    expect(() => plan({ categories: [] })).toThrow(/categoria/);
  });

  it('cuts a long description to leave room for the mark', () => {
    const p = plan({ descricao: 'x'.repeat(400) });
    expect(p.patch.descricao.length).toBeLessThanOrEqual(200);
    expect(p.patch.descricao.endsWith('[renegociação abc123]')).toBe(true);
    expect(p.create!.condicao_pagamento.parcelas[0]!.descricao.length).toBeLessThanOrEqual(255);
  });
});

describe('the run: each step stored before it leaves, never sent twice', () => {
  const start = () => renegotiationRun(plan());

  it('changes the installment, then creates the event, then is done', () => {
    let run = start();
    expect(nextRenegotiationAction(run)).toEqual({ type: 'enviar', step: 'patch' });
    expect(() => markSending(run, 'create')).toThrow();
    run = recordDone(markSending(run, 'patch'), 'patch');
    expect(nextRenegotiationAction(run)).toEqual({ type: 'enviar', step: 'create' });
    run = recordEvent(recordProtocol(markSending(run, 'create'), 'p-1'), 'evento-1');
    expect(renegotiationDone(run)).toBe(true);
  });

  it('the installment change sent, its answer lost: the resume reads the installment first', () => {
    const stored = JSON.parse(JSON.stringify(markSending(start(), 'patch'))) as unknown;
    const run = restoreRenegotiation(stored)!;
    expect(nextRenegotiationAction(run)).toEqual({ type: 'conferir', step: 'patch' });
    expect(() => markSending(run, 'patch')).toThrow();
    // Marked on the platform: done, not sent again.
    const done = recordCheck(
      run,
      'patch',
      checkInstallment(run.plan, { versao: 5, descricao: run.plan.patch.descricao }),
    );
    expect(done.patch.status).toBe('feito');
    expect(nextRenegotiationAction(done)).toEqual({ type: 'enviar', step: 'create' });
    // Untouched (same version, no mark): sent again.
    const again = recordCheck(
      run,
      'patch',
      checkInstallment(run.plan, { versao: 4, descricao: 'Contrato 12 - parcela 3' }),
    );
    expect(nextRenegotiationAction(again)).toEqual({ type: 'enviar', step: 'patch' });
    // Changed by someone else: the run stops, nothing sent.
    const changed = recordCheck(
      run,
      'patch',
      checkInstallment(run.plan, { versao: 6, descricao: 'Contrato 12 - parcela 3' }),
    );
    expect(nextRenegotiationAction(changed)).toMatchObject({ type: 'parada', step: 'patch' });
  });

  it('after the installment change: the resume creates the event, never the change again', () => {
    const run = restoreRenegotiation(JSON.parse(JSON.stringify(recordDone(markSending(start(), 'patch'), 'patch'))))!;
    expect(nextRenegotiationAction(run)).toEqual({ type: 'enviar', step: 'create' });
  });

  it('the creation sent, its answer lost: the resume looks for it before creating', () => {
    const sent = markSending(recordDone(markSending(start(), 'patch'), 'patch'), 'create');
    const run = restoreRenegotiation(JSON.parse(JSON.stringify(sent)))!;
    expect(nextRenegotiationAction(run)).toEqual({ type: 'conferir', step: 'create' });
    expect(recordCheck(run, 'create', { found: 'feito' }).create!.status).toBe('feito');
    expect(nextRenegotiationAction(recordCheck(run, 'create', { found: 'ausente' }))).toEqual({
      type: 'enviar',
      step: 'create',
    });
    // The protocol kept on answer survives the restore (the check reads it).
    expect(restoreRenegotiation(JSON.parse(JSON.stringify(recordProtocol(sent, 'p-9'))))!.create!.protocol).toBe('p-9');
  });

  it('a refusal stops the run; an unknown outcome is read before the next send', () => {
    const refused = recordRefusal(markSending(start(), 'patch'), 'patch', 'Conta inexistente.');
    expect(nextRenegotiationAction(refused)).toEqual({ type: 'parada', step: 'patch', message: 'Conta inexistente.' });
    const unknown = recordUnknown(markSending(start(), 'patch'), 'patch', 'Sem resposta.');
    expect(nextRenegotiationAction(unknown)).toEqual({ type: 'conferir', step: 'patch' });
  });

  it('refuses what is not a stored run', () => {
    expect(restoreRenegotiation(null)).toBeNull();
    expect(restoreRenegotiation({ version: 2 })).toBeNull();
    expect(restoreRenegotiation({ ...start(), patch: { status: 'x', verify: false } })).toBeNull();
  });
});
