import { Alert, Anchor, Button, Group, List, Loader, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { loadCandidates, type CandidatesProgress } from '../../api/reconciliation';
import {
  createRun,
  matchCredits,
  statementFingerprint,
  withoutSettledCredits,
  type CreditMatch,
  type CsvLayout,
  type CsvMapping,
  type ParsedStatementWithLayout,
  type SettlementRun,
  type StatementTransaction,
} from '../../lib/statement';
import { FileDropZone } from '../../ui/FileDropZone';
import { PageHeader } from '../../ui/PageHeader';
import { ErrorState } from '../../ui/QueryState';
import { CsvMappingStep } from './CsvMappingStep';
import { initialDecisions, runInput, type Decision } from './decisions';
import { MatchStep } from './MatchStep';
import { applyMapping, readStatementFile } from './read-statement';
import { RunStep } from './RunStep';
import { StepHeading } from './StepHeading';
import { forgetMapping, forgetRun, rememberedMapping, rememberMapping, storedRun, storeRun } from './storage';

/**
 * `/recebiveis/conciliacao`: a bank statement (OFX or CSV) in, its credits matched to open
 * installments, the confirmed ones settled exactly once (issue 16; decisions 0600, 0601,
 * 0610). Steps: import → (CSV) columns → match → settle and report.
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
  | { step: 'match'; fileName: string; bytes: Uint8Array; statement: ParsedStatementWithLayout; fingerprint: string }
  | { step: 'run'; fileName: string; fingerprint: string; run: SettlementRun; autoStart: boolean };

/** A run with something still to send or to retry. */
const unfinished = (run: SettlementRun) =>
  run.lines.some((l) => l.request && (l.status === 'pendente' || l.status === 'enviando' || l.status === 'recusada'));

export default function ReconciliationPage() {
  const [state, setState] = useState<Step>({ step: 'import', error: null, reading: false });

  const openStatement = (fileName: string, bytes: Uint8Array, statement: ParsedStatementWithLayout) => {
    const fingerprint = statementFingerprint(statement.credits);
    const stored = storedRun(fingerprint);
    if (stored && unfinished(stored)) {
      setState({ step: 'run', fileName, fingerprint, run: stored, autoStart: false });
      return;
    }
    // A finished run is the platform's business now: re-importing reads its `nsu`s again.
    if (stored) forgetRun(fingerprint);
    setState({ step: 'match', fileName, bytes, statement, fingerprint });
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

  const restart = () => setState({ step: 'import', error: null, reading: false });

  return (
    <Stack gap="lg">
      <PageHeader
        title="Conciliação bancária"
        actions={
          <Anchor component={Link} to="/recebiveis">
            Ver recebíveis
          </Anchor>
        }
      />
      {state.step === 'import' && (
        <Stack gap="md">
          <Text maw={760}>
            Importe o extrato da conta (OFX ou CSV, exportado pelo banco). Os créditos são comparados com as parcelas em
            aberto, atrasadas ou recebidas em parte; você confirma cada sugestão e dá baixa nas confirmadas de uma vez.
            Os débitos são listados à parte e ignorados.
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
      {state.step === 'match' && (
        <Matching
          key={state.fingerprint}
          fileName={state.fileName}
          statement={state.statement}
          onRestart={restart}
          onChangeColumns={
            state.statement.csv
              ? () => {
                  const csv = state.statement.csv!;
                  forgetMapping(csv.fingerprint);
                  setState({
                    step: 'mapping',
                    fileName: state.fileName,
                    bytes: state.bytes,
                    layout: csv,
                    current: csv.mapping,
                    error: null,
                  });
                }
              : null
          }
          onSettle={(run) => {
            storeRun(state.fingerprint, run);
            setState({ step: 'run', fileName: state.fileName, fingerprint: state.fingerprint, run, autoStart: true });
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
      matches: CreditMatch[];
      alreadySettled: StatementTransaction[];
      decisions: Map<string, Decision>;
    };

function Matching({
  fileName,
  statement,
  onRestart,
  onChangeColumns,
  onSettle,
}: {
  fileName: string;
  statement: ParsedStatementWithLayout;
  onRestart: () => void;
  onChangeColumns: (() => void) | null;
  onSettle: (run: SettlementRun) => void;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading', progress: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    loadCandidates(statement.credits, {
      signal: controller.signal,
      onProgress: (progress) => setLoaded({ status: 'loading', progress }),
    }).then(
      ({ installments, nsus }) => {
        const { pending, alreadySettled } = withoutSettledCredits(statement.credits, nsus);
        const matches = matchCredits(pending, installments);
        setLoaded({ status: 'ready', matches, alreadySettled, decisions: initialDecisions(matches) });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [statement, attempt]);

  const { credits, debits, warnings } = statement;
  return (
    <Stack gap="md" component="section" aria-labelledby="creditos-titulo">
      <StepHeading id="creditos-titulo">Créditos do extrato</StepHeading>
      <Group justify="space-between" align="flex-start">
        <Text>
          <strong>{fileName}</strong>: {statement.kind === 'ofx' ? 'extrato OFX' : 'extrato CSV'} com {credits.length}{' '}
          {credits.length === 1 ? 'crédito' : 'créditos'} e {debits.length} {debits.length === 1 ? 'débito' : 'débitos'}
          .
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
        <Alert color="yellow" variant="light" title={`Linhas deixadas de lado (${warnings.length})`}>
          <List size="sm">
            {warnings.slice(0, 8).map((w, i) => (
              <List.Item key={i}>{w}</List.Item>
            ))}
          </List>
          {warnings.length > 8 && <Text size="sm">…e mais {warnings.length - 8}.</Text>}
        </Alert>
      )}
      {loaded.status === 'loading' && (
        <Stack gap={4} role="status" maw={520}>
          <Text>
            {loaded.progress?.phase === 'baixas'
              ? `Conferindo as baixas já registradas (${loaded.progress.done} de ${loaded.progress.total ?? '?'} parcelas)…`
              : `Buscando as parcelas em aberto${loaded.progress ? ` (${loaded.progress.done} lidas)` : ''}…`}
          </Text>
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
      {loaded.status === 'ready' && (
        <MatchStep
          matches={loaded.matches}
          decisions={loaded.decisions}
          onDecide={(decisions) => setLoaded({ ...loaded, decisions })}
          debits={debits}
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
