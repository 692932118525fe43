import { describe, expect, it } from 'vitest';
import { figureSource as item } from '../test/figure-source';
import { isOverdue, openCentsOf, receivableFigures } from './figures';

const TODAY = '2026-11-21';

describe('receivable figures', () => {
  it('counts what was paid of a partly received installment as received and the rest as open', () => {
    const partial = item({ status: 'RECEBIDO_PARCIAL', pago: 40, nao_pago: 60 });
    expect(receivableFigures([partial], TODAY)).toEqual({
      count: 1,
      totalCents: 10000,
      receivedCents: 4000,
      openCents: 6000,
      overdueCents: 0,
    });
  });

  it('an overdue partly received installment is overdue by what is still open', () => {
    const late = item({ status: 'RECEBIDO_PARCIAL', data_vencimento: '2026-11-20', pago: 40.1, nao_pago: 59.9 });
    expect(isOverdue(late, TODAY)).toBe(true);
    expect(receivableFigures([late, item({ status: 'ATRASADO', data_vencimento: '2026-10-01' })], TODAY)).toMatchObject(
      {
        receivedCents: 4010,
        openCents: 15990,
        overdueCents: 15990,
      },
    );
  });

  it('nothing is open of a received, renegotiated, lost or cancelled installment; cancelled ones are not counted', () => {
    for (const status of ['RECEBIDO', 'RENEGOCIADO', 'PERDIDO', 'CANCELADO', 'QUITADO', 'ACQUITTED'])
      expect(openCentsOf(item({ status, nao_pago: 5 }))).toBe(0);
    const figures = receivableFigures(
      [item({ status: 'CANCELADO', total: 7 }), item({ status: 'RECEBIDO', pago: 100, nao_pago: 0 })],
      TODAY,
    );
    expect(figures).toMatchObject({ count: 1, totalCents: 10000, receivedCents: 10000, openCents: 0 });
  });

  it('due today is not overdue; an unknown status keeps its open amount', () => {
    expect(isOverdue(item({ data_vencimento: TODAY }), TODAY)).toBe(false);
    expect(openCentsOf(item({ status: 'SOMETHING_NEW', nao_pago: 12.34 }))).toBe(1234);
    expect(openCentsOf(item({ status: null, nao_pago: null }))).toBe(0);
  });
});
