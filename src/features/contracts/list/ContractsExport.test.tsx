import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FaultInput } from '../../../../sandbox/api/faults';
import { formatCount } from '../../../lib/text';
import { mountSandbox, type SandboxHarness } from '../../../test/sandbox';
import { captureDownloads, type SavedFile } from '../../../test/downloads';
import { renderWithApp } from '../../../test/render';
import ContractsListPage from './ContractsListPage';
import { forgetExportPageSize } from './export';

/**
 * The contracts export against the sandbox. Pages of 1000 rows, which the platform takes
 * (docs/platform-contract.md allows 50), falling back to pages of 50 when refused. When the platform
 * answers 429 in the middle (page 2 of 1000-row pages, over 2,100 contracts): the HTTP
 * layer waits the `Retry-After` and asks again, the dialog says it is paused; a burst
 * longer than the retry budget stops with the rows fetched kept, a partial file, and
 * "Continuar de onde parou" fetches only what is left.
 */

const MANY_CONTRACTS = 2100;
let sandbox: SandboxHarness;
let saved: SavedFile[] = [];
beforeEach(() => {
  sandbox = mountSandbox({ contractCount: MANY_CONTRACTS });
  forgetExportPageSize();
  saved = captureDownloads();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Makes the contracts list's GET answer as `fault` says, on the requests whose query matches `query`. */
const failContractPages = (query: string, fault: Omit<FaultInput, 'method' | 'path' | 'query'>) =>
  sandbox.api.faults.add({ method: 'GET', path: '^/v1/contratos$', query, ...fault });

const pageRequests = (page: number, size = 1000) =>
  sandbox.requests.filter((r) => {
    const url = new URL(r.url);
    return url.pathname === '/v1/contratos' && url.searchParams.get('tamanho_pagina') === String(size)
      ? url.searchParams.get('pagina') === String(page)
      : false;
  });
/**
 * The export's reads as `page/size`: the probe as sent first, then the pages by number (pages
 * asked together reach the sandbox in any order).
 */
const sizesAsked = () => {
  const [probe, ...pages] = sandbox.requests
    .map((r) => new URL(r.url))
    .filter((u) => u.pathname === '/v1/contratos' && u.searchParams.get('tamanho_pagina') !== '10')
    .map((u) => `${u.searchParams.get('pagina')}/${u.searchParams.get('tamanho_pagina')}`);
  return [probe, ...pages.sort((a, b) => parseInt(a, 10) - parseInt(b, 10))];
};
const csvRows = (text: string) => text.split('\r\n').filter(Boolean).length - 1;

async function startExport() {
  const user = userEvent.setup();
  renderWithApp(<ContractsListPage />, { route: '/contratos' });
  const footer = await screen.findByText(/Mostrando 1–10 de [\d.]+ contratos/, undefined, { timeout: 5000 });
  const total = Number(/de ([\d.]+) contratos/.exec(footer.textContent ?? '')?.[1]?.replace(/\./g, ''));
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Exportar contratos' });
  return { user, total, dialog };
}

/** Waits for the dialog to say the export of `total` rows is complete. */
async function completed(dialog: HTMLElement, total: number) {
  const done = new RegExp(`Exportação concluída: ${formatCount(total).replace('.', '\\.')} registros`);
  expect(await within(dialog).findByText(done)).toBeInTheDocument();
}

describe('contracts export under 429', () => {
  it('pauses for the Retry-After, says so, and completes with every row', async () => {
    expect(MANY_CONTRACTS).toBeGreaterThan(2000); // three pages of 1000: the fault hits the middle one
    failContractPages('(^|&)pagina=2(&|$)', { status: 429, retryAfter: 1, times: 2 });
    const { total, dialog } = await startExport();
    expect(await within(dialog).findByTestId('export-paused')).toHaveTextContent(
      'A plataforma pediu uma pausa de 1 segundo; a exportação continua sozinha',
    );
    await completed(dialog, total);
    expect(within(dialog).queryByTestId('export-paused')).toBeNull();
    expect(pageRequests(1)).toHaveLength(1);
    expect(pageRequests(2)).toHaveLength(3); // 429, 429, then the page
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(csvRows(saved[0]!.text)).toBe(total);
  }, 20_000);

  it('a 429 that outlasts the retries stops with what was fetched; the rest is fetched on "Continuar"', async () => {
    failContractPages('(^|&)pagina=2(&|$)', {
      status: 429,
      retryAfter: 0,
      times: 4,
      error: 'Limite de requisições excedido.',
    });
    const { user, total, dialog } = await startExport();
    const error = await within(dialog).findByRole('alert');
    expect(error).toHaveTextContent('Limite de requisições excedido.');
    expect(error).toHaveTextContent('O que já foi buscado está guardado');
    expect(
      within(dialog).getByText(`A exportação parou com ${formatCount(1000)} de ${formatCount(total)} registros.`),
    ).toBeInTheDocument();
    expect(pageRequests(2)).toHaveLength(4); // the first try and three waits, no more

    await user.click(within(dialog).getByRole('button', { name: `Baixar parcial (${formatCount(1000)})` }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^contratos-\d{4}-\d{2}-\d{2}-parcial\.csv$/);
    expect(csvRows(saved[0]!.text)).toBe(1000);

    await user.click(within(dialog).getByRole('button', { name: 'Continuar de onde parou' }));
    await completed(dialog, total);
    expect(pageRequests(1)).toHaveLength(1); // nothing fetched twice
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(csvRows(saved[1]!.text)).toBe(total);
  }, 20_000);
});

describe('contracts export reading ahead', () => {
  it("asks the pages the list's count calls for together, and writes every row once", async () => {
    const user = userEvent.setup();
    renderWithApp(<ContractsListPage />, { route: '/contratos' });
    await screen.findByText(/Mostrando 1–10 de [\d.]+ contratos/, undefined, { timeout: 5000 });
    // The export's first page waits until released: pages 2 and 3 must already be on their way.
    const first = failContractPages('^(?=.*(^|&)pagina=1(&|$))(?=.*tamanho_pagina=1000)', { hold: true });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar contratos' });
    await waitFor(() => expect(sandbox.api.faults.holding(first.id)).toBe(1));
    await waitFor(() => expect([pageRequests(2).length, pageRequests(3).length]).toEqual([1, 1]));
    sandbox.api.faults.release(first.id);
    await completed(dialog, MANY_CONTRACTS);
    await waitFor(() => expect(saved).toHaveLength(1));
    const numbers = saved[0]!.text
      .split('\r\n')
      .slice(1, -1)
      .map((line) => Number(line.split(';')[0]));
    expect(numbers).toHaveLength(MANY_CONTRACTS);
    expect(new Set(numbers).size).toBe(MANY_CONTRACTS);
    expect(sizesAsked()).toEqual(['999999/1000', '1/1000', '2/1000', '3/1000']);
  }, 20_000);
});

describe('contracts export page size', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    sandbox = mountSandbox();
    forgetExportPageSize();
  });

  it('reads every contract in pages of 1000, which the platform takes', async () => {
    const { total, dialog } = await startExport();
    expect(total).toBeLessThan(1000);
    await completed(dialog, total);
    // An empty page asks whether pages of 1000 are taken, then one page holds them all.
    expect(sizesAsked()).toEqual(['999999/1000', '1/1000']);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(csvRows(saved[0]!.text)).toBe(total);
  });

  it('falls back to pages of 50 when pages of 1000 are refused (400), with every row', async () => {
    failContractPages('(^|&)tamanho_pagina=1000(&|$)', { status: 400, error: 'tamanho_pagina: O valor máximo é 50.' });
    const { total, dialog } = await startExport();
    await completed(dialog, total);
    const pages = Math.ceil(total / 50);
    expect(sizesAsked()).toEqual(['999999/1000', ...Array.from({ length: pages }, (_, i) => `${i + 1}/50`)]);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(csvRows(saved[0]!.text)).toBe(total);
  }, 20_000);
});
