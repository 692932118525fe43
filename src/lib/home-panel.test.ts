import { describe, expect, it } from 'vitest';
import {
  capturesToReview,
  dueNextRange,
  dueSoonRange,
  dueTodayRange,
  overdueRange,
  payablesRange,
  salesByContract,
  salesPayOff,
  uploadsToRecheck,
  type UploadSeen,
} from './home-panel';

const TODAY = '2026-11-21';

describe("the home panel's searches", () => {
  it('overdue: still to receive and due before today, since the floor', () => {
    expect(overdueRange(TODAY)).toEqual({
      status: ['ATRASADO', 'RECEBIDO_PARCIAL'],
      data_vencimento_de: '2000-01-01',
      data_vencimento_ate: '2026-11-20',
    });
  });

  it('due soon: open and due from today to a week ahead (or the days asked)', () => {
    expect(dueSoonRange(TODAY)).toEqual({
      status: ['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL'],
      data_vencimento_de: TODAY,
      data_vencimento_ate: '2026-11-28',
    });
    expect(dueSoonRange(TODAY, 30).data_vencimento_ate).toBe('2026-12-21');
  });

  it('due soon splits into today and the days after, which together make the whole range', () => {
    const whole = dueSoonRange(TODAY);
    expect(dueTodayRange(TODAY)).toEqual({ ...whole, data_vencimento_ate: TODAY });
    expect(dueNextRange(TODAY)).toEqual({ ...whole, data_vencimento_de: '2026-11-22' });
  });

  it('to pay: every open payable due up to a week ahead, the overdue ones included', () => {
    expect(payablesRange(TODAY)).toEqual({
      status: ['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL'],
      data_vencimento_de: '2000-01-01',
      data_vencimento_ate: '2026-11-28',
    });
  });
});

describe('the recurring revenue', () => {
  it('reads the scheduled sales only when they cost fewer requests than the details', () => {
    // 40 active contracts: their sales fit one page of 1000, so more than 2 unknown contracts pay off.
    expect(salesPayOff(2, 40, 1000)).toBe(false);
    expect(salesPayOff(3, 40, 1000)).toBe(true);
    // 400 active contracts: 10 pages of sales.
    expect(salesPayOff(20, 400, 1000)).toBe(false);
    expect(salesPayOff(21, 400, 1000)).toBe(true);
  });

  it('groups the sales of the wanted contracts by contract, in order', () => {
    const sales = [
      { id_contrato: 'a', data: '2026-12-01', total: 10 },
      { id_contrato: 'b', data: '2026-12-05', total: 20 },
      { id_contrato: null, data: '2026-12-06', total: 5 },
      { id_contrato: 'a', data: '2027-01-01', total: 10 },
    ];
    expect(salesByContract(sales, new Set(['a']))).toEqual(
      new Map([
        [
          'a',
          [
            { date: '2026-12-01', total: 10 },
            { date: '2027-01-01', total: 10 },
          ],
        ],
      ]),
    );
  });
});

describe('the captures to review', () => {
  const upload = (over: Partial<UploadSeen>): UploadSeen => ({
    id: 'd1',
    nome: 'nota.pdf',
    enviado_em: '2026-11-20T10:00:00Z',
    ...over,
  });
  const FINAL = ['PRONTO', 'ERRO'];

  it('reads again the uploads not final yet or with a pending capture', () => {
    const uploads = [
      upload({ id: 'new' }),
      upload({ id: 'processing', status_documento: 'PROCESSANDO' }),
      upload({ id: 'done', status_documento: 'PRONTO', capturas: [{ id_captura: 'c', status_captura: 'ACEITA' }] }),
      upload({
        id: 'pending',
        status_documento: 'PRONTO',
        capturas: [{ id_captura: 'c', status_captura: 'PENDENTE' }],
      }),
    ];
    expect(uploadsToRecheck(uploads, FINAL)).toEqual(['new', 'processing', 'pending']);
  });

  it('lists every pending capture with its upload', () => {
    const uploads = [
      upload({
        capturas: [
          { id_captura: 'c1', status_captura: 'PENDENTE' },
          { id_captura: 'c2', status_captura: 'ACEITA' },
        ],
      }),
      upload({ id: 'd2', nome: 'boleto.pdf' }),
    ];
    expect(capturesToReview(uploads)).toEqual([
      { documentId: 'd1', captureId: 'c1', nome: 'nota.pdf', enviado_em: '2026-11-20T10:00:00Z' },
    ]);
  });
});
