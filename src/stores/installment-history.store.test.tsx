// In the dom project (a .tsx test) for its localStorage.
import { afterEach, describe, expect, it } from 'vitest';
import { companyStoreKey, setStoreCompany } from '../lib/company-store';
import { installmentHistory } from './installment-history';
import { INSTALLMENT_HISTORY_KEY } from './work-keys';

afterEach(() => {
  localStorage.clear();
  installmentHistory.reset();
  setStoreCompany(null);
});

const entry = {
  em: '2026-12-01T10:00:00.000Z',
  por: 'ana',
  campo: 'Vencimento',
  antes: '10/12/2026',
  depois: '20/12/2026',
};

describe('the kept installment history', () => {
  it('drops an unreadable entry, not the rest of its installment', () => {
    setStoreCompany('empresa-a');
    localStorage.setItem(
      companyStoreKey(INSTALLMENT_HISTORY_KEY, 'empresa-a') as string,
      JSON.stringify({ p1: [entry, { ...entry, antes: 5 }], p2: [{ campo: 'Valor' }], p3: 'x' }),
    );
    expect(installmentHistory.of('p1')).toEqual([entry]);
    expect(installmentHistory.of('p2')).toEqual([]);
    expect(installmentHistory.of('p3')).toEqual([]);
  });

  it("keeps each company's history apart", () => {
    setStoreCompany('empresa-a');
    installmentHistory.record('p1', [{ label: 'Valor', before: 'R$ 1,00', after: 'R$ 2,00' }], 'ana');
    installmentHistory.reset();
    setStoreCompany('empresa-b');
    expect(installmentHistory.of('p1')).toEqual([]);
  });
});
