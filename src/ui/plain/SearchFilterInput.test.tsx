import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchFilterInput } from './SearchFilterInput';

/** A stand-in for a list page: the search lives in "the URL" (state here). */
function Harness({ onRender }: { onRender: (set: (v: string) => void) => void }) {
  const [url, setUrl] = useState('');
  onRender(setUrl);
  return (
    <MantineProvider env="test">
      <SearchFilterInput label="Buscar" value={url} onSearch={setUrl} delay={100} />
      <output data-testid="url">{url}</output>
      <button type="button" onClick={() => setUrl('')}>
        Limpar filtros
      </button>
    </MantineProvider>
  );
}

describe('SearchFilterInput', () => {
  it('keeps every keystroke while its debounced value reaches the URL, and follows outside changes', async () => {
    let setUrl: (v: string) => void = () => undefined;
    render(<Harness onRender={(s) => (setUrl = s)} />);
    const user = userEvent.setup({ delay: 60 });
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    await user.type(box, 'pad');
    await new Promise((r) => setTimeout(r, 250));
    expect(screen.getByTestId('url')).toHaveTextContent('pad');
    await user.type(box, 'aria central');
    expect(box).toHaveValue('padaria central');
    await new Promise((r) => setTimeout(r, 250));
    expect(screen.getByTestId('url')).toHaveTextContent('padaria central');
    // "Limpar filtros" or back/forward change the URL from elsewhere: the box follows.
    act(() => setUrl(''));
    expect(box).toHaveValue('');
  });

  it('writes what is typed at once on Enter or when the box is left, so a click right after acts on it', async () => {
    render(<Harness onRender={() => undefined} />);
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    await user.type(box, 'pad');
    expect(screen.getByTestId('url')).toHaveTextContent('');
    await user.tab();
    expect(screen.getByTestId('url')).toHaveTextContent('pad');
    // Leaving it again with nothing new typed writes nothing.
    await user.click(box);
    await user.tab();
    await user.type(box, 'aria{Enter}');
    expect(screen.getByTestId('url')).toHaveTextContent('padaria');
    // "Limpar filtros" right after typing: the typed text does not come back over the cleared URL.
    await user.type(box, ' x');
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await new Promise((r) => setTimeout(r, 250));
    expect(screen.getByTestId('url')).toBeEmptyDOMElement();
    expect(box).toHaveValue('');
  });

  it('writes nothing once it is gone', async () => {
    const onSearch = vi.fn();
    const { unmount } = render(
      <MantineProvider env="test">
        <SearchFilterInput label="Buscar" value="" onSearch={onSearch} delay={50} />
      </MantineProvider>,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'x');
    unmount();
    await new Promise((r) => setTimeout(r, 150));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
