import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addDays } from '../../src/lib/dates';
import { API_URL } from '../fixtures';
import { apiGet, apiSend } from './faults';
import { billLines, makePdf } from './pdf';

/**
 * Records the fault suite creates for itself through the API, so a test that changes
 * (or fails to change) something never touches the seeded records other specs rely on.
 */

interface Ref {
  id: string;
  nome?: string;
}

export interface Refs {
  customer: Ref;
  service: Ref;
  account: Ref;
}

export async function references(page: Page, request: APIRequestContext): Promise<Refs> {
  const customers = await apiGet<{ items: Ref[] }>(page, request, '/v1/pessoas?busca=Padaria');
  const services = await apiGet<{ itens: Ref[] }>(page, request, '/v1/servicos?busca_textual=Jardinagem');
  const accounts = await apiGet<{ itens: Ref[] }>(page, request, '/v1/conta-financeira');
  return {
    customer: customers.body.items[0] as Ref,
    service: services.body.itens[0] as Ref,
    account: accounts.body.itens[0] as Ref,
  };
}

/** A contract number no other spec uses (the wizard spec draws 700 000–900 000). */
export const uniqueContractNumber = () => 300_000 + Math.floor(Math.random() * 300_000);

/** The sandbox platform's today. */
export async function sandboxToday(request: APIRequestContext): Promise<string> {
  return ((await (await request.get(`${API_URL}/__sandbox/health`)).json()) as { today: string }).today;
}

/** Creates an active contract through the API, started 90 days ago (so it has issued sales). */
export async function createContract(
  page: Page,
  request: APIRequestContext,
  refs: Refs,
): Promise<{ id: string; numero: number }> {
  const numero = uniqueContractNumber();
  const start = addDays(await sandboxToday(request), -90);
  const { status, body } = await apiSend<{ id: string }>(page, request, 'POST', '/v1/contratos', {
    id_cliente: refs.customer.id,
    itens: [{ id: refs.service.id, quantidade: 1, valor: 450 }],
    termos: {
      numero,
      data_inicio: start,
      data_fim: addDays(start, 730),
      tipo_expiracao: 'NUNCA',
      tipo_frequencia: 'MENSAL',
      intervalo_frequencia: 1,
      dia_emissao_venda: 5,
    },
    condicao_pagamento: {
      tipo_pagamento: 'BOLETO_BANCARIO',
      dia_vencimento: 10,
      primeira_data_vencimento: addDays(start, 5),
      id_conta_financeira: refs.account.id,
    },
  });
  expect(status, 'contract created').toBe(201);
  return { id: body.id, numero };
}

/**
 * The open installments (parcelas) of a contract's issued sales, found as the app finds
 * them: the sales search narrowed by the contract's customer (items carry `id_contrato`),
 * each sale's read for its installments, each installment's read for what is still open.
 */
export async function openInstallments(page: Page, request: APIRequestContext, contractId: string): Promise<string[]> {
  const contract = await apiGet<{ cliente: { id: string } }>(page, request, `/v1/contratos/${contractId}`);
  const search = await apiGet<{ itens: { id: string; id_contrato: string }[] }>(
    page,
    request,
    `/v1/venda/busca?ids_clientes=${contract.body.cliente.id}&tamanho_pagina=1000`,
  );
  const open: string[] = [];
  for (const sale of search.body.itens.filter((s) => s.id_contrato === contractId)) {
    const read = await apiGet<{ venda: { condicao_pagamento: { parcelas: { id: string }[] } } }>(
      page,
      request,
      `/v1/venda/${sale.id}`,
    );
    for (const { id } of read.body.venda.condicao_pagamento.parcelas) {
      const installment = await apiGet<{ nao_pago: number }>(
        page,
        request,
        `/v1/financeiro/eventos-financeiros/parcelas/${id}`,
      );
      if (installment.body.nao_pago > 0) open.push(id);
    }
  }
  return open;
}

/** Creates a quote through the API with a unique description; its id and number. */
export async function createQuote(
  page: Page,
  request: APIRequestContext,
  refs: Refs,
  descricao: string,
): Promise<{ id: string; numero: number }> {
  const created = await apiSend<{ id: string }>(page, request, 'POST', '/v1/orcamentos', {
    id_cliente: refs.customer.id,
    data_orcamento: '2026-01-15',
    data_validade: '2026-02-15',
    descricao,
    itens: [{ id: refs.service.id, quantidade: 1, valor: 100 }],
  });
  expect(created.status, 'quote created').toBe(201);
  const read = await apiGet<{ numero: number }>(page, request, `/v1/orcamentos/${created.body.id}`);
  return { id: created.body.id, numero: read.body.numero };
}

/** The highest quote number now. */
export async function lastQuoteNumber(page: Page, request: APIRequestContext): Promise<number> {
  const { body } = await apiGet<{ itens: { numero: number }[] }>(
    page,
    request,
    '/v1/orcamentos?campo_ordenado_descendente=NUMERO&tamanho_pagina=1',
  );
  return body.itens[0]?.numero ?? 0;
}

/** Quotes numbered above `since` whose description is `descricao` (the list does not carry it). */
export async function quotesDescribed(
  page: Page,
  request: APIRequestContext,
  since: number,
  descricao: string,
): Promise<number> {
  const { body } = await apiGet<{ itens: { id: string; numero: number }[] }>(
    page,
    request,
    '/v1/orcamentos?campo_ordenado_descendente=NUMERO&tamanho_pagina=50',
  );
  let count = 0;
  for (const quote of body.itens.filter((q) => q.numero > since)) {
    const detail = await apiGet<{ descricao: string | null }>(page, request, `/v1/orcamentos/${quote.id}`);
    if (detail.body.descricao === descricao) count++;
  }
  return count;
}

/** A bill PDF (read by the sandbox's capture pipeline) with a unique name. */
export async function billPdf(prefix: string, valor = '321,00') {
  return {
    name: `${prefix}-${Date.now()}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await makePdf(billLines({ valor }))),
  };
}

/** Uploads a bill on /captura and opens the review of its pending capture; the capture id. */
export async function uploadAndReview(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Arquivos para captura').setInputFiles([file]);
  const row = page
    .getByRole('region', { name: 'Envios recentes deste navegador' })
    .getByRole('row')
    .filter({ hasText: file.name });
  await expect(row.getByText('Aguardando revisão')).toBeVisible({ timeout: 30_000 });
  await row.getByRole('link', { name: /Revisar/ }).click();
  await expect(page.getByRole('heading', { name: 'Revisão da captura' })).toBeVisible();
  return page.url().split('/').pop() as string;
}
