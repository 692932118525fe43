import { useCloseContract } from '../../../api/contract-mutations';
import { Button, List, Modal, notifications, Stack, Text } from '../../../ui/mantine/controls';
import { DialogActions } from '../../../ui/mantine/DialogActions';

/** Confirms closing an active contract; nothing changes on screen until the server agrees. */
export function CloseContractDialog({
  opened,
  onClose,
  contractId,
  label,
  onClosed,
}: {
  opened: boolean;
  onClose: () => void;
  contractId: string;
  /** "contrato 1001" */
  label: string;
  /** After the server closed it (the trigger disappears with the ATIVO status). */
  onClosed?: () => void;
}) {
  const close = useCloseContract();
  const dismiss = () => {
    if (close.isPending) return;
    close.reset();
    onClose();
  };
  const confirm = () =>
    close.mutate(contractId, {
      onSuccess: () => {
        close.reset();
        onClose();
        onClosed?.();
        notifications.show({
          color: 'green',
          title: 'Contrato encerrado',
          message: `O ${label} foi encerrado e agora está inativo.`,
        });
      },
    });

  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      title={`Encerrar o ${label}?`}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">Ao encerrar, o contrato passa a inativo:</Text>
        <List size="sm" spacing={4}>
          <List.Item>nenhuma nova cobrança será gerada (as vendas agendadas deixam de existir);</List.Item>
          <List.Item>as vendas já emitidas e suas parcelas continuam valendo.</List.Item>
        </List>
        <DialogActions
          error={close.error}
          errorTitle="O contrato não foi encerrado"
          pending={close.isPending}
          onCancel={dismiss}
          mt="sm"
          action={
            <Button color="orange" onClick={confirm} loading={close.isPending}>
              Encerrar contrato
            </Button>
          }
        />
      </Stack>
    </Modal>
  );
}
