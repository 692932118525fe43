import type { MouseEvent, ReactNode } from 'react';
import {
  retryable,
  runCounts,
  runSummary,
  shownLabel,
  shownStatus,
  uncertain,
  type RunLine,
  type RunLineShown,
  type SettlementRun,
} from '../../lib/settlement-run';
import { formatCount } from '../../lib/text';
import { DataTable, type Column } from '../plain/list/DataTable';
import { badge } from '../plain/list/cells';
import { appLink } from '../plain/list/cells-lazy';
import { installmentHref } from '../plain/list-links';
import { useStableCallback } from '../plain/useStableCallback';
import { Alert, Button, Group, type MantineColor, Progress, Stack, Text } from './controls';

/** A bulk settlement's progress, its controls and the report per line (retry, CSV), whoever made the run. */

export interface RunReportRow {
  line: RunLine;
  /** A retry is offered (not while the run sends). */
  retryable: boolean;
  running: boolean;
}

export interface RunControls {
  run: SettlementRun;
  running: boolean;
  failure: string | null;
  start: () => void;
  cancel: () => void;
  retry: (key: string) => void;
  retryAll: () => void;
}

const STATUS_COLORS: Record<RunLineShown, MantineColor> = {
  pendente: 'yellow',
  enviando: 'blue',
  baixada: 'green',
  recusada: 'red',
  'a-conferir': 'orange',
  ignorada: 'gray',
  'nao-conciliada': 'gray',
  transferencia: 'gray',
};

const UNCERTAIN_NOTE = 'Resultado incerto: conferido na plataforma antes de um novo envio.';

/** The report's last columns: the line's outcome, its message, and its retry. */
export function outcomeColumns(retryLabel: (line: RunLine) => string): Column<RunReportRow>[] {
  return [
    {
      header: 'Situação',
      width: '8rem',
      className: 'ui-wrap',
      cell: (r) => badge(shownStatus(r.line), () => shownLabel(r.line), STATUS_COLORS),
    },
    {
      header: 'Mensagem',
      width: 'minmax(6.5rem, 1fr)',
      // A report is read whole: its texts wrap rather than end in an ellipsis.
      className: 'ui-wrap',
      userText: (r) => (uncertain(r.line) ? `${r.line.message ?? ''} ${UNCERTAIN_NOTE}`.trim() : r.line.message),
    },
    {
      header: 'Ações',
      hiddenHeader: true,
      width: '10.5rem',
      className: 'ui-wrap',
      // A line whose installment changed since the review is settled on the installment's page, at what it has open now.
      cell: (r, ctx) =>
        r.retryable ? (
          <button type="button" className="ui-row-action" data-retry={r.line.key} aria-label={retryLabel(r.line)}>
            {r.line.status === 'ignorada' ? 'Registrar baixa' : 'Tentar novamente'}
          </button>
        ) : !r.running && r.line.stale && r.line.installmentId ? (
          appLink(ctx, installmentHref(r.line.side, r.line.installmentId), 'Abrir a parcela', {
            ariaLabel: `Abrir a parcela: ${r.line.installmentLabel ?? r.line.description}`,
            action: true,
          })
        ) : null,
    },
  ];
}

const NO_SORT = () => undefined;

export function SettlementRunReport({
  controls: { run, running, failure, start, cancel, retry, retryAll },
  table,
  onDownload,
  actions,
  note,
}: {
  controls: RunControls;
  table: { caption: string; columns: readonly Column<RunReportRow>[]; minWidth: number };
  onDownload: () => void;
  /** Leaving the report: shown when nothing is being sent. */
  actions?: ReactNode;
  /** Shown while something is left to send or to retry. */
  note?: ReactNode;
}) {
  const summary = runSummary(run);
  const toSend = run.lines.filter((l) => l.request).length;
  const processed =
    summary.counts.baixada +
    summary.counts.recusada +
    run.lines.filter((l) => l.request && l.status === 'ignorada').length;
  const percent = toSend === 0 ? 100 : Math.round((processed / toSend) * 100);
  const waiting = run.lines.some((l) => l.request && l.status === 'pendente');
  const rows: RunReportRow[] = run.lines.map((line) => ({ line, retryable: !running && retryable(line), running }));
  const onClick = useStableCallback((event: MouseEvent<HTMLElement>) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-retry]');
    if (button) retry(button.dataset.retry!);
  });
  const left = !running && (waiting || summary.counts.recusada > 0);

  return (
    <Stack gap="md">
      <Progress value={percent} size="lg" aria-label="Andamento das baixas" animated={running} />
      <Text role="status" aria-live="polite">
        {running
          ? 'Dando baixa… '
          : run.cancelled
            ? 'Envio interrompido. '
            : waiting
              ? 'Envio parado. '
              : summary.uncertain > 0
                ? 'Envio terminado, com baixas a conferir. '
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
            {summary.uncertain > summary.uncertainPending
              ? `Conferir e tentar novamente (${formatCount(summary.counts.recusada)})`
              : `Tentar novamente as recusadas (${formatCount(summary.counts.recusada)})`}
          </Button>
        )}
        <Button variant="default" onClick={onDownload}>
          Baixar relatório (CSV)
        </Button>
        {!running && actions}
      </Group>
      {left && note && <Text size="sm">{note}</Text>}
      <div onClick={onClick}>
        <DataTable
          {...table}
          items={rows}
          loading={false}
          busy={false}
          pageSize={rows.length}
          sort={null}
          onSort={NO_SORT}
        />
      </div>
    </Stack>
  );
}

/** Something is left to send or to retry. */
export const runLeftOver = (run: SettlementRun) => {
  const summary = runSummary(run);
  return run.lines.some((l) => l.request && l.status === 'pendente') || summary.counts.recusada > 0;
};
