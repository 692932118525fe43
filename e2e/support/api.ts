import type { APIRequestContext, Page, Request } from '@playwright/test';
import { UNMETERED_HEADER } from '../../sandbox/api/handler';
import { seedStore } from '../../sandbox/api/seed';
import { addDays } from '../../src/lib/date-math';
import { API_URL, expect, fillSignIn, IDP_URL, politely, type Account } from '../fixtures';
import { billLines, makePdf } from './pdf';

/**
 * The specs' one client of the API and of the identity provider: the signed-in user's
 * tokens, the API seen directly (to check what really happened on the server, or to make
 * the records a test owns), request counters, and unique numbers and dates.
 */

// --- the session in the page ----------------------------------------------------------------

interface StoredUser {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
}

/** The tab's signed-in user (the app keeps its session in sessionStorage, docs/decisions/0004). */
export async function storedUser(page: Page): Promise<StoredUser> {
  const user = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? 'null') as StoredUser | null) : null;
  });
  expect(user?.access_token, 'a signed-in user in the tab').toBeTruthy();
  return user as StoredUser;
}

/** What the first screen prefetches once idle (the sign-out's code among it) has been fetched: it then runs offline. */
export async function prefetchDone(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    const fetched = new Set(performance.getEntriesByType('resource').map((e) => e.name));
    return links.length > 0 && links.every((link) => fetched.has(link.href));
  });
}

/** The signed-in page's access token. */
export const accessToken = async (page: Page): Promise<string> => (await storedUser(page)).access_token;

/** Revokes the tab's refresh token at the provider (RFC 7009), as an administrator would. */
export async function revokeRefreshToken(page: Page, request: APIRequestContext): Promise<void> {
  const { refresh_token } = await storedUser(page);
  expect(refresh_token, 'the session has a refresh token').toBeTruthy();
  const response = await request.post(`${IDP_URL}/oauth2/revoke`, {
    form: { token: refresh_token as string, token_type_hint: 'refresh_token', client_id: 'contratos-web' },
  });
  expect(response.status()).toBe(200);
  // The provider refuses it from now on.
  const refused = await request.post(`${IDP_URL}/oauth2/token`, {
    form: { grant_type: 'refresh_token', refresh_token: refresh_token as string, client_id: 'contratos-web' },
  });
  expect(refused.status()).toBe(400);
}

/** Answers the provider's sign-in page when it shows, and waits to be back in the app. */
export async function signInAgain(page: Page, account: Account): Promise<void> {
  await fillSignIn(page, account);
  await page.waitForURL((url) => url.origin !== IDP_URL && !url.pathname.startsWith('/auth/'));
}

// --- request counting -------------------------------------------------------------------------

export interface Counter {
  readonly count: number;
  readonly requests: Request[];
  /** When each was sent (Date.now() in the test). */
  readonly at: number[];
}

/** A request the page made, with its answer's status once it arrives. */
export interface RecordedRequest {
  url: string;
  method: string;
  /** The form or JSON sent ('' when none). */
  body: string;
  status?: number;
}

/** Every request of the page whose address `matches` (e.g. to the provider or the token mediator), in order. */
export function recordRequests(page: Page, matches: (url: string) => boolean): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  const byRequest = new Map<Request, RecordedRequest>();
  page.on('request', (request) => {
    if (!matches(request.url())) return;
    const entry = { url: request.url(), method: request.method(), body: request.postData() ?? '' };
    byRequest.set(request, entry);
    recorded.push(entry);
  });
  page.on('response', (response) => {
    const entry = byRequest.get(response.request());
    if (entry) entry.status = response.status();
  });
  return recorded;
}

function counter(page: Page, matches: (r: Request) => boolean): Counter {
  const requests: Request[] = [];
  const at: number[] = [];
  page.on('request', (r) => {
    if (!matches(r)) return;
    requests.push(r);
    at.push(Date.now());
  });
  return {
    get count() {
      return requests.length;
    },
    requests,
    at,
  };
}

/** Counts the page's requests to the API matching method and path (preflights excluded). */
export function countRequests(page: Page, method: string, path: RegExp): Counter {
  return counter(page, (r) => {
    const url = new URL(r.url());
    return url.origin === API_URL && r.method() === method && path.test(url.pathname);
  });
}

/** Requests to the token endpoint with grant_type=refresh_token. */
export function countRenewals(page: Page): Counter {
  return counter(
    page,
    (r) => r.url() === `${IDP_URL}/oauth2/token` && (r.postData() ?? '').includes('grant_type=refresh_token'),
  );
}

/** A request of the suite's own, with `token`: left out of the sandbox's rate limits (`UNMETERED_HEADER`). */
export const suiteHeaders = (token: string) => ({ Authorization: `Bearer ${token}`, [UNMETERED_HEADER]: '1' });

export const bearerOf = (r: Request) => r.headers()['authorization'] ?? '';

/**
 * Lets `ms` of the page's time pass at once, for a check that nothing more is sent: every
 * timer due by then runs (a retry's wait, a poll), and what it sends reaches the counters
 * before this returns. The page's clock must have been installed (`page.clock.install()`)
 * before the page loaded; it runs at the real pace otherwise.
 */
export async function letTimePass(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  // Two turns of the page's event loop: a request a timer started is on its way.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        let turns = 0;
        channel.port1.onmessage = () => (++turns < 2 ? channel.port2.postMessage(null) : resolve());
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * API requests that failed at the network level (none may, for a query or mutation paused
 * offline). A request the app cancelled itself (`net::ERR_ABORTED`: a picker's search
 * superseded by the next key press) did not fail: it was not wanted any more.
 */
export function failedApiRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? '';
    if (new URL(r.url()).origin === API_URL && error !== 'net::ERR_ABORTED')
      failed.push(`${r.method()} ${r.url()}: ${error}`);
  });
  return failed;
}

// --- unique numbers, dates and seeded references ----------------------------------------------

/** The seed's customers, catalog and accounts have the same ids every day (sandbox/api/seed.ts). */
const seeded = seedStore('2026-01-01');
const seededRef = <T extends { id: string; nome: string }>(list: T[], name: string) => {
  const found = list.find((r) => r.nome.startsWith(name));
  if (!found) throw new Error(`"${name}" is not in the seed`);
  return found.id;
};
/** What the records a test creates are made of: Padaria Pão Dourado, Jardinagem, the first account. */
const REFS = {
  customer: seededRef(seeded.customers, 'Padaria Pão Dourado'),
  service: seededRef(seeded.items, 'Jardinagem'),
  account: seeded.accounts[0]?.id,
};

/** A contract number no other test (nor the seed) uses. */
export const uniqueContractNumber = () => 300_000 + Math.floor(Math.random() * 700_000);

/** A random day in the 2040s, where the seed dates no quote. */
const randomQuoteDate = (): string =>
  new Date(Date.UTC(2040, 0, 1) + Math.floor(Math.random() * 3650) * 86_400_000).toISOString().slice(0, 10);

/** The sandbox platform's today. */
export async function sandboxToday(request: APIRequestContext): Promise<string> {
  return ((await (await request.get(`${API_URL}/__sandbox/health`)).json()) as { today: string }).today;
}

/** A bill PDF (read by the sandbox's capture pipeline) with a unique name. */
export async function billPdf(prefix: string, valor = '321,00', descricao?: string) {
  return {
    name: `${prefix}-${Date.now()}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await makePdf(billLines({ valor, ...(descricao === undefined ? {} : { descricao }) }))),
  };
}

// --- the API, directly ----------------------------------------------------------------------

/** A settlement as the platform reads it back (`valor_composicao`, not the request's `composicao_valor`). */
type SettlementRead = {
  id: string;
  nsu?: string | null;
  observacao?: string | null;
  valor_composicao: { valor_bruto: number };
};

/**
 * The API as the tab's signed-in user (its token is read for each call: it may have been renewed),
 * or as one of the tab's companies when `company` gives its token (an accountant's tab holds several).
 */
export class Api {
  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
    private readonly company?: () => Promise<string>,
  ) {}

  /** One paced request; the status and the JSON answer (null when empty, the text when not JSON). */
  async send<T = unknown>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    data?: unknown,
    multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }>,
  ): Promise<{ status: number; body: T }> {
    const token = await (this.company ?? (() => accessToken(this.page)))();
    const response = await politely(() =>
      this.request.fetch(`${API_URL}${path}`, {
        method,
        headers: suiteHeaders(token),
        ...(data === undefined ? {} : { data }),
        ...(multipart === undefined ? {} : { multipart }),
      }),
    );
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: response.status(), body: body as T };
  }

  get<T = unknown>(path: string) {
    return this.send<T>('GET', path);
  }

  /** A POST that must succeed; its answer. */
  async post<T>(path: string, data: unknown): Promise<T> {
    const { status, body } = await this.send<T>('POST', path, data);
    expect(status, `POST ${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
    return body;
  }

  // contracts

  /**
   * Creates an active contract (Padaria, Jardinagem R$ 450 a month, boleto due on the 10th,
   * never expires). By default it started 90 days ago, so it has issued sales with open
   * installments; `startDays` > 0 starts it in the future (no sales yet).
   */
  async createContract(
    options: { numero?: number; startDays?: number; customer?: string } = {},
  ): Promise<{ id: string; numero: number }> {
    const { numero = uniqueContractNumber(), startDays = -90, customer = REFS.customer } = options;
    const start = addDays(await sandboxToday(this.request), startDays);
    const { id } = await this.post<{ id: string }>('/v1/contratos', {
      id_cliente: customer,
      itens: [{ id: REFS.service, quantidade: 1, valor: 450 }],
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
        id_conta_financeira: REFS.account,
      },
    });
    return { id, numero };
  }

  // people

  /** Registers a customer (the platform's minimum plus `extra`); its id. */
  async createCustomer(nome: string, extra: Record<string, unknown> = {}): Promise<string> {
    const { id } = await this.post<{ id: string }>('/v1/pessoas', {
      nome,
      tipo_pessoa: 'Física',
      perfis: [{ tipo_perfil: 'Cliente' }],
      ...extra,
    });
    return id;
  }

  /** A person as read back (`documento`, `email`…). */
  async person(id: string): Promise<Record<string, unknown>> {
    const { status, body } = await this.get<Record<string, unknown>>(`/v1/pessoas/${id}`);
    expect(status).toBe(200);
    return body;
  }

  /** A contract's status, or 'GONE' once removed (the platform keeps it readable, as DELETADO). */
  async contractStatus(id: string): Promise<string> {
    const { status, body } = await this.get<{ status: string }>(`/v1/contratos/${id}`);
    if (status === 404) return 'GONE';
    expect(status).toBe(200);
    return body.status === 'DELETADO' ? 'GONE' : body.status;
  }

  /** Contracts whose text search matches this number exactly. */
  async contractsNumbered(numero: number): Promise<Array<{ id: string; numero?: number }>> {
    const { status, body } = await this.get<{
      itens: Array<{ id: string; numero?: number; termos?: { numero?: number } }>;
    }>(`/v1/contratos?busca_textual=${numero}&tamanho_pagina=50&data_inicio=2000-01-01&data_fim=2099-12-31`);
    expect(status).toBe(200);
    return body.itens.filter((c) => (c.numero ?? c.termos?.numero) === numero);
  }

  /**
   * The open installments (parcelas) of a contract's issued sales, found as the app finds
   * them: the sales search narrowed by the contract's customer (items carry `id_contrato`),
   * each sale's read for its installments, each installment's read for what is still open.
   */
  async openInstallments(contractId: string): Promise<string[]> {
    const contract = await this.get<{ cliente: { id: string } }>(`/v1/contratos/${contractId}`);
    const search = await this.get<{ itens: { id: string; id_contrato: string }[] }>(
      `/v1/venda/busca?ids_clientes=${contract.body.cliente.id}&tamanho_pagina=1000`,
    );
    const open: string[] = [];
    for (const sale of search.body.itens.filter((s) => s.id_contrato === contractId)) {
      const read = await this.get<{ venda: { condicao_pagamento: { parcelas: { id: string }[] } } }>(
        `/v1/venda/${sale.id}`,
      );
      for (const { id } of read.body.venda.condicao_pagamento.parcelas) {
        const installment = await this.get<{ nao_pago: number }>(`/v1/financeiro/eventos-financeiros/parcelas/${id}`);
        if (installment.body.nao_pago > 0) open.push(id);
      }
    }
    return open;
  }

  // receivables

  /** The id of the seeded receivable with this description (seed-fault-suite.ts: due 10 days ago). */
  async receivableId(description: string): Promise<string> {
    const today = await sandboxToday(this.request);
    const { body } = await this.get<{ itens: Array<{ id: string; descricao: string }> }>(
      // A narrow window keeps the search fast.
      `/v1/financeiro/eventos-financeiros/contas-a-receber/buscar?pagina=1&tamanho_pagina=10&data_vencimento_de=${addDays(today, -11)}&data_vencimento_ate=${addDays(today, -9)}&descricao=${encodeURIComponent(description)}`,
    );
    const found = body.itens.filter((i) => i.descricao === description);
    expect(found, `one receivable "${description}"`).toHaveLength(1);
    return (found[0] as { id: string }).id;
  }

  /**
   * Open payables of the test's own, due `day` (a supplier, an expense category and the first
   * account of the sandbox), one per value, described `<prefix>-<n>`; their installments' ids.
   */
  async createPayables(
    day: string,
    prefix: string,
    values: readonly number[],
  ): Promise<Array<{ id: string; descricao: string; valor: number }>> {
    const suppliersOf = async (search: string) =>
      (
        await this.get<{ items: Array<{ id: string }> }>(
          `/v1/pessoas?tipo_perfil=Fornecedor${search}&pagina=1&tamanho_pagina=10`,
        )
      ).body?.items ?? [];
    // The demo's supplier, else the company's first (an accountant's companies have their own).
    const supplier = ((await suppliersOf('&busca=Velox'))[0] ?? (await suppliersOf(''))[0])!.id;
    const { body: categories } = await this.get<{ itens: Array<{ id: string }> }>(
      '/v1/categorias?tipo=DESPESA&permite_apenas_filhos=true&pagina=1&tamanho_pagina=10',
    );
    const { body: accounts } = await this.get<{ itens: Array<{ id: string }> }>('/v1/conta-financeira');
    const account = accounts.itens[0]!.id;
    const made: Array<{ id: string; descricao: string; valor: number }> = [];
    for (const [i, valor] of values.entries()) {
      const descricao = `${prefix}-${i + 1}`;
      await this.post('/v1/financeiro/eventos-financeiros/contas-a-pagar', {
        data_competencia: day,
        valor,
        descricao,
        observacao: '',
        contato: supplier,
        conta_financeira: account,
        rateio: [{ id_categoria: categories.itens[0]!.id, valor, rateio_centro_custo: [] }],
        condicao_pagamento: {
          parcelas: [
            {
              descricao,
              data_vencimento: day,
              nota: '',
              conta_financeira: account,
              detalhe_valor: { valor_bruto: valor, valor_liquido: valor, multa: 0, juros: 0, desconto: 0, taxa: 0 },
            },
          ],
        },
      });
      const { body } = await this.get<{ itens: Array<{ id: string; descricao: string }> }>(
        `/v1/financeiro/eventos-financeiros/contas-a-pagar/buscar?pagina=1&tamanho_pagina=10&data_vencimento_de=${day}&data_vencimento_ate=${day}&descricao=${encodeURIComponent(descricao)}`,
      );
      made.push({ id: body.itens.find((r) => r.descricao === descricao)!.id, descricao, valor });
    }
    return made;
  }

  /**
   * An open receivable of the test's own, due `day`, for a customer the charge provider accepts
   * (with a CPF/CNPJ and an e-mail), with a boleto due the same day on the charges account; the
   * installment's and the charge's ids.
   */
  async createReceivableWithBoleto(
    day: string,
    descricao: string,
    valor: number,
  ): Promise<{ id: string; chargeId: string }> {
    const { body: people } = await this.get<{
      items: Array<{ id: string; documento?: string | null; email?: string | null }> | null;
    }>('/v1/pessoas?tipo_perfil=Cliente&pagina=1&tamanho_pagina=100');
    const payer = (people.items ?? []).find((p) => p.documento?.replace(/\D/g, '') && p.email?.trim());
    const { body: categories } = await this.get<{ itens: Array<{ id: string }> }>(
      '/v1/categorias?tipo=RECEITA&permite_apenas_filhos=true&pagina=1&tamanho_pagina=10',
    );
    const { body: accounts } = await this.get<{ itens: Array<{ id: string; tipo: string; conta_padrao?: boolean }> }>(
      '/v1/conta-financeira',
    );
    const account = (accounts.itens.find((a) => a.conta_padrao) ?? accounts.itens[0])!.id;
    const charges = accounts.itens.find((a) => a.tipo === 'COBRANCAS_CONTA_AZUL')!.id;
    expect(payer, 'a customer with a CPF/CNPJ and an e-mail').toBeTruthy();
    await this.post('/v1/financeiro/eventos-financeiros/contas-a-receber', {
      data_competencia: day,
      valor,
      descricao,
      observacao: '',
      contato: payer!.id,
      conta_financeira: account,
      rateio: [{ id_categoria: categories.itens[0]!.id, valor, rateio_centro_custo: [] }],
      condicao_pagamento: {
        parcelas: [
          {
            descricao,
            data_vencimento: day,
            conta_financeira: account,
            detalhe_valor: { valor_bruto: valor, valor_liquido: valor, multa: 0, juros: 0, desconto: 0, taxa: 0 },
          },
        ],
      },
    });
    const { body } = await this.get<{ itens: Array<{ id: string; descricao: string }> }>(
      `/v1/financeiro/eventos-financeiros/contas-a-receber/buscar?pagina=1&tamanho_pagina=10&data_vencimento_de=${day}&data_vencimento_ate=${day}&descricao=${encodeURIComponent(descricao)}`,
    );
    const found = body.itens.filter((i) => i.descricao === descricao);
    expect(found, `one receivable "${descricao}"`).toHaveLength(1);
    const id = found[0]!.id;
    const charge = await this.post<{ id: string }>(
      '/v1/financeiro/eventos-financeiros/contas-a-receber/gerar-cobranca',
      {
        conta_bancaria: charges,
        descricao_fatura: descricao,
        id_parcela: id,
        data_vencimento: day,
        tipo: 'BOLETO',
      },
    );
    return { id, chargeId: charge.id };
  }

  /** The installment's settlements, from the platform's list (`GET .../parcelas/{id}/baixa`). */
  async settlements(parcelaId: string): Promise<SettlementRead[]> {
    const { status, body } = await this.get<SettlementRead[]>(
      `/v1/financeiro/eventos-financeiros/parcelas/${parcelaId}/baixa`,
    );
    expect(status).toBe(200);
    return body;
  }

  /** The charges the installment's read lists (`solicitacoes_cobrancas`). */
  async chargeRequests(parcelaId: string): Promise<Array<{ id: string; status?: string }>> {
    const { status, body } = await this.get<{ solicitacoes_cobrancas?: Array<{ id: string; status?: string }> }>(
      `/v1/financeiro/eventos-financeiros/parcelas/${parcelaId}`,
    );
    expect(status).toBe(200);
    return body.solicitacoes_cobrancas ?? [];
  }

  /** Registers a settlement of `valor` on the installment (today, the first account); its id and versao. */
  async settle(parcelaId: string, valor: number, nsu: string): Promise<{ id: string; versao: number }> {
    return this.post<{ id: string; versao: number }>(`/v1/financeiro/eventos-financeiros/parcelas/${parcelaId}/baixa`, {
      data_pagamento: await sandboxToday(this.request),
      conta_financeira: REFS.account,
      composicao_valor: { valor_bruto: valor },
      metodo_pagamento: 'PIX_PAGAMENTO_INSTANTANEO',
      nsu,
    });
  }

  /** One settlement as the platform reads it back (`GET .../parcelas/baixa/{id}`). */
  async settlement(baixaId: string): Promise<SettlementRead & { versao: number }> {
    const { status, body } = await this.get<SettlementRead & { versao: number }>(
      `/v1/financeiro/eventos-financeiros/parcelas/baixa/${baixaId}`,
    );
    expect(status).toBe(200);
    return body;
  }

  /** Corrects a settlement as another user or tab would (PATCH with its current versao). */
  async correctSettlement(baixaId: string, body: Record<string, unknown>): Promise<void> {
    const { status, body: answer } = await this.send(
      'PATCH',
      `/v1/financeiro/eventos-financeiros/parcelas/baixa/${baixaId}`,
      body,
    );
    expect(status, `PATCH baixa: ${JSON.stringify(answer)}`).toBe(200);
  }

  // quotes

  /** Creates a quote (Padaria, one Jardinagem at `valor`, dated `date`); its id and number. */
  async createQuote(options: {
    descricao: string;
    date?: string;
    valor?: number;
  }): Promise<{ id: string; numero: number }> {
    const { descricao, date = '2026-01-15', valor = 100 } = options;
    const { id } = await this.post<{ id: string }>('/v1/orcamentos', {
      id_cliente: REFS.customer,
      data_orcamento: date,
      data_validade: addDays(date, 31),
      descricao,
      itens: [{ id: REFS.service, quantidade: 1, valor }],
    });
    const { body } = await this.get<{ numero: number }>(`/v1/orcamentos/${id}`);
    return { id, numero: body.numero };
  }

  /** Creates `count` quotes described "`tag` 1", "`tag` 2"… (valued `valor`, `valor` + 1…); their ids and numbers. */
  async createQuotes(
    count: number,
    options: { date?: string; tag?: string; valor?: number } = {},
  ): Promise<Array<{ id: string; numero: number }>> {
    const { date, tag = 'Suíte de falhas', valor = 10 } = options;
    const out: Array<{ id: string; numero: number }> = [];
    for (let i = 0; i < count; i++) {
      out.push(await this.createQuote({ descricao: `${tag} ${i + 1}`, valor: valor + i, ...(date ? { date } : {}) }));
    }
    return out;
  }

  /**
   * A quote date no quote of this company has yet: the test's quotes are the only ones on
   * it (a worker's account is its company's only user, so nobody dates one there meanwhile).
   */
  async freshQuoteDate(): Promise<string> {
    for (;;) {
      const date = randomQuoteDate();
      const { body } = await this.get<{ itens: unknown[] }>(
        `/v1/orcamentos?data_inicio=${date}&data_fim=${date}&tamanho_pagina=10`,
      );
      if (body.itens.length === 0) return date;
    }
  }

  /** Quotes dated `date`, with their descriptions. */
  async quotesOn(date: string): Promise<Array<{ id: string; numero: number; descricao?: string }>> {
    const { body } = await this.get<{ itens: Array<{ id: string; numero: number }> }>(
      `/v1/orcamentos?data_inicio=${date}&data_fim=${date}&tamanho_pagina=50`,
    );
    return this.described(body.itens);
  }

  /**
   * How many of the newest quotes are described `descricao` (the list does not carry it).
   * Not "numbered above the last one seen": the sandbox numbers a quote after the highest
   * that exists, so a number freed by another test's deletion is given again.
   */
  async quotesDescribed(descricao: string, newest = 20): Promise<number> {
    const { body } = await this.get<{ itens: { id: string; numero: number }[] }>(
      `/v1/orcamentos?campo_ordenado_descendente=NUMERO&tamanho_pagina=${newest}`,
    );
    const quotes = await this.described(body.itens);
    return quotes.filter((q) => q.descricao === descricao).length;
  }

  private async described(quotes: Array<{ id: string; numero: number }>) {
    const out: Array<{ id: string; numero: number; descricao?: string }> = [];
    for (const q of quotes) {
      const detail = await this.get<{ descricao?: string }>(`/v1/orcamentos/${q.id}`);
      // Deleted by another test between the list and this read: not one of ours.
      if (detail.status === 404) continue;
      out.push({ ...q, descricao: detail.body.descricao });
    }
    return out;
  }

  // capture

  /** Uploads a bill PDF and waits until its capture awaits review; returns the capture id. */
  async pendingCapture(tag: string): Promise<string> {
    const upload = await this.send<{ id: string }>('POST', '/v1/captura/documentos', undefined, {
      arquivo: await billPdf(tag, '321,00', tag),
    });
    expect(upload.status).toBe(201);
    let captureId = '';
    await expect
      .poll(
        async () => {
          const { body } = await this.get<{
            itens: Array<{ capturas?: Array<{ id_captura: string; status_captura: string }> }>;
          }>(`/v1/captura/documentos/status?ids=${upload.body.id}`);
          const capture = body.itens[0]?.capturas?.[0];
          captureId = capture?.id_captura ?? '';
          return capture?.status_captura;
        },
        { timeout: 20_000 },
      )
      .toBe('PENDENTE');
    return captureId;
  }

  async captureStatus(id: string): Promise<string> {
    const { body } = await this.get<{ status: string }>(`/v1/captura/${id}`);
    return body.status;
  }
}
