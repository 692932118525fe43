import { describe, expect, it } from 'vitest';
import type { Capture } from '../../api/capture';
import { dueDatesOf, payableHref } from './payable-link';

const capture = (dues: unknown[]) =>
  ({ previa_evento_financeiro: { parcelas: dues.map((data_vencimento) => ({ data_vencimento })) } }) as Capture;

describe('dueDatesOf', () => {
  it('is the valid due dates of the preview, in order', () => {
    expect(dueDatesOf(capture(['2026-05-10', null, '2026-03-10', 'amanhã']))).toEqual(['2026-03-10', '2026-05-10']);
    expect(dueDatesOf(undefined)).toEqual([]);
  });
});

describe('payableHref', () => {
  it('narrows the payables list to the description over the months of the due dates', () => {
    const href = payableHref({ descricao: 'Aluguel', vencimentos: ['2026-03-10', '2026-05-10'] }, ['2027-01-01']);
    expect(href).toBe('/pagamentos?descricao=Aluguel&data_vencimento_de=2026-03-01&data_vencimento_ate=2026-05-31');
  });

  it("falls back on the preview's due dates", () => {
    expect(payableHref({ descricao: 'Aluguel' }, ['2026-02-10'])).toBe(
      '/pagamentos?descricao=Aluguel&data_vencimento_de=2026-02-01&data_vencimento_ate=2026-02-28',
    );
  });

  it('is none without a description or dates', () => {
    expect(payableHref({ descricao: null, vencimentos: ['2026-02-10'] }, [])).toBeNull();
    expect(payableHref({ descricao: 'Aluguel' }, [])).toBeNull();
  });
});
