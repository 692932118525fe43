import { useEffect, useState } from 'react';
import { statementFingerprints, type ParsedStatementWithLayout } from '../../lib/statement';
import { Alert, Anchor, Button, Group, Stack, Text } from '../../ui/mantine/controls';
import { PageHeader } from '../../ui/plain/PageHeader';
import { CsvMappingStep } from './CsvMappingStep';
import { ImportStep } from './ImportStep';
import { Matching } from './MatchingStep';
import { applyMapping, readStatementFile } from './read-statement';
import { RunStep } from './RunStep';
import { IMPORT, restoredStep, unfinished, type Step } from './steps';
import {
  draftsElsewhere,
  forgetDraft,
  forgetMapping,
  forgetRun,
  rememberedMapping,
  rememberMapping,
  storedDraft,
  storedRun,
  storeDraft,
  storeDraftDecisions,
  storeDraftEntries,
  storeDraftSetAside,
  NO_DRAFT_ENTRIES,
  storeRun,
} from '../../stores/reconciliation';
import { AppLink } from '../../ui/plain/AppLink';

/** Bank statement reconciliation: import, map columns, match, settle; the work is kept in this browser. */

// The platform's clock, as every time the app shows.
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});
/** When this statement was imported, as its kept draft says; null when the draft is another's or gone. */
function importedAt(fingerprint: string): string | null {
  const draft = storedDraft();
  return draft?.fingerprint === fingerprint ? draft.savedAt : null;
}

const formatSavedAt = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'antes' : `em ${dateTime.format(date)}`;
};

/** Another company of this tab, with the address of the same screen in it (a page load). */
export interface CompanyLink {
  key: string;
  name: string;
  href: string;
}

/** `companiesAt`: the app layer's answer to "which of these companies of the tab, and where is this screen in each". */
export default function ReconciliationPage({
  companiesAt,
}: {
  companiesAt: (keys: readonly string[], path: string) => CompanyLink[];
}) {
  const [state, setState] = useState<Step>(restoredStep);
  /** The work in progress could not be kept in this browser (storage full or blocked). */
  const [unsaved, setUnsaved] = useState(false);
  // Work kept for another company of this tab stays there: it is named, never opened here.
  const [elsewhere] = useState(() => companiesAt(draftsElsewhere(), '/recebiveis/conciliacao'));

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
        // The same file imported again: its run is taken up, and the page says so (when, if it still knows).
        const imported = importedAt(key);
        keepDraft(storeDraft({ version: 1, step: 'run', fileName, fingerprint: key, savedAt: imported ?? savedAt }));
        setState({
          step: 'run',
          fileName,
          fingerprint: key,
          run: stored,
          autoStart: false,
          restoredAt: imported ?? '',
        });
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
            <Anchor component={AppLink} to="/recebiveis">
              Ver recebíveis
            </Anchor>
            <Anchor component={AppLink} to="/pagamentos">
              Ver contas a pagar
            </Anchor>
          </Group>
        }
      />
      {state.step === 'import' && elsewhere.length > 0 && (
        <Alert color="blue" variant="light" role="status" title="Conciliação em andamento em outra empresa">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Um extrato importado fica na empresa em que foi importado. Este navegador guarda uma conciliação em
              andamento de {elsewhere.map((c) => c.name).join(', ')}.
            </Text>
            <Group gap="md">
              {elsewhere.map((c) => (
                <Anchor key={c.key} href={c.href}>
                  Ir para a conciliação de {c.name}
                </Anchor>
              ))}
            </Group>
          </Stack>
        </Alert>
      )}
      {state.step === 'import' && (
        <ImportStep reading={state.reading} error={state.error} onDrop={(files) => void onDrop(files)} />
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
      {state.step === 'run' &&
        state.restoredAt !== null &&
        (unfinished(state.run) ? (
          <Alert color="blue" variant="light" role="status" title="Baixas retomadas">
            As baixas do extrato <strong>{state.fileName}</strong>, importado {formatSavedAt(state.restoredAt)}, ficaram
            guardadas neste navegador: o relatório mostra onde pararam.
          </Alert>
        ) : (
          <Alert color="blue" variant="light" role="status" title="Baixas já registradas">
            As baixas do extrato <strong>{state.fileName}</strong>, importado {formatSavedAt(state.restoredAt)}, foram
            concluídas: o relatório abaixo mostra o que foi feito; “Conciliar outro extrato” começa outro.
          </Alert>
        ))}
      {state.step === 'match' && (
        <Matching
          key={state.fingerprint}
          fileName={state.fileName}
          statement={state.statement}
          restoredDecisions={state.restored?.decisions ?? null}
          onDecisions={(decisions) => keepDraft(storeDraftDecisions(state.fingerprint, decisions))}
          restoredEntries={state.restored?.entries ?? NO_DRAFT_ENTRIES}
          onEntries={(entries) => keepDraft(storeDraftEntries(state.fingerprint, entries))}
          onSetAside={(keys) => storeDraftSetAside(state.fingerprint, keys)}
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
            // The statement keeps the time it was imported, not the time its run started.
            const savedAt = importedAt(fingerprint) ?? new Date().toISOString();
            keepDraft(storeDraft({ version: 1, step: 'run', fileName, fingerprint, savedAt }) && saved);
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
