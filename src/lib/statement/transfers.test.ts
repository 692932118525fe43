import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../dates';
import { TRANSFER_DAYS, transferLines, transferSpan, type TransferInput } from './transfers';
import type { StatementTransaction } from './types';

const MAIN = 'conta-corrente';
const SAVINGS = 'poupanca';

let index = 0;
const line = (bankId: string, date: string, amountCents: number): StatementTransaction => ({
  bankId,
  fitId: bankId,
  date: date as IsoDate,
  amountCents,
  description: `LINHA ${bankId}`,
  type: null,
  document: null,
  index: index++,
});

const transfer = (id: string, date: string, valor: number, from: string, to: string): TransferInput => ({
  id,
  descricao: `Transferência ${id}`,
  valor,
  data: date,
  origem: { data: date, conta_financeira: { id: from, nome: from === MAIN ? 'Conta Corrente' : 'Poupança' } },
  destino: { data: date, conta_financeira: { id: to, nome: to === MAIN ? 'Conta Corrente' : 'Poupança' } },
});

describe('transferLines', () => {
  it('a debit is a transfer leaving the account, a credit one arriving, of the same value', () => {
    const found = transferLines(
      [line('D', '2026-10-08', -150_000), line('C', '2026-10-22', 150_000), line('X', '2026-10-08', -150_001)],
      [transfer('out', '2026-10-08', 1500, MAIN, SAVINGS), transfer('back', '2026-10-22', 1500, SAVINGS, MAIN)],
      MAIN,
    );
    expect([...found]).toEqual([
      ['D', { transferId: 'out', description: 'Transferência out', accounts: 'Conta Corrente → Poupança' }],
      ['C', { transferId: 'back', description: 'Transferência back', accounts: 'Poupança → Conta Corrente' }],
    ]);
  });

  it('the direction must fit the account: a credit is not a transfer leaving it', () => {
    const out = [transfer('out', '2026-10-08', 1500, MAIN, SAVINGS)];
    expect(transferLines([line('C', '2026-10-08', 150_000)], out, MAIN).size).toBe(0);
    // The same transfer seen from the savings statement is a credit arriving there.
    expect(transferLines([line('C', '2026-10-08', 150_000)], out, SAVINGS).get('C')?.transferId).toBe('out');
    expect(transferLines([line('D', '2026-10-08', -150_000)], out, 'outra-conta').size).toBe(0);
  });

  it(`the bank may book it up to ${TRANSFER_DAYS} days apart, not more`, () => {
    const out = [transfer('out', '2026-10-08', 1500, MAIN, SAVINGS)];
    expect(transferLines([line('D', '2026-10-10', -150_000)], out, MAIN).size).toBe(1);
    expect(transferLines([line('D', '2026-10-06', -150_000)], out, MAIN).size).toBe(1);
    expect(transferLines([line('D', '2026-10-11', -150_000)], out, MAIN).size).toBe(0);
  });

  it('each transfer explains one line, the nearest in date; two equal transfers explain two lines', () => {
    const lines = [line('far', '2026-10-09', -150_000), line('near', '2026-10-08', -150_000)];
    const one = transferLines(lines, [transfer('out', '2026-10-08', 1500, MAIN, SAVINGS)], MAIN);
    expect([...one.keys()]).toEqual(['near']);
    const two = transferLines(
      lines,
      [transfer('out', '2026-10-08', 1500, MAIN, SAVINGS), transfer('again', '2026-10-09', 1500, MAIN, SAVINGS)],
      MAIN,
    );
    expect(Object.fromEntries([...two].map(([k, v]) => [k, v.transferId]))).toEqual({ near: 'out', far: 'again' });
  });

  it('reads leniently: no side date falls back to the transfer date; no date, no account or no value matches nothing', () => {
    const bare: TransferInput = { id: 't', valor: 10, data: '2026-10-08', origem: { conta_financeira: { id: MAIN } } };
    expect(transferLines([line('D', '2026-10-08', -1_000)], [bare], MAIN).get('D')).toEqual({
      transferId: 't',
      description: 'Transferência entre contas',
      accounts: 'conta não informada → conta não informada',
    });
    const undated: TransferInput = { id: 'u', valor: 10, origem: { conta_financeira: { id: MAIN } } };
    const noValue: TransferInput = { id: 'v', data: '2026-10-08', origem: { conta_financeira: { id: MAIN } } };
    expect(transferLines([line('D', '2026-10-08', -1_000)], [undated, noValue], MAIN).size).toBe(0);
    expect(transferLines([line('D', '2026-10-08', -1_000)], [bare], '').size).toBe(0);
  });
});

describe('transferSpan', () => {
  it("the lines' first and last day, widened by the booking margin; none without lines", () => {
    expect(transferSpan([{ date: '2026-10-31' as IsoDate }, { date: '2026-10-02' as IsoDate }])).toEqual({
      from: '2026-09-30',
      to: '2026-11-02',
    });
    expect(transferSpan([])).toBeNull();
  });
});
