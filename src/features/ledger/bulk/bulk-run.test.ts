import { describe, expect, it } from 'vitest';
import type { Receivable } from '../../../api/receivables';
import {
  markSending,
  nextAction,
  recordCheck,
  recordFailure,
  recordSettled,
  restoreRun,
  retryable,
  retryLine,
  runCounts,
  runSummary,
  shownStatus,
  skipLine,
} from '../../../lib/settlement-run';
import { bulkRun, checkInstallment, freshSelection, NOT_FOUND_STATUS, reviewOf, selectionWindows } from './bulk-run';

const row = (id: string, open: number, status = 'EM_ABERTO', settleable = true): Receivable => ({
  id,
  descricao: `Conta ${id}`,
  data_vencimento: '2026-11-21',
  data_competencia: '2026-11-01',
  status,
  statusLabel: status === 'EM_ABERTO' ? 'Em aberto' : 'Pago',
  settleable,
  total: open,
  pago: 0,
  nao_pago: open,
  pessoa: { id: 's', nome: 'Fornecedor' },
  categorias: [],
  centros_de_custo: [],
});
const CHOICE = { data_pagamento: '2026-11-21' as const, conta_financeira: 'acc' };

describe('bulk settlement run', () => {
  it('sends the open ones with their whole open value; the others are skipped with a reason', () => {
    const rows = [row('a', 10.5), row('b', 20), row('c', 0, 'QUITADO', false), row('a', 10.5)];
    const review = reviewOf(rows.slice(0, 3));
    expect(review).toMatchObject({ count: 2, totalCents: 3050 });
    expect(review.skipped[0]!.reason).toMatch(/Não está em aberto \(situação: Pago\)/);
    const run = bulkRun(rows, 'pagar', CHOICE);
    expect(run.lines.map((l) => [l.key, l.status, l.request?.composicao_valor.valor_bruto])).toEqual([
      ['a', 'pendente', 10.5],
      ['b', 'pendente', 20],
      ['c', 'ignorada', undefined],
    ]);
    expect(run.lines[0]!.request).toEqual({ ...CHOICE, composicao_valor: { valor_bruto: 10.5 } });
  });

  it('a 500 leaves that one retryable, checked on the platform before it is sent again', () => {
    let run = bulkRun([row('a', 10), row('b', 20)], 'pagar', CHOICE);
    run = recordSettled(markSending(run, 'a'), 'a', 's1');
    run = recordFailure(markSending(run, 'b'), 'b', { status: 500, message: 'Falha' });
    expect(runSummary(run).counts).toMatchObject({ baixada: 1, recusada: 1 });
    expect(nextAction(run).type).toBe('concluida');
    run = retryLine(run, 'b');
    expect(nextAction(run)).toMatchObject({ type: 'verificar', line: { key: 'b' } });
    // Still open as reviewed: sent again, once.
    run = recordCheck(run, 'b', checkInstallment(run.lines[1]!, { nao_pago: 20, settleable: true }));
    expect(nextAction(run)).toMatchObject({ type: 'enviar', line: { key: 'b' } });
    run = recordSettled(markSending(run, 'b'), 'b', 's2');
    expect(runSummary(run)).toMatchObject({ done: true, paidCents: 3000 });
  });

  it('a resumed run sends nothing done: the one in flight and those waiting are checked first', () => {
    let run = bulkRun([row('a', 10), row('b', 20), row('c', 30)], 'pagar', CHOICE);
    run = recordSettled(markSending(run, 'a'), 'a', 's1');
    run = markSending(run, 'b');
    const restored = restoreRun(JSON.parse(JSON.stringify(run)), true)!;
    expect(restored.lines.map((l) => [l.key, l.status, l.verify])).toEqual([
      ['a', 'baixada', false],
      ['b', 'pendente', true],
      ['c', 'pendente', true],
    ]);
    // The platform has b's settlement (nothing open), c untouched, so only c is sent.
    let next = recordCheck(restored, 'b', checkInstallment(restored.lines[1]!, { nao_pago: 0, settleable: false }));
    expect(next.lines[1]).toMatchObject({ status: 'baixada', message: 'A baixa já constava na plataforma.' });
    next = recordCheck(next, 'c', checkInstallment(next.lines[2]!, { nao_pago: 30, settleable: true }));
    expect(nextAction(next)).toMatchObject({ type: 'enviar', line: { key: 'c' } });
  });

  it('sends cut off as the page closed are checked when the run is taken up, a definite refusal is not', () => {
    let run = bulkRun([row('a', 10), row('b', 20), row('c', 30), row('d', 40)], 'pagar', CHOICE);
    // The page goes while a and b are on their way: their requests end without an answer.
    run = recordFailure(markSending(run, 'a'), 'a', { message: 'Não foi possível falar com o servidor.' });
    run = recordFailure(markSending(run, 'b'), 'b', { message: 'Não foi possível falar com o servidor.' });
    run = recordFailure(markSending(run, 'c'), 'c', { status: 422, message: 'Data inválida.' });
    const restored = restoreRun(JSON.parse(JSON.stringify(run)), true)!;
    expect(restored.lines.map((l) => [l.key, l.status, l.verify])).toEqual([
      ['a', 'pendente', true],
      ['b', 'pendente', true],
      ['c', 'recusada', false],
      ['d', 'pendente', true],
    ]);
    // a reached the platform, b did not: a is recorded as settled, b is sent, once.
    let next = recordCheck(restored, 'a', checkInstallment(restored.lines[0]!, { nao_pago: 0, settleable: false }));
    next = recordCheck(next, 'b', checkInstallment(next.lines[1]!, { nao_pago: 20, settleable: true }));
    expect(next.lines[0]).toMatchObject({ status: 'baixada', message: 'A baixa já constava na plataforma.' });
    expect(nextAction(next)).toMatchObject({ type: 'enviar', line: { key: 'b' } });
    expect(runSummary(next)).toMatchObject({ uncertain: 0, counts: { recusada: 1 } });
    // Before its check, a line sent when the page closed reads "a conferir", never "não enviada".
    expect(restored.lines.map(shownStatus)).toEqual(['a-conferir', 'a-conferir', 'recusada', 'pendente']);
    expect(runCounts(runSummary(restored))).toBe(
      '0 baixadas (R$\u00a00,00), 1 recusada, 2 a conferir, 1 não enviada, 0 ignoradas',
    );
  });

  it('an installment changed by someone else meanwhile is skipped, not settled over', () => {
    const run = restoreRun(bulkRun([row('a', 10)], 'pagar', CHOICE), true)!;
    const check = checkInstallment(run.lines[0]!, { nao_pago: 4, settleable: true });
    expect(check.found).toBe('changed');
    const next = recordCheck(run, 'a', check);
    expect(next.lines[0]).toMatchObject({ status: 'ignorada', stale: true });
    expect(next.lines[0]!.message).toMatch(/em aberto agora: R\$\s4,00/);
    // The report sends it to its page, not again with the review's amount.
    expect(retryable(next.lines[0]!)).toBe(false);
    expect(() => retryLine(next, 'a')).toThrow(/mudou desde a revisão/);
  });

  it('a line skipped in the review, sent after all, is checked first: a change meanwhile stops it', () => {
    let run = bulkRun([row('a', 10), row('b', 20)], 'pagar', CHOICE);
    run = skipLine(run, 'b');
    run = recordSettled(markSending(run, 'a'), 'a', 's1');
    expect(retryable(run.lines[1]!)).toBe(true);
    run = retryLine(run, 'b');
    expect(nextAction(run)).toMatchObject({ type: 'verificar', line: { key: 'b' } });
    // Someone paid R$ 5 of it since: nothing is sent, the line points to its page.
    const changed = recordCheck(run, 'b', checkInstallment(run.lines[1]!, { nao_pago: 15, settleable: true }));
    expect(changed.lines[1]).toMatchObject({ status: 'ignorada', stale: true });
    expect(nextAction(changed).type).toBe('concluida');
    // Untouched: sent, once.
    const open = recordCheck(run, 'b', checkInstallment(run.lines[1]!, { nao_pago: 20, settleable: true }));
    expect(nextAction(open)).toMatchObject({ type: 'enviar', line: { key: 'b' } });
  });

  it('a definite refusal retried is checked first: settled meanwhile (another tab), it is recorded, not sent', () => {
    let run = bulkRun([row('a', 10)], 'pagar', CHOICE);
    run = recordFailure(markSending(run, 'a'), 'a', { status: 422, message: 'A parcela já está quitada.' });
    run = retryLine(run, 'a');
    expect(nextAction(run)).toMatchObject({ type: 'verificar', line: { key: 'a' } });
    run = recordCheck(run, 'a', checkInstallment(run.lines[0]!, { nao_pago: 0, settleable: false }));
    expect(run.lines[0]).toMatchObject({ status: 'baixada', message: 'A baixa já constava na plataforma.' });
  });
});

describe('a selection read again before its review', () => {
  const due = (id: string, date: string) => ({ ...row(id, 10), data_vencimento: date });

  it('reads its due dates in windows, dates less than a month apart in one', () => {
    expect(
      selectionWindows([
        due('a', '2026-11-21'),
        due('b', '2026-12-15'),
        due('c', '2026-11-21'),
        due('d', '2027-03-01'),
        { ...row('e', 10), data_vencimento: null },
      ]),
    ).toEqual([
      { from: '2026-11-21', to: '2026-12-15' },
      { from: '2027-03-01', to: '2027-03-01' },
    ]);
  });

  it('takes each row as it reads now; one no longer on its due date is not sent', () => {
    const [paidInPart, gone] = [due('a', '2026-11-21'), due('b', '2026-11-21')];
    const now = { ...paidInPart, pago: 4, nao_pago: 6 };
    const fresh = freshSelection([paidInPart, gone], [now]);
    expect(fresh[0]).toBe(now);
    expect(reviewOf(fresh)).toMatchObject({
      count: 1,
      totalCents: 600,
      skipped: [{ row: { id: 'b' }, reason: `Não está em aberto (situação: ${NOT_FOUND_STATUS}).` }],
    });
  });
});
