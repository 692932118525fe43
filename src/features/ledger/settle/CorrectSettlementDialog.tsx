import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Installment, Settlement } from '../../../api/receivables';
import { referenceQueries } from '../../../api/reference';
import { Group, Loader, Modal, Text } from '../../../ui/controls';
import { CorrectionForm } from './CorrectionForm';

/**
 * Corrects a settlement (`PATCH .../parcelas/baixa/{baixa_id}`): a form prefilled with the
 * settlement as it reads now, validated by the same rules as a new settlement, sent with
 * the `versao` it was read with. When someone else changed it meanwhile (409), the typed
 * values stay; "Carregar a versão atual" reads it again, says what changed, and the next
 * "Salvar correção" applies the user's values over that version. Loaded on the first
 * "Corrigir" (its own chunk, like the undo dialog).
 */
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
