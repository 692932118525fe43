import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyOptional } from './load-scoped';

const setOnline = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
const Shortcuts = () => <p>atalhos</p>;

afterEach(() => vi.restoreAllMocks());

function renderInScreen(Optional: ComponentType) {
  render(
    <>
      <p>tela</p>
      <Suspense fallback={null}>
        <Optional />
      </Suspense>
    </>,
  );
}

describe('lazyOptional', () => {
  it('offline, asks for its code again when the network returns, not before', async () => {
    setOnline(false);
    const load = vi
      .fn<() => Promise<{ default: ComponentType }>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: Shortcuts });
    renderInScreen(lazyOptional(load));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load, 'nothing is asked again while offline').toHaveBeenCalledTimes(1);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('atalhos')).toBeInTheDocument();
    expect(screen.getByText('tela')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('code that cannot be fetched online leaves the component out, not the screen, until the network returns', async () => {
    setOnline(true);
    const load = vi.fn<() => Promise<{ default: ComponentType }>>().mockRejectedValue(chunkError());
    renderInScreen(lazyOptional(load));
    expect(await screen.findByText('tela')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('atalhos')).not.toBeInTheDocument();
    load.mockResolvedValue({ default: Shortcuts });
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('atalhos')).toBeInTheDocument();
  });
});
