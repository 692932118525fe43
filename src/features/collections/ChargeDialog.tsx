import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch, type Resolver } from 'react-hook-form';
import {
  CHARGE_KINDS,
  chargeQueries,
  chargeRequestSchema,
  isChargeAccount,
  isChargeCancellable,
  FINAL_CHARGE_STATUSES,
  useCancelCharge,
  useCreateCharge,
  type ChargeKind,
  type ChargeRequest,
} from '../../api/charges';
import { referenceQueries } from '../../api/reference';
import { chargeKindLabel, chargeStatusLabel } from '../../lib/charge-labels';
import { addDays, formatDateBR, todayIso } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { CopyButton } from '../../ui/CopyButton';
import { DateField, SelectField, useFieldError } from '../../ui/form/fields';
import { MUTED } from '../../ui/muted';
import { ErrorState } from '../../ui/QueryState';
import type { ChargeTarget } from './charge-target';
import { DialogActions } from '../../ui/DialogActions';

/**
 * An installment's charge (issue 15): generate one (boleto, Pix charge or payment link,
 * `POST .../gerar-cobranca`), then show it: its link with a copy button, its status,
 * "Atualizar" (`GET .../cobranca/{id}`) and "Cancelar cobrança" after a confirmation
 * (`DELETE`). The form is validated with the request's own strict schema, so what the
 * platform would refuse is refused here first; a server error keeps the form as typed,
 * and a double click sends one request (single-flight).
 */
export default function ChargeDialog({ target, onClose }: { target: ChargeTarget; onClose: () => void }) {
  // Shown: the installment's active charge, the one just generated, or none (the form).
  const [shown, setShown] = useState<{ id: string; kind: string | null } | null>(
    target.chargeId ? { id: target.chargeId, kind: target.chargeKind } : null,
  );
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal opened onClose={close} title={shown ? 'Cobrança da parcela' : 'Gerar cobrança'} size="lg">
      <Stack>
        <Text size="sm">
          <strong>{target.customerName}</strong> · {target.descricao} · vencida em {formatDateBR(target.dueDate)} · em
          aberto {formatCents(target.openCents)}
        </Text>
        {shown ? (
          <ChargeView
            id={shown.id}
            kind={shown.kind}
            parcelaId={target.parcelaId}
            onBusy={setBusy}
            onNew={() => setShown(null)}
            onClose={close}
          />
        ) : (
          <ChargeForm
            target={target}
            onBusy={setBusy}
            onCreated={(id, kind) => setShown({ id, kind })}
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
  onBusy,
  onCreated,
  onCancel,
}: {
  target: ChargeTarget;
  onBusy: (busy: boolean) => void;
  onCreated: (id: string, kind: string) => void;
  onCancel: () => void;
}) {
  const [today] = useState(() => todayIso());
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
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Gerar cobrança">
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

function ChargeView({
  id,
  kind,
  parcelaId,
  onBusy,
  onNew,
  onClose,
}: {
  id: string;
  kind: string | null;
  parcelaId: string;
  onBusy: (busy: boolean) => void;
  onNew: () => void;
  onClose: () => void;
}) {
  const query = useQuery(chargeQueries.detail(id));
  const cancel = useCancelCharge(parcelaId);
  const [confirming, setConfirming] = useState(false);
  const { isPending } = cancel;
  useEffect(() => onBusy(isPending), [isPending, onBusy]);
  const charge = query.data;
  const status = charge?.status ?? null;
  const confirm = () =>
    cancel.mutateAsync(id).then(
      () => setConfirming(false),
      () => undefined, // shown from cancel.error
    );

  if (query.isPending) return <Text size="sm">Lendo a cobrança…</Text>;
  if (query.isError && !charge) {
    return (
      <ErrorState title="Não foi possível ler a cobrança" error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <Stack>
      <Group gap="xs">
        {kind && <Text fw={600}>{chargeKindLabel(kind)}</Text>}
        <Text aria-live="polite">
          Situação: <strong>{chargeStatusLabel(status)}</strong>
        </Text>
      </Group>
      {charge?.url ? (
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
      ) : (
        <Text size="sm" c={MUTED}>
          O link ainda não foi informado pela plataforma. Use “Atualizar” em alguns segundos.
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
              <Button variant="default" onClick={() => setConfirming(false)} disabled={isPending}>
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
          <Button variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
            Atualizar
          </Button>
          {isChargeCancellable(status) && (
            <Button variant="light" color="red" onClick={() => setConfirming(true)}>
              Cancelar cobrança
            </Button>
          )}
          {status && FINAL_CHARGE_STATUSES.includes(status) && status !== 'QUITADO' && status !== 'PAGO' && (
            <Button variant="light" onClick={onNew}>
              Gerar outra cobrança
            </Button>
          )}
          <Button onClick={onClose} disabled={isPending}>
            Fechar
          </Button>
        </Group>
      )}
    </Stack>
  );
}
