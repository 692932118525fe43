import type { Page } from '@playwright/test';
import { PORTFOLIO } from '../sandbox/companies';
import { SIGN_OUT_MARK } from '../src/auth/sign-out-mark';
import { storeKeyKind } from '../src/lib/company-store-sweep';
import { expect, fillSignIn, PASSWORD, test } from './fixtures';
import { sandboxToday } from './support/api';
import { billLines, makePdf } from './support/pdf';
import { ofxStatement } from './support/statement';
import { mainMenu } from './support/menu';
import { choose, companyButton, openCompanies } from './support/companies';

/**
 * What the browser keeps is one company's: an accountant works in one company (a statement
 * being reconciled, a document captured, a bill's draft), every key the app wrote while it
 * walked every screen is that company's or the tab's sign-in or a preference, and another
 * company of the same tab shows none of it. Then signing out of every company leaves only
 * the preferences, and the next user of the browser sees nothing of the first.
 */

const [first, second] = PORTFOLIO as [(typeof PORTFOLIO)[0], (typeof PORTFOLIO)[0]];
const SCREENS = [
  '/',
  '/contratos',
  '/contratos/novo',
  '/recebiveis',
  '/recebiveis/inadimplencia',
  '/recebiveis/conciliacao',
  '/pagamentos',
  '/pagamentos/nova',
  '/caixa',
  '/captura',
  '/orcamentos',
  '/orcamentos/novo',
];

const storedKeys = (page: Page) =>
  page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Signs the accountant in to `first`, then `second`, and goes back to `first`. */
async function accountantInTwoCompanies(page: Page) {
  await page.goto('/contratos');
  await fillSignIn(page, { email: 'contador@exemplo.com.br', password: PASSWORD });
  await choose(page, first);
  await expect(heading(page, 'Contratos')).toBeVisible();
  await (await openCompanies(page)).getByRole('button', { name: 'Adicionar empresa' }).click();
  await choose(page, second);
  await expect(page).toHaveURL(new RegExp(`/e/${second.id}/contratos$`));
  await (await openCompanies(page)).getByRole('button', { name: new RegExp(`^${first.nome_fantasia}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/e/${first.id}/contratos$`));
  await expect(heading(page, 'Contratos')).toBeVisible();
}

/** In the page's company: a statement imported, a document captured, a bill's draft typed. */
async function workInProgress(page: Page, company: string) {
  const today = await sandboxToday(page.request);
  await page.goto(`/e/${company}/recebiveis/conciliacao`);
  await page.getByLabel('Extrato bancário (OFX ou CSV)').setInputFiles(
    ofxStatement([{ fitId: 'LOJA-1', date: today, amount: 1280, memo: 'PIX RECEBIDO CLIENTE' }], {
      name: 'extrato-da-empresa-A.ofx',
    }),
  );
  await expect(page.getByText('extrato-da-empresa-A.ofx').first()).toBeVisible();

  await page.goto(`/e/${company}/captura`);
  await page.getByLabel('Arquivos para captura').setInputFiles({
    name: 'nota-da-empresa-A.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await makePdf(billLines({ descricao: 'Nota da empresa A' }))),
  });
  const recent = page.getByRole('region', { name: 'Envios recentes deste navegador' });
  await expect(recent.getByText('nota-da-empresa-A.pdf')).toBeVisible();

  await page.goto(`/e/${company}/pagamentos/nova`);
  await page.getByLabel('Descrição').fill('Rascunho da empresa A: pagamento sigiloso');
  // The draft is kept as the user types (debounced): wait for the key itself.
  await expect
    .poll(async () => (await storedKeys(page)).local.some((k) => k.startsWith('pagamentos.novo.rascunho:')))
    .toBe(true);

  // A settlement begun and left: its draft, in the tab.
  await page.goto(`/e/${company}/recebiveis`);
  await page
    .getByRole('link', { name: /^Registrar baixa/ })
    .first()
    .click();
  await page.getByLabel('Observação').fill('Baixa da empresa A');
  await expect
    .poll(async () => (await storedKeys(page)).session.some((k) => k.startsWith('recebiveis.baixa.rascunho:')))
    .toBe(true);
}

/** Record pages, each opened from its list's first row. */
async function openRecords(page: Page, company: string) {
  for (const list of ['contratos', 'orcamentos']) {
    await page.goto(`/e/${company}/${list}`);
    await page.locator('tbody tr[data-row]').first().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/e/${company}/${list}/[^/?]+$`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
}

test("every key the app writes is one company's, and another company of the tab shows none of it", async ({ page }) => {
  test.setTimeout(120_000);
  await accountantInTwoCompanies(page);
  await workInProgress(page, first.id);
  for (const path of SCREENS) {
    await page.goto(`/e/${first.id}${path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await openRecords(page, first.id);
  await page.goto('/empresas');
  await expect(page.getByRole('table', { name: 'Empresas conectadas' })).toContainText(second.nome_fantasia);
  await page.goto(`/e/${first.id}/contratos`);
  await page.getByRole('button', { name: /Usar tema (escuro|claro)/ }).click();

  const { local, session } = await storedKeys(page);
  const outside = [...local, ...session].filter((key) => storeKeyKind(key) === 'outside');
  expect(outside, 'keys outside the rule').toEqual([]);
  // Each key names a company of the tab; the work is the first's (the second only read, paced its reads and kept its name).
  const kept = [...local, ...session].filter((k) => storeKeyKind(k) === 'company');
  for (const key of kept) expect([first.id, second.id], key).toContain(key.slice(key.lastIndexOf('@') + 1));
  expect(kept.filter((k) => !/^(api-rate-budget:|empresa\.nome@)/.test(k) && !k.endsWith(`@${first.id}`))).toEqual([]);
  expect(local).toContain(`empresa.nome@${second.id}`);
  for (const name of ['conciliacao.rascunho', 'captura.envios-recentes', 'pagamentos.novo.rascunho:']) {
    expect(
      local.some((k) => k.startsWith(name) && k.endsWith(`@${first.id}`)),
      name,
    ).toBe(true);
  }
  expect(session.some((k) => k.startsWith('recebiveis.baixa.rascunho:') && k.endsWith(`@${first.id}`))).toBe(true);

  // The other company: none of the first's work, and the way to where it is.
  await page.goto(`/e/${second.id}/recebiveis/conciliacao`);
  await expect(page.getByText('Conciliação em andamento em outra empresa')).toBeVisible();
  await expect(page.getByText('Conciliação retomada')).toHaveCount(0);
  await expect(page.getByLabel('Extrato bancário (OFX ou CSV)')).toBeAttached();
  const there = page.getByRole('link', { name: `Ir para a conciliação de ${first.nome_fantasia}` });
  await expect(there).toHaveAttribute('href', `/e/${first.id}/recebiveis/conciliacao`);

  await page.goto(`/e/${second.id}/`);
  await expect(heading(page, /Hoje/)).toBeVisible();
  await expect(page.getByText(/espera(m)? sua revisão/)).toHaveCount(0);
  await page.goto(`/e/${second.id}/captura`);
  await expect(page.getByText('Nenhum documento enviado por este navegador')).toBeVisible();
  await expect(page.getByText('nota-da-empresa-A.pdf')).toHaveCount(0);
  await page.goto(`/e/${second.id}/pagamentos/nova`);
  await expect(heading(page, /conta a pagar/i)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Rascunho restaurado' })).toHaveCount(0);
  await expect(page.getByLabel('Descrição')).toHaveValue('');
  // Said, with the way to it.
  await expect(page.getByRole('link', { name: `Continuar o rascunho em ${first.nome_fantasia}` })).toHaveAttribute(
    'href',
    `/e/${first.id}/pagamentos/nova`,
  );

  await page.goto(`/e/${first.id}/recebiveis/conciliacao`);
  await expect(page.getByText('Conciliação retomada')).toBeVisible();

  // Signing out of the first company takes its keys and leaves the second's, once the work
  // only this browser keeps is named and the user confirms.
  const firstKeys = async () => {
    const { local, session } = await storedKeys(page);
    return [...local, ...session].filter((k) => k.includes(first.id)).sort();
  };
  const before = await firstKeys();
  await (await openCompanies(page)).getByRole('button', { name: 'Sair desta empresa' }).click();
  const asked = page.getByRole('dialog', { name: 'Sair desta empresa?' });
  await expect(asked.getByRole('list', { name: 'O que a saída apaga' }).getByRole('listitem')).toHaveText([
    `${first.nome_fantasia}: uma conciliação de extrato em andamento; 2 rascunhos de formulário`,
  ]);
  await asked.getByRole('button', { name: 'Fechar' }).click();
  await expect(asked).toHaveCount(0);
  // Nothing erased (the page may have written more meanwhile).
  expect(await firstKeys()).toEqual(expect.arrayContaining(before));
  await page.getByRole('dialog', { name: 'Empresas' }).getByRole('button', { name: 'Sair desta empresa' }).click();
  await asked.getByRole('button', { name: 'Sair e apagar' }).click();
  await expect(page).toHaveURL(new RegExp(`/e/${second.id}/`));
  await expect(companyButton(page)).toBeVisible();
  const after = await storedKeys(page);
  expect([...after.local, ...after.session].filter((k) => k.includes(first.id))).toEqual([]);
  expect(after.session.some((k) => k.startsWith('oidc.user:') && k.endsWith(`#${second.id}`))).toBe(true);
});

test('signing out of every company leaves only the preferences; the next user sees nothing of the first', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await accountantInTwoCompanies(page);
  await workInProgress(page, first.id);
  await page.getByRole('button', { name: /Usar tema (escuro|claro)/ }).click();

  await (await openCompanies(page)).getByRole('button', { name: 'Sair de todas' }).click();
  await page
    .getByRole('dialog', { name: 'Sair de todas as empresas?' })
    .getByRole('button', { name: 'Sair e apagar' })
    .click();
  await expect(page).toHaveURL(/\/auth\/signed-out/);
  const left = await storedKeys(page);
  // And the mark that ends the browser's other tabs.
  expect(left.local.filter((k) => storeKeyKind(k) !== 'preference')).toEqual([SIGN_OUT_MARK]);
  expect(left.session.filter((k) => !k.startsWith('contratos-auth.'))).toEqual([]);

  // The next user of this browser. A busy identity provider may not confirm the sign-out
  // (the page then says so) and keep its own session: the next user starts without it.
  // The app then keeps saying so until "Entrar novamente"; the next user presses it.
  await page.context().clearCookies();
  await page.goto('/recebiveis/conciliacao');
  const again = page.getByRole('button', { name: 'Entrar novamente' });
  await expect(again.or(page.getByRole('heading', { name: 'Entrar' }))).toBeVisible();
  if (await again.isVisible()) await again.click();
  await fillSignIn(page, { email: 'financeiro@exemplo.com.br', password: PASSWORD });
  await mainMenu(page).getByRole('link', { name: 'Conciliação' }).click();
  await expect(heading(page, 'Conciliação bancária')).toBeVisible();
  await expect(page.getByLabel('Extrato bancário (OFX ou CSV)')).toBeAttached();
  await expect(page.getByText(/retomad/)).toHaveCount(0);
  await expect(page.getByText('Conciliação em andamento em outra empresa')).toHaveCount(0);
  await mainMenu(page).getByRole('link', { name: 'Captura' }).click();
  await expect(page.getByText('Nenhum documento enviado por este navegador')).toBeVisible();
  await expect(page.getByText('nota-da-empresa-A.pdf')).toHaveCount(0);
  const after = await storedKeys(page);
  expect([...after.local, ...after.session].join('\n')).not.toContain(first.id);
});

test('an address whose company key is no company key opens no company and stores nothing of it', async ({
  page,
  signIn,
}) => {
  await signIn(page, { path: '/contratos' });
  await page.goto('/e/javascript:alert(1)/pagamentos');
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  const { local, session } = await storedKeys(page);
  expect([...local, ...session].filter((k) => k.includes('javascript'))).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('contratos-empresa-atual'))).not.toContain('javascript');
});
