import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRemoveContract } from '../../../api/contract-mutations';
import { Alert, Button, Modal, notifications, Stack, TextInput } from '../../../ui/mantine/controls';
import { DialogActions } from '../../../ui/mantine/DialogActions';

/** Confirms removing a contract: typing its number (or "remover") enables the button. */
export function RemoveContractDialog({
  opened,
  onClose,
  contractId,
  numero,
  label,
}: {
  opened: boolean;
  onClose: () => void;
  contractId: string;
  numero: number | null | undefined;
  label: string;
}) {
  const remove = useRemoveContract();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const expected = numero === null || numero === undefined ? 'remover' : String(numero);
  const matches = typed.trim().toLowerCase() === expected;

  const dismiss = () => {
    if (remove.isPending) return;
    remove.reset();
    setTyped('');
    onClose();
  };
  const confirm = () => {
    if (!matches) return;
    remove.mutate(contractId, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: 'Contrato removido',
          message: `O ${label} foi removido e suas vendas foram canceladas.`,
        });
        navigate('/contratos');
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      title={`Remover o ${label}?`}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      centered
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          confirm();
        }}
      >
        <Stack gap="sm">
          <Alert color="red" variant="light" title="Esta ação não pode ser desfeita">
            O contrato será removido permanentemente e todas as suas vendas, agendadas e já emitidas, serão canceladas.
          </Alert>
          <TextInput
            label={`Para confirmar, digite o número do contrato (${expected})`}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <DialogActions
            error={remove.error}
            errorTitle="O contrato não foi removido"
            pending={remove.isPending}
            onCancel={dismiss}
            mt="sm"
            action={
              <Button type="submit" color="red" disabled={!matches} loading={remove.isPending}>
                Remover permanentemente
              </Button>
            }
          />
        </Stack>
      </form>
    </Modal>
  );
}
