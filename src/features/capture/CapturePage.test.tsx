import { keptKey } from '../../test/company';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { billLines, makePdf, PNG_1PX } from '../../../e2e/support/pdf';
import { mountFakeXhr, type FakeXhrControl } from '../../test/fake-xhr';
import { renderWithApp } from '../../test/render';
import { failOnce, mountSandbox, type SandboxHarness } from '../../test/sandbox';
import CapturePage from './CapturePage';
import { RECENT_UPLOADS_KEY, recentUploads } from '../../stores/recent-uploads';

let sandbox: SandboxHarness;
let xhr: FakeXhrControl;
let billPdf: Uint8Array;

beforeAll(async () => {
  billPdf = await makePdf(billLines());
});
beforeEach(() => {
  vi.stubEnv('SANDBOX_CAPTURE_STEP_MS', '5');
  window.localStorage.clear();
  recentUploads.reset();
  sandbox = mountSandbox();
  xhr = mountFakeXhr(sandbox);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const file = (bytes: Uint8Array, name: string, type = 'application/pdf') =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
const input = () => screen.getByLabelText('Arquivos para captura');
const item = (name: string) => screen.getByRole('listitem', { name });

describe('CapturePage', () => {
  it('uploads a bill, lists it across reloads and polls until its capture awaits review', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const view = renderWithApp(<CapturePage />, { route: '/captura' });
    expect(screen.getByText('Nenhum documento enviado por este navegador')).toBeInTheDocument();

    await user.upload(input(), file(billPdf, 'boleto.pdf'));
    await waitFor(() => expect(within(item('boleto.pdf')).getByText(/Enviado/)).toBeInTheDocument());
    const stored = JSON.parse(window.localStorage.getItem(keptKey(RECENT_UPLOADS_KEY)) ?? '[]') as Array<{
      id: string;
      nome: string;
    }>;
    expect(stored.map((u) => u.nome)).toEqual(['boleto.pdf']);

    const region = screen.getByRole('region', { name: 'Envios recentes deste navegador' });
    await waitFor(() => expect(within(region).getByText('Aguardando revisão')).toBeInTheDocument());
    const link = within(region).getByRole('link', { name: /Revisar/ });
    expect(link.getAttribute('href')).toMatch(/^\/captura\/[0-9a-f-]{36}$/);

    const statusCalls = sandbox.requests
      .map((r) => new URL(r.url))
      .filter((u) => u.pathname === '/v1/captura/documentos/status');
    expect(statusCalls.length).toBeGreaterThan(0);
    expect(statusCalls[0]?.searchParams.getAll('ids')).toEqual([stored[0]?.id]);

    // A new visit (same browser) still shows the document, final: no more polling.
    view.unmount();
    recentUploads.reset();
    sandbox.requests.length = 0;
    renderWithApp(<CapturePage />, { route: '/captura' });
    expect(screen.getByText('boleto.pdf')).toBeInTheDocument();
    expect(screen.getByText('Aguardando revisão')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(sandbox.requests.filter((r) => r.url.includes('/status'))).toHaveLength(0);
  });

  it('refuses empty, oversized and fake files before sending and sends the others', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<CapturePage />, { route: '/captura' });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.4'));
    await user.upload(input(), [
      file(new Uint8Array(), 'vazio.pdf'),
      file(big, 'grande.pdf'),
      file(new TextEncoder().encode('Fornecedor: texto comum'), 'texto.pdf'),
      file(PNG_1PX, 'foto.png', 'image/png'),
    ]);
    await waitFor(() => expect(within(item('foto.png')).getByText(/Enviado/)).toBeInTheDocument());
    expect(within(item('vazio.pdf')).getByRole('alert')).toHaveTextContent('O arquivo está vazio.');
    expect(within(item('grande.pdf')).getByRole('alert')).toHaveTextContent('o limite é 10 MB');
    expect(within(item('texto.pdf')).getByRole('alert')).toHaveTextContent('não é de um PDF, JPEG, PNG ou BMP');
    expect(xhr.sent).toBe(1);
    await waitFor(() =>
      expect(screen.getByText('Concluído sem captura: nenhum dado de cobrança foi encontrado.')).toBeInTheDocument(),
    );
  });

  it('shows the server error of a failed upload and retries it in place', async () => {
    failOnce(sandbox, 'POST', '^/v1/captura/documentos$', 415, 'arquivo: tipo não suportado.');
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<CapturePage />, { route: '/captura' });
    await user.upload(input(), file(billPdf, 'boleto.pdf'));
    expect(
      await within(item('boleto.pdf')).findByText('Falha no envio (erro 415): arquivo: tipo não suportado.'),
    ).toBeInTheDocument();
    await user.click(within(item('boleto.pdf')).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(within(item('boleto.pdf')).getByText(/Enviado/)).toBeInTheDocument());
    expect(screen.getAllByRole('listitem', { name: 'boleto.pdf' })).toHaveLength(1);
    expect(xhr.sent).toBe(2);
  });

  it('cancels an upload in progress, which can then be sent again', async () => {
    xhr.hold = true;
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<CapturePage />, { route: '/captura' });
    await user.upload(input(), file(billPdf, 'boleto.pdf'));
    expect(
      await within(item('boleto.pdf')).findByRole('progressbar', { name: 'Envio de boleto.pdf' }),
    ).toBeInTheDocument();
    await user.click(within(item('boleto.pdf')).getByRole('button', { name: 'Cancelar envio' }));
    expect(within(item('boleto.pdf')).getByText('Envio cancelado.')).toBeInTheDocument();
    xhr.release();
    xhr.hold = false;
    await user.click(within(item('boleto.pdf')).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(within(item('boleto.pdf')).getByText(/Enviado/)).toBeInTheDocument());
    expect(sandbox.api.store.captureDocuments.size).toBe(1);
  });

  it('refuses a description longer than 255 characters', async () => {
    renderWithApp(<CapturePage />, { route: '/captura' });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/Descrição/));
    await user.paste('x'.repeat(256));
    expect(screen.getByText('A descrição pode ter no máximo 255 caracteres.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher arquivos' })).toBeDisabled();
  });
});
