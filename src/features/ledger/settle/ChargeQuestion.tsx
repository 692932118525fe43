import { Alert, Button, Group, Stack, Text } from '../../../ui/mantine/controls';

/**
 * Before a due date moves on an installment with an open charge: cancel it and issue another
 * with the new date, keep it, or go back. Without a way to reissue, only keep or go back.
 */
export function ChargeQuestion({
  chargeText,
  refusal,
  pending,
  onReissue,
  onKeep,
  onBack,
}: {
  chargeText: string;
  refusal: string | null;
  pending: boolean;
  onReissue: () => void;
  onKeep: () => void;
  onBack: () => void;
}) {
  return (
    <Alert color="yellow" variant="light" title="Esta parcela tem uma cobrança em aberto" role="alert">
      <Stack gap="xs">
        <Text size="sm">
          Esta parcela tem uma cobrança ({chargeText}) que continua com o vencimento antigo: a plataforma não permite
          alterar uma cobrança emitida.
        </Text>
        {refusal ? (
          <Text size="sm">
            {refusal} A cobrança atual continua valendo; se for preciso, cancele-a e emita outra na tela de
            inadimplência.
          </Text>
        ) : (
          <Text size="sm" fw={600}>
            Cancelar e emitir outra com o novo vencimento?
          </Text>
        )}
        <Group gap="sm">
          {!refusal && (
            <Button onClick={onReissue} loading={pending} disabled={pending} data-autofocus autoFocus>
              Salvar, cancelar e emitir outra
            </Button>
          )}
          <Button
            variant={refusal ? 'filled' : 'default'}
            onClick={onKeep}
            disabled={pending}
            autoFocus={refusal !== null}
          >
            Salvar sem mexer na cobrança
          </Button>
          <Button variant="subtle" onClick={onBack} disabled={pending}>
            Voltar
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
