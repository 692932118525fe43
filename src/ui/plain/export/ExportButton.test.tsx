import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../test/downloads';
import { renderWithApp } from '../../../test/render';
import { ExportButton } from './ExportButton';
import type { ListExportSpec } from './useListExport';

describe('ExportButton', () => {
  it("says so when the export's code cannot load (offline), and tries again on the next click", async () => {
    const createSpec = vi
      .fn<() => Promise<ListExportSpec<{ id: string }>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockReturnValueOnce(new Promise(() => undefined));
    const user = userEvent.setup();
    renderWithApp(<ExportButton title="Exportar contratos" createSpec={createSpec} />);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível preparar a exportação.');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(createSpec).toHaveBeenCalledTimes(2);
  });

  it('gives the focus back to "Exportar CSV" when its dialog closes, by its button or by Esc', async () => {
    const createSpec = (): ListExportSpec<{ id: string }> => ({
      fetchPage: async () => ({ items: [{ id: 'a' }], total: 1 }),
      pageSize: 10,
      key: (r) => r.id,
      fileName: 'contratos',
      columns: [{ header: 'Id', value: (r) => r.id }],
    });
    captureDownloads();
    const user = userEvent.setup();
    renderWithApp(<ExportButton title="Exportar contratos" createSpec={createSpec} />);
    const button = screen.getByRole('button', { name: 'Exportar CSV' });
    for (const closeWith of ['button', 'Escape'] as const) {
      button.focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Exportar contratos' });
      await within(dialog).findByText(/^Exportação concluída/);
      if (closeWith === 'button') await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
      else await user.keyboard('{Escape}');
      await waitFor(() => expect(button).toHaveFocus());
    }
  });
});
