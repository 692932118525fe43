import { MantineProvider } from '@mantine/core';
import { onlineManager, QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './OfflineBanner';
import { theme } from '../ui/mantine/theme';

/** Goes offline or online as the browser does: navigator.onLine, then the window event. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function Sender({ send }: { send: () => Promise<string> }) {
  const mutation = useMutation({ mutationFn: send });
  return (
    <button type="button" onClick={() => mutation.mutate()}>
      Enviar
    </button>
  );
}

function renderBanner(send: () => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.mount();
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <OfflineBanner />
        <Sender send={send} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return client;
}

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('OfflineBanner', () => {
  it('shows only while offline', () => {
    renderBanner(async () => 'ok');
    expect(screen.queryByText('Sem conexão')).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('Você está sem conexão com a internet');
    setOnline(true);
    expect(screen.queryByText('Sem conexão')).not.toBeInTheDocument();
  });

  it('counts a send made offline as waiting, and it is sent once when the network returns', async () => {
    const send = vi.fn(async () => 'ok');
    renderBanner(send);
    setOnline(false);
    act(() => screen.getByRole('button', { name: 'Enviar' }).click());
    expect(await screen.findByText(/1 envio aguardando a conexão/)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    setOnline(true);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    // Coming back online again (or focusing the window) does not send it twice.
    setOnline(false);
    setOnline(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(send).toHaveBeenCalledTimes(1);
  });
});
