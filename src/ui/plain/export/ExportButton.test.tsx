import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
});
