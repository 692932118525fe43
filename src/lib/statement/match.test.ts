import { describe, expect, it } from 'vitest';
import { documentsIn, dueDateWindow, matchCredits, nameTokens, type ReconcilableInstallment } from './match';
import type { StatementTransaction } from './types';

let seq = 0;
const credit = (
  amountCents: number,
  description: string,
  date = '2026-03-10',
  bankId?: string,
): StatementTransaction => ({
  bankId: bankId ?? `FIT${++seq}`,
  fitId: null,
  date,
  amountCents,
  description,
  type: 'CREDIT',
  document: null,
  index: seq,
});

const inst = (
  id: string,
  remainingCents: number,
  patch: Partial<ReconcilableInstallment> = {},
): ReconcilableInstallment => ({
  id,
  customerName: null,
  customerDocument: null,
  dueDate: '2026-03-10',
  remainingCents,
  status: 'EM_ABERTO',
  ...patch,
});

const bestIds = (matches: ReturnType<typeof matchCredits>) => matches.map((m) => m.best?.installment.id ?? null);

describe('matchCredits', () => {
  it('proposes the installment whose remaining value is exactly the credit', () => {
    const [m] = matchCredits([credit(15000, 'PIX RECEBIDO')], [inst('a', 14999), inst('b', 15000), inst('c', 15001)]);
    expect(m!.best).toMatchObject({
      installment: { id: 'b' },
      amountFit: 'exato',
      identity: null,
      daysFromDue: 0,
      remainingAfterCents: 0,
    });
    expect(m!.alternatives).toEqual([]);
  });

  it('says "sem correspondência" when nothing fits', () => {
    const [m] = matchCredits([credit(777, 'PIX RECEBIDO FULANO')], [inst('a', 1000), inst('b', 500)]);
    expect(m).toMatchObject({ best: null, alternatives: [] });
  });

  it('finds the CPF or CNPJ in the memo, formatted or not', () => {
    const installments = [
      inst('cpf', 50000, { customerDocument: '123.456.789-09' }),
      inst('cnpj', 50000, { customerDocument: '12345678000195' }),
      inst('other', 50000, { customerDocument: '98765432100', dueDate: '2026-03-10' }),
    ];
    const ms = matchCredits(
      [
        credit(30000, 'PIX RECEBIDO 12345678909 MARIA'),
        credit(30000, 'TED 12.345.678/0001-95 ACME'),
        credit(30000, 'DOC 111.222.333-44'),
      ],
      installments,
    );
    expect(ms.map((m) => [m.best?.installment.id, m.best?.amountFit, m.best?.identity])).toEqual([
      ['cpf', 'parcial', 'documento'],
      ['cnpj', 'parcial', 'documento'],
      [undefined, undefined, undefined],
    ]);
    expect(ms[0]!.best!.remainingAfterCents).toBe(20000);
    expect([...documentsIn('a 123.456.789-09 b 12.345.678/0001-95 c 98765432100 12345')].sort()).toEqual([
      '12345678000195',
      '12345678909',
      '98765432100',
    ]);
  });

  it('matches names without accents or case, by words, including a memo cut short', () => {
    const installments = [
      inst('jose', 100000, { customerName: 'José Antônio da Conceição' }),
      inst('maria', 100000, { customerName: 'Maria Aparecida dos Santos Silva' }),
      inst('padaria', 100000, { customerName: 'Padaria São João Ltda' }),
    ];
    const ms = matchCredits(
      [
        credit(40000, 'PIX RECEBIDO JOSE ANTONIO CONCEICAO'),
        credit(40000, 'TED MARIA APARECIDA DOS S'),
        credit(40000, 'PIX PADARIA SAO JOA'),
      ],
      installments,
    );
    expect(ms.map((m) => [m.best?.installment.id, m.best?.identity])).toEqual([
      ['jose', 'nome'],
      ['maria', 'nome-parcial'],
      ['padaria', 'nome'],
    ]);
    expect(nameTokens('Padaria São João Ltda')).toEqual(['padaria', 'sao', 'joao']);
  });

  it('does not take one shared word, or a common word, for a name', () => {
    const installments = [
      inst('a', 100000, { customerName: 'João Silva' }),
      inst('b', 100000, { customerName: 'Pix Comércio' }),
    ];
    const [m] = matchCredits([credit(5000, 'PIX RECEBIDO JOAO PEREIRA')], installments);
    expect(m!.best).toBeNull();
  });

  it('ranks exact amount first, then document, then name, then due-date closeness', () => {
    const installments = [
      inst('near-no-id', 20000, { dueDate: '2026-03-09' }),
      inst('far-name', 20000, { customerName: 'Carla Souza', dueDate: '2026-02-01' }),
      inst('mid-doc', 20000, { customerDocument: '52998224725', dueDate: '2026-02-20' }),
      inst('partial-doc', 90000, { customerDocument: '52998224725', dueDate: '2026-03-10' }),
    ];
    const [m] = matchCredits([credit(20000, 'PIX CARLA SOUZA 529.982.247-25')], installments);
    expect([m!.best, ...m!.alternatives].map((c) => [c!.installment.id, c!.amountFit, c!.identity])).toEqual([
      ['mid-doc', 'exato', 'documento'],
      ['far-name', 'exato', 'nome'],
      ['near-no-id', 'exato', null],
      ['partial-doc', 'parcial', 'documento'],
    ]);
  });

  it('breaks ties deterministically: closeness, then earlier due date, then id', () => {
    const installments = [
      inst('z', 1000, { dueDate: '2026-03-12' }),
      inst('y', 1000, { dueDate: '2026-03-08' }),
      inst('x', 1000, { dueDate: '2026-03-08' }),
    ];
    const [m] = matchCredits([credit(1000, 'PIX')], installments);
    expect([m!.best, ...m!.alternatives].map((c) => c!.installment.id)).toEqual(['x', 'y', 'z']);
    const [again] = matchCredits([credit(1000, 'PIX')], [...installments].reverse());
    expect([again!.best, ...again!.alternatives].map((c) => c!.installment.id)).toEqual(['x', 'y', 'z']);
  });

  it('never proposes one installment as the best of two credits, and gives the second its next candidate', () => {
    const installments = [inst('a', 5000, { dueDate: '2026-03-10' }), inst('b', 5000, { dueDate: '2026-03-20' })];
    const ms = matchCredits([credit(5000, 'PIX', '2026-03-11'), credit(5000, 'PIX', '2026-03-10')], installments);
    // The credit of 10/03 is closest to a (0 days): it gets a; the other gets b.
    expect(bestIds(ms)).toEqual(['b', 'a']);
    expect(ms[0]!.alternatives.map((c) => c.installment.id)).toEqual(['a']);
    const three = matchCredits([credit(5000, 'PIX'), credit(5000, 'PIX'), credit(5000, 'PIX')], installments);
    expect(bestIds(three)).toEqual(['a', 'b', null]);
    expect(three[2]!.alternatives.map((c) => c.installment.id)).toEqual(['a', 'b']);
  });

  it('gives an installment to the credit that names its customer over one that only has the amount', () => {
    const installments = [inst('ana', 5000, { customerName: 'Ana Beatriz Lima' })];
    const ms = matchCredits([credit(5000, 'PIX RECEBIDO'), credit(5000, 'PIX ANA BEATRIZ LIMA')], installments);
    expect(bestIds(ms)).toEqual([null, 'ana']);
  });

  it('proposes a partial settlement only with the customer identified, and an overpayment likewise', () => {
    const installments = [inst('a', 100000, { customerName: 'Bruno Costa' }), inst('b', 100000)];
    const ms = matchCredits(
      [credit(40000, 'PIX BRUNO COSTA'), credit(40000, 'PIX ALGUEM'), credit(120000, 'TED BRUNO COSTA', '2026-03-11')],
      [...installments],
    );
    expect(ms[0]!.best).toMatchObject({ installment: { id: 'a' }, amountFit: 'parcial', remainingAfterCents: 60000 });
    expect(ms[1]!.best).toBeNull();
    expect(ms[2]!.best).toBeNull(); // a is taken by the better (partial) pair…
    expect(ms[2]!.alternatives).toMatchObject([{ installment: { id: 'a' }, amountFit: 'excedente' }]); // …and stays an alternative
  });

  it('takes a credit larger than the remaining value only with the document or the whole name', () => {
    const installments = [inst('a', 10000, { customerName: 'Bruno Costa Lima' })];
    const ms = matchCredits([credit(12000, 'PIX BRUNO COSTA'), credit(12000, 'PIX BRUNO COSTA LIMA')], installments);
    expect(ms[0]).toMatchObject({ best: null, alternatives: [] });
    expect(ms[1]!.best).toMatchObject({
      installment: { id: 'a' },
      amountFit: 'excedente',
      identity: 'nome',
      remainingAfterCents: 0,
    });
  });

  it('only looks at open, overdue and partly received installments within the window', () => {
    const installments = [
      inst('paid', 1000, { status: 'RECEBIDO' }),
      inst('lost', 1000, { status: 'PERDIDO' }),
      inst('zero', 0),
      inst('late-61', 1000, { dueDate: '2026-01-08' }),
      inst('early-31', 1000, { dueDate: '2026-04-10' }),
      inst('overdue-60', 1000, { status: 'ATRASADO', dueDate: '2026-01-09' }),
      inst('partial-30', 1000, { status: 'RECEBIDO_PARCIAL', dueDate: '2026-04-09' }),
    ];
    const [m] = matchCredits([credit(1000, 'PIX')], installments);
    expect([m!.best, ...m!.alternatives].map((c) => c!.installment.id)).toEqual(['partial-30', 'overdue-60']);
    const [wide] = matchCredits([credit(1000, 'PIX')], installments, { daysBefore: 90, daysAfter: 40 });
    expect([wide!.best, ...wide!.alternatives].map((c) => c!.installment.id)).toEqual([
      'partial-30',
      'early-31',
      'overdue-60',
      'late-61',
    ]);
    expect(m!.best!.daysFromDue).toBe(-30);
  });

  it('never proposes an installment already settled by this bank line (its id in a settlement nsu)', () => {
    const c = credit(1000, 'PIX', '2026-03-10', 'FIT-42');
    const [m] = matchCredits(
      [c],
      [
        inst('a', 1000, { settledNsus: ['FIT-42'] }),
        inst('b', 1000, { settledNsus: ['FIT-41'], dueDate: '2026-03-30' }),
      ],
    );
    expect(m!.best?.installment.id).toBe('b');
    expect(m!.alternatives).toEqual([]);
  });

  it('ignores debits and keeps at most maxAlternatives', () => {
    const many = Array.from({ length: 9 }, (_, i) => inst(`i${i}`, 1000, { dueDate: `2026-03-1${i}` }));
    const [debit, c] = matchCredits([credit(-1000, 'PIX'), credit(1000, 'PIX')], many, { maxAlternatives: 3 });
    expect(debit).toMatchObject({ best: null, alternatives: [] });
    expect(c!.alternatives).toHaveLength(3);
  });
});

describe('dueDateWindow', () => {
  it('spans the credits plus the window', () => {
    expect(dueDateWindow([{ date: '2026-03-10' }, { date: '2026-02-01' }])).toEqual({
      from: '2025-12-03',
      to: '2026-04-09',
    });
    expect(dueDateWindow([{ date: '2026-03-10' }], { daysBefore: 1, daysAfter: 1 })).toEqual({
      from: '2026-03-09',
      to: '2026-03-11',
    });
    expect(dueDateWindow([])).toBeNull();
  });
});
