import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Installment } from '../../../api/receivables';
import { referenceQueries } from '../../../api/reference';
import { Group, Loader, Modal, Text } from '../../../ui/mantine/controls';
import { EditInstallmentForm } from './EditInstallmentForm';
import type { Change } from './settlement-changes';
import { WriteOffForm } from './WriteOffForm';

export type EditMode = 'edit' | 'loss';

const TITLES: Record<EditMode, string> = { edit: 'Editar parcela', loss: 'Baixar como perda' };

/** The installment's edit or write-off, each sent with the `versao` it was read with. */
export default function EditInstallmentDialog({
  installment,
  mode,
  author,
  draftOwner,
  onClose,
  onSaved,
  onWrittenOff,
}: {
  installment: Installment;
  mode: EditMode | null;
  /** Who makes the change, for the installment's history. */
  author?: string | undefined;
  /** Keeps what the edit typed until saved or cancelled. */
  draftOwner?: string | undefined;
  onClose: () => void;
  onSaved: (changes: Change[]) => void;
  onWrittenOff: (lossCents: number) => void;
}) {
  const accounts = useQuery({ ...referenceQueries.accounts(''), enabled: mode === 'edit' });
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    // Focus goes back through the page (useReturnFocus).
    <Modal opened={mode !== null} onClose={close} title={mode ? TITLES[mode] : ''} size="55rem" returnFocus={false}>
      {mode === 'loss' && (
        <WriteOffForm
          installment={installment}
          author={author}
          onBusy={setBusy}
          onCancel={close}
          onWrittenOff={onWrittenOff}
        />
      )}
      {mode === 'edit' &&
        (accounts.isPending ? (
          <Group gap="xs">
            <Loader size="sm" aria-label="Carregando as contas financeiras" />
            <Text size="sm">Carregando as contas financeiras…</Text>
          </Group>
        ) : (
          <EditInstallmentForm
            installment={installment}
            accounts={accounts}
            author={author}
            draftOwner={draftOwner}
            onBusy={setBusy}
            onCancel={close}
            onSaved={onSaved}
          />
        ))}
    </Modal>
  );
}
