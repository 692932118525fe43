import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PlainAlert, PlainButton } from '../../ui/plain/controls';

const isChunkError = (error: Error) =>
  /dynamically imported module|Failed to fetch|Importing a module script failed|Unable to preload CSS/i.test(
    error.message,
  );
const reload = () => window.location.reload();

/** Last line of defence: a screen crashed or its code could not be loaded. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Tela com erro', error, info.componentStack);
    // React.lazy keeps a failed import, so a screen whose code failed offline reloads once the network is back.
    if (isChunkError(error) && !navigator.onLine) window.addEventListener('online', reload, { once: true });
  }

  override componentWillUnmount() {
    window.removeEventListener('online', reload);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunkFailed = isChunkError(error);
    const offline = chunkFailed && !navigator.onLine;
    return (
      <div className="ui-center" style={{ padding: 'var(--mantine-spacing-xl)' }}>
        <div className="ui-stack" style={{ maxWidth: '35rem' }}>
          <PlainAlert
            color={offline ? 'gray' : 'red'}
            role="alert"
            title={offline ? 'Sem conexão' : 'Algo deu errado nesta tela'}
          >
            <p className="ui-text-sm">
              {offline
                ? 'Esta tela ainda não tinha sido aberta e precisa da conexão para carregar. Ela abre sozinha quando a conexão voltar.'
                : chunkFailed
                  ? 'Uma nova versão do aplicativo foi publicada ou a conexão falhou. Recarregue a página.'
                  : error.message}
            </p>
          </PlainAlert>
          <PlainButton onClick={() => window.location.reload()}>Recarregar a página</PlainButton>
        </div>
      </div>
    );
  }
}
