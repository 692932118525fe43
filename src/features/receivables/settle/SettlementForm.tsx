import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  SETTLEMENT_METHODS,
  settlementRequestSchema,
  useSettleInstallment,
  type Installment,
  type Settlement,
  type SettlementRequest,
} from '../../../api/receivables';
import { compareIsoDates, formatDateBR, todayIso } from '../../../lib/dates';
import { SETTLEMENT_METHOD_LABELS } from '../../../lib/labels';
import { referenceQueries, type FinancialAccount } from '../../../api/reference';
import { formatCents, toCents } from '../../../lib/money';
import { settlementNetCents } from '../../../lib/settlement';
import { MUTED } from '../muted';
import { DateInput } from '../../../ui/DateInput';
import { MoneyInput } from '../../../ui/MoneyInput';
import { useDraft, useKeepDraft } from '../../../ui/form/useDraft';
import type { DraftSpec } from '../../../ui/form/draft';

type Amount = number | '';

export interface SettlementFormValues {
  data_pagamento: string;
  conta_financeira: string;
  metodo_pagamento: string;
  composicao_valor: { valor_bruto: Amount; multa: Amount; juros: Amount; desconto: Amount; taxa: Amount };
  nsu: string;
  observacao: string;
}

/**
 * The settlement form's draft (docs/decisions/0820, 0030): per user and installment, in
 * sessionStorage (this tab: a forced sign-in comes back to it, another tab days later does
 * not), for 8 hours, tied to the installment's `versao` (a newer version drops it).
 */
export const settlementDraft: DraftSpec = {
  form: 'recebiveis.baixa',
  storage: 'session',
  maxAgeMs: 8 * 60 * 60_000,
  accepts: (values) =>
    typeof values === 'object' &&
    values !== null &&
    typeof (values as Partial<SettlementFormValues>).composicao_valor === 'object' &&
    (values as Partial<SettlementFormValues>).composicao_valor !== null,
};

const METHOD_OPTIONS = SETTLEMENT_METHODS.map((m) => ({ value: m, label: SETTLEMENT_METHOD_LABELS[m] ?? m }));

const num = (v: Amount) => (v === '' ? undefined : v);
const text = (v: string) => (v.trim() ? v.trim() : undefined);

/** The form's values as the API request (empty optional fields left out). */
export function toRequest(v: SettlementFormValues): Record<string, unknown> {
  const c = v.composicao_valor;
  const composicao = Object.fromEntries(
    Object.entries({
      valor_bruto: num(c.valor_bruto),
      multa: num(c.multa),
      juros: num(c.juros),
      desconto: num(c.desconto),
      taxa: num(c.taxa),
    }).filter(([k, x]) => x !== undefined || k === 'valor_bruto'),
  );
  return {
    data_pagamento: v.data_pagamento,
    conta_financeira: text(v.conta_financeira),
    composicao_valor: composicao,
    metodo_pagamento: text(v.metodo_pagamento),
    nsu: text(v.nsu),
    observacao: text(v.observacao),
  };
}

/** One schema for the form and the sandbox: the form's values are validated as the request. */
const schemaResolver = zodResolver(settlementRequestSchema);
const resolver: Resolver<SettlementFormValues, unknown, SettlementRequest> = (values, context, options) =>
  schemaResolver(toRequest(values) as never, context, options as never) as never;

export function defaultValues(installment: Installment, accountId: string, today: string): SettlementFormValues {
  const method = installment.metodo_pagamento ?? '';
  return {
    data_pagamento: today,
    conta_financeira: accountId,
    metodo_pagamento: (SETTLEMENT_METHODS as readonly string[]).includes(method) ? method : '',
    composicao_valor: { valor_bruto: installment.nao_pago ?? '', multa: '', juros: '', desconto: '', taxa: '' },
    nsu: '',
    observacao: '',
  };
}

function MoneyField({
  name,
  label,
  control,
  description,
}: {
  name: keyof SettlementFormValues['composicao_valor'];
  label: string;
  control: ReturnType<typeof useForm<SettlementFormValues, unknown, SettlementRequest>>['control'];
  description?: string;
}) {
  return (
    <Controller
      control={control}
      name={`composicao_valor.${name}`}
      render={({ field, fieldState }) => (
        <MoneyInput
          label={label}
          description={description}
          styles={{ description: { color: MUTED } }}
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          withAsterisk={name === 'valor_bruto'}
        />
      )}
    />
  );
}

/**
 * The settlement form. Sends once: the button is disabled while the request is on its
 * way and a second submit in the same instant is ignored. A payment date in the future
 * or a gross value above the open amount asks for confirmation first. On an error every
 * field keeps its value. With a `draftOwner`, what is typed is kept as a draft in this tab
 * (`settlementDraft`) until it is registered or cancelled, so a forced sign-in loses nothing.
 */
export function SettlementForm({
  installment,
  onSettled,
  backTo = '/recebiveis',
  draftOwner,
}: {
  installment: Installment;
  onSettled: (settlement: Settlement) => void;
  /** Where "Cancelar" goes (the list view the user came from). */
  backTo?: string;
  /** Whose draft this is (the signed-in user's id); no draft without it. */
  draftOwner?: string | undefined;
}) {
  const accounts = useQuery(referenceQueries.accounts(''));
  if (accounts.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" aria-label="Carregando as contas financeiras" />
        <Text size="sm">Carregando as contas financeiras…</Text>
      </Group>
    );
  }
  // Without the accounts the form still opens (the picker shows why it is empty).
  return (
    <SettlementFormBody
      installment={installment}
      onSettled={onSettled}
      accounts={accounts}
      backTo={backTo}
      draftOwner={draftOwner}
    />
  );
}

function SettlementFormBody({
  installment,
  onSettled,
  accounts,
  backTo,
  draftOwner,
}: {
  installment: Installment;
  onSettled: (settlement: Settlement) => void;
  accounts: UseQueryResult<{ items: FinancialAccount[] }>;
  backTo: string;
  draftOwner: string | undefined;
}) {
  const [today] = useState(() => todayIso());
  const accountItems = accounts.data?.items ?? [];
  const preferred = accountItems.find((a) => a.padrao) ?? accountItems[0];
  const draft = useDraft<SettlementFormValues>(
    settlementDraft,
    draftOwner ? { owner: draftOwner, record: installment.id, versao: installment.versao ?? null } : null,
  );
  const { restored } = draft;
  const [initial] = useState(() => defaultValues(installment, preferred?.id ?? '', today));

  const form = useForm<SettlementFormValues, unknown, SettlementRequest>({
    resolver,
    defaultValues: restored?.values ?? initial,
    // On submit, not on blur: a blur error shifting the layout would swallow the click on
    // the submit button (see the contract wizard). Errors then update as the user types.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, register, formState, reset } = form;

  // The draft: saved on every change the user makes (not for the untouched defaults).
  useKeepDraft(draft, form);
  const dropDraft = draft.clear;
  const discard = () => {
    draft.discard();
    reset(initial);
  };

  const values = useWatch({ control });
  const netCents = settlementNetCents({
    valor_bruto: num(values.composicao_valor?.valor_bruto ?? ''),
    multa: num(values.composicao_valor?.multa ?? ''),
    juros: num(values.composicao_valor?.juros ?? ''),
    desconto: num(values.composicao_valor?.desconto ?? ''),
    taxa: num(values.composicao_valor?.taxa ?? ''),
  });
  const openCents = toCents(installment.nao_pago ?? 0);

  const mutation = useSettleInstallment(installment.id);
  const sending = useRef(false);
  /** What asks for confirmation, with the field to revise first ("Revisar" focuses it). */
  const [pending, setPending] = useState<{
    body: SettlementRequest;
    snapshot: string;
    reasons: string[];
    field: 'data_pagamento' | 'composicao_valor.valor_bruto';
  } | null>(null);
  const snapshot = JSON.stringify(values);
  const confirming = pending && pending.snapshot === snapshot ? pending : null;

  const send = (body: SettlementRequest) => {
    if (sending.current) return;
    sending.current = true;
    setPending(null);
    // mutateAsync, not mutate's per-call callbacks: the refresh that follows a settlement
    // may unmount this form (a paid installment offers no form) before the call resolves,
    // and per-call callbacks of an unmounted observer never run (the result would not show).
    mutation.mutateAsync(body).then(
      (settlement) => {
        dropDraft();
        onSettled(settlement);
      },
      () => {
        sending.current = false;
      },
    );
  };

  const onValid = (body: SettlementRequest) => {
    if (sending.current) return;
    const reasons: string[] = [];
    if (compareIsoDates(body.data_pagamento, today) > 0) {
      reasons.push(`A data do pagamento (${formatDateBR(body.data_pagamento)}) está no futuro.`);
    }
    if (toCents(body.composicao_valor.valor_bruto) > openCents) {
      reasons.push(
        `O valor bruto (${formatCents(toCents(body.composicao_valor.valor_bruto))}) é maior que o valor em aberto (${formatCents(openCents)}).`,
      );
    }
    if (reasons.length && !confirming) {
      const field = compareIsoDates(body.data_pagamento, today) > 0 ? 'data_pagamento' : 'composicao_valor.valor_bruto';
      setPending({ body, snapshot, reasons, field });
      return;
    }
    send(body);
  };

  const accountError = formState.errors.conta_financeira?.message;
  const compositionError =
    formState.errors.composicao_valor?.message ?? formState.errors.composicao_valor?.root?.message;

  return (
    <form onSubmit={(event) => void handleSubmit(onValid)(event)} noValidate aria-label="Registrar baixa">
      <Stack gap="md">
        {restored && (
          <Alert color="blue" variant="light" title="Rascunho restaurado" role="status">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm">Continuamos de onde você parou nesta aba; nada foi registrado ainda.</Text>
              <Button size="xs" variant="outline" onClick={discard}>
                Descartar rascunho
              </Button>
            </Group>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Controller
            control={control}
            name="data_pagamento"
            render={({ field }) => (
              <DateInput
                label="Data do pagamento"
                withAsterisk
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={formState.errors.data_pagamento?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="conta_financeira"
            render={({ field }) => (
              <NativeSelect
                label="Conta financeira"
                withAsterisk
                data={[
                  ...(field.value
                    ? []
                    : [{ value: '', label: accounts.isPending ? 'Carregando contas…' : 'Escolha a conta' }]),
                  ...accountItems.map((a) => ({ value: a.id, label: a.banco ? `${a.nome} (${a.banco})` : a.nome })),
                ]}
                value={field.value || ''}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={
                  accounts.isError ? `Não foi possível carregar as contas: ${accounts.error.message}` : accountError
                }
              />
            )}
          />
          <Controller
            control={control}
            name="metodo_pagamento"
            render={({ field }) => (
              <NativeSelect
                label="Forma de pagamento"
                data={[{ value: '', label: 'Não informada' }, ...METHOD_OPTIONS]}
                value={field.value || ''}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={formState.errors.metodo_pagamento?.message}
              />
            )}
          />
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          <MoneyField
            control={control}
            name="valor_bruto"
            label="Valor bruto"
            description={`Em aberto: ${formatCents(openCents)}`}
          />
          <MoneyField control={control} name="multa" label="Multa" />
          <MoneyField control={control} name="juros" label="Juros" />
          <MoneyField control={control} name="desconto" label="Desconto" />
          <MoneyField control={control} name="taxa" label="Taxa" />
        </SimpleGrid>

        <Group gap="xs" aria-live="polite">
          <Text>Valor líquido recebido:</Text>
          <Text fw={700} c={netCents < 0 ? 'red' : undefined} data-testid="net-amount">
            {formatCents(netCents)}
          </Text>
          <Text size="xs" c={MUTED}>
            (bruto + multa + juros − desconto − taxa)
          </Text>
        </Group>
        {compositionError && (
          <Text c="red" size="sm" role="alert">
            {compositionError}
          </Text>
        )}

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="NSU"
            description="Número sequencial da transação (cartão, Pix)"
            styles={{ description: { color: MUTED } }}
            {...register('nsu')}
            error={formState.errors.nsu?.message}
          />
          <Textarea
            label="Observação"
            rows={2}
            {...register('observacao')}
            error={formState.errors.observacao?.message}
          />
        </SimpleGrid>

        {mutation.isError && !confirming && (
          <Alert color="red" variant="light" title="Não foi possível registrar a baixa" role="alert">
            {mutation.error.message}
          </Alert>
        )}

        {confirming ? (
          <Alert color="yellow" variant="light" title="Confirme a baixa" role="alert">
            <Stack gap="xs">
              {confirming.reasons.map((r) => (
                <Text key={r} size="sm">
                  {r}
                </Text>
              ))}
              <Group gap="sm">
                <Button
                  type="submit"
                  color="yellow"
                  autoContrast
                  loading={mutation.isPending}
                  disabled={mutation.isPending}
                  data-autofocus
                  autoFocus
                >
                  Confirmar e registrar
                </Button>
                <Button
                  variant="default"
                  onClick={() => {
                    // Back to editing, at the field in question (keyboard users too).
                    setPending(null);
                    form.setFocus(confirming.field, { shouldSelect: true });
                  }}
                >
                  Revisar
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group gap="sm">
            <Button type="submit" loading={mutation.isPending} disabled={mutation.isPending}>
              Registrar baixa
            </Button>
            <Button component={Link} to={backTo} variant="default" onClick={dropDraft}>
              Cancelar
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
