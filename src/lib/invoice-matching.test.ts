import { describe, expect, it } from 'vitest';
import { noteStateOf, notesOfSales, salesWithoutNote, shouldHaveNote } from './invoice-matching';

const sale = (id: string, numero: number) => ({ id, numero });

describe('notesOfSales', () => {
  it('matches by id_venda, else by the sale number sent as text', () => {
    const sales = [sale('a', 7206), sale('b', 7207)];
    const byId = { id_venda: 'a', numero_venda: '9999', status: 'EMITIDA' };
    const byNumber = { id_venda: null, numero_venda: ' 7207', status: 'PENDENTE' };
    const stranger = { id_venda: null, numero_venda: '1', status: 'EMITIDA' };
    const best = notesOfSales(sales, [byId, byNumber, stranger]);
    expect(best.get('a')).toBe(byId);
    expect(best.get('b')).toBe(byNumber);
    expect(best.size).toBe(2);
  });

  it('keeps the best note of a sale: issued over pending over failed over cancelled', () => {
    const cancelled = { id_venda: 'a', status: 'CANCELADA' };
    const failed = { id_venda: 'a', status: 'FALHA' };
    const issued = { id_venda: 'a', status: 'EMITIDA' };
    expect(notesOfSales([sale('a', 1)], [cancelled, failed]).get('a')).toBe(failed);
    expect(notesOfSales([sale('a', 1)], [issued, cancelled, failed]).get('a')).toBe(issued);
  });
});

describe('salesWithoutNote', () => {
  it('lists sales with no note, a failed one or a cancelled one; not those issued or on their way', () => {
    const sales = [
      sale('none', 1),
      sale('issued', 2),
      sale('pending', 3),
      sale('failed', 4),
      sale('cancelled', 5),
      sale('reissued', 6),
    ];
    const notes = [
      { id_venda: 'issued', status: 'EMITIDA' },
      { id_venda: 'pending', status: 'EMITINDO' },
      { id_venda: 'failed', status: 'DENEGADA' },
      { id_venda: 'cancelled', status: 'CANCELAMENTO_MANUAL' },
      { id_venda: 'reissued', status: 'CANCELADA' },
      { id_venda: 'reissued', status: 'CORRIGIDA_SUCESSO' },
    ];
    expect(salesWithoutNote(sales, notes).map((r) => [r.sale.id, r.reason])).toEqual([
      ['none', 'none'],
      ['failed', 'failed'],
      ['cancelled', 'cancelled'],
    ]);
  });

  it('reads an unknown status as on its way, and a failed cancellation as issued', () => {
    expect(noteStateOf('NOVO_STATUS')).toBe('pending');
    expect(noteStateOf(null)).toBe('pending');
    expect(noteStateOf('FALHA_CANCELAMENTO')).toBe('issued');
  });
});

describe('shouldHaveNote', () => {
  it("is a contract's issued sale: not a scheduled, cancelled or one-off sale", () => {
    expect(shouldHaveNote({ id_contrato: 'c', situacao: { nome: 'APROVADO' } })).toBe(true);
    expect(shouldHaveNote({ id_contrato: 'c', situacao: { nome: 'FATURADO' } })).toBe(true);
    expect(shouldHaveNote({ id_contrato: 'c', situacao: { nome: 'EM_ANDAMENTO' } })).toBe(false);
    expect(shouldHaveNote({ id_contrato: 'c', situacao: { nome: 'CANCELADO' } })).toBe(false);
    expect(shouldHaveNote({ id_contrato: null, situacao: { nome: 'APROVADO' } })).toBe(false);
  });
});
