import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../../api/http';
import { useUpdateInstallment } from '../../../api/installment-update';
import { receivableQueries, type Installment } from '../../../api/receivables';
import { platformToday } from '../../../lib/dates';
import { formatCents, toCents } from '../../../lib/money';
import { Alert, Button, Stack, Text, Textarea } from '../../../ui/mantine/controls';
import { ErrorAlert } from '../../../ui/mantine/ErrorAlert';
import { ConfirmUnusual } from './ConfirmUnusual';
import { installmentChanges, lossRefusal, toLossRequest } from './installment-edit';
import type { Change } from './settlement-changes';
import { installmentHistory } from '../../../stores/installment-history';
import { serverMessageText } from '../../../ui/plain/form/server-message';
import { DialogFooter } from '../../../ui/mantine/DialogFooter';

/**
 * Writes off what is open as a loss (`perda`, dated today) with a reason, after a
 * confirmation; on a stale `versao` it shows what changed and asks again.
 */
export function WriteOffForm({
  installment,
  author,
  onBusy,
  onCancel,
  onWrittenOff,
}: {
  installment: Installment;
  author?: string | undefined;
  onBusy: (busy: boolean) => void;
  onCancel: () => void;
  onWrittenOff: (lossCents: number) => void;
}) {
  const queryClient = useQueryClient();
  const [base, setBase] = useState(installment);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [changed, setChanged] = useState<Change[] | null>(null);
  const [today] = useState(platformToday);
  const mutation = useUpdateInstallment(installment.id);
  const sending = useRef(false);
  const openCents = toCents(base.nao_pago ?? 0);
  const who = base.lado === 'pagar' ? 'pago ao fornecedor' : 'recebido do cliente';

  const send = () => {
    if (sending.current || base.versao === null) return;
    sending.current = true;
    onBusy(true);
    mutation.mutateAsync(toLossRequest(base, reason, today, base.versao)).then(
      () => {
        sending.current = false;
        onBusy(false);
        installmentHistory.record(
          base.id,
          [{ label: 'Perda', before: '—', after: `${formatCents(openCents)}: ${reason.trim()}` }],
          author,
        );
        onWrittenOff(openCents);
      },
      async (failure: unknown) => {
        sending.current = false;
        onBusy(false);
        setConfirming(false);
        if (!(isApiError(failure) && failure.status === 409)) return;
        // Changed on the platform: show what, and ask again over the current version.
        try {
          const current = await queryClient.fetchQuery({ ...receivableQueries.detail(installment.id), staleTime: 0 });
          setChanged(installmentChanges(base, current, (c) => c?.nome ?? '—'));
          setBase(current);
          mutation.reset();
        } catch {
          // The failure stays on screen; "Baixar como perda" tries again.
        }
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const refusal = lossRefusal(base, reason);
    setError(refusal);
    if (refusal) return;
    if (!confirming) {
      setConfirming(true);
      return;
    }
    send();
  };

  const stillOpen = base.settleable && openCents > 0;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Baixar como perda">
      <Stack gap="md">
        <Text size="sm">
          O valor em aberto, <strong data-testid="loss-amount">{formatCents(openCents)}</strong>, deixa de ser esperado
          e passa a ser registrado como perda nesta data; a parcela sai dos valores em aberto e vencidos. O que já foi{' '}
          {who} continua registrado.
        </Text>
        <Textarea
          label="Motivo da perda"
          withAsterisk
          data-autofocus
          rows={2}
          value={reason}
          error={error ?? undefined}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setConfirming(false);
          }}
          description="Fica registrado na observação da parcela."
        />
        {changed && (
          <Alert color="orange" variant="light" role="alert" title="A parcela mudou enquanto você a baixava">
            <Stack gap="xs">
              <Text size="sm">
                A plataforma não aceitou a perda sobre uma versão antiga. Nada foi salvo.{' '}
                {changed.length ? 'O que mudou:' : 'Nenhum dos campos mostrados mudou; só a versão da parcela.'}
              </Text>
              {changed.length > 0 && (
                <ul data-testid="installment-changes">
                  {changed.map((c) => (
                    <li key={c.label}>
                      {c.label}: de {c.before} para {c.after}
                    </li>
                  ))}
                </ul>
              )}
              <Text size="sm">
                {stillOpen
                  ? 'Confira e, se ainda quiser, baixe como perda o valor em aberto atual.'
                  : 'Não há mais valor em aberto para dar como perda.'}
              </Text>
            </Stack>
          </Alert>
        )}
        {mutation.isError && !changed && (
          <ErrorAlert title="A perda não foi registrada">{serverMessageText(mutation.error.message)}</ErrorAlert>
        )}
        {confirming ? (
          <ConfirmUnusual
            title="Confirme a perda"
            reasons={[
              `${formatCents(openCents)} de “${base.descricao ?? 'parcela'}” serão baixados como perda. Essa baixa não é desfeita por este app.`,
            ]}
            confirmLabel="Confirmar perda"
            pending={mutation.isPending}
            onReview={() => setConfirming(false)}
          />
        ) : (
          <DialogFooter>
            <Button variant="default" onClick={onCancel} disabled={mutation.isPending}>
              Cancelar
            </Button>
            <Button type="submit" color="red" disabled={!stillOpen || base.versao === null}>
              Baixar como perda
            </Button>
          </DialogFooter>
        )}
      </Stack>
    </form>
  );
}
