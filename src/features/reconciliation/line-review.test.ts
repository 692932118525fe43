import { describe, expect, it } from 'vitest';
import { installmentLabel } from '../../lib/labels/statement';
import {
  createRun,
  matchStatement,
  type ReconcilableInstallment,
  type StatementTransaction,
} from '../../lib/statement';
import {
  decide,
  exactPending,
  heldCents,
  initialDecisions,
  restoreDecisions,
  runInput,
  sharedWith,
  type Decision,
} from './line-review';
import { SHARED_SKIP_REASON } from './texts';

const ACCOUNT = '0190a5c8-0000-7000-8000-00000000a001';
const credit = (bankId: string, amountCents: number, description: string): StatementTransaction => ({
  bankId,
  fitId: bankId,
  date: '2026-03-10',
  amountCents,
  description,
  type: 'CREDIT',
  document: null,
  index: 0,
});
const installment = (id: string, remainingCents: number, partyName: string): ReconcilableInstallment => ({
  id,
  partyName,
  partyDocument: null,
  dueDate: '2026-03-08',
  remainingCents,
  status: 'ATRASADO',
  description: `Parcela ${id}`,
});

const credits = [
  credit('F1', 10_000, 'PIX RECEBIDO'),
  credit('F2', 4_000, 'TED RECEBIDA MARIA SOUZA'),
  credit('F3', 777, 'DEP DINHEIRO'),
];
const installments = [
  installment('i1', 10_000, 'José Lima'),
  installment('i2', 9_000, 'Maria Souza'),
  installment('i3', 10_000, 'Ana Reis'),
];
const matches = matchStatement(credits, installments);

describe('the review of each statement line', () => {
  it('start with the proposal, "a confirmar"; a credit without one has no choice', () => {
    const d = initialDecisions(matches);
    expect(d.get('F1')).toEqual({ status: 'a-confirmar', choice: 'i1' });
    expect(d.get('F2')).toEqual({ status: 'a-confirmar', choice: 'i2' });
    expect(d.get('F3')).toEqual({ status: 'a-confirmar', choice: null });
  });

  it('confirm needs a choice; choosing another goes back to "a confirmar"; skip and undo', () => {
    let d = initialDecisions(matches);
    d = decide(d, { type: 'confirmar', key: 'F3', matches });
    expect(d.get('F3')!.status).toBe('a-confirmar');
    d = decide(d, { type: 'confirmar', key: 'F1', matches });
    expect(d.get('F1')!.status).toBe('confirmada');
    d = decide(d, { type: 'escolher', key: 'F1', installmentId: 'i3' });
    expect(d.get('F1')).toEqual({ status: 'a-confirmar', choice: 'i3' });
    d = decide(d, { type: 'ignorar', key: 'F2' });
    expect(d.get('F2')!.status).toBe('ignorada');
    d = decide(d, { type: 'desfazer', key: 'F2' });
    expect(d.get('F2')).toEqual({ status: 'a-confirmar', choice: 'i2' });
  });

  it('the bulk action confirms only exact proposals still to confirm', () => {
    let d = initialDecisions(matches);
    expect(exactPending(matches, d)).toBe(1); // F1 (exact); F2 is partial
    d = decide(d, { type: 'confirmar-exatas', matches });
    expect(d.get('F1')!.status).toBe('confirmada');
    expect(d.get('F2')!.status).toBe('a-confirmar');
    expect(exactPending(matches, d)).toBe(0);
    // A credit moved to an alternative is not the proposal any more: the bulk action leaves it.
    let e = decide(initialDecisions(matches), { type: 'escolher', key: 'F1', installmentId: 'i3' });
    e = decide(e, { type: 'confirmar-exatas', matches });
    expect(e.get('F1')!.status).toBe('a-confirmar');
  });

  it('the run settles the confirmed credits (partial for the credit only) and lists the others with why', () => {
    let d = initialDecisions(matches);
    d = decide(d, { type: 'confirmar', key: 'F1', matches });
    d = decide(d, { type: 'confirmar', key: 'F2', matches });
    const { items, skipped } = runInput(matches, d, ACCOUNT);
    expect(items.map((i) => [i.line.bankId, i.installmentId, i.request.nsu, i.request.composicao_valor])).toEqual([
      ['F1', 'i1', 'F1', { valor_bruto: 100 }],
      ['F2', 'i2', 'F2', { valor_bruto: 40 }],
    ]);
    expect(items[1]!.installmentLabel).toBe('Maria Souza · Parcela i2 · venc. 08/03/2026');
    expect(skipped).toEqual([
      { line: expect.objectContaining({ bankId: 'F3' }), reason: 'Sem correspondência.', status: 'nao-conciliada' },
    ]);

    const notConfirmed = runInput(matches, decide(d, { type: 'desfazer', key: 'F1' }), ACCOUNT);
    // Only a credit the user skipped is "ignorada"; one left without an installment is "não conciliada".
    expect(notConfirmed.skipped.map((s) => [s.reason, s.status])).toEqual([
      ['Não confirmado.', 'nao-conciliada'],
      ['Sem correspondência.', 'nao-conciliada'],
    ]);
    const ignored = runInput(matches, decide(d, { type: 'ignorar', key: 'F2' }), ACCOUNT);
    expect(ignored.skipped.map((s) => [s.reason, s.status])).toEqual([
      ['Ignorado pelo usuário.', 'ignorada'],
      ['Sem correspondência.', 'nao-conciliada'],
    ]);
  });

  it('the bulk action leaves an exact proposal whose memo names another payer; it can be confirmed alone', () => {
    const other = matchStatement(
      [credit('J1', 123_456, 'TED RECEBIDA - JOSÉ DA CONCEIÇÃO'), credit('M1', 4_000, 'PIX RECEBIDO MARIA SOUZA')],
      [installment('c1', 123_456, 'Clínica Sorriso Pleno Ltda'), installment('m1', 4_000, 'Maria Souza Ltda')],
    );
    expect(other[0]!.best).toMatchObject({ installment: { id: 'c1' }, amountFit: 'exato', partyFit: 'diferente' });
    let d = initialDecisions(other);
    expect(exactPending(other, d)).toBe(1); // M1 only
    d = decide(d, { type: 'confirmar-exatas', matches: other });
    expect(d.get('J1')!.status).toBe('a-confirmar');
    expect(d.get('M1')!.status).toBe('confirmada');
    d = decide(d, { type: 'confirmar', key: 'J1', matches: other });
    expect(d.get('J1')).toEqual({ status: 'confirmada', choice: 'c1' });
  });

  describe('lines sharing one installment', () => {
    // Two credits naming José Lima: his installment of R$ 100,00 is the proposal of one, an alternative of the other.
    const twice = (first: number, second: number) =>
      matchStatement(
        [credit('A1', first, 'PIX RECEBIDO JOSE LIMA'), credit('A2', second, 'PIX RECEBIDO JOSE LIMA')],
        [installment('j1', 10_000, 'José Lima')],
      );

    it('a second line may not settle an installment the first already settles in full', () => {
      const same = twice(10_000, 10_000);
      let d = initialDecisions(same);
      d = decide(d, { type: 'escolher', key: 'A2', installmentId: 'j1' });
      d = decide(d, { type: 'confirmar', key: 'A1', matches: same });
      expect(sharedWith(same[1]!, d.get('A2'), heldCents(same, d))).toEqual({ othersCents: 10_000, refused: true });
      d = decide(d, { type: 'confirmar', key: 'A2', matches: same });
      expect(d.get('A2')).toEqual({ status: 'a-confirmar', choice: 'j1' });
      // Undoing the first frees the installment for the second.
      d = decide(d, { type: 'desfazer', key: 'A1' });
      d = decide(d, { type: 'confirmar', key: 'A2', matches: same });
      expect(d.get('A2')!.status).toBe('confirmada');
    });

    it('two payments of one installment within what is open are both settled', () => {
      const halves = twice(6_000, 4_000);
      let d = initialDecisions(halves);
      d = decide(d, { type: 'escolher', key: 'A2', installmentId: 'j1' });
      d = decide(d, { type: 'confirmar', key: 'A1', matches: halves });
      d = decide(d, { type: 'confirmar', key: 'A2', matches: halves });
      expect(sharedWith(halves[1]!, d.get('A2'), heldCents(halves, d))).toEqual({ othersCents: 6_000, refused: false });
      expect(runInput(halves, d, ACCOUNT).items.map((i) => [i.line.bankId, i.installmentId])).toEqual([
        ['A1', 'j1'],
        ['A2', 'j1'],
      ]);
    });

    it('the bulk action, a restored visit and the run never settle one installment twice', () => {
      const same = twice(10_000, 10_000);
      const both = new Map<string, Decision>([
        ['A1', { status: 'confirmada', choice: 'j1' }],
        ['A2', { status: 'confirmada', choice: 'j1' }],
      ]);
      const { items, skipped } = runInput(same, both, ACCOUNT);
      expect(items.map((i) => i.line.bankId)).toEqual(['A1']);
      expect(skipped).toEqual([
        { line: expect.objectContaining({ bankId: 'A2' }), reason: SHARED_SKIP_REASON, status: 'nao-conciliada' },
      ]);
      const restored = restoreDecisions(same, both);
      expect(restored.decisions.get('A2')).toEqual({ status: 'a-confirmar', choice: 'j1' });
      expect(restored.undone).toBe(1);
      const pending = new Map<string, Decision>([
        ['A1', { status: 'a-confirmar', choice: 'j1' }],
        ['A2', { status: 'a-confirmar', choice: 'j1' }],
      ]);
      expect(exactPending(same, pending)).toBe(1);
      const bulk = decide(pending, { type: 'confirmar-exatas', matches: same });
      expect([...bulk.values()].filter((x) => x.status === 'confirmada')).toHaveLength(1);
    });
  });

  it('restores decisions kept from an earlier visit while their installment is still offered', () => {
    const stored = new Map<string, Decision>([
      ['F1', { status: 'confirmada', choice: 'i3' }], // i3 is an alternative of F1: kept
      ['F2', { status: 'confirmada', choice: 'gone' }], // no longer offered: back to the proposal, counted
      ['F3', { status: 'ignorada', choice: null }],
      ['OLD', { status: 'confirmada', choice: 'i1' }], // a credit no longer proposed (settled meanwhile)
    ]);
    const { decisions, undone } = restoreDecisions(matches, stored);
    expect([...decisions]).toEqual([
      ['F1', { status: 'confirmada', choice: 'i3' }],
      ['F2', { status: 'a-confirmar', choice: 'i2' }],
      ['F3', { status: 'ignorada', choice: null }],
    ]);
    expect(undone).toBe(1);
    expect(restoreDecisions(matches, new Map())).toEqual({ decisions: initialDecisions(matches), undone: 0 });
  });

  describe('credits and debits together', () => {
    const debit = (bankId: string, amountCents: number, description: string) => ({
      ...credit(bankId, -amountCents, description),
      type: 'DEBIT',
    });
    const payable = (id: string, remainingCents: number, partyName: string): ReconcilableInstallment => ({
      ...installment(id, remainingCents, partyName),
      side: 'pagar',
      description: `Conta ${id}`,
    });
    const mixed = matchStatement(
      [
        credit('F1', 10_000, 'PIX RECEBIDO'),
        debit('D1', 68_970, 'PAGAMENTO BOLETO DISTRIBUIDORA ATLANTICA'),
        debit('D2', 41_500, 'PIX ENVIADO - HOTEL RECANTO'), // names another payee
        debit('D3', 990, 'TARIFA PACOTE'),
      ],
      [
        ...installments,
        payable('p1', 68_970, 'Distribuidora Atlântica de Papéis Ltda'),
        payable('p2', 41_500, 'Transportadora Rota Sul S.A.'),
      ],
    );

    it('the bulk action covers both sides and still leaves out a debit whose memo names another payee', () => {
      expect(
        mixed.map((m) => [m.line.bankId, m.side, m.best?.installment.id ?? null, m.best?.partyFit ?? null]),
      ).toEqual([
        ['F1', 'receber', 'i1', null],
        ['D1', 'pagar', 'p1', 'confere'],
        ['D2', 'pagar', 'p2', 'diferente'],
        ['D3', 'pagar', null, null],
      ]);
      let d = initialDecisions(mixed);
      expect(exactPending(mixed, d)).toBe(2); // F1 and D1
      d = decide(d, { type: 'confirmar-exatas', matches: mixed });
      expect([...d].map(([key, x]) => [key, x.status])).toEqual([
        ['F1', 'confirmada'],
        ['D1', 'confirmada'],
        ['D2', 'a-confirmar'],
        ['D3', 'a-confirmar'],
      ]);
      d = decide(d, { type: 'confirmar', key: 'D2', matches: mixed });

      const { items, skipped } = runInput(mixed, d, ACCOUNT);
      expect(
        items.map((i) => [i.line.bankId, i.line.amountCents, i.installmentId, i.request.composicao_valor]),
      ).toEqual([
        ['F1', 10_000, 'i1', { valor_bruto: 100 }],
        ['D1', -68_970, 'p1', { valor_bruto: 689.7 }],
        ['D2', -41_500, 'p2', { valor_bruto: 415 }],
      ]);
      expect(items[1]!.installmentLabel).toBe('Distribuidora Atlântica de Papéis Ltda · Conta p1 · venc. 08/03/2026');
      expect(skipped).toEqual([
        { line: expect.objectContaining({ bankId: 'D3' }), reason: 'Sem correspondência.', status: 'nao-conciliada' },
      ]);
      // The run carries each line's side, with the amount without its sign.
      expect(createRun(items, skipped).lines.map((l) => [l.key, l.side, l.amountCents])).toEqual([
        ['F1', 'receber', 10_000],
        ['D1', 'pagar', 68_970],
        ['D2', 'pagar', 41_500],
        ['D3', 'pagar', 990],
      ]);
    });

    it('restores the decisions kept before debits were reconciled: the credits keep theirs, the debits start over', () => {
      const stored = new Map<string, Decision>([['F1', { status: 'confirmada', choice: 'i1' }]]);
      const { decisions, undone } = restoreDecisions(mixed, stored);
      expect(undone).toBe(0);
      expect(decisions.get('F1')).toEqual({ status: 'confirmada', choice: 'i1' });
      expect(decisions.get('D1')).toEqual({ status: 'a-confirmar', choice: 'p1' });
    });

    it('names a payable without a supplier as such', () => {
      expect(installmentLabel({ side: 'pagar', partyName: null, description: 'DAS', dueDate: '2026-03-20' })).toBe(
        'Sem fornecedor · DAS · venc. 20/03/2026',
      );
      expect(installmentLabel({ partyName: null, description: null, dueDate: '2026-03-20' })).toBe(
        'Sem cliente · Sem descrição · venc. 20/03/2026',
      );
    });
  });
});
