import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListPage } from '../../lib/paged-export';
import { captureDownloads, type SavedFile } from '../../test/downloads';
import { renderWithApp } from '../../test/render';
import ExportDialog from './ExportDialog';
import type { ListExportSpec } from '../plain/export/useListExport';

type Row = { id: string; nome: string; valor: number; data: string };
const rows = (from: number, to: number): Row[] =>
  Array.from({ length: to - from }, (_, i) => ({
    id: `c${from + i}`,
    nome: i === 0 ? '=1+1' : `Cliente ${from + i}`,
    valor: 1234.5,
    data: '2026-12-31',
  }));

let saved: SavedFile[] = [];
beforeEach(() => {
  saved = captureDownloads({ keepBom: true });
});
afterEach(() => vi.restoreAllMocks());

/**
 * The pages the export asked for, in order, without those of the run StrictMode's check
 * stopped (the first run, when its signal was aborted and another run followed).
 */
function asked(fetchPage: { mock: { calls: Array<[number, AbortSignal?]> } }): number[] {
  const calls = fetchPage.mock.calls;
  const first = calls[0]?.[1];
  const stopped = first?.aborted && calls.some(([, signal]) => signal !== first);
  return calls.filter(([, signal]) => !(stopped && signal === first)).map(([page]) => page);
}

function spec(fetchPage: (page: number, signal?: AbortSignal) => Promise<ListPage<Row>>): ListExportSpec<Row> {
  return {
    fetchPage,
    pageSize: 2,
    key: (r) => r.id,
    fileName: 'contratos-2026-11-23',
    columns: [
      { header: 'Cliente', value: (r) => r.nome },
      { header: 'Valor', value: (r) => r.valor, kind: 'decimal' },
      { header: 'Fim', value: (r) => r.data, kind: 'date' },
    ],
  };
}

describe('ExportDialog', () => {
  it('under StrictMode (mounted, unmounted and mounted again) the export still runs to the end', async () => {
    const all = rows(0, 5);
    // As the HTTP layer does: a page asked for under an aborted signal is not read.
    const fetchPage = vi.fn(async (page: number, signal?: AbortSignal) => {
      await Promise.resolve();
      signal?.throwIfAborted();
      return { items: all.slice((page - 1) * 2, page * 2), total: 5 };
    });
    // Opened by a press, as the list's button does: StrictMode's check mounts it twice.
    function Opener() {
      const [open, setOpen] = useState(false);
      return open ? (
        <ExportDialog title="Exportar contratos" spec={spec(fetchPage)} onClose={() => undefined} />
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          Exportar
        </button>
      );
    }
    renderWithApp(
      <StrictMode>
        <Opener />
      </StrictMode>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exportar' }));
    expect(
      await screen.findByText('Exportação concluída: 5 registros em contratos-2026-11-23.csv.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/cancelada/)).toBeNull();
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it('fetches every page, then saves one CSV Excel reads in Brazil', async () => {
    const all = rows(0, 5);
    const fetchPage = vi.fn(async (page: number, _signal?: AbortSignal) => ({
      items: all.slice((page - 1) * 2, page * 2),
      total: 5,
    }));
    renderWithApp(<ExportDialog title="Exportar contratos" spec={spec(fetchPage)} onClose={() => undefined} />);
    expect(
      await screen.findByText('Exportação concluída: 5 registros em contratos-2026-11-23.csv.'),
    ).toBeInTheDocument();
    expect(asked(fetchPage)).toEqual([1, 2, 3]);
    await waitFor(() => expect(saved).toHaveLength(1));
    const [file] = saved;
    expect(file!.name).toBe('contratos-2026-11-23.csv');
    const lines = file!.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(file!.text.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('Cliente;Valor;Fim');
    expect(lines[1]).toBe("'=1+1;1234,50;31/12/2026");
    expect(lines).toHaveLength(7); // header, 5 rows, final line end
  });

  it('keeps what was fetched when a page fails, continues from that page, and can save the partial file', async () => {
    const all = rows(0, 6);
    let failOnce = true;
    const fetchPage = vi.fn(async (page: number, _signal?: AbortSignal) => {
      if (page === 2 && failOnce) {
        failOnce = false;
        throw new Error('Muitas requisições em pouco tempo. Tente novamente em instantes.');
      }
      return { items: all.slice((page - 1) * 2, page * 2), total: 6 };
    });
    const user = userEvent.setup();
    renderWithApp(<ExportDialog title="Exportar contratos" spec={spec(fetchPage)} onClose={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas requisições em pouco tempo.');
    expect(screen.getByText('A exportação parou com 2 de 6 registros.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Baixar parcial (2)' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['contratos-2026-11-23-parcial.csv']));
    expect(saved[0]!.text.split('\r\n')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Continuar de onde parou' }));
    expect(
      await screen.findByText('Exportação concluída: 6 registros em contratos-2026-11-23.csv.'),
    ).toBeInTheDocument();
    // Page 3 went out beside page 2 and was dropped with its failure: read again, after page 2.
    expect(asked(fetchPage)).toEqual([1, 2, 3, 2, 3]);
  });

  it('cancels: the pages in flight are aborted, no more are asked and nothing is saved', async () => {
    let release: () => void = () => undefined;
    const fetchPage = vi.fn(
      (page: number, signal?: AbortSignal) =>
        new Promise<ListPage<Row>>((resolve, reject) => {
          if (page === 1) return resolve({ items: rows(0, 2), total: 10 });
          release = () => resolve({ items: rows(2, 4), total: 10 });
          signal?.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const user = userEvent.setup();
    renderWithApp(<ExportDialog title="Exportar contratos" spec={spec(fetchPage)} onClose={() => undefined} />);
    expect(await screen.findByText('Buscando… 2 de 10 registros.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    release();
    expect(await screen.findByText('Exportação cancelada com 2 de 10 registros.')).toBeInTheDocument();
    expect(asked(fetchPage)).toEqual([1, 2, 3, 4, 5]);
    expect(fetchPage.mock.calls.slice(1).every(([, signal]) => signal?.aborted)).toBe(true);
    expect(saved).toEqual([]);
  });
});
