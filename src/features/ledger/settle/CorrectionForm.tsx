import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { isApiError } from '../../../api/http';
import {
  receivableKeys,
  receivableQueries,
  useUpdateSettlement,
  type Installment,
  type Settlement,
  type SettlementRequest,
} from '../../../api/receivables';
import type { FinancialAccount } from '../../../api/reference';
import { platformToday } from '../../../lib/dates';
import { formatCents, toCents } from '../../../lib/money';
import { Alert, Stack, Text } from '../../../ui/mantine/controls';
import { CorrectionNotices, type Reload } from './CorrectionNotices';
import { SettlementFields } from './SettlementFields';
import { SettlementFormFooter } from './SettlementFormFooter';
import { changesBetween } from './settlement-changes';
import { settlementName } from './settlement-name';
import {
  rebase,
  settlementResolver,
  toUpdate,
  unusualReasons,
  valuesOf,
  type SettlementFormValues,
} from './settlement-values';

/** The correction form, prefilled with the settlement as it reads now and sent with its `versao`. */
export function CorrectionForm({
  installment,
  settlement,
  accounts,
  onBusy,
  onCancel,
  onCorrected,
}: {
  installment: Installment;
  settlement: Settlement;
  accounts: UseQueryResult<{ items: FinancialAccount[] }>;
  onBusy: (busy: boolean) => void;
  onCancel: () => void;
  onCorrected: (before: Settlement, after: Settlement) => void;
}) {
  const queryClient = useQueryClient();
  const [today] = useState(platformToday);
  /** The version the user's values apply to: as opened, then as reloaded after a conflict. */
  const [base, setBase] = useState(settlement);
  const [conflict, setConflict] = useState(false);
  const [reload, setReload] = useState<Reload>({ phase: 'idle' });
  const form = useForm<SettlementFormValues, unknown, SettlementRequest>({
    resolver: settlementResolver,
    defaultValues: valuesOf(settlement),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, getValues } = form;
  const values = useWatch({ control });
  const snapshot = JSON.stringify(values);

  const mutation = useUpdateSettlement(installment.id);
  const sending = useRef(false);
  const [pending, setPending] = useState<{ body: SettlementRequest; snapshot: string; reasons: string[] } | null>(null);
  const confirming = pending && pending.snapshot === snapshot ? pending : null;

  // This settlement may cover what is open plus what it already covers.
  const maxCents = toCents(installment.nao_pago ?? 0) + toCents(base.composicao.valor_bruto ?? 0);

  const accountName = (conta: Settlement['conta']) => {
    if (!conta) return '—';
    if (conta.nome) return conta.nome;
    return accounts.data?.items.find((a) => a.id === conta.id)?.nome ?? '—';
  };

  const send = (body: SettlementRequest) => {
    if (sending.current || base.versao === null) return;
    sending.current = true;
    onBusy(true);
    setPending(null);
    setConflict(false);
    setReload({ phase: 'idle' });
    mutation.mutateAsync({ baixaId: base.id, body: toUpdate(body, getValues(), base.versao) }).then(
      (updated) => {
        sending.current = false;
        onBusy(false);
        onCorrected(settlement, updated);
      },
      (error: unknown) => {
        sending.current = false;
        onBusy(false);
        if (isApiError(error) && error.status === 409) setConflict(true);
        // Undone meanwhile: nothing left to correct.
        if (isApiError(error) && error.status === 404) setReload({ phase: 'gone' });
      },
    );
  };

  const onValid = (body: SettlementRequest) => {
    if (sending.current) return;
    const { reasons } = unusualReasons(body, today, maxCents, 'o que esta baixa pode cobrir');
    if (reasons.length && !confirming) {
      setPending({ body, snapshot, reasons });
      return;
    }
    send(body);
  };

  /** Reads the settlement again; the typed values stay, and what changed is listed. */
  const loadCurrent = async () => {
    setReload({ phase: 'loading' });
    try {
      const list = await queryClient.fetchQuery({ ...receivableQueries.settlements(installment.id), staleTime: 0 });
      // The summary above shows the installment as it is now, too.
      void queryClient.invalidateQueries({ queryKey: receivableKeys.detail(installment.id), exact: true });
      const current = list.find((s) => s.id === base.id);
      if (!current) {
        setReload({ phase: 'gone' });
        return;
      }
      setReload({ phase: 'loaded', changes: changesBetween(base, current, accountName) });
      form.reset(rebase(getValues(), valuesOf(base), valuesOf(current)));
      setBase(current);
      setConflict(false);
      mutation.reset();
    } catch (error) {
      setReload({
        phase: 'failed',
        message: error instanceof Error ? error.message : 'Não foi possível ler a baixa de novo.',
      });
    }
  };

  const otherError = mutation.isError && !conflict && reload.phase !== 'gone' ? mutation.error.message : null;

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void handleSubmit(onValid)(event)} noValidate aria-label="Corrigir baixa">
        <Stack gap="md">
          <Text size="sm">
            Corrigindo a baixa de <strong>{settlementName(settlement)}</strong>. Os campos mostram a baixa como está
            registrada; altere o que estiver errado.
          </Text>
          <SettlementFields
            accounts={accounts}
            grossDescription={`Esta baixa pode cobrir até ${formatCents(maxCents)}`}
            allowNoMethod={!base.metodo_pagamento}
            side={installment.lado}
          />

          {base.versao === null && (
            <Alert color="red" variant="light" role="alert" title="Não é possível corrigir esta baixa">
              A plataforma não informou a versão desta baixa, que é exigida para corrigi-la. Feche e abra a página de
              novo.
            </Alert>
          )}

          <CorrectionNotices
            conflict={conflict}
            reload={reload}
            onLoadCurrent={() => void loadCurrent()}
            onUseCurrent={() => {
              form.reset(valuesOf(base));
              setReload({ phase: 'idle' });
            }}
          />

          <SettlementFormFooter
            error={otherError}
            errorTitle="A baixa não foi corrigida"
            confirm={
              confirming && {
                title: 'Confirme a correção',
                label: 'Confirmar e salvar',
                reasons: confirming.reasons,
                onReview: () => setPending(null),
              }
            }
            pending={mutation.isPending}
            submitLabel="Salvar correção"
            submitDisabled={base.versao === null || reload.phase === 'gone'}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
