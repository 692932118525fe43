import { chargeInWords, useReissue } from '../../../api/charge-reissue';
import { Alert, Button, Group, Loader, Stack, Text } from '../../../ui/mantine/controls';

/**
 * The installment's charge reissue, as this browser keeps it: running, done, failed (retried
 * safely) or left unfinished by a closed tab (resumed on request).
 */
export function ChargeReissueStatus({ parcelaId }: { parcelaId: string }) {
  const { plan, state, resume, dismiss } = useReissue(parcelaId);
  if (!plan) return null;
  const next = chargeInWords({ tipo: plan.tipo, data_vencimento: plan.vencimento });
  const where =
    plan.phase === 'issue'
      ? `A cobrança antiga (${plan.oldText}) já foi cancelada; a nova (${next}) ainda não foi emitida.`
      : `A cobrança antiga (${plan.oldText}) ainda não foi cancelada.`;
  if (state?.kind === 'running') {
    return (
      <Alert color="blue" variant="light" title="Reemitindo a cobrança" role="status">
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">
            {plan.phase === 'cancel' ? 'Cancelando a cobrança antiga…' : `Emitindo a nova cobrança (${next})…`}
          </Text>
        </Group>
      </Alert>
    );
  }
  if (state?.kind === 'failed') {
    return (
      <Alert color="red" variant="light" title="A cobrança não foi reemitida" role="alert">
        <Stack gap="xs">
          <Text size="sm">{state.error.message}</Text>
          <Text size="sm">{where} Tentar novamente não emite uma segunda cobrança.</Text>
          <Group>
            <Button variant="default" onClick={resume}>
              Tentar novamente
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (plan.phase === 'done') {
    return (
      <Alert
        color="green"
        variant="light"
        title="Cobrança reemitida"
        role="status"
        withCloseButton
        closeButtonLabel="Fechar aviso"
        onClose={dismiss}
        data-testid="charge-reissued"
      >
        A cobrança antiga ({plan.oldText}) foi cancelada e uma nova foi emitida: {next}.
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" title="A reemissão da cobrança não terminou" role="status">
      <Stack gap="xs">
        <Text size="sm">{where} Continuar não emite uma segunda cobrança.</Text>
        <Group gap="sm">
          <Button variant="default" onClick={resume}>
            Continuar a reemissão
          </Button>
          <Button variant="subtle" onClick={dismiss}>
            Deixar como está
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
