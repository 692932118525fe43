import { useEffect, useRef, useState } from 'react';
import { type CandidatesProgress } from '../../api/reconciliation';
import {
  createRun,
  matchStatement,
  type LineMatch,
  type ParsedStatementWithLayout,
  type SettlementRun,
  type StatementTransaction,
} from '../../lib/statement';
import { formatCount } from '../../lib/text';
import type { DraftEntries } from '../../stores/reconciliation';
import { Alert, Button, Group, List, Progress, Stack, Text } from '../../ui/mantine/controls';
import { ErrorState } from '../../ui/plain/QueryState';
import { useStableCallback } from '../../ui/plain/useStableCallback';
import { initialDecisions, restoreDecisions, runInput, type Decision, type Decisions } from './line-review';
import { loadStatementCandidates } from './load-statement-candidates';
import { MatchStep } from './MatchStep';
import { StepHeading } from './StepHeading';
import { candidatesProgressText, statementSummary, undoneText } from './texts';

type Loaded =
  | { status: 'loading'; progress: CandidatesProgress | null }
  | { status: 'error'; error: unknown }
  | {
      status: 'ready';
      matches: LineMatch[];
      alreadySettled: StatementTransaction[];
      decisions: Map<string, Decision>;
      /** Confirmations restored whose installment is no longer offered (back to the proposal). */
      undone: number;
    };

/** The match step: the statement's lines, their candidates loaded, and the decisions on them. */
export function Matching({
  fileName,
  statement,
  restoredDecisions,
  onDecisions,
  restoredEntries,
  onEntries,
  onSetAside,
  onRestart,
  onChangeColumns,
  onSettle,
}: {
  fileName: string;
  statement: ParsedStatementWithLayout;
  /** Decisions taken on this statement on an earlier visit (kept in this browser). */
  restoredDecisions: Decisions | null;
  /** Every change of the decisions, to keep them. */
  onDecisions: (decisions: Decisions) => void;
  /** The lines ticked to be entered on an earlier visit, and every change of them, to keep them. */
  restoredEntries: DraftEntries;
  onEntries: (entries: DraftEntries) => void;
  /** The lines that need nothing (settled already, or transfers), to keep them. */
  onSetAside: (keys: readonly string[]) => void;
  onRestart: () => void;
  onChangeColumns: (() => void) | null;
  onSettle: (run: SettlementRun) => void;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading', progress: null });
  const [attempt, setAttempt] = useState(0);
  // What was restored, as the step opened: the decisions laid on the first matches only.
  const restored = useRef(restoredDecisions);
  const keep = useStableCallback(onDecisions);
  useEffect(() => {
    const controller = new AbortController();
    loadStatementCandidates(statement, controller.signal, (progress) =>
      setLoaded({ status: 'loading', progress }),
    ).then(
      ({ pending, alreadySettled, installments }) => {
        const matches = matchStatement(pending, installments);
        const { decisions, undone } = restored.current
          ? restoreDecisions(matches, restored.current)
          : { decisions: initialDecisions(matches), undone: 0 };
        setLoaded({ status: 'ready', matches, alreadySettled, decisions, undone });
        keep(decisions);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [statement, attempt, keep]);

  const { credits, debits, warnings } = statement;
  return (
    <Stack gap="md" component="section" aria-labelledby="lancamentos-titulo">
      <StepHeading id="lancamentos-titulo">Lançamentos do extrato</StepHeading>
      <Group justify="space-between" align="flex-start">
        <Text>
          <strong>{fileName}</strong>: {statementSummary(statement.kind, credits.length, debits.length)}.
        </Text>
        <Group gap="xs">
          {onChangeColumns && (
            <Button variant="default" size="xs" onClick={onChangeColumns}>
              Corrigir as colunas do CSV
            </Button>
          )}
          <Button variant="default" size="xs" onClick={onRestart}>
            Escolher outro extrato
          </Button>
        </Group>
      </Group>
      {warnings.length > 0 && (
        <Alert color="yellow" variant="light" title={`Linhas deixadas de lado (${formatCount(warnings.length)})`}>
          <List size="sm">
            {warnings.slice(0, 8).map((w, i) => (
              <List.Item key={i}>{w}</List.Item>
            ))}
          </List>
          {warnings.length > 8 && <Text size="sm">…e mais {formatCount(warnings.length - 8)}.</Text>}
        </Alert>
      )}
      {loaded.status === 'loading' && (
        <Stack gap={4} role="status" maw={520}>
          <Text>{candidatesProgressText(loaded.progress)}</Text>
          <Progress
            value={
              loaded.progress?.phase === 'baixas' && loaded.progress.total
                ? (loaded.progress.done / loaded.progress.total) * 100
                : 10
            }
            animated
            aria-label="Andamento da busca das parcelas"
          />
        </Stack>
      )}
      {loaded.status === 'error' && (
        <ErrorState
          title="Não foi possível buscar as parcelas para conciliar"
          error={loaded.error}
          onRetry={() => {
            setLoaded({ status: 'loading', progress: null });
            setAttempt((n) => n + 1);
          }}
        />
      )}
      {loaded.status === 'ready' && loaded.undone > 0 && (
        <Alert color="yellow" variant="light" role="alert" title="Confirmações desfeitas">
          {undoneText(loaded.undone)}
        </Alert>
      )}
      {loaded.status === 'ready' && (
        <MatchStep
          statementAccount={statement.account}
          matches={loaded.matches}
          decisions={loaded.decisions}
          onDecide={(decisions) => {
            setLoaded({ ...loaded, decisions });
            onDecisions(decisions);
          }}
          restoredEntries={restoredEntries}
          onEntries={onEntries}
          lineCounts={{ receber: credits.length, pagar: debits.length }}
          alreadySettled={loaded.alreadySettled}
          onSetAside={onSetAside}
          onSettle={(accountId, entries, transfers) => {
            const { items, skipped } = runInput(loaded.matches, loaded.decisions, accountId, entries, transfers);
            onSettle(createRun(items, skipped));
          }}
        />
      )}
    </Stack>
  );
}
