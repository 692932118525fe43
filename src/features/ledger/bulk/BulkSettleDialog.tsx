import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  getInstallment,
  searchAllReceivables,
  searchReceivablesView,
  settlementRequestSchema,
  SETTLEMENT_METHODS,
  type Receivable,
  type ReceivablesViewQuery,
} from '../../../api/receivables';
import { referenceQueries } from '../../../api/reference';
import { useSettlementRun } from '../../../api/settlement-run';
import { compareIsoDates, formatDateBR, type IsoDate, platformToday } from '../../../lib/dates';
import { SETTLEMENT_METHOD_LABELS } from '../../../lib/labels/settlement';
import { formatCents } from '../../../lib/money';
import { parcelas } from '../../../lib/nouns';
import { readAllPages } from '../../../lib/paged-export';
import { unfinishedRun, type SettlementRun } from '../../../lib/settlement-run';
import { countOf, formatCount } from '../../../lib/text';
import { bulkRunName, forgetBulkRun, storeBulkRun } from '../../../stores/bulk-settlement';
import { Alert, Button, List, Modal, Progress, SimpleGrid, Stack, Text } from '../../../ui/mantine/controls';
import { DateField, SelectField } from '../../../ui/mantine/form/fields';
import { outcomeColumns, SettlementRunReport, type RunReportRow } from '../../../ui/mantine/SettlementRunReport';
import { downloadText } from '../../../ui/plain/export/useListExport';
import { firstTabbable } from '../../../ui/plain/return-focus';
import type { Column } from '../../../ui/plain/list/DataTable';
import { defaultAccount } from '../settle/settlement-defaults';
import type { LedgerWords } from '../list/sides';
import {
  bulkReportCsv,
  bulkRun,
  checkInstallment,
  freshSelection,
  reviewOf,
  selectionWindows,
  type BulkChoice,
} from './bulk-run';
import { AccountField } from '../settle/installment-fields';
import { withoutMark } from '../../../lib/description-marks';
import { DialogFooter } from '../../../ui/mantine/DialogFooter';

/** What the bulk settlement starts from: the rows chosen, every row of the filter, or a run left unfinished. */
export type BulkSource =
  | { kind: 'selection'; rows: Receivable[] }
  | { kind: 'filter'; query: ReceivablesViewQuery }
  | { kind: 'resume'; run: SettlementRun };

const PAGE_SIZE = 1000;
/** Settlements in flight at once: enough that the request budget's pace, not each answer, sets the speed. */
const BULK_IN_FLIGHT = 4;
const SHOWN_SKIPPED = 5;

const choiceSchema = z.object({
  data_pagamento: settlementRequestSchema.shape.data_pagamento,
  conta_financeira: settlementRequestSchema.shape.conta_financeira,
  metodo_pagamento: z.string(),
});
type ChoiceValues = z.output<typeof choiceSchema>;

const METHOD_OPTIONS = SETTLEMENT_METHODS.map((m) => ({ value: m, label: SETTLEMENT_METHOD_LABELS[m] ?? m }));

/** Bulk settlement: read the filter's rows, review count and total with date and account, then the run and its report. */
export default function BulkSettleDialog({
  words,
  source,
  onClose,
}: {
  words: LedgerWords;
  source: BulkSource;
  /** `settled`: the run is over or was left (the list keeps no selection). */
  onClose: (finished: boolean) => void;
}) {
  const [rows, setRows] = useState<Receivable[] | null>(null);
  // Made once per dialog: the reader reads again only on "Tentar novamente".
  const [reader] = useState(() =>
    source.kind === 'selection'
      ? { kind: source.kind, read: readSelection(source.rows, words.side) }
      : source.kind === 'filter'
        ? { kind: source.kind, read: readFilter(source.query) }
        : null,
  );
  const [run, setRun] = useState<{ run: SettlementRun; autoStart: boolean } | null>(
    source.kind === 'resume' ? { run: source.run, autoStart: false } : null,
  );
  const title = run
    ? `Baixas em lote: ${words.title.toLowerCase()}`
    : `Registrar baixa em lote: ${words.title.toLowerCase()}`;
  const [running, setRunning] = useState(false);
  return (
    <Modal
      opened
      onClose={running ? () => undefined : () => onClose(run !== null)}
      title={title}
      closeOnClickOutside={false}
      closeOnEscape={!running}
      withCloseButton={!running}
      size={run ? '80rem' : 'lg'}
    >
      {run ? (
        <RunView words={words} initial={run.run} autoStart={run.autoStart} onRunning={setRunning} onClose={onClose} />
      ) : rows === null && reader ? (
        <RowsReader kind={reader.kind} read={reader.read} onRead={setRows} onCancel={() => onClose(false)} />
      ) : (
        <Review
          words={words}
          rows={rows ?? []}
          onCancel={() => onClose(false)}
          onConfirm={(choice) => {
            const created = bulkRun(rows ?? [], words.side, choice);
            storeBulkRun(words.side, created);
            setRun({ run: created, autoStart: true });
          }}
        />
      )}
    </Modal>
  );
}

type ReadProgress = { fetched: number; total: number | null };

/** Every installment the filter finds, across its pages, read as the CSV export reads them. */
function readFilter(query: ReceivablesViewQuery) {
  return (signal: AbortSignal, onProgress: (p: ReadProgress) => void) =>
    readAllPages<Receivable>({
      fetchPage: async (pagina) => {
        const page = await searchReceivablesView(
          { ...query, pagina, tamanho_pagina: PAGE_SIZE },
          signal,
          'background',
          {
            totals: false,
          },
        );
        return { items: page.itens, total: page.itens_totais };
      },
      pageSize: PAGE_SIZE,
      signal,
      onProgress: (p) => onProgress({ fetched: p.fetched, total: p.total }),
    });
}

/** The chosen installments as the platform has them now, read by their due dates: a copy kept since the tick may be old. */
function readSelection(rows: readonly Receivable[], side: LedgerWords['side']) {
  return async (signal: AbortSignal, onProgress: (p: ReadProgress) => void) => {
    const windows = selectionWindows(rows);
    const found: Receivable[] = [];
    onProgress({ fetched: 0, total: windows.length });
    for (const [i, w] of windows.entries()) {
      found.push(
        ...(await searchAllReceivables(
          { data_vencimento_de: w.from, data_vencimento_ate: w.to },
          signal,
          'background',
          side,
        )),
      );
      onProgress({ fetched: i + 1, total: windows.length });
    }
    return freshSelection(rows, found);
  };
}

const READS = {
  filter: {
    reading: (p: ReadProgress) =>
      `Lendo as parcelas do filtro (${formatCount(p.fetched)}${p.total !== null ? ` de ${parcelas(p.total)}` : ''})…`,
    failed: 'Não foi possível ler as parcelas do filtro',
    progress: 'Leitura das parcelas do filtro',
  },
  selection: {
    reading: (p: ReadProgress) =>
      `Conferindo na plataforma o valor em aberto das parcelas selecionadas (${formatCount(p.fetched)} de ${formatCount(p.total ?? 0)} leituras)…`,
    failed: 'Não foi possível conferir as parcelas selecionadas',
    progress: 'Conferência das parcelas selecionadas',
  },
} as const;

/** Reads the rows the review starts from, with its progress, an error to retry and a way out. */
function RowsReader({
  kind,
  read,
  onRead,
  onCancel,
}: {
  kind: keyof typeof READS;
  read: (signal: AbortSignal, onProgress: (p: ReadProgress) => void) => Promise<Receivable[]>;
  onRead: (rows: Receivable[]) => void;
  onCancel: () => void;
}) {
  const [progress, setProgress] = useState<ReadProgress>({ fetched: 0, total: null });
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const texts = READS[kind];
  useEffect(() => {
    const controller = new AbortController();
    read(controller.signal, setProgress).then(onRead, (e: unknown) => {
      if (!controller.signal.aborted) setError(e instanceof Error ? e.message : 'Falha desconhecida.');
    });
    return () => controller.abort();
  }, [read, onRead, attempt]);
  return (
    <Stack>
      {error ? (
        <Alert color="red" variant="light" role="alert" title={texts.failed}>
          {error}
        </Alert>
      ) : (
        <>
          <Text role="status">{texts.reading(progress)}</Text>
          <Progress
            value={progress.total ? Math.round((progress.fetched / Math.max(progress.total, 1)) * 100) : 0}
            aria-label={texts.progress}
          />
        </>
      )}
      <DialogFooter>
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
        {error && (
          <Button
            onClick={() => {
              setError(null);
              setAttempt((n) => n + 1);
            }}
          >
            Tentar novamente
          </Button>
        )}
      </DialogFooter>
    </Stack>
  );
}

function Review({
  words,
  rows,
  onCancel,
  onConfirm,
}: {
  words: LedgerWords;
  rows: Receivable[];
  onCancel: () => void;
  onConfirm: (choice: BulkChoice) => void;
}) {
  const [today] = useState(platformToday);
  const accounts = useQuery(referenceQueries.accounts(''));
  const accountItems = (accounts.data?.items ?? []).filter((a) => a.ativo);
  const form = useForm<ChoiceValues>({
    resolver: zodResolver(choiceSchema),
    defaultValues: { data_pagamento: today, conta_financeira: '', metodo_pagamento: '' },
    mode: 'onSubmit',
  });
  // The single form's account rule; rows of a search name no account of their own.
  const chosenDefault = defaultAccount({ conta_financeira: null }, accounts.data?.items ?? []);
  useEffect(() => {
    if (chosenDefault && !form.getValues('conta_financeira')) form.setValue('conta_financeira', chosenDefault);
  }, [chosenDefault, form]);
  const [future, setFuture] = useState<string | null>(null);
  const review = reviewOf(rows);
  const noun =
    words.side === 'pagar' ? ['parcela a pagar', 'parcelas a pagar'] : ['parcela a receber', 'parcelas a receber'];

  const onValid = (v: ChoiceValues) => {
    const date = v.data_pagamento as IsoDate;
    // A future date asks a confirmation, as the single form does.
    if (compareIsoDates(date, today) > 0 && future !== date) {
      setFuture(date);
      return;
    }
    onConfirm({
      data_pagamento: date,
      conta_financeira: v.conta_financeira,
      ...(v.metodo_pagamento ? { metodo_pagamento: v.metodo_pagamento as BulkChoice['metodo_pagamento'] } : {}),
    });
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void form.handleSubmit(onValid)(e)} noValidate aria-label="Baixa em lote">
        <Stack gap="md">
          <Text data-testid="bulk-review">
            {review.count === 0
              ? 'Nenhuma das parcelas escolhidas está em aberto: não há o que baixar.'
              : `${countOf(review.count, noun[0]!, noun[1]!)} com o valor em aberto de cada uma: total de ${formatCents(review.totalCents)}.`}
          </Text>
          {review.skipped.length > 0 && (
            <Alert
              color="gray"
              variant="light"
              title={`${countOf(review.skipped.length, 'parcela ignorada', 'parcelas ignoradas')}`}
            >
              <List size="sm">
                {review.skipped.slice(0, SHOWN_SKIPPED).map(({ row, reason }) => (
                  <List.Item key={row.id}>
                    {withoutMark(row.descricao) ?? 'Sem descrição'}
                    {row.data_vencimento ? ` (venc. ${formatDateBR(row.data_vencimento)})` : ''}: {reason}
                  </List.Item>
                ))}
                {review.skipped.length > SHOWN_SKIPPED && (
                  <List.Item>e mais {formatCount(review.skipped.length - SHOWN_SKIPPED)}.</List.Item>
                )}
              </List>
            </Alert>
          )}
          {/* The account on a line of its own: its name with its bank does not fit a third of the dialog. */}
          <AccountField
            name="conta_financeira"
            accounts={accounts}
            items={accountItems}
            empty="Escolha a conta"
            withAsterisk
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DateField name="data_pagamento" label="Data do pagamento" withAsterisk />
            <SelectField
              name="metodo_pagamento"
              label="Forma de pagamento"
              empty="Não informada"
              keepEmpty
              data={METHOD_OPTIONS}
            />
          </SimpleGrid>
          {future && (
            <Alert color="yellow" variant="light" role="alert" title="Confirme a data">
              A data do pagamento ({formatDateBR(future)}) está no futuro. Envie de novo para confirmar.
            </Alert>
          )}
          <DialogFooter>
            <Button variant="default" onClick={onCancel}>
              Cancelar
            </Button>
            <Button type="submit" disabled={review.count === 0}>
              {future
                ? 'Confirmar e registrar'
                : `Registrar ${countOf(review.count, 'baixa', 'baixas')} (${formatCents(review.totalCents)})`}
            </Button>
          </DialogFooter>
        </Stack>
      </form>
    </FormProvider>
  );
}

const COLUMNS: readonly Column<RunReportRow>[] = [
  { header: 'Vencimento', width: '7.5rem', className: 'nowrap', cell: (r) => formatDateBR(r.line.date) },
  { header: 'Parcela', width: 'minmax(14rem, 1.5fr)', className: 'ui-wrap', userText: (r) => r.line.installmentLabel },
  {
    header: 'Valor',
    width: '7.5rem',
    align: 'right',
    className: 'nowrap ui-money',
    cell: (r) => formatCents(r.line.amountCents),
  },
  ...outcomeColumns((line) => `Tentar novamente: ${line.installmentLabel ?? line.key}`),
];
const REPORT_TABLE = { caption: 'Relatório das baixas, por parcela', columns: COLUMNS, minWidth: 880 };

function RunView({
  words,
  initial,
  autoStart,
  onRunning,
  onClose,
}: {
  words: LedgerWords;
  initial: SettlementRun;
  autoStart: boolean;
  onRunning: (running: boolean) => void;
  onClose: (finished: boolean) => void;
}) {
  const controls = useSettlementRun(initial, {
    store: (run) => storeBulkRun(words.side, run),
    check: async (line) => checkInstallment(line, await getInstallment(line.installmentId!, undefined, 'bulk')),
    change: 'bulk-settlement',
    lock: bulkRunName(words.side),
    priority: 'bulk',
    parallel: BULK_IN_FLIGHT,
  });
  const { run, running, start } = controls;
  const started = useRef(false);
  useEffect(() => {
    if (!autoStart || started.current) return;
    started.current = true;
    start();
  }, [autoStart, start]);
  useEffect(() => onRunning(running), [running, onRunning]);
  // The button focused goes when the review gives way to the report, or the run stops: focus stays in the dialog.
  const report = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) firstTabbable(report.current)?.focus();
  });
  const left = unfinishedRun(run);
  const close = (discard: boolean) => {
    if (discard || !left) forgetBulkRun(words.side);
    onClose(true);
  };
  return (
    <div ref={report}>
      <SettlementRunReport
        controls={controls}
        table={REPORT_TABLE}
        onDownload={() => downloadText(bulkReportCsv(run), `baixas-em-lote-${words.fileName}-${platformToday()}.csv`)}
        actions={
          <>
            <Button variant="subtle" onClick={() => close(false)}>
              Fechar
            </Button>
            {left && (
              <Button variant="subtle" color="red" onClick={() => close(true)}>
                Encerrar esta execução
              </Button>
            )}
          </>
        }
        note="Esta execução fica guardada neste navegador até ser concluída: fechar a janela ou a aba não a perde. Encerrá-la não desfaz nada: as baixas feitas ficam na plataforma."
      />
    </div>
  );
}
