import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import {
  useSettleInstallment,
  type Installment,
  type Settlement,
  type SettlementRequest,
} from '../../../api/receivables';
import { referenceQueries, type FinancialAccount } from '../../../api/reference';
import { platformToday } from '../../../lib/dates';
import { formatCents, toCents } from '../../../lib/money';
import { Alert, Group, Loader, Stack, Text } from '../../../ui/mantine/controls';
import { DraftRestoredBanner } from '../../../ui/mantine/form/DraftRestoredBanner';
import { useDraft, useFocusFirstField, useKeepDraft } from '../../../ui/plain/form/useDraft';
import { defaultAccount, defaultValues, prefilledGross, settlementDraft } from './settlement-defaults';
import { SettlementFields } from './SettlementFields';
import { SettlementFormFooter } from './SettlementFormFooter';
import {
  sameAmount,
  settlementResolver,
  unusualReasons,
  type Amount,
  type SettlementFormValues,
} from './settlement-values';

export type { SettlementFormValues } from './settlement-values';

/** The settlement form: sends once, confirms unusual values, keeps a draft with a `draftOwner`. */
export function SettlementForm({
  installment,
  onSettled,
  backTo = '/recebiveis',
  backState,
  draftOwner,
}: {
  installment: Installment;
  onSettled: (settlement: Settlement) => void;
  /** Where "Cancelar" goes (the page or list view the user came from), with that page's own state. */
  backTo?: string;
  backState?: unknown;
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
      backState={backState}
      draftOwner={draftOwner}
    />
  );
}

function SettlementFormBody({
  installment,
  onSettled,
  accounts,
  backTo,
  backState,
  draftOwner,
}: {
  installment: Installment;
  onSettled: (settlement: Settlement) => void;
  accounts: UseQueryResult<{ items: FinancialAccount[] }>;
  backTo: string;
  backState: unknown;
  draftOwner: string | undefined;
}) {
  const [today] = useState(platformToday);
  const accountId = defaultAccount(installment, accounts.data?.items ?? []);
  const draft = useDraft<SettlementFormValues>(
    settlementDraft,
    draftOwner ? { owner: draftOwner, record: installment.id, versao: installment.versao ?? null } : null,
  );
  // Typed against an older version of the installment: dropped, and said.
  const [droppedStale] = useState(() => draft.restored?.stale === true);
  const restored = droppedStale ? null : draft.restored;
  const { discard: forgetDraft } = draft;
  useEffect(() => {
    if (droppedStale) forgetDraft();
  }, [droppedStale, forgetDraft]);
  const [initial] = useState(() => defaultValues(installment, accountId, today));

  const form = useForm<SettlementFormValues, unknown, SettlementRequest>({
    resolver: settlementResolver,
    defaultValues: restored?.values ?? initial,
    // On submit, not on blur: a blur error shifting the layout would swallow the click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, reset, getValues, resetField } = form;

  // The draft: saved on every change the user makes (not for the untouched defaults).
  useKeepDraft(draft, form);
  const [formRef, focusFirst] = useFocusFirstField();
  const dropDraft = draft.clear;

  // The gross value follows the open amount while it holds the value the form put there.
  const prefilled = useRef<Amount>(initial.composicao_valor.valor_bruto);
  const openNow = prefilledGross(installment);
  useEffect(() => {
    const before = prefilled.current;
    if (sameAmount(openNow, before)) return;
    prefilled.current = openNow;
    if (sameAmount(getValues('composicao_valor.valor_bruto'), before)) {
      resetField('composicao_valor.valor_bruto', { defaultValue: openNow });
    }
  }, [openNow, getValues, resetField]);

  const discard = () => {
    draft.discard();
    prefilled.current = openNow;
    reset(defaultValues(installment, accountId, today));
    focusFirst();
  };

  const values = useWatch({ control });
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
    // mutateAsync: the refresh may unmount this form before per-call callbacks would run.
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
    const { reasons, field } = unusualReasons(body, today, openCents);
    if (reasons.length && !confirming) {
      setPending({ body, snapshot, reasons, field });
      return;
    }
    send(body);
  };

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        noValidate
        aria-label="Registrar baixa"
      >
        <Stack gap="md">
          {droppedStale && (
            <Alert color="blue" variant="light" role="status" title="Rascunho descartado">
              A parcela mudou na plataforma depois do seu rascunho desta baixa (outra baixa ou uma edição). Os campos
              mostram a parcela como está agora.
            </Alert>
          )}
          {restored && (
            <DraftRestoredBanner onDiscard={discard}>
              Continuamos de onde você parou nesta aba; nada foi registrado ainda.
            </DraftRestoredBanner>
          )}
          <SettlementFields
            accounts={accounts}
            grossDescription={`Em aberto: ${formatCents(openCents)}`}
            side={installment.lado}
          />

          <SettlementFormFooter
            error={mutation.isError ? mutation.error.message : null}
            errorTitle="Não foi possível registrar a baixa"
            confirm={
              confirming && {
                title: 'Confirme a baixa',
                label: 'Confirmar e registrar',
                reasons: confirming.reasons,
                onReview: () => {
                  // Back to editing, at the field in question (keyboard users too).
                  setPending(null);
                  form.setFocus(confirming.field, { shouldSelect: true });
                },
              }
            }
            pending={mutation.isPending}
            submitLabel="Registrar baixa"
            onCancel={dropDraft}
            cancelTo={backTo}
            cancelState={backState}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
