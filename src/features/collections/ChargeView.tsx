import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  applyChargeToInstallment,
  chargeQueries,
  isChargeCancellable,
  FINAL_CHARGE_STATUSES,
  offersChargeLink,
  useCancelCharge,
} from '../../api/charges';
import { chargeKindLabel, chargeStatusLabel } from '../../lib/labels/charge';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '../../ui/mantine/controls';
import { CopyButton } from '../../ui/mantine/CopyButton';
import { MUTED } from '../../ui/plain/muted';
import { ErrorState } from '../../ui/plain/QueryState';
import { firstTabbable } from '../../ui/plain/return-focus';
import { noLinkReason } from './charge-texts';

/** A charge shown: its link while it can be paid, its status, "Atualizar" and "Cancelar cobrança". */
export function ChargeView({
  id,
  kind,
  parcelaId,
  focusOnShow,
  onBusy,
  onNew,
  onClose,
}: {
  id: string;
  kind: string | null;
  parcelaId: string;
  /** Focus its first control once the charge shows (it replaced the form). */
  focusOnShow: boolean;
  onBusy: (busy: boolean) => void;
  onNew: () => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const query = useQuery(chargeQueries.detail(id));
  const cancel = useCancelCharge(parcelaId);
  const [confirming, setConfirming] = useState(false);
  const { isPending } = cancel;
  useEffect(() => onBusy(isPending), [isPending, onBusy]);
  const charge = query.data;
  const status = charge?.status ?? null;

  // Every read of the charge updates its installment's read too, so the row shows what the dialog shows.
  useEffect(() => {
    if (charge) applyChargeToInstallment(queryClient, parcelaId, charge);
  }, [queryClient, parcelaId, charge]);

  // Focus follows the content: the controls that were used go away.
  const rootRef = useRef<HTMLDivElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [focusTo, setFocusTo] = useState<'first' | 'back' | 'cancel' | 'close' | null>(focusOnShow ? 'first' : null);
  const loaded = charge !== undefined;
  useEffect(() => {
    if (!focusTo || !loaded) return;
    const target =
      focusTo === 'first'
        ? firstTabbable(rootRef.current)
        : focusTo === 'back'
          ? backRef.current
          : focusTo === 'cancel'
            ? (cancelRef.current ?? closeRef.current)
            : closeRef.current;
    // A control still disabled by the action that just ended takes focus at the next render.
    if (!target || target.matches(':disabled')) return;
    target.focus();
    setFocusTo(null);
  }, [focusTo, loaded, isPending]);

  const confirm = () =>
    cancel.mutateAsync(id).then(
      () => {
        setConfirming(false);
        setFocusTo('close');
      },
      () => undefined, // shown from cancel.error
    );

  if (query.isPending) return <Text size="sm">Lendo a cobrança…</Text>;
  if (query.isError && !charge) {
    return (
      <ErrorState title="Não foi possível ler a cobrança" error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const linkOffered = offersChargeLink(status);
  return (
    <Stack ref={rootRef}>
      <Group gap="xs">
        {kind && <Text fw={600}>{chargeKindLabel(kind)}</Text>}
        <Text aria-live="polite">
          Situação: <strong>{chargeStatusLabel(status)}</strong>
        </Text>
      </Group>
      {linkOffered && charge?.url ? (
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label="Link da cobrança"
            value={charge.url}
            readOnly
            style={{ flex: 1 }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton text={charge.url} label="Copiar link" size="sm" />
        </Group>
      ) : linkOffered ? (
        <Group gap="xs" wrap="nowrap" role="status">
          <Loader size={14} aria-hidden />
          <Text size="sm" c={MUTED}>
            A plataforma ainda está gerando o link da cobrança. Ele aparece aqui assim que ficar pronto, sem precisar
            fechar esta janela.
          </Text>
        </Group>
      ) : (
        <Text size="sm" c={MUTED} role="status">
          {noLinkReason(status)}
        </Text>
      )}
      {query.isError && (
        <Alert color="red" role="alert" title="Não foi possível atualizar a cobrança">
          {query.error.message}
        </Alert>
      )}
      {cancel.error && (
        <Alert color="red" role="alert" title="A cobrança não foi cancelada">
          {cancel.error.message}
        </Alert>
      )}
      {confirming ? (
        <Alert color="orange" title="Cancelar esta cobrança?">
          <Stack gap="xs">
            <Text size="sm">O link deixará de aceitar pagamentos. Não é possível desfazer o cancelamento.</Text>
            <Group justify="flex-end">
              <Button
                ref={backRef}
                variant="default"
                onClick={() => {
                  setConfirming(false);
                  setFocusTo('cancel');
                }}
                disabled={isPending}
              >
                Voltar
              </Button>
              <Button color="red" onClick={() => void confirm()} loading={isPending}>
                Confirmar cancelamento
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Group justify="flex-end">
          {/* Not disabled while reading (a poll every few seconds): a focused button would lose focus. */}
          <Button
            variant="default"
            onClick={() => {
              if (!query.isFetching) void query.refetch();
            }}
            leftSection={query.isFetching ? <Loader size={14} aria-hidden /> : undefined}
            aria-busy={query.isFetching}
          >
            Atualizar
          </Button>
          {isChargeCancellable(status) && (
            <Button
              ref={cancelRef}
              variant="light"
              color="red"
              onClick={() => {
                setConfirming(true);
                setFocusTo('back');
              }}
            >
              Cancelar cobrança
            </Button>
          )}
          {status && FINAL_CHARGE_STATUSES.includes(status) && status !== 'QUITADO' && status !== 'PAGO' && (
            <Button variant="light" onClick={onNew}>
              Gerar outra cobrança
            </Button>
          )}
          <Button ref={closeRef} onClick={onClose}>
            Fechar
          </Button>
        </Group>
      )}
    </Stack>
  );
}
