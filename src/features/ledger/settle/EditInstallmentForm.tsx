import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { chargeInWords, chargeToMove, planReissue, startReissue, type ReissuePlan } from '../../../api/charge-reissue';
import { isApiError } from '../../../api/http';
import { INSTALLMENT_METHODS, useUpdateInstallment, type InstallmentUpdate } from '../../../api/installment-update';
import { receivableQueries, type Installment } from '../../../api/receivables';
import type { FinancialAccount } from '../../../api/reference';
import { SETTLEMENT_METHOD_LABELS } from '../../../lib/labels/settlement';
import { platformToday } from '../../../lib/dates';
import { formatBRL } from '../../../lib/money';
import { installmentHistory } from '../../../stores/installment-history';
import { monthCloses } from '../../../stores/month-close';
import { formatDateTimeBR } from '../../../lib/date-time';
import { periodLabel } from '../../../lib/period-label';
import { settlementNetCents } from '../../../lib/settlement';
import { Alert, SimpleGrid, Stack, Text } from '../../../ui/mantine/controls';
import { DateField, MoneyField, SelectField, TextareaField, TextField } from '../../../ui/mantine/form/fields';
import { MUTED } from '../../../ui/plain/muted';
import { CorrectionNotices, type NoticeWords, type Reload } from './CorrectionNotices';
import {
  changesAnything,
  editResolver,
  editValuesOf,
  installmentChanges,
  installmentEditDraft,
  openingEdit,
  rebaseEdit,
  type EditDraftExtra,
  toEditRequest,
  type EditValues,
} from './installment-edit';
import type { Change } from './settlement-changes';
import { SettlementFormFooter } from './SettlementFormFooter';
import { num } from './settlement-values';
import { ChargeQuestion } from './ChargeQuestion';
import { AccountField, CompositionTotal, PaymentRow } from './installment-fields';
import { useDraft, useFocusFirstField, useKeepDraft } from '../../../ui/plain/form/useDraft';
import { DraftRestoredBanner } from '../../../ui/mantine/form/DraftRestoredBanner';

const METHOD_OPTIONS = INSTALLMENT_METHODS.map((m) => ({ value: m, label: SETTLEMENT_METHOD_LABELS[m] ?? m }));

export const INSTALLMENT_NOTICES: NoticeWords = {
  changedTitle: 'A parcela mudou enquanto você a editava',
  changedText:
    'Esta parcela foi alterada na plataforma (por outra pessoa, aba ou baixa) depois que você a abriu, e a plataforma não aceita alterar uma versão antiga.',
  loading: 'Carregando a versão atual da parcela…',
  gone: 'Esta parcela não existe mais',
  goneText: 'Ela foi removida na plataforma: não há o que alterar. Feche esta janela.',
  since: 'O que mudou na plataforma desde que você abriu a edição:',
  onlyVersion: 'Nenhum dos campos mostrados mudou; só a versão da parcela.',
  save: 'Salvar alterações',
};

/** The installment counts in a month marked closed in this browser: saving changes that month's result. */
function ClosedMonthNotice({ competence }: { competence: string | null }) {
  const closes = monthCloses.use();
  const month = competence?.slice(0, 7);
  const closedAt = month ? closes[month]?.closedAt : undefined;
  if (!month || !closedAt) return null;
  const first = `${month}-01`;
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      title={`Mês fechado: ${periodLabel({ from: first, to: first }, 'month')}`}
    >
      Esta parcela é da competência de um mês marcado como fechado neste navegador em {formatDateTimeBR(closedAt)}.
      Salvar muda o resultado desse mês; o fechamento mostra os números de antes ao lado dos de agora.
    </Alert>
  );
}

/** A due date about to move on an installment with an open charge: the values typed and what to ask. */
interface Asking {
  typed: EditValues;
  chargeText: string;
  outcome: { plan: ReissuePlan } | { refusal: string };
}

/**
 * The due date, value, account, method and note, sent as a partial update with the `versao` read;
 * each change joins the installment's history with its `author`. A new due date on an installment
 * with an open charge asks first whether to cancel it and issue another. With a `draftOwner`, what
 * is typed is kept in the tab until saved or cancelled: a reload (or a close by the dialog's ×)
 * opens the edit with it again.
 */
export function EditInstallmentForm({
  installment,
  accounts,
  author,
  draftOwner,
  onBusy,
  onCancel,
  onSaved,
}: {
  installment: Installment;
  accounts: UseQueryResult<{ items: FinancialAccount[] }>;
  author?: string | undefined;
  draftOwner?: string | undefined;
  onBusy: (busy: boolean) => void;
  onCancel: () => void;
  onSaved: (changes: Change[]) => void;
}) {
  const queryClient = useQueryClient();
  /** The version the user's values apply to: as opened, then as reloaded after a conflict. */
  const [base, setBase] = useState(installment);
  const [conflict, setConflict] = useState(false);
  const [reload, setReload] = useState<Reload>({ phase: 'idle' });
  const [unchanged, setUnchanged] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);
  const draft = useDraft<EditValues, EditDraftExtra>(
    installmentEditDraft,
    draftOwner ? { owner: draftOwner, record: installment.id, versao: base.versao } : null,
  );
  const [opening] = useState(() => openingEdit(installment, draft.restored));
  const form = useForm<EditValues, unknown, EditValues>({
    resolver: editResolver,
    defaultValues: opening.values,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, getValues } = form;
  const opened = useMemo(() => editValuesOf(base), [base]);
  useKeepDraft(draft, form, { opened });
  // A draft of an older version that could not be rebased: forgotten, the installment shown as it is.
  const { discard: forgetDraft } = draft;
  useEffect(() => {
    if (draft.restored && opening.from === 'installment') forgetDraft();
  }, [draft.restored, opening.from, forgetDraft]);
  const [formRef, focusFirst] = useFocusFirstField();
  const values = useWatch({ control });
  const mutation = useUpdateInstallment(installment.id);
  const sending = useRef(false);

  const accountItems = accounts.data?.items ?? [];
  const accountName = (conta: Installment['conta_financeira']) => {
    if (!conta) return '—';
    if (conta.nome) return conta.nome;
    return accountItems.find((a) => a.id === conta.id)?.nome ?? '—';
  };
  const netCents = settlementNetCents({
    valor_bruto: num(values.composicao_valor?.valor_bruto ?? ''),
    multa: num(values.composicao_valor?.multa ?? ''),
    juros: num(values.composicao_valor?.juros ?? ''),
    desconto: num(values.composicao_valor?.desconto ?? ''),
    taxa: num(values.composicao_valor?.taxa ?? ''),
  });
  const compositionError =
    form.formState.errors.composicao_valor?.message ?? form.formState.errors.composicao_valor?.root?.message;

  const onValid = (typed: EditValues) => {
    if (sending.current || base.versao === null) return;
    const opened = editValuesOf(base);
    if (!changesAnything(typed, opened)) {
      setUnchanged(true);
      return;
    }
    const charge = typed.vencimento !== opened.vencimento ? chargeToMove(base) : null;
    if (charge) {
      setAsking({
        typed,
        chargeText: chargeInWords(charge),
        outcome: planReissue(base, charge, typed.vencimento, platformToday(), author ?? ''),
      });
      return;
    }
    send(typed, null);
  };

  const send = (typed: EditValues, reissue: ReissuePlan | null) => {
    if (sending.current || base.versao === null) return;
    const opened = editValuesOf(base);
    const body = toEditRequest(typed, opened, base.versao) as InstallmentUpdate;
    sending.current = true;
    onBusy(true);
    setUnchanged(false);
    setConflict(false);
    setReload({ phase: 'idle' });
    mutation.mutateAsync(body).then(
      () => {
        sending.current = false;
        onBusy(false);
        setAsking(null);
        draft.clear();
        // What the user changed, in words, from the version the values applied to.
        const after: Installment = {
          ...base,
          data_vencimento: typed.vencimento,
          total: netCents / 100,
          conta_financeira: typed.id_conta_financeira
            ? { id: typed.id_conta_financeira, nome: null }
            : base.conta_financeira,
          metodo_pagamento: typed.metodo_pagamento || base.metodo_pagamento,
          descricao: body.descricao ?? base.descricao,
          nota: typed.nota.trim() || null,
        };
        const changes = installmentChanges(base, after, accountName).filter(
          (c) => !['Situação', 'Em aberto'].includes(c.label),
        );
        installmentHistory.record(base.id, changes, author);
        if (reissue) void startReissue(queryClient, reissue);
        onSaved(changes);
      },
      (error: unknown) => {
        sending.current = false;
        onBusy(false);
        setAsking(null);
        if (isApiError(error) && error.status === 409) setConflict(true);
        if (isApiError(error) && error.status === 404) setReload({ phase: 'gone' });
      },
    );
  };

  /** Reads the installment again; the typed values stay, and what changed is listed. */
  const loadCurrent = async () => {
    setReload({ phase: 'loading' });
    try {
      const current = await queryClient.fetchQuery({ ...receivableQueries.detail(installment.id), staleTime: 0 });
      setReload({ phase: 'loaded', changes: installmentChanges(base, current, accountName) });
      form.reset(rebaseEdit(getValues(), editValuesOf(base), editValuesOf(current)));
      setBase(current);
      setConflict(false);
      mutation.reset();
    } catch (error) {
      if (isApiError(error) && error.status === 404) setReload({ phase: 'gone' });
      else
        setReload({
          phase: 'failed',
          message: error instanceof Error ? error.message : 'Não foi possível ler a parcela de novo.',
        });
    }
  };

  const otherError = mutation.isError && !conflict && reload.phase !== 'gone' ? mutation.error.message : null;
  const hasSettlements = (base.valor_pago ?? 0) > 0;

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        noValidate
        aria-label="Editar parcela"
      >
        <Stack gap="md">
          {draft.restored && opening.from !== 'installment' && (
            <DraftRestoredBanner
              onDiscard={() => {
                draft.discard();
                form.reset(editValuesOf(base));
                focusFirst();
              }}
            >
              {opening.from === 'rebased draft'
                ? 'A parcela mudou na plataforma depois que você começou: o que você alterou continua como digitou, o resto mostra a parcela como está agora. Nada foi salvo ainda.'
                : 'Continuamos de onde você parou nesta aba; nada foi salvo ainda.'}
            </DraftRestoredBanner>
          )}
          <Text size="sm">
            Os campos mostram a parcela como está registrada; altere o que for preciso. Só o que você alterar é enviado.
            A categoria, o {base.lado === 'pagar' ? 'fornecedor' : 'cliente'} e a competência não se alteram pela API da
            plataforma: mude-os no Conta Azul.
          </Text>
          <ClosedMonthNotice competence={base.evento?.competencia ?? null} />
          <PaymentRow
            date={<DateField name="vencimento" label="Vencimento" withAsterisk />}
            account={<AccountField name="id_conta_financeira" accounts={accounts} empty="Não informada" />}
            method={
              <SelectField
                name="metodo_pagamento"
                label="Forma de pagamento"
                empty="Não informada"
                data={METHOD_OPTIONS}
              />
            }
          />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
            <MoneyField
              name="composicao_valor.valor_bruto"
              label="Valor bruto"
              withAsterisk
              description={
                hasSettlements
                  ? `${base.lado === 'pagar' ? 'Já pago' : 'Já recebido'}: ${formatBRL(base.valor_pago ?? 0)}`
                  : undefined
              }
              styles={{ description: { color: MUTED } }}
            />
            <MoneyField name="composicao_valor.multa" label="Multa" />
            <MoneyField name="composicao_valor.juros" label="Juros" />
            <MoneyField name="composicao_valor.desconto" label="Desconto" />
            <MoneyField name="composicao_valor.taxa" label="Taxa" />
          </SimpleGrid>
          <CompositionTotal
            label="Valor da parcela:"
            cents={netCents}
            invalid={netCents <= 0}
            testId="installment-net"
            error={compositionError}
          />
          <TextField name="descricao" label="Descrição" withAsterisk={!!base.descricao?.trim()} />
          <TextareaField name="nota" label="Observação" rows={2} />

          {base.versao === null && (
            <Alert color="red" variant="light" role="alert" title="Não é possível editar esta parcela">
              A plataforma não informou a versão desta parcela, que é exigida para alterá-la. Feche e abra a página de
              novo.
            </Alert>
          )}
          {unchanged && (
            <Alert color="blue" variant="light" role="status" title="Nada a salvar">
              Nenhum campo foi alterado.
            </Alert>
          )}
          <CorrectionNotices
            conflict={conflict}
            reload={reload}
            words={INSTALLMENT_NOTICES}
            onLoadCurrent={() => void loadCurrent()}
            onUseCurrent={() => {
              form.reset(editValuesOf(base));
              setReload({ phase: 'idle' });
            }}
          />
          {asking ? (
            <ChargeQuestion
              chargeText={asking.chargeText}
              refusal={'refusal' in asking.outcome ? asking.outcome.refusal : null}
              pending={mutation.isPending}
              onReissue={() => 'plan' in asking.outcome && send(asking.typed, asking.outcome.plan)}
              onKeep={() => send(asking.typed, null)}
              onBack={() => setAsking(null)}
            />
          ) : (
            <SettlementFormFooter
              error={otherError}
              errorTitle="A parcela não foi alterada"
              confirm={null}
              pending={mutation.isPending}
              submitLabel="Salvar alterações"
              submitDisabled={base.versao === null || reload.phase === 'gone'}
              onCancel={() => {
                draft.clear();
                onCancel();
              }}
            />
          )}
        </Stack>
      </form>
    </FormProvider>
  );
}
