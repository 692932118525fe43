import { describe, expect, it } from 'vitest';
import { capturedFrom, type RecentUpload } from './recent-uploads';

const upload = (over: Partial<RecentUpload['evento']> = {}): RecentUpload => ({
  id: 'doc-1',
  nome: 'boleto-energia.pdf',
  tamanho: 1,
  tipo: 'application/pdf',
  enviado_em: '2026-11-27T10:00:00Z',
  evento: {
    id_captura: 'cap-1',
    id: 'ev-1',
    valor: 300,
    descricao: 'Energia elétrica 11/2026',
    vencimentos: ['2026-12-10', '2027-01-10'],
    ...over,
  },
});

describe('capturedFrom', () => {
  it("an installment read names its capture: matched by the reference's id alone", () => {
    const uploads = [upload()];
    expect(capturedFrom(uploads, { referenceId: 'cap-1', descricao: 'outra', data_vencimento: null })).toBe(uploads[0]);
    expect(
      capturedFrom(uploads, {
        referenceId: 'cap-2',
        descricao: 'Energia elétrica 11/2026',
        data_vencimento: '2026-12-10',
      }),
    ).toBeUndefined();
  });

  it('a search row: its description (numbered or not) and one of the due dates', () => {
    const uploads = [upload()];
    expect(capturedFrom(uploads, { descricao: 'Energia elétrica 11/2026', data_vencimento: '2026-12-10' })).toBe(
      uploads[0],
    );
    expect(capturedFrom(uploads, { descricao: 'Energia elétrica 11/2026 (2/2)', data_vencimento: '2027-01-10' })).toBe(
      uploads[0],
    );
    expect(
      capturedFrom(uploads, { descricao: 'Energia elétrica 11/2026', data_vencimento: '2026-12-11' }),
    ).toBeUndefined();
    expect(
      capturedFrom(uploads, { descricao: 'Energia elétrica 11/2026 extra', data_vencimento: '2026-12-10' }),
    ).toBeUndefined();
  });

  it('uploads without an accepted event never match', () => {
    const bare: RecentUpload = { ...upload(), evento: undefined };
    expect(
      capturedFrom([bare], { descricao: 'Energia elétrica 11/2026', data_vencimento: '2026-12-10' }),
    ).toBeUndefined();
  });
});
