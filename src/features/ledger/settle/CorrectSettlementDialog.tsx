import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Installment, Settlement } from '../../../api/receivables';
import { referenceQueries } from '../../../api/reference';
import { Group, Loader, Modal, Text } from '../../../ui/mantine/controls';
import { CorrectionForm } from './CorrectionForm';

/** Corrects a settlement with the `versao` it was read with; on a 409 the typed values stay. */
export default function CorrectSettlementDialog({
  installment,
  settlement,
  onClose,
  onCorrected,
}: {
  installment: Installment;
  settlement: Settlement | null;
  onClose: () => void;
  onCorrected: (before: Settlement, after: Settlement) => void;
}) {
  const accounts = useQuery(referenceQueries.accounts(''));
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    // Focus goes back through the page (useReturnFocus): the trigger may be gone after the change.
    <Modal opened={settlement !== null} onClose={close} title="Corrigir baixa" size="xl" returnFocus={false}>
      {settlement &&
        (accounts.isPending ? (
          <Group gap="xs">
            <Loader size="sm" aria-label="Carregando as contas financeiras" />
            <Text size="sm">Carregando as contas financeiras…</Text>
          </Group>
        ) : (
          <CorrectionForm
            key={settlement.id}
            installment={installment}
            settlement={settlement}
            accounts={accounts}
            onBusy={setBusy}
            onCancel={close}
            onCorrected={onCorrected}
          />
        ))}
    </Modal>
  );
}
