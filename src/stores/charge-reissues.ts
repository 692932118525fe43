import { companyJson, kept, recordOf } from './company-json';
import { CHARGE_REISSUES_KEY } from './work-keys';

/**
 * A charge being replaced after its installment's due date moved, kept by this browser for the
 * page's company so that a closed tab or a failure resumes where it stopped: `cancel` (the old
 * charge may still be open), `issue` (cancelled; the new one not yet issued), `done`.
 */
export interface ReissuePlan {
  parcelaId: string;
  oldId: string;
  /** The old charge in words ("Boleto, vencimento 10/12/2026"): the history's "before". */
  oldText: string;
  tipo: string;
  conta: string;
  vencimento: string;
  descricao: string;
  autor: string;
  phase: 'cancel' | 'issue' | 'done';
  newId?: string | undefined;
}

type Plans = Record<string, ReissuePlan>;

const isPlan = (p: unknown): p is ReissuePlan =>
  !!p &&
  typeof p === 'object' &&
  ['parcelaId', 'oldId', 'oldText', 'tipo', 'conta', 'vencimento', 'descricao', 'autor'].every(
    (k) => typeof (p as Record<string, unknown>)[k] === 'string',
  ) &&
  ['cancel', 'issue', 'done'].includes((p as ReissuePlan).phase);

const store = companyJson<Plans>(CHARGE_REISSUES_KEY, {}, recordOf(kept(isPlan)));

export const chargeReissues = {
  of: (parcelaId: string): ReissuePlan | undefined => store.read()[parcelaId],
  save(plan: ReissuePlan): void {
    store.write({ ...store.read(), [plan.parcelaId]: plan });
  },
  remove(parcelaId: string): void {
    const { [parcelaId]: _gone, ...rest } = store.read();
    store.write(rest);
  },
  reset: store.reset,
};

export function useChargeReissue(parcelaId: string): ReissuePlan | undefined {
  return store.use()[parcelaId];
}
