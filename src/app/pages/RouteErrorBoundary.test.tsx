import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Throws({ message }: { message: string }): never {
  throw new Error(message);
}

/** A screen whose code (or its CSS, a chunk of its own since decision 0014) could not be fetched. */
function renderFailing(message: string, online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <RouteErrorBoundary>
      <Throws message={message} />
    </RouteErrorBoundary>,
  );
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    'Failed to fetch dynamically imported module: http://localhost/assets/Quotes.js',
    'Unable to preload CSS for /assets/ChoicesMultiSelect.css',
  ])('offline, a screen whose code did not load waits for the connection (%s)', (message) => {
    renderFailing(message, false);
    expect(screen.getByRole('alert')).toHaveTextContent('Ela abre sozinha quando a conexão voltar');
  });

  it('online, the same failure asks for a reload (a new version was published)', () => {
    renderFailing('Unable to preload CSS for /assets/ChoicesMultiSelect.css', true);
    expect(screen.getByRole('alert')).toHaveTextContent('Uma nova versão do aplicativo foi publicada');
  });

  it('a screen that crashed shows its message', () => {
    renderFailing('Cannot read properties of undefined', true);
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot read properties of undefined');
  });
});
