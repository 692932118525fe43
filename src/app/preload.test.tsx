import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import ContractsListPage from '../features/contracts/list/ContractsListPage';
import { mountSandbox, type SandboxHarness } from '../test/sandbox';
import { theme } from '../ui/mantine/theme';
import { createQueryClient } from './query-client';
import { preloadScreen } from './router';

let sandbox: SandboxHarness;
beforeEach(() => {
  sandbox = mountSandbox();
});

const listRequests = () => sandbox.requests.filter((r) => new URL(r.url).pathname === '/v1/contratos');
const at = (path: string) => {
  const url = new URL(path, 'http://app.test');
  return { pathname: url.pathname, search: url.search } as Location;
};

describe('preloadScreen (decision 0009)', () => {
  it("asks for the contracts list's page of the address, and the screen then sends no request of its own", async () => {
    const client = createQueryClient();
    const address = '/contratos?status=INATIVO&tamanho_pagina=50';
    const loading = preloadScreen(client, '/', at(address));
    expect(loading).toBeInstanceOf(Promise);
    await loading;
    expect(listRequests()).toHaveLength(1);
    const sent = new URL(listRequests()[0]?.url ?? '');
    expect(sent.searchParams.get('status')).toBe('INATIVO');
    expect(sent.searchParams.get('tamanho_pagina')).toBe('50');

    render(
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[address]}>
            <ContractsListPage />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    // The rows are there on the first render: the answer was in the cache under the screen's key.
    expect(screen.getAllByRole('row').length).toBeGreaterThan(1);
    await waitFor(() => expect(screen.getByText(/Mostrando 1–\d+ de \d+ contratos/)).toBeInTheDocument());
    expect(listRequests()).toHaveLength(1);
  });

  it('matches under the app base path, and starts nothing for a screen without a preload', async () => {
    const client = createQueryClient();
    await preloadScreen(client, '/app/', at('/app/contratos'));
    expect(listRequests()).toHaveLength(1);
    expect(preloadScreen(client, '/app/', at('/contratos'))).toBeUndefined();
    expect(preloadScreen(client, '/', at('/recebiveis'))).toBeUndefined();
    expect(preloadScreen(client, '/', at('/contratos/novo'))).toBeUndefined();
    expect(preloadScreen(client, '/', at('/auth/callback'))).toBeUndefined();
    expect(sandbox.requests).toHaveLength(1);
  });
});
