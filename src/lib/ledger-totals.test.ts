import { describe, expect, it } from 'vitest';
import { figureSource } from '../test/figure-source';
import type { FigureSource } from './figures';
import { sumTotals, totalsOf, withoutPartialsSplit, withPartialsSplit, type ReceivableTotals } from './ledger-totals';

const TODAY = '2026-11-21';
const totals = (over: Partial<ReceivableTotals> = {}): ReceivableTotals => ({
  total: 100.1,
  recebido: 40.2,
  emAberto: 50.3,
  atrasado: 10.1,
  parcialSemDivisao: 0,
  ...over,
});
/** A partly received installment: R$ 40 of 100 paid. */
const partial = (over: Partial<FigureSource>) =>
  figureSource({ status: 'RECEBIDO_PARCIAL', pago: 40, nao_pago: 60, ...over });

describe('the totals bar', () => {
  it('adds the totals of two parts to the cent; a figure one part lacks is unknown', () => {
    expect(sumTotals(totals(), totals({ parcialSemDivisao: 0.2 }))).toEqual({
      total: 200.2,
      recebido: 80.4,
      emAberto: 100.6,
      atrasado: 20.2,
      parcialSemDivisao: 0.2,
    });
    expect(sumTotals(totals(), totals({ atrasado: null }))?.atrasado).toBeNull();
    expect(sumTotals(null, totals())).toEqual(totals());
    expect(sumTotals(null, null)).toBeNull();
  });

  it('splits the partly received installments into received, open and overdue', () => {
    const late = partial({ data_vencimento: '2026-11-20', pago: 10, nao_pago: 90 });
    expect(withPartialsSplit(totals({ parcialSemDivisao: 200 }), [partial({}), late], TODAY)).toEqual({
      total: 100.1,
      recebido: 90.2,
      emAberto: 200.3,
      atrasado: 100.1,
      parcialSemDivisao: 0,
    });
    expect(withPartialsSplit(totals({ recebido: null }), [partial({})], TODAY).recebido).toBeNull();
  });

  it('leaves the split figures out when the partly received installments could not be read', () => {
    expect(withoutPartialsSplit(totals({ parcialSemDivisao: 5 }))).toEqual({
      total: 100.1,
      recebido: null,
      emAberto: null,
      atrasado: null,
      parcialSemDivisao: 0,
    });
  });

  it('totals a set read whole with the figures of every screen', () => {
    const received = partial({ status: 'RECEBIDO', pago: 100, nao_pago: 0 });
    const cancelled = partial({ status: 'CANCELADO' });
    expect(totalsOf([partial({}), received, cancelled], TODAY)).toEqual({
      total: 200,
      recebido: 140,
      emAberto: 60,
      atrasado: 0,
      parcialSemDivisao: 0,
    });
  });
});
