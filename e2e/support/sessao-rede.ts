import type { APIRequestContext, Page, Request } from '@playwright/test';
import { platformToday, seedStore } from '../../sandbox/api/seed';
import { addDays } from '../../src/lib/dates';
import { API_URL, expect, fillSignIn, IDP_URL, politely, type Account } from '../fixtures';
import { billLines, makePdf } from './pdf';

/**
 * Helpers of the "Sessão e rede" fault suite (e2e/faults-session.spec.ts,
 * e2e/faults-network.spec.ts): the signed-in user's tokens, the API seen directly (to check
 * what really happened on the server), request counters, and records each test owns.
 */

/** The seed is deterministic for a day: ids of customers, items and accounts to build requests. */
const seeded = seedStore(platformToday());

// --- the session in the page ----------------------------------------------------------------

interface StoredUser {
  access_token: string;
  refresh_token?: string;
}

export async function storedUser(page: Page): Promise<StoredUser> {
  const user = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? 'null') as { access_token: string; refresh_token?: string } | null) : null;
  });
  expect(user?.access_token, 'a signed-in user in the tab').toBeTruthy();
  return user as StoredUser;
}

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

/** Counts the page's requests to the API matching method and path (preflights excluded). */
export function countRequests(page: Page, method: string, path: RegExp): Counter {
  const requests: Request[] = [];
  const at: number[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === API_URL && r.method() === method && path.test(url.pathname)) {
      requests.push(r);
      at.push(Date.now());
    }
  });
  return {
    get count() {
      return requests.length;
    },
    requests,
    at,
  };
}

/** Requests to the token endpoint with grant_type=refresh_token. */
export function countRenewals(page: Page): Counter {
  const requests: Request[] = [];
  const at: number[] = [];
  page.on('request', (r) => {
    if (r.url() === `${IDP_URL}/oauth2/token` && (r.postData() ?? '').includes('grant_type=refresh_token')) {
      requests.push(r);
      at.push(Date.now());
    }
  });
  return {
    get count() {
      return requests.length;
    },
    requests,
    at,
  };
}

export const bearerOf = (r: Request) => r.headers()['authorization'] ?? '';

/** API requests that failed at the network level (none may, for a query or mutation paused offline). */
export function failedApiRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (r) => {
    if (new URL(r.url()).origin === API_URL) failed.push(`${r.method()} ${r.url()}: ${r.failure()?.errorText ?? ''}`);
  });
  return failed;
}

// --- the API, directly ----------------------------------------------------------------------

export class Api {
  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
  ) {}

  private async headers() {
    return { Authorization: `Bearer ${(await storedUser(this.page)).access_token}` };
  }

  async get<T>(path: string): Promise<{ status: number; body: T }> {
    const headers = await this.headers();
    const response = await politely(() => this.request.get(`${API_URL}${path}`, { headers }));
    return { status: response.status(), body: (response.status() === 200 ? await response.json() : undefined) as T };
  }

  async post<T>(path: string, data: unknown): Promise<T> {
    const headers = await this.headers();
    const response = await politely(() => this.request.post(`${API_URL}${path}`, { headers, data }));
    expect(response.status(), `POST ${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as T;
  }

  // contracts

  /** Creates an active contract with this number; returns its id. */
  async createContract(numero: number): Promise<string> {
    const customer = seeded.customers.find((c) => c.ativo);
    const item = seeded.items.find((i) => i.status === 'ATIVO');
    const year = Number(seeded.today.slice(0, 4)) + 1;
    const created = await this.post<{ id: string }>('/v1/contratos', {
      id_cliente: customer?.id,
      itens: [{ id: item?.id, quantidade: 1, valor: 120, descricao: 'Suíte de falhas' }],
      termos: {
        data_inicio: `${year}-01-01`,
        data_fim: `${year}-12-31`,
        tipo_expiracao: 'DATA',
        tipo_frequencia: 'MENSAL',
        intervalo_frequencia: 1,
        dia_emissao_venda: 10,
        numero,
      },
      condicao_pagamento: {
        tipo_pagamento: 'PIX_COBRANCA',
        dia_vencimento: 20,
        primeira_data_vencimento: `${year}-01-20`,
        id_conta_financeira: seeded.accounts[0]?.id,
      },
    });
    return created.id;
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
    const { status, body } = await this.get<{ itens: Array<{ id: string; numero?: number; termos?: { numero?: number } }> }>(
      `/v1/contratos?busca_textual=${numero}&tamanho_pagina=50&data_inicio=2000-01-01&data_fim=2099-12-31`,
    );
    expect(status).toBe(200);
    return body.itens.filter((c) => (c.numero ?? c.termos?.numero) === numero);
  }

  // receivables

  /** The id of the seeded receivable with this description. */
  async receivableId(description: string): Promise<string> {
    const { body } = await this.get<{ itens: Array<{ id: string; descricao: string }> }>(
      // Due 10 days ago (seed-fault-suite.ts): a narrow window keeps the search fast.
      `/v1/financeiro/eventos-financeiros/contas-a-receber/buscar?pagina=1&tamanho_pagina=10&data_vencimento_de=${addDays(seeded.today, -11)}&data_vencimento_ate=${addDays(seeded.today, -9)}&descricao=${encodeURIComponent(description)}`,
    );
    const found = body.itens.filter((i) => i.descricao === description);
    expect(found, `one receivable "${description}"`).toHaveLength(1);
    return (found[0] as { id: string }).id;
  }

  async settlements(parcelaId: string): Promise<Array<{ id: string; nsu?: string; observacao?: string; composicao_valor: { valor_bruto: number } }>> {
    const { body } = await this.get<{ baixas: Array<{ id: string; nsu?: string; observacao?: string; composicao_valor: { valor_bruto: number } }> }>(
      `/v1/financeiro/eventos-financeiros/parcelas/${parcelaId}`,
    );
    return body.baixas;
  }

  // quotes

  /** Creates `count` quotes dated `date` (a day no other test uses); returns ids and numbers. */
  async createQuotes(count: number, date: string): Promise<Array<{ id: string; numero: number }>> {
    const customer = seeded.customers.find((c) => c.ativo);
    const item = seeded.items.find((i) => i.status === 'ATIVO');
    const out: Array<{ id: string; numero: number }> = [];
    for (let i = 0; i < count; i++) {
      const { id } = await this.post<{ id: string }>('/v1/orcamentos', {
        id_cliente: customer?.id,
        data_orcamento: date,
        data_validade: date,
        descricao: `Suíte de falhas ${i + 1}`,
        itens: [{ id: item?.id, quantidade: 1, valor: 10 + i }],
      });
      const { body } = await this.get<{ numero: number }>(`/v1/orcamentos/${id}`);
      out.push({ id, numero: body.numero });
    }
    return out;
  }

  /** Quotes dated `date`, with their descriptions. */
  async quotesOn(date: string): Promise<Array<{ id: string; numero: number; descricao?: string }>> {
    const { body } = await this.get<{ itens: Array<{ id: string; numero: number }> }>(
      `/v1/orcamentos?data_inicio=${date}&data_fim=${date}&tamanho_pagina=50`,
    );
    const out: Array<{ id: string; numero: number; descricao?: string }> = [];
    for (const q of body.itens) {
      const detail = await this.get<{ descricao?: string }>(`/v1/orcamentos/${q.id}`);
      out.push({ ...q, descricao: detail.body.descricao });
    }
    return out;
  }

  // capture

  /** Uploads a bill PDF and waits until its capture awaits review; returns the capture id. */
  async pendingCapture(tag: string): Promise<string> {
    const headers = await this.headers();
    const buffer = Buffer.from(await makePdf(billLines({ valor: '321,00', descricao: tag })));
    const upload = await politely(() =>
      this.request.post(`${API_URL}/v1/captura/documentos`, {
        headers,
        multipart: { arquivo: { name: `${tag}.pdf`, mimeType: 'application/pdf', buffer } },
      }),
    );
    expect(upload.status()).toBe(201);
    const { id } = (await upload.json()) as { id: string };
    let captureId = '';
    await expect
      .poll(
        async () => {
          const { body } = await this.get<{ itens: Array<{ capturas?: Array<{ id_captura: string; status_captura: string }> }> }>(
            `/v1/captura/documentos/status?ids=${id}`,
          );
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

/** A number no other test (nor the seed) uses. */
export const uniqueContractNumber = () => 900_000 + Math.floor(Math.random() * 99_999);

/** A quote date no other test uses: a random day in the 2040s. */
export function uniqueQuoteDate(): string {
  const day = new Date(Date.UTC(2040, 0, 1) + Math.floor(Math.random() * 3650) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

export { seeded };
