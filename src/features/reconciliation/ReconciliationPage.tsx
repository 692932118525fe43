import { Alert, Anchor, Button, Group, List, Loader, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { loadCandidates, type CandidatesProgress } from '../../api/reconciliation';
import {
  createRun,
  matchStatement,
  statementFingerprints,
  statementLines,
  withoutSettledLines,
  type CsvLayout,
  type CsvMapping,
  type LineMatch,
  type ParsedStatementWithLayout,
  type ReconcilableInstallment,
  type SettlementRun,
  type StatementSide,
  type StatementTransaction,
} from '../../lib/statement';
import { formatCount } from '../../lib/text';
import { FileDropZone } from '../../ui/FileDropZone';
import { PageHeader } from '../../ui/PageHeader';
import { ErrorState } from '../../ui/QueryState';
import { useStableCallback } from '../../ui/useStableCallback';
import { CsvMappingStep } from './CsvMappingStep';
import { initialDecisions, restoreDecisions, runInput, type Decision, type Decisions } from './decisions';
import { MatchStep } from './MatchStep';
import { applyMapping, readStatementFile } from './read-statement';
import { RunStep } from './RunStep';
import { StepHeading } from './StepHeading';
import { candidatesProgressText, statementSummary, undoneText } from './texts';
import {
  forgetDraft,
  forgetMapping,
  forgetRun,
  rememberedMapping,
  rememberMapping,
  storedDraft,
  storedDraftDecisions,
  storedRun,
  storeDraft,
  storeDraftDecisions,
  storeRun,
} from './storage';

/**
 * `/recebiveis/conciliacao`: a bank statement (OFX or CSV) in, its credits matched to open
 * receivables and its debits to open payables, the confirmed ones settled exactly once
 * (decisions 0600, 0601, 0610; issue "Money out"). Steps: import → (CSV) columns → match
 * → settle and report. The statement being matched with its decisions, or the run it
 * went on to, is kept in this browser (`storage.ts`): leaving the screen and coming back
 * takes up the work where it was, with a way to discard it; when it cannot be kept, the
 * screen says so.
 */

const ACCEPT = '.ofx,.qfx,.csv,.txt,application/x-ofx,text/csv,text/plain';

type Step =
  | { step: 'import'; error: string | null; reading: boolean }
  | {
      step: 'mapping';
      fileName: string;
      bytes: Uint8Array;
      layout: Omit<CsvLayout, 'mapping'>;
      current: CsvMapping | null;
      error: string | null;
    }
  | {
      step: 'match';
      fileName: string;
      /** The file's bytes (to map a CSV's columns again); null for a statement restored from this browser. */
      bytes: Uint8Array | null;
      statement: ParsedStatementWithLayout;
      fingerprint: string;
      /** Restored from this browser: when the statement was imported, and the decisions then taken. */
      restored: { savedAt: string; decisions: Decisions } | null;
    }
  | {
      step: 'run';
      fileName: string;
      fingerprint: string;
      run: SettlementRun;
      autoStart: boolean;
      /** Restored from this browser (the screen was left while it was open): when its statement was imported. */
      restoredAt: string | null;
    };

const IMPORT: Step = { step: 'import', error: null, reading: false };

/** A run with something still to send or to retry. */
const unfinished = (run: SettlementRun) =>
  run.lines.some((l) => l.request && (l.status === 'pendente' || l.status === 'enviando' || l.status === 'recusada'));

/** The work left on this screen last time, if any. */
function restoredStep(): Step {
  const draft = storedDraft();
  if (!draft) return IMPORT;
  const { fileName, fingerprint, savedAt } = draft;
  if (draft.step === 'match') {
    const decisions = storedDraftDecisions(fingerprint);
    return {
      step: 'match',
      fileName,
      bytes: null,
      statement: draft.statement,
      fingerprint,
      restored: { savedAt, decisions },
    };
  }
  const run = storedRun(fingerprint);
  if (run) return { step: 'run', fileName, fingerprint, run, autoStart: false, restoredAt: savedAt };
  forgetDraft();
  return IMPORT;
}

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const formatSavedAt = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'antes' : `em ${dateTime.format(date)}`;
};

export default function ReconciliationPage() {
  const [state, setState] = useState<Step>(restoredStep);
  /** The work in progress could not be kept in this browser (storage full or blocked). */
  const [unsaved, setUnsaved] = useState(false);

  // Without a copy in this browser, closing the tab asks first.
  const atRisk = unsaved && (state.step === 'match' || state.step === 'run');
  useEffect(() => {
    if (!atRisk) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [atRisk]);

  const keepDraft = (saved: boolean) => setUnsaved(!saved);

  const openStatement = (fileName: string, bytes: Uint8Array, statement: ParsedStatementWithLayout) => {
    const { current: fingerprint, legacy } = statementFingerprints(statement);
    const savedAt = new Date().toISOString();
    // A run kept under the key of before debits were reconciled (credits only) is this statement's too.
    for (const key of new Set([fingerprint, legacy])) {
      const stored = storedRun(key);
      if (stored && unfinished(stored)) {
        keepDraft(storeDraft({ version: 1, step: 'run', fileName, fingerprint: key, savedAt }));
        setState({ step: 'run', fileName, fingerprint: key, run: stored, autoStart: false, restoredAt: null });
        return;
      }
      // A finished run is the platform's business now: re-importing reads its `nsu`s again.
      if (stored) forgetRun(key);
    }
    keepDraft(storeDraft({ version: 1, step: 'match', fileName, fingerprint, savedAt, statement }));
    setState({ step: 'match', fileName, bytes, statement, fingerprint, restored: null });
  };

  const onDrop = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (files.length > 1) {
      setState({ step: 'import', error: 'Solte um extrato por vez.', reading: false });
      return;
    }
    setState({ step: 'import', error: null, reading: true });
    const outcome = await readStatementFile(file, rememberedMapping);
    const fileName = file.name || 'extrato';
    if (outcome.type === 'error') setState({ step: 'import', error: outcome.message, reading: false });
    else if (outcome.type === 'mapping')
      setState({ step: 'mapping', fileName, bytes: outcome.bytes, layout: outcome.layout, current: null, error: null });
    else openStatement(fileName, outcome.bytes, outcome.statement);
  };

  const restart = () => {
    forgetDraft();
    setUnsaved(false);
    setState(IMPORT);
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="Conciliação bancária"
        actions={
          <Group gap="md">
            <Anchor component={Link} to="/recebiveis">
              Ver recebíveis
            </Anchor>
            <Anchor component={Link} to="/pagamentos">
              Ver contas a pagar
            </Anchor>
          </Group>
        }
      />
      {state.step === 'import' && (
        <Stack gap="md">
          <Text maw={760}>
            Importe o extrato da conta (OFX ou CSV, exportado pelo banco). Os créditos são comparados com as parcelas a
            receber e os débitos com as parcelas a pagar em aberto, atrasadas ou baixadas em parte; você confirma cada
            sugestão e dá baixa nas confirmadas de uma vez, dos dois lados.
          </Text>
          <FileDropZone
            onDrop={(files) => void onDrop(files)}
            accept={ACCEPT}
            disabled={state.reading}
            inputLabel="Extrato bancário (OFX ou CSV)"
            zoneLabel="Área para soltar o extrato"
            acceptText="Solte para ler o extrato"
            idleText="Arraste o extrato para cá"
            hint="OFX ou CSV, até 5 MB. O arquivo é lido neste navegador; nada é enviado antes da sua confirmação."
            buttonText="Escolher extrato"
          />
          {state.reading && (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text>Lendo o extrato…</Text>
            </Group>
          )}
          {state.error && (
            <Alert color="red" variant="light" role="alert" title="O arquivo não foi importado">
              {state.error}
            </Alert>
          )}
        </Stack>
      )}
      {state.step === 'mapping' && (
        <CsvMappingStep
          key={state.layout.fingerprint}
          fileName={state.fileName}
          layout={state.layout}
          remembered={state.current}
          error={state.error}
          onCancel={restart}
          onApply={(mapping) => {
            const result = applyMapping(state.bytes, mapping);
            if (!result.ok) {
              setState({ ...state, error: result.message });
              return;
            }
            rememberMapping(state.layout.fingerprint, mapping);
            openStatement(state.fileName, state.bytes, result.statement);
          }}
        />
      )}
      {unsaved && (state.step === 'match' || state.step === 'run') && (
        <Alert color="yellow" variant="light" role="alert" title="O andamento não está guardado neste navegador">
          O armazenamento deste navegador está cheio ou bloqueado. Se sair desta tela, o extrato importado e as decisões
          tomadas nele se perdem; as baixas já registradas ficam na plataforma.
        </Alert>
      )}
      {state.step === 'match' && state.restored && (
        <Alert color="blue" variant="light" role="status" title="Conciliação retomada">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              O extrato <strong>{state.fileName}</strong>, importado {formatSavedAt(state.restored.savedAt)}, e as
              decisões tomadas nele ficaram guardados neste navegador. As parcelas são buscadas de novo na plataforma.
            </Text>
            <Button variant="default" size="xs" onClick={restart}>
              Descartar e recomeçar
            </Button>
          </Stack>
        </Alert>
      )}
      {state.step === 'run' && state.restoredAt && (
        <Alert color="blue" variant="light" role="status" title="Baixas retomadas">
          As baixas do extrato <strong>{state.fileName}</strong>, importado {formatSavedAt(state.restoredAt)}, ficaram
          guardadas neste navegador: o relatório mostra onde pararam.
        </Alert>
      )}
      {state.step === 'match' && (
        <Matching
          key={state.fingerprint}
          fileName={state.fileName}
          statement={state.statement}
          restoredDecisions={state.restored?.decisions ?? null}
          onDecisions={(decisions) => keepDraft(storeDraftDecisions(state.fingerprint, decisions))}
          onRestart={restart}
          onChangeColumns={
            state.statement.csv && state.bytes
              ? () => {
                  const csv = state.statement.csv!;
                  forgetMapping(csv.fingerprint);
                  setState({
                    step: 'mapping',
                    fileName: state.fileName,
                    bytes: state.bytes!,
                    layout: csv,
                    current: csv.mapping,
                    error: null,
                  });
                }
              : null
          }
          onSettle={(run) => {
            const { fileName, fingerprint } = state;
            const saved = storeRun(fingerprint, run);
            keepDraft(
              storeDraft({ version: 1, step: 'run', fileName, fingerprint, savedAt: new Date().toISOString() }) &&
                saved,
            );
            setState({ step: 'run', fileName, fingerprint, run, autoStart: true, restoredAt: null });
          }}
        />
      )}
      {state.step === 'run' && (
        <RunStep
          key={state.fingerprint}
          statement={state.fingerprint}
          initial={state.run}
          fileName={state.fileName}
          autoStart={state.autoStart}
          onClose={(run, discard) => {
            if (discard || !unfinished(run)) forgetRun(state.fingerprint);
            restart();
          }}
        />
      )}
    </Stack>
  );
}

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

const SIDES: readonly StatementSide[] = ['receber', 'pagar'];

/**
 * Each side's candidates, one side after the other (the credits' receivables, then the
 * debits' payables; a side without lines reads nothing), and the lines still to
 * reconcile: those whose id is in no `nsu` of their side's settlements.
 */
async function loadStatementCandidates(
  statement: ParsedStatementWithLayout,
  signal: AbortSignal,
  onProgress: (progress: CandidatesProgress) => void,
): Promise<{
  pending: StatementTransaction[];
  alreadySettled: StatementTransaction[];
  installments: ReconcilableInstallment[];
}> {
  const linesOf: Record<StatementSide, readonly StatementTransaction[]> = {
    receber: statement.credits,
    pagar: statement.debits,
  };
  const pending = new Set<StatementTransaction>();
  const alreadySettled: StatementTransaction[] = [];
  const installments: ReconcilableInstallment[] = [];
  for (const side of SIDES) {
    if (linesOf[side].length === 0) continue;
    const candidates = await loadCandidates(linesOf[side], { side, signal, onProgress });
    const split = withoutSettledLines(linesOf[side], candidates.nsus);
    for (const line of split.pending) pending.add(line);
    alreadySettled.push(...split.alreadySettled);
    installments.push(...candidates.installments);
  }
  // File order, credits and debits together (each side's section keeps it).
  return { pending: statementLines(statement).filter((l) => pending.has(l)), alreadySettled, installments };
}

function Matching({
  fileName,
  statement,
  restoredDecisions,
  onDecisions,
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
          matches={loaded.matches}
          decisions={loaded.decisions}
          onDecide={(decisions) => {
            setLoaded({ ...loaded, decisions });
            onDecisions(decisions);
          }}
          lineCounts={{ receber: credits.length, pagar: debits.length }}
          alreadySettled={loaded.alreadySettled}
          onSettle={(accountId) => {
            const { items, skipped } = runInput(loaded.matches, loaded.decisions, accountId);
            onSettle(createRun(items, skipped));
          }}
        />
      )}
    </Stack>
  );
}
