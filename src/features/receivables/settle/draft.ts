import type { SettlementFormValues } from './SettlementForm';

/**
 * The settlement form's draft (docs/decisions/0820-settlement-draft.md): per user and per
 * installment, in sessionStorage (this tab only), so a forced sign-in in the middle of
 * typing brings the user back to the same values. It is tied to the installment's version:
 * once the installment changed (another settlement was registered), the draft is dropped
 * rather than offered against a different open amount. Cleared on success and on cancel.
 */

export interface SettlementDraft {
  version: 1;
  /** The installment's `versao` the values were typed against (null when it has none). */
  versao: number | null;
  values: SettlementFormValues;
}

export const settlementDraftKey = (owner: string, parcelaId: string) => `recebiveis.baixa.rascunho:${owner}:${parcelaId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft typed against this version of the installment, if any (a stale one is removed). */
export function readSettlementDraft(key: string, versao: number | null): SettlementFormValues | null {
  const store = storage();
  try {
    const raw = store?.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<SettlementDraft>;
    const values = draft.values;
    if (draft.version !== 1 || !values || typeof values !== 'object' || !values.composicao_valor || typeof values.composicao_valor !== 'object') {
      store?.removeItem(key);
      return null;
    }
    if ((draft.versao ?? null) !== versao) {
      store?.removeItem(key);
      return null;
    }
    return values;
  } catch {
    return null;
  }
}

export function writeSettlementDraft(key: string, versao: number | null, values: SettlementFormValues): void {
  try {
    storage()?.setItem(key, JSON.stringify({ version: 1, versao, values } satisfies SettlementDraft));
  } catch {
    // Storage full or disabled: the form still works, only the draft is not kept.
  }
}

export function clearSettlementDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
