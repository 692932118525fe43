import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { API_URL, expect, test } from './fixtures';
import { billLines, makePdf, PNG_1PX } from './support/pdf';
import { clickBesidePdf, openReview, recentUpload } from './support/capture';
import { catchFileChoosers } from './support/forms';

/**
 * Document capture against the sandbox: real uploads (multipart, XHR with progress), the
 * sandbox's asynchronous pipeline reading generated PDFs, review, accept and refuse.
 */

type FilePayload = { name: string; mimeType: string; buffer: Buffer };

const pdfFile = async (name: string, lines: string[]): Promise<FilePayload> => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(await makePdf(lines)),
});

async function drop(page: Page, files: FilePayload[]) {
  await page.getByLabel('Arquivos para captura').setInputFiles(files);
}

test.beforeEach(async ({ page, signIn, allowConsoleErrors }) => {
  // The identity provider has no favicon.ico; the browser asks for it on the sign-in page.
  allowConsoleErrors(/status of 404 \(Not Found\)/);
  await signIn(page, { path: '/captura' });
  await expect(page.getByRole('heading', { name: 'Captura de documentos' })).toBeVisible();
});

test('a bill PDF becomes a pending capture; its values are reviewed and accepted', async ({ page }) => {
  const name = `boleto-papelaria-${Date.now()}.pdf`;
  await drop(page, [await pdfFile(name, billLines())]);
  await expect(
    page.getByRole('listitem', { name }).getByText('Enviado. Acompanhe o processamento abaixo.'),
  ).toBeVisible();

  // Kept across a reload, still polled.
  await page.reload();
  await openReview(page, name);

  const suggestion = page.getByRole('region', { name: 'Lançamento sugerido' });
  await expect(suggestion.getByText('Despesa (conta a pagar)')).toBeVisible();
  await expect(suggestion.getByText('R$ 1.234,56').first()).toBeVisible();
  await expect(suggestion.getByText('20/11/2026')).toBeVisible();
  await expect(suggestion.getByText('Material de escritório')).toBeVisible();
  await expect(suggestion.getByText('Papelaria Central Ltda (11.222.333/0001-81)')).toBeVisible();
  await expect(suggestion.getByText('Fornecedores')).toBeVisible();
  const installment = suggestion.getByRole('table', { name: 'Parcelas sugeridas' }).getByRole('row').nth(1);
  await expect(installment).toContainText('10/12/2026');
  await expect(installment).toContainText('Boleto bancário');
  await expect(installment).toContainText('R$ 1.234,56');

  await suggestion.getByRole('button', { name: 'Aceitar' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Captura aceita: lançamento financeiro criado' });
  await expect(done).toContainText('R$ 1.234,56');
  await expect(done).toContainText(/Conta a pagar de R\$\s1\.234,56/);
  await expect(done).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await expect(page.getByText('Aceita', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recusar' })).toHaveCount(0);
});

test('after "Aceitar", the created installment\'s due date and value are corrected in place, with what cannot change said before', async ({
  page,
}) => {
  const name = `boleto-correcao-${Date.now()}.pdf`;
  await drop(page, [await pdfFile(name, billLines())]);
  await openReview(page, name);
  const suggestion = page.getByRole('region', { name: 'Lançamento sugerido' });
  await expect(suggestion.getByTestId('capture-fixed')).toContainText(
    'Fornecedor, categoria e competência não podem ser alterados',
  );
  await suggestion.getByRole('button', { name: 'Aceitar' }).click();

  const created = page.getByRole('table', { name: 'Parcelas criadas' });
  const row = created.getByRole('row').nth(1);
  await expect(row).toContainText('10/12/2026');
  await expect(row).toContainText('R$ 1.234,56');
  const dialog = page.getByRole('dialog', { name: 'Editar parcela' });
  await clickBesidePdf(row.getByRole('button', { name: 'Corrigir a parcela 1' }), () =>
    expect(dialog.getByLabel(/Vencimento/)).toHaveValue('10/12/2026', { timeout: 2_000 }),
  );
  await dialog.getByLabel(/Vencimento/).fill('17/12/2026');
  await dialog.getByLabel(/Valor bruto/).fill('1.300,00');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();

  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('capture-corrected')).toContainText('Vencimento: de 10/12/2026 para 17/12/2026');
  await expect(row).toContainText('17/12/2026');
  await expect(row).toContainText('R$ 1.300,00');
  // What was created stays said, beside what the installments add up to now.
  await expect(page.getByRole('status').filter({ hasText: 'Captura aceita' })).toContainText(
    /Conta a pagar de R\$\s1\.234,56 .*criada a partir deste documento\. Alteradas depois, as parcelas somam R\$\s1\.300,00\./,
  );
  await expect(row.getByRole('button', { name: 'Corrigir a parcela 1' })).toBeFocused();
});

test('the original document is previewed beside the suggestion in the tab that sent it', async ({ page }) => {
  const name = `boleto-preview-${Date.now()}.pdf`;
  await drop(page, [await pdfFile(name, billLines({ valor: '89,90' }))]);
  await openReview(page, name);
  await expect(page.getByTitle('Documento original (PDF)')).toBeVisible();
  await expect(page.getByText('R$ 89,90').first()).toBeVisible();
});

test('a capture is refused after confirmation', async ({ page }) => {
  const name = `boleto-recusar-${Date.now()}.pdf`;
  await drop(page, [await pdfFile(name, billLines({ valor: '450,00' }))]);
  await openReview(page, name);
  await page.getByRole('button', { name: 'Recusar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recusar esta captura?' });
  await dialog.getByRole('button', { name: 'Confirmar recusa' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Captura recusada' })).toBeVisible();
  await expect(page.getByText('Recusada', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aceitar' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Voltar para a captura' }).click();
  await expect(recentUpload(page, name).getByText('Recusada')).toBeVisible();
});

test('an image ends without a capture, said plainly', async ({ page }) => {
  const name = `foto-nota-${Date.now()}.png`;
  await drop(page, [{ name, mimeType: 'image/png', buffer: Buffer.from(PNG_1PX) }]);
  const row = recentUpload(page, name);
  await expect(row.getByText('Concluído sem captura: nenhum dado de cobrança foi encontrado.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(row.getByText('Concluído', { exact: true })).toBeVisible();
  await expect(page.getByText('Atualizando os status…')).toHaveCount(0);
});

test('an 11 MB file and a text file named .pdf are refused before upload; the others go on', async ({ page }) => {
  const big = Buffer.alloc(11 * 1024 * 1024);
  big.write('%PDF-1.4');
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/v1/captura/documentos') && r.method() === 'POST') uploads.push(r.url());
  });
  const good = `boleto-ok-${Date.now()}.pdf`;
  await drop(page, [
    { name: 'grande.pdf', mimeType: 'application/pdf', buffer: big },
    { name: 'falso.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Fornecedor: isto é um texto, não um PDF') },
    await pdfFile(good, billLines()),
  ]);
  await expect(page.getByRole('listitem', { name: 'grande.pdf' })).toContainText(
    'Arquivo recusado antes do envio: O arquivo tem 11 MB; o limite é 10 MB.',
  );
  await expect(page.getByRole('listitem', { name: 'falso.pdf' })).toContainText(
    'O conteúdo não é de um PDF, JPEG, PNG ou BMP',
  );
  await expect(page.getByRole('listitem', { name: good })).toContainText('Enviado.');
  expect(uploads).toHaveLength(1);
});

test('a 500 on upload is shown and retried in place', async ({ page, sandbox, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource.*500/);
  await sandbox.fault({
    path: '^/v1/captura/documentos$',
    method: 'POST',
    status: 500,
    error: 'Armazenamento de documentos indisponível.',
    times: 1,
  });
  const name = `boleto-falha-${Date.now()}.pdf`;
  await drop(page, [await pdfFile(name, billLines())]);
  const item = page.getByRole('listitem', { name });
  await expect(item).toContainText('Falha no envio (erro 500): Armazenamento de documentos indisponível.');
  await item.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(item).toContainText('Enviado.');
  await expect(page.getByRole('listitem', { name })).toHaveCount(1);
  await expect(recentUpload(page, name)).toHaveCount(1);
});

test('refusing a capture accepted meanwhile is explained', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource.*409/);
  const name = `boleto-conflito-${Date.now()}.pdf`;
  await drop(page, [await pdfFile(name, billLines({ valor: '77,00' }))]);
  await openReview(page, name);
  const captureId = page.url().split('/').pop() as string;

  // Someone else accepts it (same account, another tab) while this page still shows it pending.
  const status = await page.evaluate(
    async ({ api, id }) => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:')) as string;
      const token = (JSON.parse(sessionStorage.getItem(key) as string) as { access_token: string }).access_token;
      const response = await fetch(`${api}/v1/captura/${id}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
      return response.status;
    },
    { api: API_URL, id: captureId },
  );
  expect(status).toBe(200);

  await page.getByRole('button', { name: 'Recusar' }).click();
  await page
    .getByRole('dialog', { name: 'Recusar esta captura?' })
    .getByRole('button', { name: 'Confirmar recusa' })
    .click();
  const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível recusar a captura' });
  await expect(alert).toContainText('já foi aceita');
  await expect(alert).toContainText(
    'Uma captura já aceita gerou um lançamento financeiro e não pode mais ser recusada',
  );
  await expect(page.getByText('Aceita', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recusar' })).toHaveCount(0);
});

test('files can be chosen with the keyboard, and the screens pass an accessibility scan', async ({ page }) => {
  const name = `boleto-teclado-${Date.now()}.pdf`;
  const button = page.getByRole('button', { name: 'Escolher arquivos' });
  const nextChooser = catchFileChoosers(page);
  await page.getByLabel(/^Descrição/).focus();
  for (let i = 0; i < 5 && !(await button.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await (await nextChooser()).setFiles([await pdfFile(name, billLines())]);
  await expect(page.getByRole('listitem', { name })).toContainText('Enviado.');

  const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
  const scan = () => new AxeBuilder({ page }).withTags(wcag);
  expect((await scan().analyze()).violations).toEqual([]);
  await openReview(page, name);
  await expect(page.getByRole('button', { name: 'Aceitar' })).toBeVisible();
  expect((await scan().exclude('iframe').analyze()).violations).toEqual([]);
});
