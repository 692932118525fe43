import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchFilterInput } from './SearchFilterInput';

/** A stand-in for a list page: the search lives in "the URL" (state here). */
function Harness({ onRender }: { onRender: (set: (v: string) => void) => void }) {
  const [url, setUrl] = useState('');
  onRender(setUrl);
  return (
    <MantineProvider env="test">
      <SearchFilterInput label="Buscar" value={url} onSearch={setUrl} delay={100} />
      <output data-testid="url">{url}</output>
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
});
