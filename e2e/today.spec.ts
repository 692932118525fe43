import { readFile } from 'node:fs/promises';
import { expect, screenPathOf, test } from './fixtures';
import { parseCsv } from './support/csv';

/**
 * The day's work: the home panel after sign-in, a figure followed to exactly
 * its installments, and the list's export of every filtered row as a CSV Excel reads in
 * Brazil. Other workers settle installments meanwhile, so the CSV is compared with the
 * list read just before it, and the panel with the list through the link's own filters.
 */

test('lands on the panel; "31 a 60 dias" opens exactly those installments; the export has every row', async ({
  page,
  signIn,
}) => {
  await signIn(page, { path: '/' });
  await expect(page.getByRole('heading', { level: 1, name: 'Hoje' })).toBeVisible();
  const overdue = page.getByRole('region', { name: 'Em atraso' });
  const bucket = overdue.getByRole('link', { name: '31 a 60 dias' });
  await expect(bucket).toBeVisible({ timeout: 30_000 });
  const panelCount = Number(
    /([\d.]+) parcela/
      .exec((await bucket.locator('xpath=ancestor::tr').textContent()) ?? '')?.[1]
      ?.replace(/\./g, '') ?? NaN,
  );
  expect(panelCount).toBeGreaterThan(0);

  await bucket.click();
  const url = new URL(page.url());
  expect(screenPathOf(url.href)).toBe('/recebiveis');
  expect(url.searchParams.getAll('status')).toEqual(['ATRASADO', 'RECEBIDO_PARCIAL']);
  const from = url.searchParams.get('data_vencimento_de') ?? '';
  const to = url.searchParams.get('data_vencimento_ate') ?? '';
  const days = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
  expect(days(to) - days(from)).toBe(29); // 31 to 60 days late, both inclusive

  const footer = page.getByText(/Mostrando 1–\d+ de [\d.]+ parcelas/);
  await expect(footer).toBeVisible({ timeout: 20_000 });
  const total = Number(/de ([\d.]+) parcelas/.exec((await footer.textContent()) ?? '')?.[1]?.replace(/\./g, ''));
  // The panel and the list count the same installments (another worker may have settled one since).
  expect(Math.abs(total - panelCount)).toBeLessThanOrEqual(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportar recebíveis' });
  await expect(
    dialog.getByText(/Exportação concluída: \d+ registros? em recebiveis-\d{4}-\d{2}-\d{2}\.csv\./),
  ).toBeVisible({
    timeout: 30_000,
  });
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^recebiveis-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM: Excel reads the accents
  const rows = parseCsv(bytes.toString('utf8').slice(1));
  expect(rows[0]).toEqual([
    'Vencimento',
    'Competência',
    'Cliente',
    'Descrição',
    'Total',
    'Recebido',
    'Em aberto',
    'Situação',
    'Categorias',
  ]);
  expect(Math.abs(rows.length - 1 - total)).toBeLessThanOrEqual(2);
  for (const line of rows.slice(1)) {
    const [due, , , , , , open, status] = line;
    const text = line.join(';');
    // dd/mm/aaaa, inside the bucket; decimal comma; an overdue status in Portuguese.
    const [d, m, y] = (due ?? '').split('/');
    expect(`${y}-${m}-${d}` >= from && `${y}-${m}-${d}` <= to, text).toBe(true);
    expect(open, text).toMatch(/^\d+,\d{2}$/);
    expect(status, text).toMatch(/^(Atrasado|Recebido parcial)$/);
  }
  await dialog.getByRole('button', { name: 'Fechar' }).filter({ hasText: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
});
