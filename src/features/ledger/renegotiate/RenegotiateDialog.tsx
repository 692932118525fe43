import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { findInstallmentRow, type Installment } from '../../../api/receivables';
import { referenceQueries } from '../../../api/reference';
import { useRenegotiationRun } from '../../../api/renegotiation';
import { formatDateBR, platformToday } from '../../../lib/dates';
import { accountOption } from '../../../lib/labels/account';
import { formatCents, toCents } from '../../../lib/money';
import {
  nextRenegotiationAction,
  planRenegotiation,
  renegotiationDone,
  renegotiationRun,
  rowLabel,
  stepLabels,
  type RenegotiationPlan,
  type RenegotiationRun,
  type RenegotiationSource,
  type RunStep,
  type StepName,
} from '../../../lib/renegotiation';
import { forgetRenegotiation, storeRenegotiation } from '../../../stores/renegotiation';
import { Alert, Button, Group, List, Loader, Modal, SimpleGrid, Stack, Text } from '../../../ui/mantine/controls';
import { DateField, NumberField, SelectField } from '../../../ui/mantine/form/fields';
import { QueryError } from '../../../ui/plain/QueryError';
import { useStableCallback } from '../../../ui/plain/useStableCallback';
import { InstallmentRows } from '../create/InstallmentRows';
import { useDraft, useFocusFirstField, useKeepDraft } from '../../../ui/plain/form/useDraft';
import { DraftRestoredBanner } from '../../../ui/mantine/form/DraftRestoredBanner';
import { defaultAccount } from '../settle/settlement-defaults';
import {
  renegotiatedText,
  renegotiationDefaults,
  renegotiationDraft,
  renegotiationSchema,
  rowsFor,
  typedAdjustment,
  type RenegotiationChoice,
  type RenegotiationValues,
} from './form';
import { numberOf } from '../../../ui/plain/form/values';
import { serverMessageText } from '../../../ui/plain/form/server-message';
import { DialogFooter } from '../../../ui/mantine/DialogFooter';

const ADJUSTMENTS = [
  { value: 'nenhum', label: 'Nenhum' },
  { value: 'juros', label: 'Juros' },
  { value: 'desconto', label: 'Desconto' },
] as const;
const MODES = [
  { value: 'valor', label: 'Valor (R$)' },
  { value: 'percentual', label: 'Percentual (%)' },
] as const;

/** The interest's or discount's field says in what it is typed: reais, or a percentage of what is open. */
const adjustmentLabel = ({ ajuste, modo }: Pick<RenegotiationValues, 'ajuste' | 'modo'>) => {
  const noun = ajuste === 'juros' ? 'Juros' : 'Desconto';
  return modo === 'percentual'
    ? `${noun} (% do valor em aberto)`
    : `${ajuste === 'juros' ? 'Valor dos juros' : 'Valor do desconto'} (R$)`;
};

/** A count the rows can be made of. */
const countInRange = (typed: RenegotiationValues['parcelas']) => {
  const n = numberOf(typed);
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= 60;
};

/** What the platform cannot record, said before the user confirms. */
const platformLimit = (party: 'cliente' | 'fornecedor') =>
  `A plataforma não tem uma chamada de renegociação: a situação “Renegociada” e o vínculo entre as parcelas não são registrados. A parcela original passa a ser a 1ª parcela (novo valor e vencimento) e as demais formam um novo lançamento do mesmo ${party} e competência, com as mesmas categorias na mesma proporção; a descrição e a observação de cada uma dizem de onde vieram.`;

/** The event's split by category as the installment read gives it, else the category the search names. */
function categoriesOf(installment: Installment, searched: string | null | undefined) {
  const shares = (installment.evento?.rateio ?? []).flatMap((r) =>
    r.valor > 0 ? [{ id: r.categoryId, weight: toCents(r.valor) }] : [],
  );
  if (shares.length) return shares;
  return searched ? [{ id: searched, weight: 1 }] : [];
}

/**
 * Renegotiating an overdue installment: count, first due date, interest or discount and the rows,
 * a review, then the run with its progress; a run kept in this browser is taken up again.
 */
export default function RenegotiateDialog({
  installment,
  resume,
  draftOwner,
  onOriginalChanged,
  onClose,
}: {
  installment: Installment;
  /** Keeps what the form typed in the tab until confirmed or cancelled (a reload loses nothing). */
  draftOwner?: string | undefined;
  /** Once, when the original installment was changed here: the change, for its history. */
  onOriginalChanged?: (change: OriginalChange) => void;
  /** A renegotiation of this installment left unfinished in this browser. */
  resume: RenegotiationRun | null;
  /** `changed`: something was sent (the page reads the installment again). */
  onClose: (changed: boolean) => void;
}) {
  const [run, setRun] = useState<{ run: RenegotiationRun; autoStart: boolean } | null>(
    resume ? { run: resume, autoStart: false } : null,
  );
  const [running, setRunning] = useState(false);
  return (
    <Modal
      opened
      onClose={running ? () => undefined : () => onClose(run !== null)}
      title={resume ? 'Retomar a renegociação' : 'Renegociar parcela'}
      closeOnClickOutside={false}
      closeOnEscape={!running}
      withCloseButton={!running}
      size="xl"
    >
      {run ? (
        <RunView
          initial={run.run}
          autoStart={run.autoStart}
          onOriginalChanged={onOriginalChanged}
          onRunning={setRunning}
          onClose={onClose}
        />
      ) : (
        <Setup
          installment={installment}
          draftOwner={draftOwner}
          onCancel={() => onClose(false)}
          onConfirm={(plan) => {
            const created = renegotiationRun(plan);
            storeRenegotiation(created);
            setRun({ run: created, autoStart: true });
          }}
        />
      )}
    </Modal>
  );
}

/** A change of the original installment, as its history words it. */
export interface OriginalChange {
  label: string;
  before: string;
  after: string;
}

/** The installment's search row names its party, category and competence date, which its read does not. */
function Setup({
  installment,
  draftOwner,
  onCancel,
  onConfirm,
}: {
  installment: Installment;
  draftOwner: string | undefined;
  onCancel: () => void;
  onConfirm: (plan: RenegotiationPlan) => void;
}) {
  const { id, lado, data_vencimento, descricao } = installment;
  const row = useQuery({
    queryKey: ['renegotiation-source', id, lado, data_vencimento, descricao] as const,
    queryFn: ({ signal }) => findInstallmentRow({ id, lado, data_vencimento, descricao }, signal),
    staleTime: 0,
  });
  const accounts = useQuery(referenceQueries.accounts(''));
  // A discarded draft mounts the form afresh (its rows made again from the defaults).
  const [formKey, setFormKey] = useState(0);
  if (row.isPending || accounts.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">Carregando a parcela e as contas financeiras…</Text>
      </Group>
    );
  }
  if (row.isError) return <QueryError title="Não foi possível carregar a parcela" query={row} />;
  if (accounts.isError) return <QueryError title="Não foi possível carregar as contas financeiras" query={accounts} />;
  const found = row.data;
  const source: RenegotiationSource = {
    side: installment.lado,
    installmentId: installment.id,
    versao: installment.versao ?? 0,
    descricao: installment.descricao ?? found?.descricao ?? '',
    nota: installment.nota,
    dueDate: installment.data_vencimento,
    paidCents: toCents(installment.valor_pago ?? 0),
    openCents: toCents(installment.nao_pago ?? 0),
    partyId: found?.pessoa?.id ?? null,
    categories: categoriesOf(installment, found?.categorias[0]?.id),
    costCenterId: found?.centros_de_custo.length === 1 ? (found.centros_de_custo[0]?.id ?? null) : null,
    competenceDate: found?.data_competencia?.slice(0, 10) ?? null,
    accountId: installment.conta_financeira?.id ?? null,
  };
  return (
    <RenegotiationForm
      key={formKey}
      focusFirst={formKey > 0}
      source={source}
      draftOwner={draftOwner}
      onRestart={() => setFormKey((k) => k + 1)}
      partyName={found?.pessoa?.nome ?? null}
      accounts={(accounts.data?.items ?? []).filter((a) => a.ativo)}
      defaultAccountId={defaultAccount(installment, accounts.data?.items ?? [])}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

function RenegotiationForm({
  focusFirst,
  source,
  draftOwner,
  onRestart,
  partyName,
  accounts,
  defaultAccountId,
  onCancel,
  onConfirm,
}: {
  /** Mounted again after "Descartar rascunho", whose button is gone: the focus starts the form. */
  focusFirst: boolean;
  source: RenegotiationSource;
  draftOwner: string | undefined;
  onRestart: () => void;
  partyName: string | null;
  accounts: { id: string; nome: string; banco?: string | null }[];
  defaultAccountId: string;
  onCancel: () => void;
  onConfirm: (plan: RenegotiationPlan) => void;
}) {
  const [today] = useState(platformToday);
  const resolver = useMemo(() => zodResolver(renegotiationSchema(source.openCents, today)), [source.openCents, today]);
  const draft = useDraft<RenegotiationValues>(
    renegotiationDraft,
    draftOwner ? { owner: draftOwner, record: source.installmentId, versao: source.versao } : null,
  );
  const form = useForm<RenegotiationValues, unknown, RenegotiationChoice>({
    resolver,
    defaultValues: draft.restored?.values ?? renegotiationDefaults(today, defaultAccountId),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useKeepDraft(draft, form);
  const [formRef, focusFirstField] = useFocusFirstField();
  useEffect(() => {
    if (focusFirst) focusFirstField();
  }, [focusFirst, focusFirstField]);
  const values = useWatch({ control: form.control }) as RenegotiationValues;
  const [review, setReview] = useState<RenegotiationPlan | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Back from the review, the focus goes where it left from.
  const reviseButton = useRef<HTMLButtonElement>(null);
  const backFromReview = useRef(false);
  useEffect(() => {
    if (review || !backFromReview.current) return;
    backFromReview.current = false;
    reviseButton.current?.focus();
  }, [review]);
  const adjustment = typedAdjustment(source.openCents, values);
  const total = source.openCents + adjustment;

  const onValid = (choice: RenegotiationChoice) => {
    try {
      setRefusal(null);
      setReview(
        planRenegotiation({
          id: crypto.randomUUID().replace(/-/g, '').slice(0, 10),
          source,
          adjustment: choice.adjustment,
          rows: choice.rows,
          accountId: choice.accountId,
          today,
        }),
      );
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : 'A renegociação não pode ser feita.');
    }
  };

  if (review)
    return (
      <Review
        plan={review}
        accountName={accounts.find((a) => a.id === review.accountId)?.nome ?? null}
        onBack={() => {
          backFromReview.current = true;
          setReview(null);
        }}
        onConfirm={() => {
          draft.clear();
          onConfirm(review);
        }}
      />
    );
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        onSubmit={(e) => void form.handleSubmit(onValid)(e)}
        noValidate
        aria-label="Renegociar parcela"
      >
        <Stack gap="md">
          {draft.restored && (
            <DraftRestoredBanner
              onDiscard={() => {
                draft.discard();
                onRestart();
              }}
            >
              {draft.restored.stale
                ? 'A parcela mudou na plataforma depois que você começou: confira os valores antes de revisar. Nada foi enviado ainda.'
                : 'Continuamos de onde você parou nesta aba; nada foi enviado ainda.'}
            </DraftRestoredBanner>
          )}
          <Text size="sm" data-testid="renegotiation-source">
            “{source.descricao || 'Parcela'}”{partyName ? ` de ${partyName}` : ''}, vencida em{' '}
            {formatDateBR(source.dueDate)}: <strong>{formatCents(source.openCents)}</strong> em aberto.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {/* Kept as typed (not clamped on leaving), so an out-of-range count is said, never changed. */}
            <NumberField
              name="parcelas"
              label="Parcelas mensais"
              min={1}
              max={60}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              required
            />
            <DateField name="primeiro_vencimento" label="Primeiro vencimento" required />
            <SelectField
              name="conta_financeira"
              label="Conta financeira"
              data={accounts.map(accountOption)}
              keepEmpty
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <SelectField name="ajuste" label="Juros ou desconto" data={ADJUSTMENTS} />
            {values.ajuste !== 'nenhum' && (
              <>
                <SelectField name="modo" label="Informado como" data={MODES} />
                <NumberField name="ajuste_valor" label={adjustmentLabel(values)} min={0} decimalScale={2} required />
              </>
            )}
          </SimpleGrid>
          <Text size="sm" data-testid="renegotiated-value">
            Valor renegociado: {renegotiatedText(source.openCents, adjustment)}
          </Text>
          {!countInRange(values.parcelas) && (
            <Text size="sm" c="red" role="status">
              Informe de 1 a 60 parcelas para ver e revisar os vencimentos.
            </Text>
          )}
          <InstallmentRows
            makeKey={`${String(values.parcelas)}|${values.primeiro_vencimento}|${total}`}
            make={() => rowsFor(source.openCents, form.getValues())}
            labelOf={rowLabel}
            totalCents={total > 0 ? total : undefined}
          />
          {refusal && (
            <Alert color="red" variant="light" role="alert" title="A renegociação não pode ser feita">
              {refusal}
            </Alert>
          )}
          <DialogFooter>
            <Button
              variant="default"
              onClick={() => {
                draft.clear();
                onCancel();
              }}
            >
              Cancelar
            </Button>
            <Button ref={reviseButton} type="submit">
              Revisar
            </Button>
          </DialogFooter>
        </Stack>
      </form>
    </FormProvider>
  );
}

function Review({
  plan,
  accountName,
  onBack,
  onConfirm,
}: {
  plan: RenegotiationPlan;
  /** The account chosen, by its name. */
  accountName: string | null;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const n = plan.rows.length;
  // The review replaces the form: the focus goes to it, read from its start.
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => summary.current?.focus(), []);
  return (
    <Stack gap="md" data-testid="renegotiation-review" ref={summary} tabIndex={-1} aria-label="Revisão da renegociação">
      <Text size="sm">
        {formatCents(plan.source.openCents)} em aberto
        {plan.adjustmentCents > 0
          ? ` + juros de ${formatCents(plan.adjustmentCents)}`
          : plan.adjustmentCents < 0
            ? ` − desconto de ${formatCents(-plan.adjustmentCents)}`
            : ''}{' '}
        em {n === 1 ? '1 parcela' : `${n} parcelas`}:
      </Text>
      <List size="sm">
        {plan.rows.map((r, i) => (
          <List.Item key={i}>
            {rowLabel(i + 1, n)}: {formatCents(r.cents)}, vencimento {formatDateBR(r.dueDate)}
            {i === 0 ? ' (a própria parcela original)' : ''}
          </List.Item>
        ))}
      </List>
      {accountName && (
        <Text size="sm" data-testid="renegotiation-account">
          {n === 1 ? 'Conta financeira' : 'Conta financeira de todas as parcelas'}: {accountName}
          {plan.patch.id_conta_financeira ? ' (a parcela original passa para ela)' : ''}.
        </Text>
      )}
      <Alert color="blue" variant="light" title="Como fica na plataforma">
        <Stack gap="xs">
          <Text size="sm">{platformLimit(plan.source.side === 'pagar' ? 'fornecedor' : 'cliente')}</Text>
          <Text size="sm">
            Serão {plan.create ? 'duas chamadas' : 'uma chamada'}: alterar a parcela original
            {plan.create ? ' e criar um lançamento com as demais' : ''}. Se algo interromper, a renegociação fica
            guardada neste navegador e pode ser retomada sem repetir nada.
          </Text>
        </Stack>
      </Alert>
      <DialogFooter>
        <Button variant="default" onClick={onBack}>
          Voltar
        </Button>
        <Button onClick={onConfirm}>Renegociar</Button>
      </DialogFooter>
    </Stack>
  );
}

const STEP_STATUS: Record<RunStep['status'], string> = {
  pendente: 'A fazer',
  enviando: 'Em envio',
  feito: 'Feito',
  recusado: 'Recusado',
};

function stepStatus(step: RunStep): string {
  if (step.status === 'pendente' && step.verify) return 'A conferir na plataforma';
  return STEP_STATUS[step.status];
}

/** The run: each step and where it stands; it stops at what it cannot decide, and says so. */
function RunView({
  initial,
  autoStart,
  onOriginalChanged,
  onRunning,
  onClose,
}: {
  initial: RenegotiationRun;
  autoStart: boolean;
  onOriginalChanged: ((change: OriginalChange) => void) | undefined;
  onRunning: (running: boolean) => void;
  onClose: (changed: boolean) => void;
}) {
  const controls = useRenegotiationRun(initial, (next) => {
    if (renegotiationDone(next)) forgetRenegotiation(next.plan.source.installmentId);
    else storeRenegotiation(next);
  });
  const { run, running, failure } = controls;
  const start = useStableCallback(controls.start);
  const started = useRef(false);
  // Taken up from storage, it waits for "Retomar a renegociação"; once tried here, it is tried again.
  const [tried, setTried] = useState(autoStart);
  useEffect(() => {
    if (!autoStart || started.current) return;
    started.current = true;
    start();
  }, [autoStart, start]);
  useEffect(() => onRunning(running), [running, onRunning]);
  // The original installment changed here (sent, or found changed when taken up): its history says so, once.
  const patched = run.patch.status === 'feito';
  const recorded = useRef(initial.patch.status === 'feito');
  useEffect(() => {
    if (!patched || recorded.current) return;
    recorded.current = true;
    const { source, rows } = run.plan;
    const first = rows[0];
    if (!first) return;
    onOriginalChanged?.({
      label: 'Renegociação',
      before: `${formatCents(source.openCents)} em aberto, vencimento ${formatDateBR(source.dueDate)}`,
      after: `${rowLabel(1, rows.length)}: ${formatCents(first.cents)}, vencimento ${formatDateBR(first.dueDate)}`,
    });
  }, [patched, run.plan, onOriginalChanged]);
  const action = nextRenegotiationAction(run);
  const labels = stepLabels(run.plan);
  const steps: [StepName, RunStep][] = [['patch', run.patch]];
  if (run.create) steps.push(['create', run.create]);
  const discard = () => {
    forgetRenegotiation(run.plan.source.installmentId);
    onClose(true);
  };
  // The steps take the focus while they run (the buttons are gone meanwhile); the run over, its last button.
  const stepsList = useRef<HTMLUListElement & HTMLOListElement>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const wasRunning = useRef(false);
  useEffect(() => stepsList.current?.focus(), []);
  useEffect(() => {
    const active = document.activeElement;
    if (wasRunning.current && !running && (active === document.body || active === stepsList.current))
      buttons.current?.querySelector<HTMLButtonElement>('button:last-of-type')?.focus();
    wasRunning.current = running;
  }, [running]);
  return (
    <Stack gap="md">
      <List
        ref={stepsList}
        tabIndex={-1}
        size="sm"
        aria-label="Passos da renegociação"
        data-testid="renegotiation-steps"
      >
        {steps.map(([name, step]) => (
          <List.Item key={name}>
            {labels[name]}: <strong data-testid={`renegotiation-step-${name}`}>{stepStatus(step)}</strong>
            {step.message ? ` — ${serverMessageText(step.message)}` : ''}
          </List.Item>
        ))}
      </List>
      {running && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Renegociando… não feche esta janela.</Text>
        </Group>
      )}
      {!running && action.type === 'concluida' && (
        <Alert color="green" variant="light" role="status" title="Renegociação concluída">
          {run.plan.rows.length === 1
            ? 'A parcela tem o novo valor e vencimento.'
            : `A parcela original é a 1ª de ${run.plan.rows.length}; as demais estão no novo lançamento.`}
        </Alert>
      )}
      {!running && action.type === 'parada' && (
        <Alert color="red" variant="light" role="alert" title="A renegociação parou">
          {serverMessageText(action.message)}
          {run.patch.status === 'feito' &&
            ' A parcela original já tem o valor da 1ª parcela: registre as demais em um novo lançamento antes de descartar.'}
        </Alert>
      )}
      {!running && failure && (
        <Alert color="red" variant="light" role="alert" title="A renegociação parou">
          {failure}
        </Alert>
      )}
      {!running && (action.type === 'enviar' || action.type === 'conferir') && !failure && !autoStart && (
        <Text size="sm">
          Esta renegociação não foi concluída. Ao retomar, o app confere na plataforma o que já foi feito antes de
          enviar qualquer passo.
        </Text>
      )}
      {!running && (
        <DialogFooter ref={buttons}>
          {action.type === 'concluida' ? (
            <Button onClick={() => onClose(true)}>Fechar</Button>
          ) : (
            <>
              <Button variant="default" color="red" onClick={discard}>
                Descartar a renegociação
              </Button>
              <Button variant="default" onClick={() => onClose(true)}>
                Fechar
              </Button>
              {action.type !== 'parada' && (
                <Button
                  onClick={() => {
                    setTried(true);
                    start();
                  }}
                >
                  {tried ? 'Tentar novamente' : 'Retomar a renegociação'}
                </Button>
              )}
            </>
          )}
        </DialogFooter>
      )}
    </Stack>
  );
}
