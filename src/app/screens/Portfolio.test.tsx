import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSandboxApi, type SandboxApi } from '../../../sandbox/api/handler';
import { configureHttp } from '../../api/http';
import { toSearchParams } from '../../lib/search-params';
import { AuthProvider } from '../../auth/AuthContext';
import { rememberCompany } from '../../auth/company-registry';
import { AuthSession, buildSettings, userStorageKey } from '../../auth/session';
import { parseConfig } from '../../config/schema';
import { overdueRange } from '../../lib/home-panel';
import { countOf } from '../../lib/text';
import { stubApi } from '../../test/api-stub';
import { renderWithApp } from '../../test/render';
import { API_BASE, TEST_TODAY } from '../../test/sandbox';
import Portfolio from './Portfolio';

/*
 * Two companies' platforms in process, each answering only its own token; a third company
 * whose session ended in this tab.
 */

const config = parseConfig({
  apiBaseUrl: API_BASE,
  auth: { authority: 'https://id.exemplo.com', clientId: 'contratos-web', scope: 'openid profile' },
});
const settings = buildSettings(config, 'https://app.exemplo.com', '/');

function platform(token: string, contractCount: number): SandboxApi {
  return createSandboxApi({
    contractCount,
    verifyToken: async (t) => {
      if (t !== token) throw new Error('invalid token');
      return { sub: 'contador' };
    },
    allowedOrigins: [],
    today: TEST_TODAY,
    rateLimit: 1000,
  });
}

const companies = [
  {
    key: 'a1',
    name: 'Bicho Feliz Vet',
    legalName: null,
    document: '85.942.787/0001-63',
    token: 'tok-a1',
    contracts: 30,
  },
  {
    key: 'b2',
    name: 'Equilíbrio Pilates',
    legalName: null,
    document: '19.272.944/0001-46',
    token: 'tok-b2',
    contracts: 8,
  },
];
const ended = { key: 'c3', name: 'Prumo Certo', legalName: null, document: '33.208.093/0001-01' };

let platforms: Map<string, SandboxApi>;
let sent: Request[];

beforeEach(() => {
  sessionStorage.clear();
  platforms = new Map(companies.map((c) => [c.token, platform(c.token, c.contracts)]));
  for (const { token, contracts: _c, ...entry } of companies) {
    rememberCompany(entry);
    const user = {
      access_token: token,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      profile: { sub: 'contador' },
    };
    sessionStorage.setItem(userStorageKey(settings, entry.key), JSON.stringify(user));
  }
  rememberCompany(ended);
  sent = stubApi(
    (request) => {
      const token = request.headers.get('Authorization')?.replace('Bearer ', '') ?? '';
      return (platforms.get(token) ?? [...platforms.values()][0]!).handle(request);
    },
    { baseUrl: API_BASE, token: 'never-sent' },
  );
  // The portfolio is a page of no company: a request must name its company.
  configureHttp({
    baseUrl: API_BASE,
    company: null,
    getAccessToken: () => 'never-sent',
    renewAccessToken: async () => null,
    onSessionExpired: () => undefined,
  });
});
afterEach(() => vi.unstubAllGlobals());

/** The requests of `token`'s company to an address containing `path` get `answer`; the rest reach its platform. */
function answerFor(token: string, path: string, answer: () => Response) {
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return request.url.includes(path) && request.headers.get('Authorization') === `Bearer ${token}`
      ? Promise.resolve(answer())
      : inner(input, init);
  });
}

async function overdueCount(token: string): Promise<number> {
  const query = toSearchParams({ ...overdueRange(TEST_TODAY), pagina: 1, tamanho_pagina: 10 });
  const answer = await platforms.get(token)!.handle(
    new Request(`${API_BASE}/v1/financeiro/eventos-financeiros/contas-a-receber/buscar?${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    }),
  );
  return ((await answer.json()) as { itens_totais: number }).itens_totais;
}

/** The portfolio at its address, in a tab of its own session. */
function renderPortfolio() {
  renderWithApp(
    <AuthProvider session={new AuthSession(settings, vi.fn())}>
      <Portfolio today={TEST_TODAY} />
    </AuthProvider>,
    { route: '/empresas' },
  );
}

describe('the portfolio, each company read with its own session', () => {
  it("shows each company's figures read with its own token, and says which session ended", async () => {
    renderPortfolio();
    const table = screen.getByRole('table', { name: 'Empresas conectadas' });
    for (const company of companies) {
      const row = within(table).getByRole('row', { name: new RegExp(company.name) });
      const expected = countOf(await overdueCount(company.token), 'parcela', 'parcelas');
      await within(row).findByText(expected, { exact: false });
      // Each figure opens that company's own list, with the figure's filters.
      const overdue = within(row).getAllByRole('link')[1];
      expect(overdue?.getAttribute('href')).toMatch(new RegExp(`^/e/${company.key}/recebiveis\\?status=ATRASADO`));
    }
    const endedRow = within(table).getByRole('row', { name: new RegExp(ended.name) });
    expect(await within(endedRow).findByText('A sessão desta empresa terminou.')).toBeInTheDocument();
    expect(within(endedRow).getByRole('button', { name: 'Entrar de novo' })).toBeInTheDocument();

    // The totals row sums the companies read, and says it left one out.
    const totals = within(table).getByRole('row', { name: /^Total/ });
    expect(totals).toHaveTextContent('de 2 de 3 empresas');
    const overdueTotal = (await overdueCount('tok-a1')) + (await overdueCount('tok-b2'));
    expect(within(totals).getAllByRole('cell')[0]).toHaveTextContent(countOf(overdueTotal, 'parcela', 'parcelas'));
    // The sales without a note: the sum of the companies' cells that read them.
    const centsIn = (cell: HTMLElement | undefined) =>
      Number((/R\$\s?([\d.]+,\d{2})/.exec(cell?.textContent ?? '')?.[1] ?? 'NaN').replace(/\./g, '').replace(',', ''));
    const lastCell = (row: HTMLElement) => within(row).getAllByRole('cell').at(-1);
    await vi.waitFor(() => {
      const each = companies.map((c) =>
        centsIn(lastCell(within(table).getByRole('row', { name: new RegExp(c.name) }))),
      );
      expect(each.every(Number.isFinite)).toBe(true);
      expect(centsIn(lastCell(totals))).toBe(each.reduce((a, b) => a + b, 0));
    });
    expect(lastCell(totals)).toHaveTextContent('de 2 de 3 empresas');
    // Money to pay: what is overdue apart from what falls due.
    expect(within(table).getByRole('columnheader', { name: 'A pagar em atraso' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'A pagar hoje e em 7 dias' })).toBeInTheDocument();
    const payables = within(within(table).getByRole('row', { name: new RegExp(companies[0]!.name) })).getAllByRole(
      'link',
    );
    expect(payables[4]?.getAttribute('href')).toMatch(/^\/e\/a1\/pagamentos\?status=ATRASADO/);
    expect(payables[5]?.getAttribute('href')).toMatch(new RegExp(`data_vencimento_de=${TEST_TODAY}`));

    // Every request carried one of the two signed-in companies' tokens; none the page's own.
    const tokens = new Set(sent.map((r) => r.headers.get('Authorization')));
    expect(tokens).toEqual(new Set(['Bearer tok-a1', 'Bearer tok-b2']));
  });

  it('a balance the platform does not answer is left out of the figure, which says so', async () => {
    const store = platforms.get('tok-a1')!.store;
    const unread = store.accounts.find((a) => a.conta_padrao) ?? store.accounts[0]!;
    answerFor('tok-a1', `/conta-financeira/${unread.id}/saldo-atual`, () => Response.json({ saldo_atual: null }));
    renderPortfolio();
    const table = screen.getByRole('table', { name: 'Empresas conectadas' });
    const row = within(table).getByRole('row', { name: new RegExp(companies[0]!.name) });
    expect(await within(row).findByText('fora 1 conta sem saldo informado')).toBeVisible();
    const other = within(table).getByRole('row', { name: new RegExp(companies[1]!.name) });
    await within(other).findAllByText(/R\$/);
    expect(within(other).queryByText(/sem saldo informado/)).toBeNull();
    const totals = within(table).getByRole('row', { name: /^Total/ });
    expect(await within(totals).findByText('fora 1 conta sem saldo informado')).toBeVisible();
    expect(table).not.toHaveTextContent(/NaN|undefined/);
  });

  it('a balance that fails leaves the other figures standing; the total says whose balance it lacks', async () => {
    answerFor('tok-a1', '/saldo-atual', () => Response.json({ message: 'Erro interno no saldo.' }, { status: 500 }));
    renderPortfolio();
    const table = screen.getByRole('table', { name: 'Empresas conectadas' });
    // Before any row is read, the totals are no sums of nothing.
    const totals = within(table).getByRole('row', { name: /^Total/ });
    expect(totals).not.toHaveTextContent('R$');
    const row = within(table).getByRole('row', { name: new RegExp(companies[0]!.name) });
    expect(await within(row).findByText('saldo indisponível', {}, { timeout: 8000 })).toBeVisible();
    expect(within(row).getAllByText(/R\$/).length).toBeGreaterThanOrEqual(5);
    expect(within(row).queryByRole('alert')).toBeNull();
    expect(await within(totals).findByText('sem o saldo de 1 empresa')).toBeVisible();
  }, 15_000);
});
