import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/api-stub';
import { payload as readPublished } from './fixtures/sales/read-published';
import { payload as published } from './fixtures/sales/search-published';
import { payload as situationText } from './fixtures/sales/search-situation-text';
import {
  CONTRACT_SALES_MAX_PAGES,
  CONTRACT_SALES_PAGE_SIZE,
  listContractSales,
  saleReadSchema,
  saleSearchResponseSchema,
} from './sales';
import { situationCode } from './sales.schema';

const CONTRACT = '0190a5c8-1111-7000-8000-0000000000c1';
const OTHER = '0190a5c8-1111-7000-8000-0000000000c2';
const item = published.itens[0] as (typeof published.itens)[number];
const sale = (n: number, contract = CONTRACT, data = `2026-${String((n % 12) + 1).padStart(2, '0')}-05`) => ({
  ...item,
  id: `0190a5c8-2222-7000-8000-${String(n).padStart(12, '0')}`,
  numero: n,
  id_contrato: contract,
  data,
});

let urls: URL[];
let pages: Array<{ itens: unknown[]; total_itens: number }>;

beforeEach(() => {
  urls = [];
  stubApi(
    (request) => {
      const url = new URL(request.url);
      urls.push(url);
      const page = pages[Number(url.searchParams.get('pagina')) - 1] ?? { itens: [], total_itens: 0 };
      return Response.json({ ...published, ...page });
    },
    { baseUrl: 'https://api.test', token: 't' },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('listContractSales', () => {
  it('narrows by customer and term, reads every page, keeps the contract own sales, oldest first', async () => {
    pages = [
      { itens: [sale(3), sale(1, OTHER), sale(2)], total_itens: 5 },
      { itens: [sale(4, OTHER), sale(0)], total_itens: 5 },
    ];
    const sales = await listContractSales({
      contractId: CONTRACT,
      customerId: 'c-1',
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(sales.map((s) => s.numero)).toEqual([0, 2, 3]);
    expect(urls).toHaveLength(2);
    for (const [i, url] of urls.entries()) {
      expect(url.pathname).toBe('/v1/venda/busca');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        pagina: String(i + 1),
        tamanho_pagina: String(CONTRACT_SALES_PAGE_SIZE),
        campo_ordenado_ascendente: 'DATA',
        ids_clientes: 'c-1',
        data_inicio: '2026-01-01',
        data_fim: '2026-12-31',
      });
    }
  });

  it('leaves the end open for a contract that never expires, and stops on an empty page', async () => {
    pages = [
      { itens: [sale(1)], total_itens: 40 },
      { itens: [], total_itens: 40 },
    ];
    const sales = await listContractSales({ contractId: CONTRACT, customerId: 'c-1', from: '2026-01-01', to: null });
    expect(sales).toHaveLength(1);
    expect(urls).toHaveLength(2);
    expect(urls[0]?.searchParams.has('data_fim')).toBe(false);
  });

  it(`never reads more than ${CONTRACT_SALES_MAX_PAGES} pages`, async () => {
    vi.useFakeTimers();
    pages = Array.from({ length: CONTRACT_SALES_MAX_PAGES + 5 }, (_, i) => ({
      itens: [sale(i, OTHER)],
      total_itens: 10_000,
    }));
    const pending = listContractSales({ contractId: CONTRACT });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await pending).toEqual([]);
    expect(urls).toHaveLength(CONTRACT_SALES_MAX_PAGES);
    expect(urls[0]?.searchParams.has('ids_clientes')).toBe(false);
    vi.useRealTimers();
  });
});

describe("a sale's situation", () => {
  it('reads the published object and a plain code alike, as { nome, descricao }', () => {
    const object = saleSearchResponseSchema.parse(published);
    // The search's example names it by its word: read as the code every rule compares.
    expect(object.itens[0]?.situacao).toEqual({ nome: 'APROVADO', descricao: 'Venda aprovada e processada' });
    const text = saleSearchResponseSchema.parse(situationText);
    expect(text.itens[0]?.situacao).toEqual({ nome: 'APROVADO', descricao: null });
    expect(text.itens[0]?.id_contrato).toBe('123e4567-e89b-12d3-a456-426614174000');
  });

  it('reads a situation written as a word as its code, whatever its case and accents', () => {
    for (const [word, code] of [
      ['Em andamento', 'EM_ANDAMENTO'],
      ['faturado', 'FATURADO'],
      ['Cancelada', 'CANCELADA'],
      ['ORÇAMENTO ACEITO', 'ORCAMENTO_ACEITO'],
      ['APROVADO', 'APROVADO'],
    ] as const)
      expect(situationCode(word)).toBe(code);
  });

  it("a sale's read takes either shape too", () => {
    const read = saleReadSchema.parse({ ...readPublished, venda: { ...readPublished.venda, situacao: 'APROVADO' } });
    expect(read.venda?.situacao).toEqual({ nome: 'APROVADO', descricao: null });
    expect(saleReadSchema.parse(readPublished).venda?.situacao).toMatchObject({
      nome: 'APROVADO',
      descricao: 'Aprovado',
    });
  });
});
