import { describe, expect, it } from 'vitest';
import { createRun, runSummary } from '../../lib/statement';
import { candidatesProgressText, creditsStatus, runCounts, statementSummary } from './texts';

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
    expect(candidatesProgressText({ phase: 'busca', done: 1486, total: null })).toBe(
      'Buscando as parcelas em aberto (1.486 lidas)…',
    );
    expect(candidatesProgressText({ phase: 'baixas', done: 1, total: 1200 })).toBe(
      'Conferindo as baixas já registradas (1 de 1.200 parcelas)…',
    );
  });

  it('count the credits by state, "sem correspondência" apart from "a confirmar", leaving out states with none', () => {
    expect(creditsStatus(1, counts(1, 0, 0, 0))).toBe('1 crédito a conciliar: 1 confirmado.');
    expect(creditsStatus(4, counts(0, 1, 1, 2))).toBe(
      '4 créditos a conciliar: 1 a confirmar, 1 sem correspondência, 2 ignorados.',
    );
    expect(creditsStatus(2486, counts(1486, 0, 999, 1))).toBe(
      '2.486 créditos a conciliar: 1.486 confirmados, 999 sem correspondência, 1 ignorado.',
    );
  });

  it('count the run by outcome, with "não conciliada" for credits left without an installment', () => {
    const credit = (bankId: string) => ({ bankId, date: '2026-03-01' as const, amountCents: 100, description: bankId });
    const run = createRun(
      [],
      [
        { credit: credit('A'), reason: 'Ignorado pelo usuário.', status: 'ignorada' },
        { credit: credit('B'), reason: 'Sem correspondência.', status: 'nao-conciliada' },
        { credit: credit('C'), reason: 'Ignorado pelo usuário.', status: 'ignorada' },
      ],
    );
    expect(runCounts(runSummary(run))).toMatch(
      /^0 baixadas \(R\$\s0,00\), 0 recusadas, 0 não enviadas, 2 ignoradas, 1 não conciliada$/,
    );
    const one = createRun([], [{ credit: credit('A'), reason: 'Ignorado pelo usuário.', status: 'ignorada' }]);
    expect(runCounts(runSummary(one))).toMatch(/, 1 ignorada$/);
  });
});
