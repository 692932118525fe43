import { SEPARATOR } from '../lib/company-store';
import { jsonObject } from '../lib/json-object';
import { companyOfStoreKey } from '../lib/company-store-sweep';
import { countOf } from '../lib/text';
import {
  BULK_RUN_KEY,
  CHARGE_REISSUES_KEY,
  INSTALLMENT_HISTORY_KEY,
  MONTH_CLOSES_KEY,
  RECONCILIATION_DRAFT_KEY,
  RENEGOTIATIONS_KEY,
} from './work-keys';

/**
 * What a sign-out erases for good: the user's work that only this browser keeps (month
 * closes, runs that resume, drafts, the installments' change history), per company. Caches
 * the app reads again from the platform or learns again are not work.
 */

export interface KeptWork {
  company: string;
  /** In words, e.g. "2 meses fechados". */
  items: string[];
}

interface Tally {
  closed: number;
  reviewed: number;
  reconciliation: boolean;
  bulk: string[];
  renegotiations: number;
  reissues: number;
  histories: number;
  drafts: number;
}

const empty = (): Tally => ({
  closed: 0,
  reviewed: 0,
  reconciliation: false,
  bulk: [],
  renegotiations: 0,
  reissues: 0,
  histories: 0,
  drafts: 0,
});

const has = (value: unknown, field: string) =>
  !!value && typeof value === 'object' && typeof (value as Record<string, unknown>)[field] === 'string';

const BULK_SIDES: Record<string, string> = { receber: 'contas a receber', pagar: 'contas a pagar' };

function count(tally: Tally, name: string, text: string | null): void {
  if (name === MONTH_CLOSES_KEY) {
    for (const close of Object.values(jsonObject(text))) {
      if (has(close, 'closedAt')) tally.closed++;
      else if (has(close, 'reviewedAt')) tally.reviewed++;
    }
  } else if (name === RECONCILIATION_DRAFT_KEY) tally.reconciliation = true;
  else if (name.startsWith(BULK_RUN_KEY)) tally.bulk.push(BULK_SIDES[name.slice(BULK_RUN_KEY.length)] ?? name);
  else if (name === RENEGOTIATIONS_KEY) tally.renegotiations += Object.keys(jsonObject(text)).length;
  else if (name === CHARGE_REISSUES_KEY)
    tally.reissues += Object.values(jsonObject(text)).filter(
      (plan) => has(plan, 'phase') && (plan as { phase: string }).phase !== 'done',
    ).length;
  else if (name === INSTALLMENT_HISTORY_KEY) tally.histories += Object.keys(jsonObject(text)).length;
  else if (/\.rascunho:/.test(name)) tally.drafts++;
}

function words(t: Tally): string[] {
  return [
    t.closed && countOf(t.closed, 'mês fechado', 'meses fechados'),
    t.reviewed && `a conferência de ${countOf(t.reviewed, 'mês', 'meses')}`,
    t.reconciliation && 'uma conciliação de extrato em andamento',
    ...t.bulk.map((side) => `uma baixa em lote não terminada (${side})`),
    t.renegotiations && countOf(t.renegotiations, 'renegociação não terminada', 'renegociações não terminadas'),
    t.reissues && countOf(t.reissues, 'reemissão de cobrança não terminada', 'reemissões de cobrança não terminadas'),
    t.histories && `o histórico de alterações de ${countOf(t.histories, 'parcela', 'parcelas')}`,
    t.drafts && countOf(t.drafts, 'rascunho de formulário', 'rascunhos de formulário'),
  ].filter((w): w is string => typeof w === 'string');
}

/**
 * The work kept for `companies` (every company the browser keeps something of: `null`), in
 * both storages, in the order the companies are given, then the others'.
 */
export function keptWork(
  companies: readonly string[] | null,
  storages: readonly (() => Storage)[] = [() => window.localStorage, () => window.sessionStorage],
): KeptWork[] {
  const tallies = new Map<string, Tally>(companies?.map((c) => [c, empty()]));
  for (const storage of storages) {
    try {
      const s = storage();
      for (let i = 0; i < s.length; i++) {
        const key = s.key(i);
        const company = key === null ? null : companyOfStoreKey(key);
        if (key === null || company === null || (companies && !companies.includes(company))) continue;
        const tally = tallies.get(company) ?? tallies.set(company, empty()).get(company)!;
        count(tally, key.slice(0, key.lastIndexOf(SEPARATOR)), s.getItem(key));
      }
    } catch {
      // Blocked storage keeps nothing to lose.
    }
  }
  return [...tallies].map(([company, t]) => ({ company, items: words(t) })).filter((w) => w.items.length > 0);
}
