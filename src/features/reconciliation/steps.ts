import {
  type CsvLayout,
  type CsvMapping,
  type ParsedStatementWithLayout,
  type SettlementRun,
} from '../../lib/statement';
import { type Decisions } from './line-review';
import {
  forgetDraft,
  storedDraft,
  storedDraftDecisions,
  storedDraftEntries,
  storedRun,
  type DraftEntries,
} from '../../stores/reconciliation';

export type Step =
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
      restored: { savedAt: string; decisions: Decisions; entries: DraftEntries } | null;
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

export const IMPORT: Step = { step: 'import', error: null, reading: false };

/** A run with something still to send or to retry. */
export const unfinished = (run: SettlementRun) =>
  run.lines.some((l) => l.request && (l.status === 'pendente' || l.status === 'enviando' || l.status === 'recusada'));

/** The work left on this screen last time, if any. */
export function restoredStep(): Step {
  const draft = storedDraft();
  if (!draft) return IMPORT;
  const { fileName, fingerprint, savedAt } = draft;
  if (draft.step === 'match') {
    const decisions = storedDraftDecisions(fingerprint);
    const entries = storedDraftEntries(fingerprint);
    return {
      step: 'match',
      fileName,
      bytes: null,
      statement: draft.statement,
      fingerprint,
      restored: { savedAt, decisions, entries },
    };
  }
  const run = storedRun(fingerprint);
  if (run) return { step: 'run', fileName, fingerprint, run, autoStart: false, restoredAt: savedAt };
  forgetDraft();
  return IMPORT;
}
