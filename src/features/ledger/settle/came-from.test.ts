import { describe, expect, it } from 'vitest';
import { PAYING } from '../list/sides';
import { cameFrom } from './came-from';

const LIST = { from: '/recebiveis', back: 'Voltar para recebíveis', see: 'Ver recebíveis' };

describe('cameFrom', () => {
  it('returns to the receivables view the user came from, with its filters', () => {
    expect(cameFrom({ from: '/recebiveis?status=ATRASADO&pagina=2' })).toEqual({
      from: '/recebiveis?status=ATRASADO&pagina=2',
      back: 'Voltar para recebíveis',
      see: 'Ver recebíveis',
    });
    expect(cameFrom({ from: '/recebiveis' })).toEqual(LIST);
  });

  it('returns to the collections screen with its filters', () => {
    expect(cameFrom({ from: '/recebiveis/inadimplencia?faixa=d31_60' })).toEqual({
      from: '/recebiveis/inadimplencia?faixa=d31_60',
      back: 'Voltar para inadimplência',
      see: 'Ver inadimplência',
    });
    expect(cameFrom({ from: '/recebiveis/inadimplenciaX' }).from).toBe('/recebiveis');
  });

  it("returns to a contract's detail", () => {
    expect(cameFrom({ from: '/contratos/0190a5c8-0000-7000-8000-000000000001' })).toEqual({
      from: '/contratos/0190a5c8-0000-7000-8000-000000000001',
      back: 'Voltar para o contrato',
      see: 'Ver o contrato',
    });
  });

  it('falls back to the default list for anything else', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { from: 42 },
      { from: 'https://evil.example/' },
      { from: '/contratos' },
      { from: '/recebiveis/abc/baixa' },
      { from: '/recebiveisX' },
    ]) {
      expect(cameFrom(state)).toEqual(LIST);
    }
  });

  it("a payable's page returns to the payables view, never to the receivables", () => {
    expect(cameFrom({ from: '/pagamentos?status=ATRASADO' }, PAYING)).toEqual({
      from: '/pagamentos?status=ATRASADO',
      back: 'Voltar para contas a pagar',
      see: 'Ver contas a pagar',
    });
    expect(cameFrom({ from: '/recebiveis?status=ATRASADO' }, PAYING).from).toBe('/pagamentos');
    expect(cameFrom(null, PAYING)).toEqual({
      from: '/pagamentos',
      back: 'Voltar para contas a pagar',
      see: 'Ver contas a pagar',
    });
  });
});
