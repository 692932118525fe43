import { companyLocal } from '../lib/company-store';
import type { ContractListItem } from './contracts';
import type { RecurringInput } from '../lib/recurring-revenue';

/** Contracts' recurrences kept in this browser: the contracts list has none, and each detail is a request. */

export const RECURRING_TERMS_KEY = 'painel.condicoes-dos-contratos';
export const MAX_AGE_MS = 7 * 24 * 60 * 60_000;

interface StoredTerms {
  fingerprint: string;
  readAt: number;
  chargeValue: number | null;
  frequency: string | null;
  interval: number | null;
}

/** What of a contract's list record changes when its terms or value may have changed. */
export function fingerprintOf(contract: ContractListItem): string {
  const t = contract.termos;
  return JSON.stringify([
    contract.status ?? null,
    contract.total ?? null,
    contract.total_proximo_vencimento ?? null,
    contract.data_inicio ?? null,
    t?.data_fim ?? null,
    t?.tipo_expiracao ?? null,
    t?.vigencia_total ?? null,
  ]);
}

function load(): Record<string, StoredTerms> {
  try {
    const parsed: unknown = JSON.parse(companyLocal.get(RECURRING_TERMS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, StoredTerms>)
      : {};
  } catch {
    return {};
  }
}

export class RecurringTermsStore {
  private readonly entries = load();

  constructor(private readonly now: () => number = Date.now) {}

  /** Null when it must be read again. */
  known(contract: ContractListItem): RecurringInput | null {
    const entry = this.entries[contract.id];
    if (!entry || entry.fingerprint !== fingerprintOf(contract)) return null;
    const age = this.now() - entry.readAt;
    if (!(age >= 0 && age < MAX_AGE_MS)) return null;
    return { id: contract.id, chargeValue: entry.chargeValue, frequency: entry.frequency, interval: entry.interval };
  }

  /** Written at once: an interrupted reading is not done twice. */
  remember(contract: ContractListItem, input: RecurringInput): void {
    this.entries[contract.id] = {
      fingerprint: fingerprintOf(contract),
      readAt: this.now(),
      chargeValue: typeof input.chargeValue === 'number' ? input.chargeValue : null,
      frequency: input.frequency ?? null,
      interval: typeof input.interval === 'number' ? input.interval : null,
    };
    this.save();
  }

  keepOnly(ids: ReadonlySet<string>): void {
    for (const id of Object.keys(this.entries)) if (!ids.has(id)) delete this.entries[id];
    this.save();
  }

  private save(): void {
    // Storage full or blocked: the next reading reads the details again.
    companyLocal.set(RECURRING_TERMS_KEY, JSON.stringify(this.entries));
  }
}
