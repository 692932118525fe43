import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountSandbox, type SandboxHarness } from '../../../test/sandbox';
import { renderWithApp } from '../../../test/render';
import ContractsListPage from './ContractsListPage';

/**
 * The contracts export against the sandbox when the platform answers 429 in the middle
 * (page 2 of 50-row pages): the HTTP layer waits the `Retry-After` and asks again, the
 * dialog says it is paused; a burst longer than the retry budget stops with the rows
 * fetched kept, a partial file, and "Continuar de onde parou" fetches only what is left.
 */

let sandbox: SandboxHarness;
let saved: { name: string; text: string }[] = [];
beforeEach(() => {
  sandbox = mountSandbox();
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:teste');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = (URL.createObjectURL as unknown as { mock: { calls: [Blob][] } }).mock.calls.at(-1)![0];
    void blob
      .arrayBuffer()
      .then((bytes) => saved.push({ name: this.download, text: new TextDecoder('utf-8').decode(bytes) }));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const pageRequests = (page: number) =>
  sandbox.requests.filter((r) => {
    const url = new URL(r.url);
    return url.pathname === '/v1/contratos' && url.searchParams.get('tamanho_pagina') === '50'
      ? url.searchParams.get('pagina') === String(page)
      : false;
  });
const csvRows = (text: string) => text.split('\r\n').filter(Boolean).length - 1;

async function startExport() {
  const user = userEvent.setup();
  renderWithApp(<ContractsListPage />, { route: '/contratos' });
  const footer = await screen.findByText(/Mostrando 1–10 de \d+ contratos/, undefined, { timeout: 5000 });
  const total = Number(/de (\d+) contratos/.exec(footer.textContent ?? '')?.[1]);
  expect(total).toBeGreaterThan(100); // three pages at least: the fault hits the middle one
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Exportar contratos' });
  return { user, total, dialog };
}

describe('contracts export under 429', () => {
  it('pauses for the Retry-After, says so, and completes with every row', async () => {
    sandbox.api.faults.add({
      method: 'GET',
      path: '^/v1/contratos$',
      query: '(^|&)pagina=2(&|$)',
      status: 429,
      retryAfter: 1,
      times: 2,
    });
    const { total, dialog } = await startExport();
    expect(await within(dialog).findByTestId('export-paused')).toHaveTextContent(
      'A plataforma pediu uma pausa de 1 segundo; a exportação continua sozinha',
    );
    expect(
      await within(dialog).findByText(new RegExp(`Exportação concluída: ${total} registros`), undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByTestId('export-paused')).toBeNull();
    expect(pageRequests(1)).toHaveLength(1);
    expect(pageRequests(2)).toHaveLength(3); // 429, 429, then the page
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(csvRows(saved[0]!.text)).toBe(total);
  }, 20_000);

  it('a 429 that outlasts the retries stops with what was fetched; the rest is fetched on "Continuar"', async () => {
    sandbox.api.faults.add({
      method: 'GET',
      path: '^/v1/contratos$',
      query: '(^|&)pagina=2(&|$)',
      status: 429,
      retryAfter: 0,
      times: 4,
      error: 'Limite de requisições excedido.',
    });
    const { user, total, dialog } = await startExport();
    const error = await within(dialog).findByRole('alert', undefined, { timeout: 10_000 });
    expect(error).toHaveTextContent('Limite de requisições excedido.');
    expect(error).toHaveTextContent('O que já foi buscado está guardado');
    expect(within(dialog).getByText(`A exportação parou com 50 de ${total} registros.`)).toBeInTheDocument();
    expect(pageRequests(2)).toHaveLength(4); // the first try and three waits, no more

    await user.click(within(dialog).getByRole('button', { name: 'Baixar parcial (50)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^contratos-\d{4}-\d{2}-\d{2}-parcial\.csv$/);
    expect(csvRows(saved[0]!.text)).toBe(50);

    await user.click(within(dialog).getByRole('button', { name: 'Continuar de onde parou' }));
    expect(
      await within(dialog).findByText(new RegExp(`Exportação concluída: ${total} registros`), undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(pageRequests(1)).toHaveLength(1); // nothing fetched twice
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(csvRows(saved[1]!.text)).toBe(total);
  }, 20_000);
});
