import { useEffect, useRef } from 'react';
import { formatDateBR } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { SIDE_LABELS, runReportCsv, type SettlementRun } from '../../lib/statement';
import {
  outcomeColumns,
  runLeftOver,
  SettlementRunReport,
  type RunReportRow,
} from '../../ui/mantine/SettlementRunReport';
import { Button, Stack } from '../../ui/mantine/controls';
import { downloadText } from '../../ui/plain/export/useListExport';
import type { Column } from '../../ui/plain/list/DataTable';
import { StepHeading } from './StepHeading';
import { useSettlementRun } from './useSettlementRun';

/** The statement's bulk settlement run: progress, cancel, a report per line with retry and a CSV download. */

const COLUMNS: readonly Column<RunReportRow>[] = [
  { header: 'Data', width: '6.5rem', className: 'nowrap', cell: (r) => formatDateBR(r.line.date) },
  { header: 'Tipo', width: '5rem', className: 'nowrap', cell: (r) => SIDE_LABELS[r.line.side] },
  {
    header: 'Valor',
    width: '7.5rem',
    align: 'right',
    className: 'nowrap ui-money',
    cell: (r) => formatCents(r.line.amountCents),
  },
  {
    header: 'Descrição no extrato',
    width: 'minmax(7.5rem, 1fr)',
    className: 'ui-wrap',
    userText: (r) => r.line.description,
  },
  {
    header: 'Parcela',
    width: 'minmax(11rem, 1.3fr)',
    className: 'ui-wrap',
    userText: (r) => r.line.installmentLabel,
  },
  ...outcomeColumns(
    (line) =>
      `Tentar novamente o ${SIDE_LABELS[line.side].toLowerCase()} de ${formatDateBR(line.date)} de ${formatCents(line.amountCents)}`,
  ),
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
  const controls = useSettlementRun(statement, initial);
  const { run, start } = controls;
  const started = useRef(false);
  useEffect(() => {
    if (!autoStart || started.current) return;
    started.current = true;
    start();
  }, [autoStart, start]);

  return (
    <Stack gap="md" component="section" aria-labelledby="baixas-titulo">
      <StepHeading id="baixas-titulo">Baixas do extrato</StepHeading>
      <SettlementRunReport
        controls={controls}
        table={REPORT_TABLE}
        onDownload={() => downloadText(runReportCsv(run), `conciliacao-${fileName.replace(/\.[^.]+$/, '')}.csv`)}
        actions={
          <>
            <Button variant="subtle" onClick={() => onClose(run, false)}>
              Conciliar outro extrato
            </Button>
            {runLeftOver(run) && (
              <Button variant="subtle" color="red" onClick={() => onClose(run, true)}>
                Encerrar esta execução
              </Button>
            )}
          </>
        }
        note="Esta execução fica guardada neste navegador até ser concluída. Encerrá-la não desfaz nada: as baixas feitas ficam na plataforma e não são propostas de novo quando o extrato for importado outra vez."
      />
    </Stack>
  );
}
