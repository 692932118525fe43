import { describe, expect, it } from 'vitest';
import { formatCents } from '../../lib/money';
import {
  createRun,
  markSending,
  recordSettled,
  runCounts,
  runSummary,
  type LineMatch,
  type MatchCandidate,
} from '../../lib/statement';
import {
  alreadySettledText,
  candidatesProgressText,
  fitText,
  lineNames,
  linesStatus,
  statementSummary,
  transfersText,
} from './texts';

const counts = (confirmada: number, aConfirmar: number, semCorrespondencia: number, ignorada: number) => ({
  confirmada,
  'a-confirmar': aConfirmar,
  'sem-correspondencia': semCorrespondencia,
  ignorada,
});

describe('reconciliation texts', () => {
  it('say one in the singular and count the Brazilian way', () => {
    expect(statementSummary('ofx', 1, 1)).toBe('extrato OFX com 1 crédito e 1 débito');
    expect(statementSummary('csv', 1486, 0)).toBe('extrato CSV com 1.486 créditos e 0 débitos');
    expect(candidatesProgressText(null)).toBe('Buscando as parcelas em aberto…');
    expect(candidatesProgressText({ side: 'receber', phase: 'busca', done: 1486, total: null })).toBe(
      'Buscando as parcelas a receber em aberto (1.486 lidas)…',
    );
    expect(candidatesProgressText({ side: 'pagar', phase: 'busca', done: 1, total: null })).toBe(
      'Buscando as parcelas a pagar em aberto (1 lida)…',
    );
    expect(candidatesProgressText({ side: 'pagar', phase: 'baixas', done: 1, total: 1200 })).toBe(
      'Conferindo as baixas já registradas (1 de 1.200 parcelas)…',
    );
  });

  it('count the credits by state, "sem correspondência" apart from "a confirmar", leaving out states with none', () => {
    expect(linesStatus('receber', 1, counts(1, 0, 0, 0))).toBe('1 crédito a conciliar: 1 confirmado.');
    expect(linesStatus('receber', 4, counts(0, 1, 1, 2))).toBe(
      '4 créditos a conciliar: 1 a confirmar, 1 sem correspondência, 2 ignorados.',
    );
    expect(linesStatus('receber', 2486, counts(1486, 0, 999, 1))).toBe(
      '2.486 créditos a conciliar: 1.486 confirmados, 999 sem correspondência, 1 ignorado.',
    );
  });

  it('count the run by outcome, with "não conciliada" for credits left without an installment', () => {
    const credit = (bankId: string) => ({ bankId, date: '2026-03-01' as const, amountCents: 100, description: bankId });
    const run = createRun(
      [],
      [
        { line: credit('A'), reason: 'Ignorado pelo usuário.', status: 'ignorada' },
        { line: credit('B'), reason: 'Sem correspondência.', status: 'nao-conciliada' },
        { line: credit('C'), reason: 'Ignorado pelo usuário.', status: 'ignorada' },
      ],
    );
    expect(runCounts(runSummary(run))).toMatch(
      /^0 baixadas \(R\$\s0,00\), 0 recusadas, 0 não enviadas, 2 ignoradas, 1 não conciliada$/,
    );
    const one = createRun([], [{ line: credit('A'), reason: 'Ignorado pelo usuário.', status: 'ignorada' }]);
    expect(runCounts(runSummary(one))).toMatch(/, 1 ignorada$/);
  });

  it('count the debits in their own words: "1 débito", "2 débitos"', () => {
    expect(linesStatus('pagar', 1, counts(1, 0, 0, 0))).toBe('1 débito a conciliar: 1 confirmado.');
    expect(linesStatus('pagar', 2, counts(0, 1, 0, 1))).toBe('2 débitos a conciliar: 1 a confirmar, 1 ignorado.');
    expect(linesStatus('pagar', 1486, counts(0, 0, 1486, 0))).toBe(
      '1.486 débitos a conciliar: 1.486 sem correspondência.',
    );
    expect(transfersText('pagar', 1)).toMatch(/^1 débito deste extrato é transferência entre contas registrada /);
    expect(transfersText('receber', 2)).toMatch(
      /^2 créditos deste extrato são transferências entre contas registradas .*: não entram nas baixas nem viram lançamentos\.$/,
    );
    expect(alreadySettledText('pagar', 1)).toMatch(/^1 débito deste extrato já está baixado em uma parcela a pagar /);
    expect(alreadySettledText('pagar', 2)).toMatch(/^2 débitos deste extrato já estão baixados em parcelas a pagar /);
    expect(alreadySettledText('receber', 1)).toMatch(
      /^1 crédito deste extrato já está baixado em uma parcela a receber /,
    );
  });

  it('say what was received and what was paid once debits are settled', () => {
    const line = (bankId: string, amountCents: number) => ({
      bankId,
      date: '2026-03-01' as const,
      amountCents,
      description: bankId,
    });
    const request = (nsu: string, valor_bruto: number) => ({
      data_pagamento: '2026-03-01' as const,
      conta_financeira: 'c',
      composicao_valor: { valor_bruto },
      metodo_pagamento: 'PIX_PAGAMENTO_INSTANTANEO' as const,
      observacao: 'x',
      nsu,
    });
    const settleAll = (run: ReturnType<typeof createRun>) =>
      run.lines.reduce((r, l) => recordSettled(markSending(r, l.key), l.key, null), run);
    const both = settleAll(
      createRun([
        { line: line('C', 204_690), installmentId: 'i', request: request('C', 2046.9) },
        { line: line('D', -15_000), installmentId: 'p', request: request('D', 150) },
      ]),
    );
    expect(runCounts(runSummary(both))).toMatch(
      /^2 baixadas \(R\$\s2\.046,90 recebidos, R\$\s150,00 pagos\), 0 recusadas, 0 não enviadas, 0 ignoradas$/,
    );
    const paidOnly = settleAll(
      createRun([{ line: line('D', -15_000), installmentId: 'p', request: request('D', 150) }]),
    );
    expect(runCounts(runSummary(paidOnly))).toMatch(/^1 baixada \(R\$\s150,00 pagos\)/);
  });
});

describe('fitText', () => {
  const candidate = (amountFit: MatchCandidate['amountFit'], remainingAfterCents: number, remainingCents: number) =>
    ({ amountFit, remainingAfterCents, installment: { remainingCents } }) as MatchCandidate;

  it('says how the amount of the line fits the open amount of the installment', () => {
    expect(fitText(candidate('exato', 0, 50000), 50000)).toBe('valor exato');
    expect(fitText(candidate('parcial', 20000, 50000), 30000)).toBe('baixa parcial: restam R$\u00a0200,00');
    expect(fitText(candidate('excedente', 0, 50000), 60000)).toBe(
      'acima do valor em aberto (R$\u00a0500,00): a diferença fica como excedente de R$\u00a0100,00',
    );
  });
});

describe('lineNames', () => {
  it('name each line by side, day and value, and lines alike also by their place in the file', () => {
    const line = (bankId: string, index: number, date: string, amountCents: number): LineMatch => ({
      line: { bankId, fitId: null, date, amountCents, description: 'PIX', type: null, document: null, index },
      side: amountCents > 0 ? 'receber' : 'pagar',
      amountCents: Math.abs(amountCents),
      party: null,
      best: null,
      alternatives: [],
    });
    const names = lineNames([
      line('a', 0, '2026-12-05', 10000),
      line('b', 3, '2026-12-05', 10000),
      line('c', 4, '2026-12-05', 12000),
      line('d', 6, '2026-12-06', 10000),
    ]);
    expect([...names]).toEqual([
      ['a', `crédito de 05/12/2026 de ${formatCents(10000)} (lançamento 1 do arquivo)`],
      ['b', `crédito de 05/12/2026 de ${formatCents(10000)} (lançamento 4 do arquivo)`],
      ['c', `crédito de 05/12/2026 de ${formatCents(12000)}`],
      ['d', `crédito de 06/12/2026 de ${formatCents(10000)}`],
    ]);
    expect(lineNames([line('e', 2, '2026-12-05', -5000)]).get('e')).toBe(
      `débito de 05/12/2026 de ${formatCents(5000)}`,
    );
  });
});
