import { describe, expect, it } from 'vitest';
import type { Installment } from '../../../api/receivables';
import { refusedText } from './refused';

const installment = (status: string | null, statusLabel: string) => ({ status, statusLabel }) as Installment;

describe('refusedText', () => {
  it('says why an installment of a closed status takes no settlement', () => {
    expect(refusedText(installment('RECEBIDO', 'Quitada'))).toBe(
      'Esta parcela já está quitada: não há valor em aberto para registrar baixa.',
    );
    expect(refusedText(installment('RENEGOCIADO', 'Renegociada'))).toMatch(/registre a baixa nas novas parcelas/);
  });

  it('names any other status', () => {
    expect(refusedText(installment('ESTRANHO', 'Estranha'))).toBe(
      'A situação desta parcela (Estranha) não permite registrar baixa.',
    );
    expect(refusedText(installment(null, 'Sem situação'))).toBe(
      'A situação desta parcela (Sem situação) não permite registrar baixa.',
    );
  });
});
