import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch, type Resolver } from 'react-hook-form';
import {
  activeCharge,
  applyChargeToInstallment,
  CHARGE_KINDS,
  chargeQueries,
  chargeRequestSchema,
  isChargeAccount,
  isChargeCancellable,
  FINAL_CHARGE_STATUSES,
  offersChargeLink,
  useCancelCharge,
  useCreateCharge,
  type ChargeKind,
  type ChargeRequest,
} from '../../api/charges';
import { receivableQueries } from '../../api/receivables';
import { referenceQueries } from '../../api/reference';
import { chargeKindLabel, chargeStatusLabel } from '../../lib/charge-labels';
import { addDays, formatDateBR, todayIso } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { CopyButton } from '../../ui/CopyButton';
import { DateField, SelectField, useFieldError } from '../../ui/form/fields';
import { MUTED } from '../../ui/muted';
import { ErrorState } from '../../ui/QueryState';
import { firstTabbable } from '../../ui/return-focus';
import type { ChargeTarget } from './charge-target';
import { DialogActions } from '../../ui/DialogActions';

/** What the dialog shows: a charge (its id and kind), or the form (null). */
type Shown = { id: string; kind: string | null } | null;

/**
 * An installment's charge: generate one (boleto, Pix charge or payment link,
 * `POST .../gerar-cobranca`), then show it: its link with a copy button while it can be
 * paid, its status, "Atualizar" (`GET .../cobranca/{id}`) and "Cancelar cobrança" after a
 * confirmation (`DELETE`). While the platform is still working on it (the link not given
 * yet, a cancellation under way) the dialog says so and follows the charge by itself.
 * Which of the two it opens on comes from the installment's read
 * (`solicitacoes_cobrancas`, read here: the row knows it only when read before). The form
 * is validated with the request's own strict schema, so what the platform would refuse is
 * refused here first; a server error keeps the form as typed, and a double click sends one
 * request (single-flight). Focus stays inside as its content changes.
 */
export default function ChargeDialog({ target, onClose }: { target: ChargeTarget; onClose: () => void }) {
  const detail = useQuery(receivableQueries.detail(target.parcelaId));
  // Undecided until the installment's read is current: its active charge, or the form.
  const [shown, setShown] = useState<Shown | undefined>(undefined);
  const current = detail.data !== undefined && (detail.isFetchedAfterMount || !detail.isStale || detail.isError);
  if (shown === undefined && current) {
    const active = activeCharge(detail.data.cobrancas);
    setShown(active ? { id: active.id, kind: active.tipo } : null);
  }
  // Content that replaces other content after the user's action takes focus (the control
  // that was used is gone); what the dialog opens on does not (the dialog's own focus).
  const [replaced, setReplaced] = useState(false);
  const show = (next: Shown) => {
    setReplaced(true);
    setShown(next);
  };
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    // Focus goes back through the page (useReturnFocus): this dialog unmounts when closed.
    <Modal
      opened
      onClose={close}
      title={shown === null ? 'Gerar cobrança' : 'Cobrança da parcela'}
      size="lg"
      returnFocus={false}
    >
      <Stack>
        <Text size="sm">
          <strong>{target.customerName}</strong> · {target.descricao} · vencida em {formatDateBR(target.dueDate)} · em
          aberto {formatCents(target.openCents)}
        </Text>
        {shown === undefined ? (
          detail.isError ? (
            <ErrorState
              title="Não foi possível ler as cobranças da parcela"
              error={detail.error}
              onRetry={() => void detail.refetch()}
            />
          ) : (
            <Text size="sm" role="status">
              Lendo as cobranças da parcela…
            </Text>
          )
        ) : shown ? (
          <ChargeView
            id={shown.id}
            kind={shown.kind}
            parcelaId={target.parcelaId}
            focusOnShow={replaced}
            onBusy={setBusy}
            onNew={() => show(null)}
            onClose={close}
          />
        ) : (
          <ChargeForm
            target={target}
            focusOnShow={replaced}
            onBusy={setBusy}
            onCreated={(id, kind) => show({ id, kind })}
            onCancel={close}
          />
        )}
      </Stack>
    </Modal>
  );
}

export interface ChargeFormValues {
  tipo: ChargeKind | '';
  conta_bancaria: string;
  data_vencimento: string;
  descricao_fatura: string;
}

/** The form's values as the request (blank choices left out, for the schema to name them). */
export function toChargeRequest(values: ChargeFormValues, parcelaId: string): Record<string, unknown> {
  return {
    id_parcela: parcelaId,
    tipo: values.tipo || undefined,
    conta_bancaria: values.conta_bancaria || undefined,
    data_vencimento: values.data_vencimento,
    descricao_fatura: values.descricao_fatura,
  };
}

const KIND_OPTIONS = CHARGE_KINDS.map((k) => ({ value: k, label: chargeKindLabel(k) }));
/** A charge generated today falls due in a few days: time to pay, not a new overdue. */
const DUE_IN_DAYS = 3;

function ChargeForm({
  target,
  focusOnShow,
  onBusy,
  onCreated,
  onCancel,
}: {
  target: ChargeTarget;
  focusOnShow: boolean;
  onBusy: (busy: boolean) => void;
  onCreated: (id: string, kind: string) => void;
  onCancel: () => void;
}) {
  const [today] = useState(() => todayIso());
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusOnShow) firstTabbable(formRef.current)?.focus();
  }, [focusOnShow]);
  const resolver = useMemo<Resolver<ChargeFormValues, unknown, ChargeRequest>>(() => {
    const schema = zodResolver(chargeRequestSchema(today));
    return (values, context, options) =>
      schema(toChargeRequest(values, target.parcelaId) as never, context, options as never) as never;
  }, [today, target.parcelaId]);
  const form = useForm<ChargeFormValues, unknown, ChargeRequest>({
    resolver,
    defaultValues: {
      tipo: '',
      conta_bancaria: '',
      data_vencimento: addDays(today, DUE_IN_DAYS),
      descricao_fatura: target.descricao,
    },
  });
  const create = useCreateCharge();
  const { isPending } = create;
  useEffect(() => onBusy(isPending), [isPending, onBusy]);
  const submit = form.handleSubmit((request) =>
    create.mutateAsync(request).then(
      (charge) => onCreated(charge.id, request.tipo),
      () => undefined, // shown from create.error; the form keeps its values
    ),
  );
  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label="Gerar cobrança">
        <Stack>
          <SelectField name="tipo" label="Tipo de cobrança" data={KIND_OPTIONS} required />
          <AccountField />
          <DateField
            name="data_vencimento"
            label="Vencimento"
            min={today}
            required
            description="A data até a qual o cliente pode pagar (não antes de hoje)."
          />
          <InvoiceTextField />
          <DialogActions
            error={create.error}
            errorTitle="A cobrança não foi gerada"
            pending={isPending}
            onCancel={onCancel}
            action={
              <Button type="submit" loading={isPending}>
                Gerar cobrança
              </Button>
            }
          />
        </Stack>
      </form>
    </FormProvider>
  );
}

/** The financial accounts that may receive a charge of the chosen kind (CHARGE_ACCOUNT_TYPES_BY_KIND). */
function AccountField() {
  const kind = useWatch<ChargeFormValues, 'tipo'>({ name: 'tipo' });
  const chosen = useWatch<ChargeFormValues, 'conta_bancaria'>({ name: 'conta_bancaria' });
  const accounts = useQuery(referenceQueries.accounts(''));
  const { setValue } = useFormContext<ChargeFormValues>();
  const options = useMemo(
    () =>
      (accounts.data?.items ?? [])
        .filter((a) => a.ativo && isChargeAccount(a.tipo, kind))
        .map((a) => ({ value: a.id, label: a.banco ? `${a.nome} (${a.banco})` : a.nome })),
    [accounts.data, kind],
  );
  // A chosen account the kind does not accept is dropped; a single one is chosen for the user.
  useEffect(() => {
    if (!accounts.data) return;
    if (chosen && !options.some((o) => o.value === chosen)) setValue('conta_bancaria', '');
    else if (!chosen && options.length === 1) setValue('conta_bancaria', options[0]?.value ?? '');
  }, [accounts.data, chosen, options, setValue]);
  if (accounts.isError) {
    return (
      <ErrorState
        title="Não foi possível carregar as contas financeiras"
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
    );
  }
  return (
    <Stack gap={4}>
      <SelectField name="conta_bancaria" label="Conta financeira" data={options} required />
      <Text size="xs" c={MUTED}>
        {accounts.isPending
          ? 'Carregando as contas…'
          : options.length === 0
            ? 'Nenhuma conta aceita cobranças: é preciso uma conta do tipo Cobranças ou uma Conta PJ (conta corrente).'
            : 'Só as contas que aceitam cobranças: do tipo Cobranças ou conta corrente (Conta PJ).'}
      </Text>
    </Stack>
  );
}

function InvoiceTextField() {
  const { register } = useFormContext<ChargeFormValues>();
  const error = useFieldError('descricao_fatura');
  return (
    <Textarea
      label="Texto da fatura"
      description="O que o cliente lê na cobrança (até 500 caracteres)."
      required
      rows={3}
      {...register('descricao_fatura')}
      error={error}
    />
  );
}

/** Why a charge's link is not offered, by its status. */
function noLinkReason(status: string | null): string {
  if (status === 'EM_CANCELAMENTO')
    return 'A cobrança está sendo cancelada: o link não deve mais ser enviado ao cliente. Esta janela acompanha até a plataforma confirmar o cancelamento.';
  return 'Esta cobrança não aceita mais pagamentos: o link não é mais oferecido.';
}

function ChargeView({
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

  // Every read of the charge (a poll, "Atualizar", after the cancel) updates its
  // installment's read too: the collections row shows what the dialog shows.
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
