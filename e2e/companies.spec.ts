import type { Page } from '@playwright/test';
import { decodeJwt } from 'jose';
import { DEMO_COMPANY, PORTFOLIO } from '../sandbox/companies';
import { toSearchParams } from '../src/lib/search-params';
import { overdueRange } from '../src/lib/home-panel';
import { countOf } from '../src/lib/text';
import { addMonths, monthBounds } from '../src/lib/date-math';
import { formatCents } from '../src/lib/money';
import { API_URL, expect, fillSignIn, IDP_URL, PASSWORD, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { Api, prefetchDone, sandboxToday, suiteHeaders } from './support/api';
import { mainMenu } from './support/menu';
import { choose, companyButton, expectCompany, openCompanies } from './support/companies';

/**
 * An accountant in three companies of one tab: each signed in to once, switched among
 * without signing in again, side by side in the portfolio, one signed out of while the
 * others stay. Every request the tab sends is recorded: each carries the token of the
 * company whose data it asks for, never another's.
 */

const [first, second, third] = PORTFOLIO as [(typeof PORTFOLIO)[0], (typeof PORTFOLIO)[0], (typeof PORTFOLIO)[0]];

interface Sent {
  path: string;
  company: unknown;
  /** The page that sent it (its address names the company it shows). */
  from: string;
}

function record(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(API_URL)) return;
    const auth = request.headers().authorization;
    sent.push({
      path: new URL(request.url()).pathname,
      company: auth ? decodeJwt(auth.replace(/^Bearer /, '')).empresa_id : null,
      from: request.frame().url(),
    });
  });
  return sent;
}

/** The accountant signed in to the first company, then to the second in the same tab. */
async function signInToTwo(page: Page) {
  await page.goto('/contratos');
  await fillSignIn(page, { email: 'contador@exemplo.com.br', password: PASSWORD });
  await choose(page, first);
  await expectCompany(page, first);
  await (await openCompanies(page)).getByRole('button', { name: 'Adicionar empresa' }).click();
  await choose(page, second);
  await expectCompany(page, second);
}

test('an accountant signs in to three companies, switches, reads the portfolio and signs out of one', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const sent = record(page);
  await page.goto('/contratos');
  await fillSignIn(page, { email: 'contador@exemplo.com.br', password: PASSWORD });
  await choose(page, first);
  await expect(page.getByRole('heading', { name: 'Contratos', level: 1 })).toBeVisible();
  await expectCompany(page, first);

  // Another company: a sign-in of its own (the provider knows the user: only its company step).
  for (const next of [second, third]) {
    const companies = await openCompanies(page);
    // It lists the companies of this browser, and says how to reach the account's others.
    await expect(companies).toContainText('Para abrir outra empresa da sua conta, use “Adicionar empresa”');
    await companies.getByRole('button', { name: 'Adicionar empresa' }).click();
    await choose(page, next);
    await expect(page.getByRole('heading', { name: 'Contratos', level: 1 })).toBeVisible();
    await expectCompany(page, next);
  }

  // Switching keeps the section and signs in to nothing.
  await mainMenu(page).getByRole('link', { name: 'Orçamentos' }).click();
  const dialog = await openCompanies(page);
  await expect(dialog.getByRole('listitem')).toHaveCount(3);
  await expectNoAxeViolations(page, 'the companies dialog');
  await dialog.getByRole('button', { name: new RegExp(`^${first.nome_fantasia}`) }).click();
  await expectCompany(page, first, '/orcamentos');
  await expect(page.getByRole('heading', { name: 'Orçamentos', level: 1 })).toBeVisible();

  // The first company closes last month: kept in this browser, for that company only.
  await mainMenu(page).getByRole('link', { name: 'Fechamento' }).click();
  await page.getByRole('button', { name: 'Marcar o mês como fechado' }).click();
  // The seed leaves a receipt without a category every month: closing asks first.
  await page.getByRole('button', { name: 'Fechar assim mesmo' }).click();
  await expect(page.getByText(/^Fechado em /)).toBeVisible();

  // The portfolio: every company's figures, each read with its own token.
  await (await openCompanies(page)).getByRole('link', { name: 'Carteira de empresas' }).click();
  await expect(page.getByRole('heading', { name: 'Carteira de empresas' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Empresas conectadas' });
  // The heading, the three companies and their totals.
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row', { name: /^Total/ })).toBeVisible();
  await expect(table.getByText('Carregando os números…')).toHaveCount(0, { timeout: 30_000 });
  await expectNoAxeViolations(page, 'the portfolio');
  // A screen of the app: its menu opens the tab's company's screens; the way back names it.
  const menu = mainMenu(page);
  await expect(menu.getByRole('link', { name: 'Carteira de empresas' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Caixa' })).toHaveAttribute('href', `/e/${first.id}/caixa`);
  await expect(page.getByRole('link', { name: `Voltar para ${first.nome_fantasia}` })).toBeVisible();
  for (const company of [first, second, third]) {
    const row = table.getByRole('row', { name: new RegExp(company.nome_fantasia) });
    // Its overdue figure is what the platform answers that company's token.
    // Late by the platform's day, as the page counts it.
    const query = toSearchParams({ ...overdueRange(await sandboxToday(request)), pagina: 1, tamanho_pagina: 10 });
    const overdue = await request.get(`${API_URL}/v1/financeiro/eventos-financeiros/contas-a-receber/buscar?${query}`, {
      headers: suiteHeaders(await tokenOf(page, company.id)),
    });
    const { itens_totais } = (await overdue.json()) as { itens_totais: number };
    await expect(row.getByRole('cell').first()).toContainText(countOf(itens_totais, 'parcela', 'parcelas'));
    // Each figure opens that company's list with exactly its filters.
    const link = row.getByRole('link').nth(1);
    await expect(link).toHaveAttribute('href', new RegExp(`^/e/${company.id}/recebiveis\\?`));
    // Last month's sales without a note, read page by page as that company.
    const notes = row.getByRole('cell').last().getByRole('link');
    await expect(notes).toHaveAttribute('href', new RegExp(`^/e/${company.id}/notas/sem-nota\\?mes=\\d{4}-\\d{2}$`), {
      timeout: 30_000,
    });
    await expect(notes).toContainText(/\d+ vendas?/);
  }

  // Results: last month's, on the accrual basis, as each company's token reads its installments.
  const results = page.getByRole('table', { name: /^Resultados e fechamento/ });
  await expect(results.getByText('Lendo os resultados…')).toHaveCount(0, { timeout: 60_000 });
  const { first: from, last: to } = monthBounds(addMonths(await sandboxToday(request), -1));
  let closedResult = 0;
  for (const company of [first, second, third]) {
    const token = await tokenOf(page, company.id);
    let expected = 0;
    for (const [side, sign] of [
      ['receber', 1],
      ['pagar', -1],
    ] as const) {
      const query = `data_vencimento_de=2000-01-01&data_vencimento_ate=2099-12-31&pagina=1&tamanho_pagina=1000&data_competencia_de=${from}&data_competencia_ate=${to}`;
      const answer = await request.get(
        `${API_URL}/v1/financeiro/eventos-financeiros/contas-a-${side}/buscar?${query}`,
        {
          headers: suiteHeaders(token),
        },
      );
      const { itens } = (await answer.json()) as { itens: { total: number; status_traduzido: string }[] };
      for (const item of itens)
        if (item.status_traduzido !== 'CANCELADO' && item.status_traduzido !== 'RENEGOCIADO')
          expected += sign * Math.round(item.total * 100);
    }
    const row = results.getByRole('row', { name: new RegExp(company.nome_fantasia) });
    const cells = row.getByRole('cell');
    expect((await cells.first().textContent())?.replace(/\s/g, ' ')).toBe(formatCents(expected).replace(/\s/g, ' '));
    await expect(cells.nth(3)).toContainText(company === first ? 'Fechado em' : 'Em aberto');
    if (company === first) closedResult = expected;
  }
  await expect(results.getByRole('row', { name: /^Total/ })).toContainText('1 de 3 fechados');

  // An expense of the closed month entered afterwards: the portfolio says the close moved, and from what.
  await new Api(page, request, () => tokenOf(page, first.id)).createPayables(
    from,
    `Depois do fechamento ${Date.now()}`,
    [12.34],
  );
  await page.reload();
  await expect(results.getByText('Lendo os resultados…')).toHaveCount(0, { timeout: 60_000 });
  const closedRow = results.getByRole('row', { name: new RegExp(first.nome_fantasia) });
  await expect(closedRow.getByRole('cell').first()).toHaveText(formatCents(closedResult - 1234));
  await expect(closedRow).toContainText(`Mudou depois: no fechamento, resultado de ${formatCents(closedResult)}`);
  await expect(closedRow).toContainText('mês mudou depois do fechamento');
  await expect(results.getByRole('row', { name: /^Total/ })).toContainText('1 de 3 fechados; 1 mudou depois');

  // Signing out of one company leaves the others signed in.
  await table.getByRole('link', { name: second.nome_fantasia }).click();
  await expectCompany(page, second, '');
  await (await openCompanies(page)).getByRole('button', { name: 'Sair desta empresa' }).click();
  await expect(page).toHaveURL(new RegExp(`/e/(${first.id}|${third.id})`));
  await expect(companyButton(page)).toBeVisible();
  await page.reload();
  const left = await openCompanies(page);
  await expect(left.getByRole('listitem')).toHaveCount(2);
  await expect(left.getByText(second.nome_fantasia)).toHaveCount(0);
  await left.getByRole('button', { name: 'Fechar' }).click();

  // No request crossed companies: a company's page sent only its token; the portfolio, each company's own.
  const ids = new Set<unknown>([first.id, second.id, third.id]);
  for (const request of sent) {
    const shown = /\/e\/([^/?#]+)/.exec(new URL(request.from).pathname)?.[1];
    if (shown) expect(request.company, `${request.path} from ${request.from}`).toBe(shown);
    else expect(ids.has(request.company), `${request.path} from ${request.from}`).toBe(true);
  }
  const fromPortfolio = sent.filter((r) => new URL(r.from).pathname === '/empresas');
  expect(new Set(fromPortfolio.map((r) => r.company))).toEqual(ids);
});

/** The tab's access token of a company (its session is filed under the company's key). */
function tokenOf(page: Page, company: string): Promise<string> {
  return page.evaluate((suffix) => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:') && k.endsWith(suffix));
    return (JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as { access_token: string }).access_token;
  }, `#${company}`);
}

test('an address of a company the account cannot use, asked for again, says so rather than ask in a loop', async ({
  page,
  context,
}) => {
  await page.goto('/contratos');
  await fillSignIn(page, { email: 'financeiro@exemplo.com.br', password: PASSWORD });
  await expectCompany(page, DEMO_COMPANY);
  const foreign = await context.newPage();
  await foreign.goto(`/e/${first.id}/caixa`);
  await expect(foreign.getByRole('alert')).toContainText(`Você entrou em ${DEMO_COMPANY.nome_fantasia}`);
  await foreign.getByRole('button', { name: 'Entrar na empresa do endereço' }).click();
  // The provider signs in to the account's one company again.
  const alert = foreign.getByRole('alert');
  await expect(alert).toContainText(`A conta entrou outra vez em ${DEMO_COMPANY.nome_fantasia}`);
  await expect(alert).toContainText('não tem acesso a ela');
  await foreign.getByRole('button', { name: `Abrir ${DEMO_COMPANY.nome_fantasia}` }).click();
  await expectCompany(foreign, DEMO_COMPANY, '/caixa');
});

test('signing out of every company in one tab ends every other tab, open or away, before it shows or sends anything', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/contratos');
  await fillSignIn(page, { email: 'contador@exemplo.com.br', password: PASSWORD });
  await choose(page, first);
  await expectCompany(page, first);
  const open = await context.newPage();
  await open.goto(`/e/${second.id}/recebiveis`);
  await expectCompany(open, second, '/recebiveis');
  // A tab that is somewhere else while the user signs out, and comes back after.
  const away = await context.newPage();
  await away.goto(`/e/${first.id}/caixa`);
  await expectCompany(away, first, '/caixa');
  await away.goto('about:blank');

  await page.getByRole('button', { name: /^Sair \(/ }).click();
  await expect(page).toHaveURL(/\/auth\/signed-out/);
  const oidcUsers = (tab: Page) =>
    tab.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user:')));
  await expect(open.getByRole('heading', { name: 'Você saiu' })).toBeVisible();
  await expect(open.getByText(/feita em outra aba ou janela deste navegador/)).toBeVisible();
  expect(await oidcUsers(open)).toEqual([]);

  // The next user of the browser signs in in the first tab; the tab that was away comes back.
  await page.getByRole('button', { name: 'Entrar novamente' }).click();
  await fillSignIn(page, { email: 'financeiro@exemplo.com.br', password: PASSWORD });
  await expect(page.getByRole('heading', { level: 1, name: 'Contratos' })).toBeVisible();
  const sent = record(away);
  await away.goto(`/e/${first.id}/caixa`);
  await expect(away.getByRole('heading', { name: 'Você saiu' })).toBeVisible();
  await expect(away.getByText(/feita em outra aba/)).toBeVisible();
  expect(await oidcUsers(away)).toEqual([]);
  expect(sent.filter((s) => s.company !== null)).toEqual([]);
  await expect(away.getByText(first.nome_fantasia)).toHaveCount(0);
  // The first tab, signed in again, is not ended by what ended the others.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Contratos' })).toBeVisible();
});

test("signing out offline of a tab of two companies: nothing stays stored, and both companies' tokens are revoked once the network returns", async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  test.setTimeout(90_000);
  // The provider's discovery document and revocation, asked for offline.
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
  await signInToTwo(page);
  await prefetchDone(page);
  // Each company's refresh token, by the company its stored user is kept for (`oidc.user:…#<company>`).
  const tokens = await page.evaluate(() =>
    Object.fromEntries(
      Object.keys(sessionStorage)
        .filter((k) => k.startsWith('oidc.user:'))
        .map((k) => [
          k.split('#')[1],
          (JSON.parse(sessionStorage.getItem(k) ?? '{}') as { refresh_token?: string }).refresh_token,
        ]),
    ),
  );
  expect(Object.keys(tokens).sort()).toEqual([first.id, second.id].sort());
  const revoked: string[] = [];
  page.on('request', (r) => {
    if (r.url() === `${IDP_URL}/oauth2/revoke`)
      revoked.push(new URLSearchParams(r.postData() ?? '').get('token') ?? '');
  });

  await context.setOffline(true);
  await page.getByRole('button', { name: /^Sair \(/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nada da sua sessão ficou guardado' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.')))).toEqual([]);
  expect(revoked).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Você saiu' })).toBeVisible();
  // The other company's token first: the page's own sign-out waits for it before leaving.
  expect(revoked).toEqual([tokens[first.id], tokens[second.id]]);
});

test('signing out of one company in one tab ends that company in every other tab, open or away, and leaves their others', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const oidcUsers = (tab: Page) =>
    tab.evaluate(() =>
      Object.keys(sessionStorage)
        .filter((k) => k.startsWith('oidc.user:'))
        .map((k) => k.split('#')[1])
        .sort(),
    );
  await signInToTwo(page);
  // An open tab on the first company, with the second too.
  const open = await context.newPage();
  await open.goto(`/e/${second.id}/recebiveis`);
  await expectCompany(open, second, '/recebiveis');
  await (await openCompanies(open)).getByRole('button', { name: 'Adicionar empresa' }).click();
  await choose(open, first);
  await expectCompany(open, first, '/recebiveis');
  // A tab on the first company that is somewhere else meanwhile.
  const away = await context.newPage();
  await away.goto(`/e/${first.id}/caixa`);
  await expectCompany(away, first, '/caixa');
  await away.goto('about:blank');

  await page.goto(`/e/${first.id}/contratos`);
  await expectCompany(page, first);
  await (await openCompanies(page)).getByRole('button', { name: 'Sair desta empresa' }).click();
  await expectCompany(page, second);

  // The open tab hears of it: the page says so and offers the company the tab keeps.
  await expect(open.getByRole('heading', { name: 'Você saiu' })).toBeVisible();
  await expect(open.getByText(`A saída de ${first.nome_fantasia} foi feita em outra aba`)).toBeVisible();
  expect(await oidcUsers(open)).toEqual([second.id]);
  await open.getByRole('link', { name: `Abrir ${second.nome_fantasia}` }).click();
  await expectCompany(open, second, '/recebiveis');
  await expect((await openCompanies(open)).getByRole('listitem')).toHaveCount(1);

  // The tab that was away shows and sends nothing of the company when it comes back.
  const sent = record(away);
  await away.goto(`/e/${first.id}/caixa`);
  await expect(away.getByText(`A saída de ${first.nome_fantasia} foi feita em outra aba`)).toBeVisible();
  expect(await oidcUsers(away)).toEqual([]);
  expect(sent.filter((s) => s.company !== null)).toEqual([]);

  // Signed in to it again, a tab is not ended by what ended the others.
  await page.goto(`/e/${first.id}/contratos`);
  await expectCompany(page, first);
  await page.reload();
  await expectCompany(page, first);
  expect(await oidcUsers(page)).toEqual([first.id, second.id].sort());
});

test('a typed company address opens that company in a new tab, and never another company silently', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/contratos');
  await fillSignIn(page, { email: 'contador@exemplo.com.br', password: PASSWORD });
  await choose(page, first);
  await expectCompany(page, first);

  // A second tab on the second company's address: the provider is asked for that company and
  // needs no choice (its session holds the password already).
  const other = await context.newPage();
  await other.goto(`/e/${second.id}/pagamentos`);
  await expectCompany(other, second, '/pagamentos');
  await expect(other.getByRole('heading', { level: 1, name: 'Contas a pagar' })).toBeVisible();
  await other.close();

  // An address of a company the account cannot use: the provider asks, and the user who
  // picks another company is told so, on a page that opens neither until they choose.
  const foreign = await context.newPage();
  await foreign.goto(`/e/${DEMO_COMPANY.id}/caixa`);
  await choose(foreign, first);
  await expect(foreign.getByRole('alert')).toContainText(`Você entrou em ${first.nome_fantasia}`);
  await expect(foreign).toHaveURL(/\/auth\/callback/);
  await foreign.getByRole('button', { name: `Abrir ${first.nome_fantasia}` }).click();
  await expectCompany(foreign, first, '/caixa');
});
