import { useQueryClient } from '@tanstack/react-query';
import { memo, useSyncExternalStore } from 'react';
import { PlainAlert } from '../ui/plain/controls';
import { useOnline } from '../ui/plain/online';

// The query client pauses requests offline and resumes each mutation once; this tells the user.

/** How many mutations wait for the connection: `useIsMutating`'s count, without its machinery on the first screen. */
function usePausedMutations(): number {
  const cache = useQueryClient().getMutationCache();
  return useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    () => cache.findAll({ predicate: (mutation) => mutation.state.isPaused }).length,
  );
}

/** Memoized: the shell re-renders on every change of address. */
export const OfflineBanner = memo(function OfflineBanner() {
  const online = useOnline();
  const waiting = usePausedMutations();
  if (online) return null;
  return (
    <PlainAlert
      // Filled and neutral: readable over whatever scrolls beneath it.
      color="gray"
      variant="filled"
      role="status"
      title="Sem conexão"
      // Always in view, above dialogs; it never takes a click meant for what lies beneath it.
      style={{
        position: 'fixed',
        bottom: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'min(560px, calc(100% - 32px))',
        zIndex: 300,
        pointerEvents: 'none',
        boxShadow: 'var(--mantine-shadow-md)',
      }}
    >
      <p className="ui-text-sm">
        Você está sem conexão com a internet. Os dados voltam a ser atualizados sozinhos quando ela voltar.
      </p>
      {waiting > 0 && (
        <p className="ui-text-sm" style={{ fontWeight: 700, marginTop: 4 }} data-testid="offline-waiting">
          {waiting === 1 ? '1 envio aguardando a conexão' : `${waiting} envios aguardando a conexão`}: será feito uma
          única vez, automaticamente, quando ela voltar. Não é preciso enviar de novo.
        </p>
      )}
    </PlainAlert>
  );
});
