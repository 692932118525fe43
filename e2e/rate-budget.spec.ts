import { expect, test } from './fixtures';
import { openTab } from './support/tabs';

/**
 * One request budget for every tab of the browser: three tabs read the home panel's
 * figures (every active contract's detail, in the background) and export the receivables
 * while a fourth is browsed, and the platform's limits (20 a second, 500 a minute per
 * company, which the sandbox enforces) never answer 429. The sales search is refused, so
 * the recurring revenue takes its heaviest path: one detail per contract (src/api/panel.ts).
 */

test('three tabs reading figures and exporting, one browsing: not one 429', async ({
  page,
  context,
  account,
  signIn,
  sandbox,
  allowConsoleErrors,
}) => {
  test.setTimeout(180_000);
  // Without the scheduled sales, the panel reads every active contract's detail.
  await sandbox.fault({ path: '^/v1/venda/busca$', method: 'GET', status: 400, error: 'Busca recusada no teste.' });
  allowConsoleErrors(/status of 400/);
  const limited: string[] = [];
  const statuses: number[] = [];
  context.on('response', (response) => {
    if (!/\/v1\//.test(new URL(response.url()).pathname)) return;
    statuses.push(response.status());
    if (response.status() === 429) limited.push(response.url());
  });

  await signIn(page, { path: '/' });
  // A browser that never read the contracts' terms: every tab reads them.
  await page.evaluate(() => {
    for (const key of Object.keys(window.localStorage))
      if (key.startsWith('painel.condicoes-dos-contratos@')) window.localStorage.removeItem(key);
  });
  const tabs = [page, await openTab(context, account, '/'), await openTab(context, account, '/')];
  const browsing = await openTab(context, account, '/contratos');

  // Each busy tab: the panel's figures, then the export of a whole year of receivables.
  const busy = tabs.map(async (tab) => {
    await tab.goto('/');
    await expect(tab.getByRole('region', { name: 'Receita recorrente mensal' })).toContainText(/R\$/, {
      timeout: 150_000,
    });
    await tab.goto('/recebiveis?data_vencimento_de=2026-01-01&data_vencimento_ate=2026-12-31');
    await tab.getByRole('button', { name: 'Exportar CSV' }).click();
    await expect(tab.getByRole('dialog', { name: 'Exportar recebíveis' })).toContainText('Exportação concluída', {
      timeout: 60_000,
    });
  });
  // The user goes on working meanwhile: every screen answers within a few seconds.
  for (const path of ['/recebiveis', '/recebiveis/inadimplencia', '/orcamentos', '/contratos?status=ATIVO']) {
    await browsing.goto(path);
    await expect(browsing.getByText(/Mostrando|clientes|Nenhum/).first()).toBeVisible({ timeout: 15_000 });
  }
  await Promise.all(busy);

  expect(statuses.length).toBeGreaterThan(200);
  expect(limited, 'requests the platform refused with 429').toEqual([]);
});
