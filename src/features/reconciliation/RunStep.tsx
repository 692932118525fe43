import { useEffect, useRef, type MouseEvent } from 'react';
import { formatDateBR } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import {
  RUN_STATUS_LABELS,
  SIDE_LABELS,
  runReportCsv,
  runSummary,
  type RunLine,
  type RunLineStatus,
  type SettlementRun,
} from '../../lib/statement';
import { formatCount } from '../../lib/text';
import { Alert, Button, Group, type MantineColor, Progress, Stack, Text } from '../../ui/mantine/controls';
import { downloadText } from '../../ui/plain/export/useListExport';
import type { Column } from '../../ui/plain/list/DataTable';
import { badge } from '../../ui/plain/list/cells';
import { useStableCallback } from '../../ui/plain/useStableCallback';
import { StepHeading } from './StepHeading';
import { StepTable } from './StepTable';
import { runCounts } from './texts';
import { useSettlementRun } from './useSettlementRun';

/** The bulk settlement run: progress, cancel, a report per line with retry and a CSV download. */

const STATUS_COLORS: Record<RunLineStatus, MantineColor> = {
  pendente: 'yellow',
  enviando: 'blue',
  baixada: 'green',
  recusada: 'red',
  ignorada: 'gray',
  'nao-conciliada': 'gray',
};

interface ReportRow {
  line: RunLine;
  /** A retry is offered (not while the run sends). */
  retryable: boolean;
}

const COLUMNS: readonly Column<ReportRow>[] = [
  { header: 'Data', width: '6.5rem', className: 'nowrap', cell: (r) => formatDateBR(r.line.date) },
  { header: 'Tipo', width: '5rem', className: 'nowrap', cell: (r) => SIDE_LABELS[r.line.side] },
  {
    header: 'Valor',
    width: '7.5rem',
    align: 'right',
    className: 'nowrap ui-money',
    cell: (r) => formatCents(r.line.amountCents),
  },
  { header: 'Descrição no extrato', width: 'minmax(7.5rem, 1fr)', userText: (r) => r.line.description },
  { header: 'Parcela', width: 'minmax(11rem, 1.3fr)', userText: (r) => r.line.installmentLabel },
  {
    header: 'Situação',
    width: '8rem',
    className: 'ui-wrap',
    cell: (r) => badge(r.line.status, (v) => RUN_STATUS_LABELS[v as RunLineStatus] ?? v, STATUS_COLORS),
  },
  { header: 'Mensagem', width: 'minmax(8rem, 1fr)', userText: (r) => r.line.message },
  {
    header: 'Ações',
    hiddenHeader: true,
    width: '9rem',
    className: 'ui-wrap',
    cell: (r) =>
      r.retryable ? (
        <button
          type="button"
          className="ui-row-action"
          data-retry={r.line.key}
          aria-label={`Tentar de novo o ${SIDE_LABELS[r.line.side].toLowerCase()} de ${formatDateBR(r.line.date)} de ${formatCents(r.line.amountCents)}`}
        >
          {r.line.status === 'ignorada' ? 'Registrar baixa' : 'Tentar de novo'}
        </button>
      ) : null,
  },
];

// The columns' least widths add up to 62.5rem (1,000 px), within the 1,012 px beside the navigation at 1280×720.
const REPORT_TABLE = { caption: 'Relatório das baixas, por lançamento', columns: COLUMNS, minWidth: 1000 };

export function RunStep({
  statement,
  initial,
  fileName,
  autoStart,
  onClose,
}: {
  statement: string;
  initial: SettlementRun;
  fileName: string;
  /** A new run starts at once; a run restored from this browser waits for "Retomar". */
  autoStart: boolean;
  /** Leave the report; `discard` forgets an unfinished run. */
  onClose: (run: SettlementRun, discard: boolean) => void;
}) {
  const { run, running, failure, start, cancel, retry, retryAll } = useSettlementRun(statement, initial);
  const started = useRef(false);
  useEffect(() => {
    if (!autoStart || started.current) return;
    started.current = true;
    start();
  }, [autoStart, start]);
  const summary = runSummary(run);
  const toSend = run.lines.filter((l) => l.request).length;
  const processed =
    summary.counts.baixada +
    summary.counts.recusada +
    run.lines.filter((l) => l.request && l.status === 'ignorada').length;
  const percent = toSend === 0 ? 100 : Math.round((processed / toSend) * 100);
  const waiting = run.lines.some((l) => l.request && l.status === 'pendente');
  const rows: ReportRow[] = run.lines.map((line) => ({
    line,
    retryable: !running && !!line.request && (line.status === 'recusada' || line.status === 'ignorada'),
  }));
  const onClick = useStableCallback((event: MouseEvent<HTMLElement>) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-retry]');
    if (button) retry(button.dataset.retry!);
  });

  return (
    <Stack gap="md" component="section" aria-labelledby="baixas-titulo">
      <StepHeading id="baixas-titulo">Baixas do extrato</StepHeading>
      <Progress value={percent} size="lg" aria-label="Andamento das baixas" animated={running} />
      <Text role="status" aria-live="polite">
        {running
          ? 'Dando baixa… '
          : run.cancelled
            ? 'Envio interrompido. '
            : waiting
              ? 'Envio parado. '
              : 'Concluído. '}
        {runCounts(summary)}.
      </Text>
      {failure && (
        <Alert color="red" variant="light" role="alert" title="A execução parou">
          {failure}
        </Alert>
      )}
      <Group>
        {running ? (
          <Button variant="default" onClick={cancel}>
            Cancelar
          </Button>
        ) : (
          waiting && (
            <Button onClick={start}>{run.cancelled || failure ? 'Continuar as baixas' : 'Retomar as baixas'}</Button>
          )
        )}
        {!running && summary.counts.recusada > 0 && (
          <Button variant="light" onClick={retryAll}>
            Tentar de novo as recusadas ({formatCount(summary.counts.recusada)})
          </Button>
        )}
        <Button
          variant="default"
          onClick={() => downloadText(runReportCsv(run), `conciliacao-${fileName.replace(/\.[^.]+$/, '')}.csv`)}
        >
          Baixar relatório (CSV)
        </Button>
        {!running && (
          <Button variant="subtle" onClick={() => onClose(run, false)}>
            Conciliar outro extrato
          </Button>
        )}
        {!running && (waiting || summary.counts.recusada > 0) && (
          <Button variant="subtle" color="red" onClick={() => onClose(run, true)}>
            Encerrar esta execução
          </Button>
        )}
      </Group>
      {!running && (waiting || summary.counts.recusada > 0) && (
        <Text size="sm">
          Esta execução fica guardada neste navegador até ser concluída. Encerrá-la não desfaz nada: as baixas feitas
          ficam na plataforma e não são propostas de novo quando o extrato for importado outra vez.
        </Text>
      )}
      <StepTable {...REPORT_TABLE} items={rows} onClick={onClick} />
    </Stack>
  );
}
