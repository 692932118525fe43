import { useDeleteSettlement, type Settlement } from '../../../api/receivables';
import { Button, Modal, Stack, Text } from '../../../ui/mantine/controls';
import { settlementName } from './settlement-name';
import { DialogActions } from '../../../ui/mantine/DialogActions';

/** Confirms and deletes one settlement (the platform's only undo); a refusal keeps it open. */
export default function UndoSettlementDialog({
  parcelaId,
  settlement,
  onClose,
  onUndone,
}: {
  parcelaId: string;
  settlement: Settlement | null;
  onClose: () => void;
  onUndone: (settlement: Settlement) => void;
}) {
  const remove = useDeleteSettlement(parcelaId);
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!settlement) return;
    remove.mutateAsync(settlement.id).then(
      () => {
        remove.reset();
        onUndone(settlement);
      },
      () => undefined, // shown from remove.error
    );
  };
  return (
    // Focus goes back through the page (useReturnFocus): the trigger is gone after the undo.
    <Modal opened={settlement !== null} onClose={close} title="Desfazer esta baixa?" returnFocus={false}>
      {settlement && (
        <Stack>
          <Text size="sm">
            A baixa de <strong>{settlementName(settlement)}</strong> será excluída e o valor voltará a ficar em aberto
            na parcela. Não é possível recuperá-la depois; se for preciso, registre-a de novo.
          </Text>
          <DialogActions
            error={remove.error}
            errorTitle="A baixa não foi desfeita"
            pending={remove.isPending}
            onCancel={close}
            action={
              <Button color="red" onClick={confirm} loading={remove.isPending}>
                Desfazer baixa
              </Button>
            }
          />
        </Stack>
      )}
    </Modal>
  );
}
