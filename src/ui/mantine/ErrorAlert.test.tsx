import { Button } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { DialogActions } from './DialogActions';

/** An action that fails: its button is disabled while it runs, as Mantine's `loading` does. */
function Failing({ fail }: { fail: () => Promise<string> }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ message: string } | null>(null);
  const run = async () => {
    setPending(true);
    const message = await fail();
    setPending(false);
    setError({ message });
  };
  return (
    <>
      <input aria-label="Outro campo" />
      <DialogActions
        error={error}
        errorTitle="Não foi possível desfazer"
        pending={pending}
        onCancel={() => undefined}
        action={
          <Button onClick={() => void run()} loading={pending}>
            Desfazer baixa
          </Button>
        }
      />
    </>
  );
}

describe('ErrorAlert', () => {
  it('takes the focus that the disabled button dropped, and again for a new message', async () => {
    const user = userEvent.setup();
    let answer = 'Baixa já desfeita.';
    renderWithApp(<Failing fail={() => Promise.resolve(answer)} />);
    await user.click(screen.getByRole('button', { name: 'Desfazer baixa' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Baixa já desfeita.');
    expect(alert).toHaveFocus();
    // Tab goes on from the alert to the dialog's buttons.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();

    answer = 'O servidor não respondeu.';
    await user.click(screen.getByRole('button', { name: 'Desfazer baixa' }));
    await screen.findByText('O servidor não respondeu.');
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('leaves focus where the user put it meanwhile', async () => {
    const user = userEvent.setup();
    let release: (message: string) => void = () => undefined;
    renderWithApp(<Failing fail={() => new Promise<string>((resolve) => (release = resolve))} />);
    await user.click(screen.getByRole('button', { name: 'Desfazer baixa' }));
    await user.click(screen.getByRole('textbox', { name: 'Outro campo' }));
    await act(async () => release('Falhou.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Falhou.');
    expect(screen.getByRole('textbox', { name: 'Outro campo' })).toHaveFocus();
  });
});
