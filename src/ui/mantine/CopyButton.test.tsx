import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';

describe('CopyButton', () => {
  it('keeps focus while the text is prepared, ignores a second click, then copies', async () => {
    const user = userEvent.setup();
    let resolve: (text: string) => void = () => undefined;
    const text = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    render(
      <MantineProvider env="test">
        <CopyButton text={text} label="Copiar lembrete" />
      </MantineProvider>,
    );
    const button = screen.getByRole('button', { name: 'Copiar lembrete' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    await user.click(button);
    expect(text).toHaveBeenCalledTimes(1);

    resolve('Olá!');
    expect(await screen.findByRole('button', { name: 'Copiado' })).toBe(button);
    expect(button).toHaveFocus();
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe('Olá!'));
  });
});
