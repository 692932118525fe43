import type { WizardValues } from './form-schema';

/**
 * The wizard's draft, per user, in localStorage (docs/decisions/0100): values, the labels
 * of the chosen records (so pickers show names, not ids, after a reload) and the step.
 */

export interface WizardDraft {
  version: 1;
  savedAt: string;
  step: number;
  values: WizardValues;
  labels: Record<string, string>;
}

export const draftStorageKey = (userKey: string) => `contratos.novo.rascunho:${userKey}`;

export function loadDraft(key: string): WizardDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<WizardDraft>;
    if (
      draft.version !== 1 ||
      !draft.values ||
      typeof draft.values !== 'object' ||
      !Array.isArray(draft.values.itens)
    ) {
      return null;
    }
    return {
      version: 1,
      savedAt: draft.savedAt ?? '',
      step: Number(draft.step) || 0,
      values: draft.values,
      labels: draft.labels ?? {},
    };
  } catch {
    return null;
  }
}

export function saveDraft(key: string, draft: Omit<WizardDraft, 'version' | 'savedAt'>): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ version: 1, savedAt: new Date().toISOString(), ...draft }));
  } catch {
    // Storage full or disabled: the form still works, only the draft is lost.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
